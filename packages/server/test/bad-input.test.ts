import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';

describe.each(ENGINES)('bad input on %s', (engine) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startServer(engine, { env: { ARGUS_BODY_LIMIT_BYTES: '4096' } });
    token = await s.token(ADMIN.username, ADMIN.password);
  });
  afterAll(async () => s?.close());

  it('malformed JSON is bad_request', async () => {
    const r = await s.request('PUT', '/api/v1/users/me', { token, raw: { body: '{"first_name": ', contentType: 'application/json' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ type: 'bad_request', status_code: 400 });
  });

  it('prototype pollution in JSON is refused', async () => {
    const r = await s.request('PUT', '/api/v1/users/me', { token, raw: { body: '{"__proto__": {"x": 1}}', contentType: 'application/json' } });
    expect(r.status).toBe(400);
  });

  it('a content type the API does not take is unsupported_media_type', async () => {
    for (const contentType of ['text/plain', 'application/xml', 'image/png']) {
      const r = await s.request('POST', '/api/v1/token', { raw: { body: 'username=a', contentType } });
      expect(r.status).toBe(415);
      expect(r.body.type).toBe('unsupported_media_type');
    }
  });

  it('an oversize body is payload_too_large', async () => {
    const r = await s.request('PUT', '/api/v1/users/me', { token, json: { first_name: 'x'.repeat(5000) } });
    expect(r.status).toBe(413);
    expect(r.body.type).toBe('payload_too_large');
  });

  it('unknown fields and wrong types are validation errors with a field map', async () => {
    const r = await s.request('PUT', '/api/v1/users/me', { token, json: { first_name: { nested: true }, hobby: 'x', attributes: [] } });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.detail as object).sort()).toEqual(['attributes', 'first_name', 'hobby']);
    const arr = await s.request('PUT', '/api/v1/users/me', { token, json: [] });
    expect(arr.status).toBe(422);
  });

  it('repeated form fields are a validation error, not a crash', async () => {
    const r = await s.request('POST', '/api/v1/token', {
      raw: { body: 'username=a&username=b&password=x&grant_type=password', contentType: 'application/x-www-form-urlencoded' },
    });
    expect(r.status).toBe(422);
  });

  it('unknown routes and methods are not_found', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/nothing-here'],
      ['DELETE', '/api/v1/token'],
      ['POST', '/api/v1/users/me/unknown'],
    ] as const) {
      const r = await s.request(method, path, { token });
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ type: 'not_found', status_code: 404 });
    }
  });

  it('bad path parameters are validation errors', async () => {
    for (const id of ['abc', '-1', '99999999999999999999', '1.5']) {
      const r = await s.request('PUT', `/api/v1/users/${id}/2fa`, { token });
      expect(r.status).toBe(422);
    }
  });

  it('never answers 5xx to odd bodies on any route', async () => {
    const routes: [string, string][] = [
      ['POST', '/api/v1/token'],
      ['POST', '/api/v1/token/refresh'],
      ['POST', '/api/v1/token/revoke'],
      ['PUT', '/api/v1/users/me'],
      ['PUT', '/api/v1/users/me/password'],
      ['PUT', '/api/v1/users/me/email'],
      ['PUT', '/api/v1/2fa'],
      ['DELETE', '/api/v1/2fa'],
    ];
    const bodies: unknown[] = [
      null,
      0,
      'x',
      [],
      {},
      { code: null },
      { code: 123456 },
      { settings: 'x' },
      { username: {}, password: [] },
      { a: { b: { c: {} } } },
      '\u0000',
      { email: 'a@b.c', password: 'x'.repeat(2000) },
    ];
    for (const [method, path] of routes) {
      for (const json of bodies) {
        const r = await s.request(method, path, { token, json });
        expect(r.status, `${method} ${path} ${JSON.stringify(json)}`).toBeLessThan(500);
        if (r.status >= 400) expect(typeof r.body.type).toBe('string');
      }
    }
  });
});
