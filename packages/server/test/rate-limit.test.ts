import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';

/** Request rate limits per token and per address: 429 too_many_requests with Retry-After. */
describe.each(ENGINES)('request rate limits (%s)', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(engine, { env: { ARGUS_TRUST_PROXY: 'true', ARGUS_RATE_LIMIT_PER_MINUTE: '20', ARGUS_RATE_LIMIT_PER_ADDRESS: '30' } });
  });
  afterAll(async () => s?.close());

  it('are on by default, generous for consoles and machines, and configurable', () => {
    expect(loadConfig({}).rateLimit).toEqual({ perToken: 1200, perAddress: 2400, perMachine: 12000 });
  });

  it('a token past its budget gets 429 with Retry-After and the error envelope; another token does not', async () => {
    const from = { 'x-forwarded-for': '10.1.0.1' };
    const one = await s.token(ADMIN.username, ADMIN.password);
    const other = await s.token(ADMIN.username, ADMIN.password);
    for (let i = 0; i < 20; i++)
      expect((await s.request('GET', '/api/v1/users/me', { token: one, headers: { 'x-forwarded-for': `10.1.1.${i}` } })).status).toBe(200);
    const refused = await s.request('GET', '/api/v1/users/me', { token: one, headers: from });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ type: 'too_many_requests', status_code: 429, message: expect.any(String) });
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect((await s.request('GET', '/api/v1/users/me', { token: other, headers: from })).status).toBe(200);
  });

  it('an address past its budget gets 429, whatever the token; other addresses do not', async () => {
    const at = { 'x-forwarded-for': '10.2.0.1' };
    for (let i = 0; i < 30; i++) expect((await s.request('POST', '/api/v1/token/revoke', { json: { token: `t-${i}` }, headers: at })).status).toBe(204);
    const refused = await s.request('POST', '/api/v1/token/revoke', { json: { token: 'again' }, headers: at });
    expect(refused.status).toBe(429);
    expect(refused.body.type).toBe('too_many_requests');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Signed file URLs (thumbnails by the page) are not counted against the address.
    expect((await s.request('GET', '/api/v1/files/uploads/none.jpg?exp=1&sig=x', { headers: at })).status).not.toBe(429);
    // Sign-in from that address is refused too; from another it is not.
    expect(
      (await s.request('POST', '/api/v1/token', { form: { username: ADMIN.username, password: ADMIN.password, grant_type: 'password' }, headers: at })).status,
    ).toBe(429);
    expect(
      (
        await s.request('POST', '/api/v1/token', {
          form: { username: ADMIN.username, password: ADMIN.password, grant_type: 'password' },
          headers: { 'x-forwarded-for': '10.2.0.2' },
        })
      ).status,
    ).toBe(200);
  });

  it('machines (edge and stream-server credentials, organisation API keys posting events) have their own, larger budget', async () => {
    // Past the per-token budget of 20: still answered (401 for an unknown credential), not 429.
    for (const [token, address] of [
      ['edg_not-a-registered-credential', '10.3.0.1'],
      ['oak_not-a-key', '10.3.0.2'],
    ] as const) {
      for (let i = 0; i < 25; i++) {
        const r = await s.request('GET', '/api/v1/users/me', { token, headers: { 'x-forwarded-for': address } });
        expect(r.status, token).toBe(401);
      }
    }
  });
});
