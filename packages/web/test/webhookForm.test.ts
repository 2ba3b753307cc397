import { describe, expect, it } from 'vitest';
import { authenticationOf, checkWebhook, newValues, toWebhookBody, valuesOf, webhookFieldOf, type StoredWebhook } from '../src/lib/webhookForm';

const stored: StoredWebhook = {
  name: 'Control room',
  method: 'POST',
  url: 'https://cr.example/h',
  contentType: 'application/json',
  tlsVerify: true,
  subscriptionId: 3,
  kind: 'raw',
  template: null,
  isEnabled: true,
  authentication: { type: 'basic', username: 'ops' },
  rate: { duration: 60, limit: 5 },
};

describe('webhook form', () => {
  it('a stored webhook opens with every secret blank and its username', () => {
    const v = valuesOf(stored);
    expect(v).toMatchObject({ authType: 'basic', username: 'ops', password: '', token: '', subscriptionId: '3', rateDuration: '60', rateLimit: '5' });
  });

  it('secrets are write-only: blank keeps the stored one, a new kind or username needs the secret', () => {
    const v = valuesOf(stored);
    expect(authenticationOf(v, stored.authentication)).toBeUndefined();
    expect('authentication' in toWebhookBody(v, stored.authentication)).toBe(false);
    expect(authenticationOf({ ...v, password: 'new' }, stored.authentication)).toEqual({ type: 'basic', username: 'ops', password: 'new' });
    expect(checkWebhook({ ...v, username: 'other' }, stored.authentication)).toEqual({ password: 'secretRequired' });
    expect(checkWebhook({ ...v, authType: 'bearer' }, stored.authentication)).toEqual({ token: 'secretRequired' });
    expect(authenticationOf({ ...v, authType: 'none' }, stored.authentication)).toBeNull();
    expect(authenticationOf({ ...v, authType: 'none' }, null)).toBeUndefined();
    const bearer = { ...stored, authentication: { type: 'bearer' as const } };
    expect(authenticationOf({ ...valuesOf(bearer) }, bearer.authentication)).toBeUndefined();
    expect(authenticationOf({ ...valuesOf(bearer), token: 't' }, bearer.authentication)).toEqual({ type: 'bearer', token: 't' });
  });

  it('a new webhook: defaults from the configuration, rules for name, URL, subscription, template and rate', () => {
    const v = newValues({ rateDuration: 3600, rateLimit: 16535 });
    expect(v).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
      kind: 'raw',
      isEnabled: true,
      tlsVerify: true,
      rateDuration: '3600',
      rateLimit: '16535',
      authType: 'none',
    });
    expect(checkWebhook(v, undefined)).toEqual({ name: 'tooShort', url: 'url', subscriptionId: 'required' });
    const ok = { ...v, name: 'Hook', url: 'http://10.0.0.1/x', subscriptionId: '2' };
    expect(checkWebhook(ok, undefined)).toEqual({});
    expect(checkWebhook({ ...ok, url: 'ftp://x/y' }, undefined)).toEqual({ url: 'url' });
    expect(checkWebhook({ ...ok, kind: 'template' }, undefined)).toEqual({ template: 'required' });
    expect(checkWebhook({ ...ok, rateDuration: '0', rateLimit: '1.5' }, undefined)).toEqual({ rateDuration: 'range', rateLimit: 'range' });
    expect(toWebhookBody({ ...ok, template: 'x' }, undefined)).toEqual({
      name: 'Hook',
      method: 'POST',
      url: 'http://10.0.0.1/x',
      contentType: 'application/json',
      tlsVerify: true,
      subscriptionId: 2,
      kind: 'raw',
      template: null,
      isEnabled: true,
      rate: { duration: 3600, limit: 16535 },
    });
    expect(toWebhookBody({ ...ok, kind: 'template', template: '{{event.number}}', authType: 'bearer', token: 'k' }, undefined)).toMatchObject({
      template: '{{event.number}}',
      authentication: { type: 'bearer', token: 'k' },
    });
  });

  it('server fields map onto the form', () => {
    expect(webhookFieldOf('subscription_id')).toBe('subscriptionId');
    expect(webhookFieldOf('rate.duration')).toBe('rateDuration');
    expect(webhookFieldOf('x')).toBe('form');
  });
});
