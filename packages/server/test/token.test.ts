import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';

describe.each(ENGINES)('sign-in on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(engine, { env: { ARGUS_ACCESS_TOKEN_TTL: '600', ARGUS_REFRESH_TOKEN_TTL: '3600' } });
  });
  afterAll(async () => s?.close());

  it('answers a token pair for the right password, by username or e-mail, any case', async () => {
    await s.createUser({ username: 'Ann', password: 'ann-password', email: 'ann@example.org' });
    for (const login of ['ann', 'ANN', 'Ann@Example.org']) {
      const r = await s.signIn(login, 'ann-password');
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
      expect(String(r.body.access_token)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(r.body.refresh_token).not.toBe(r.body.access_token);
      const me = await s.request('GET', '/api/v1/users/me', { token: String(r.body.access_token) });
      expect(me.status).toBe(200);
      expect(me.body.username).toBe('Ann');
    }
  });

  it('refuses a wrong password and an unknown user with token_invalid_credentials', async () => {
    for (const [u, p] of [
      [ADMIN.username, 'wrong-password'],
      ['nobody', 'whatever-password'],
    ] as const) {
      const r = await s.signIn(u, p);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ type: 'token_invalid_credentials', status_code: 400, message: expect.any(String) });
    }
  });

  it('refuses a blocked user until the block ends', async () => {
    const id = await s.createUser({ username: 'blocked', password: 'blocked-password' });
    const until = new Date(s.clock.ms + 3600_000);
    await s.ctx.db.updateTable('users').set({ blocked_to: until }).where('id', '=', id).execute();
    const r = await s.signIn('blocked', 'blocked-password');
    expect(r.status).toBe(403);
    expect(r.body.type).toBe('token_user_blocked');
    s.clock.advance(3601);
    expect((await s.signIn('blocked', 'blocked-password')).status).toBe(200);
  });

  it('requires grant_type=password and the url-encoded fields', async () => {
    const r = await s.request('POST', '/api/v1/token', { form: { username: 'a', password: 'b', grant_type: 'client_credentials' } });
    expect(r.status).toBe(422);
    expect(r.body.type).toBe('validation');
    expect(r.body.detail).toHaveProperty('grant_type');
    const missing = await s.request('POST', '/api/v1/token', { form: { grant_type: 'password' } });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.detail as object).sort()).toEqual(['password', 'username']);
  });

  it('rotates refresh tokens and ends the session when an old one is reused', async () => {
    await s.createUser({ username: 'rot', password: 'rot-password' });
    const first = (await s.signIn('rot', 'rot-password')).body;
    const second = await s.request('POST', '/api/v1/token/refresh', { form: { refresh_token: String(first.refresh_token), grant_type: 'refresh_token' } });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    // The access token of before the refresh stops working; the new one works.
    expect((await s.request('GET', '/api/v1/users/me', { token: String(first.access_token) })).status).toBe(401);
    expect((await s.request('GET', '/api/v1/users/me', { token: String(second.body.access_token) })).status).toBe(200);
    // Reusing the first refresh token is refused and ends the whole session.
    const reuse = await s.request('POST', '/api/v1/token/refresh', { form: { refresh_token: String(first.refresh_token), grant_type: 'refresh_token' } });
    expect(reuse.status).toBe(400);
    expect(reuse.body.type).toBe('token_invalid_grant');
    expect((await s.request('GET', '/api/v1/users/me', { token: String(second.body.access_token) })).status).toBe(401);
    const after = await s.request('POST', '/api/v1/token/refresh', { form: { refresh_token: String(second.body.refresh_token), grant_type: 'refresh_token' } });
    expect(after.status).toBe(400);
  });

  it('refuses an access token used as a refresh token and an unknown one', async () => {
    const t = (await s.signIn(ADMIN.username, ADMIN.password)).body;
    for (const token of [String(t.access_token), 'x'.repeat(43)]) {
      const r = await s.request('POST', '/api/v1/token/refresh', { form: { refresh_token: token, grant_type: 'refresh_token' } });
      expect(r.status).toBe(400);
      expect(r.body.type).toBe('token_invalid_grant');
    }
  });

  it('revoke ends the session: the access token answers 401 and the refresh token is refused', async () => {
    const t = (await s.signIn(ADMIN.username, ADMIN.password)).body;
    const r = await s.request('POST', '/api/v1/token/revoke', { form: { token: String(t.access_token), token_type_hint: 'access_token' } });
    expect(r.status).toBe(204);
    const me = await s.request('GET', '/api/v1/users/me', { token: String(t.access_token) });
    expect(me.status).toBe(401);
    expect(me.body.type).toBe('unauthorized');
    const refresh = await s.request('POST', '/api/v1/token/refresh', { form: { refresh_token: String(t.refresh_token), grant_type: 'refresh_token' } });
    expect(refresh.status).toBe(400);
    // Revoking an unknown token is not an error (RFC 7009).
    expect((await s.request('POST', '/api/v1/token/revoke', { form: { token: 'unknown' } })).status).toBe(204);
  });

  it('access tokens expire after their lifetime, refresh tokens after theirs', async () => {
    const t = (await s.signIn(ADMIN.username, ADMIN.password)).body;
    s.clock.advance(599);
    expect((await s.request('GET', '/api/v1/users/me', { token: String(t.access_token) })).status).toBe(200);
    s.clock.advance(2);
    expect((await s.request('GET', '/api/v1/users/me', { token: String(t.access_token) })).status).toBe(401);
    const renewed = await s.request('POST', '/api/v1/token/refresh', { form: { refresh_token: String(t.refresh_token), grant_type: 'refresh_token' } });
    expect(renewed.status).toBe(200);
    s.clock.advance(3601);
    const late = await s.request('POST', '/api/v1/token/refresh', { form: { refresh_token: String(renewed.body.refresh_token), grant_type: 'refresh_token' } });
    expect(late.status).toBe(400);
  });

  it('answers 401 without a token, with a malformed header, and with a made-up token', async () => {
    for (const headers of [{} as Record<string, string>, { authorization: 'Basic abc' }, { authorization: 'Bearer' }, { authorization: 'Bearer made-up' }]) {
      const r = await s.request('GET', '/api/v1/users/me', { headers });
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ type: 'unauthorized', status_code: 401 });
    }
  });

  it("records sign-ins, successful and failed, in the user's history", async () => {
    await s.createUser({ username: 'hist', password: 'hist-password' });
    await s.signIn('hist', 'wrong-password');
    const token = await s.token('hist', 'hist-password');
    const logs = await s.request<{ logs: { success: boolean; reason: string | null }[] }>('GET', '/api/v1/users/me/logs', { token });
    expect(logs.status).toBe(200);
    expect(logs.body.logs.map((l) => [l.success, l.reason])).toEqual([
      [true, null],
      [false, 'invalid_credentials'],
    ]);
  });
});
