import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';

describe.each(ENGINES)('two-factor sign-in on %s', (engine) => {
  let s: TestServer;
  const code = (secret: string, offsetS = 0) => generate({ secret, epoch: Math.floor(s.clock.ms / 1000) + offsetS });
  beforeAll(async () => {
    s = await startServer(engine);
  });
  afterAll(async () => s?.close());

  it('enable → sign-in needs the code → a code works once → disable', async () => {
    await s.createUser({ username: 'otp', password: 'otp-password', email: 'otp@example.org' });
    const token = await s.token('otp', 'otp-password');
    const begin = await s.request('POST', '/api/v1/2fa', { token });
    expect(begin.status).toBe(200);
    const secret = String(begin.body.secret);
    expect(String(begin.body.otpauth_uri)).toMatch(/^otpauth:\/\/totp\/.*otp%40example\.org.*secret=/);

    const wrong = await s.request('PUT', '/api/v1/2fa', { token, json: { code: '000000' === (await code(secret)) ? '111111' : '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.type).toBe('token_invalid_code');
    expect((await s.request('PUT', '/api/v1/2fa', { token, json: { code: await code(secret) } })).status).toBe(204);
    const me = await s.request('GET', '/api/v1/users/me', { token });
    expect(me.body.tfa_enabled).toBe(true);
    expect(me.body).not.toHaveProperty('tfa_secret');

    const missing = await s.signIn('otp', 'otp-password');
    expect(missing.status).toBe(400);
    expect(missing.body.type).toBe('token_missing_code');
    const bad = await s.signIn('otp', 'otp-password', '12345');
    expect(bad.body.type).toBe('token_invalid_code');
    // A wrong password with a code is still a credentials error, and says nothing about the code.
    expect((await s.signIn('otp', 'not-the-password', await code(secret))).body.type).toBe('token_invalid_credentials');

    s.clock.advance(30);
    const good = await code(secret);
    expect((await s.signIn('otp', 'otp-password', good)).status).toBe(200);
    // The same code cannot be replayed.
    expect((await s.signIn('otp', 'otp-password', good)).body.type).toBe('token_invalid_code');
    s.clock.advance(30);
    // One step of clock skew is tolerated.
    expect((await s.signIn('otp', 'otp-password', await code(secret, 30))).status).toBe(200);

    s.clock.advance(60);
    const token2 = await (async () => String((await s.signIn('otp', 'otp-password', await code(secret))).body.access_token))();
    s.clock.advance(30);
    expect((await s.request('DELETE', '/api/v1/2fa', { token: token2, json: { code: '99999' } })).status).toBe(422);
    expect((await s.request('DELETE', '/api/v1/2fa', { token: token2, json: { code: await code(secret) } })).status).toBe(204);
    expect((await s.signIn('otp', 'otp-password')).status).toBe(200);
  });

  it('an administrator requires 2FA: the API answers tfa_required until the user enrols', async () => {
    const id = await s.createUser({ username: 'req', password: 'req-password' }, 'Acme');
    await s.createUser({ username: 'boss', password: 'boss-password', roleId: 1 }, 'Acme');
    const boss = await s.token('boss', 'boss-password');
    expect((await s.request('PUT', `/api/v1/users/${id}/2fa`, { token: boss })).status).toBe(204);

    const token = await s.token('req', 'req-password');
    const roles = await s.request('GET', '/api/v1/roles', { token });
    expect(roles.status).toBe(403);
    expect(roles.body.type).toBe('tfa_required');
    const me = await s.request('GET', '/api/v1/users/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ tfa_required: true, tfa_enabled: false });

    const secret = String((await s.request('POST', '/api/v1/2fa', { token })).body.secret);
    expect((await s.request('PUT', '/api/v1/2fa', { token, json: { code: await code(secret) } })).status).toBe(204);
    expect((await s.request('GET', '/api/v1/roles', { token })).status).toBe(200);
    // While required, the user cannot switch it off.
    s.clock.advance(30);
    const off = await s.request('DELETE', '/api/v1/2fa', { token, json: { code: await code(secret) } });
    expect(off.status).toBe(403);
    expect(off.body.type).toBe('forbidden');

    // A reset (lost phone) ends the user's sessions; the next sign-in needs no code and enrols again.
    expect((await s.request('DELETE', `/api/v1/users/${id}/2fa`, { token: boss })).status).toBe(204);
    expect((await s.request('GET', '/api/v1/users/me', { token })).status).toBe(401);
    expect((await s.signIn('req', 'req-password')).status).toBe(200);
  });

  it("2FA administration of another organisation's user answers 404, an operator 403", async () => {
    const foreign = await s.createUser({ username: 'foreign', password: 'foreign-password' }, 'Other');
    await s.createUser({ username: 'admin-a', password: 'admin-a-password', roleId: 1 }, 'Acme');
    await s.createUser({ username: 'op-a', password: 'op-a-password', roleId: 3 }, 'Acme');
    const adminA = await s.token('admin-a', 'admin-a-password');
    const r = await s.request('PUT', `/api/v1/users/${foreign}/2fa`, { token: adminA });
    expect(r.status).toBe(404);
    expect(r.body.type).toBe('not_found');
    expect((await s.request('PUT', '/api/v1/users/999999/2fa', { token: adminA })).status).toBe(404);
    const op = await s.token('op-a', 'op-a-password');
    expect((await s.request('PUT', `/api/v1/users/${foreign}/2fa`, { token: op })).status).toBe(403);
    // The superuser reaches every organisation.
    const su = await s.token(ADMIN.username, ADMIN.password);
    expect((await s.request('PUT', `/api/v1/users/${foreign}/2fa`, { token: su })).status).toBe(204);
  });
});
