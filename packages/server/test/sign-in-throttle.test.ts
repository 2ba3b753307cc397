import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTotpSecret } from '../src/lib/totp';
import { ENGINES, startServer, type Reply, type TestServer } from './support/harness';

/**
 * Sign-in throttling per account and client, not per account: an attacker cannot lock the owner
 * out. Addresses come from X-Forwarded-For (ARGUS_TRUST_PROXY); device cookies as a browser keeps them.
 */
describe.each(ENGINES)('sign-in throttling on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(engine, { env: { ARGUS_TRUST_PROXY: 'true', ARGUS_LOGIN_ADDRESS_MAX_FAILURES: '40' } });
    await s.createUser({ username: 'owner', password: 'owner-password' });
    await s.createUser({ username: 'known', password: 'known-password' });
    await s.createUser({ username: 'capped', password: 'capped-password' });
  });
  afterAll(async () => s?.close());

  const attempt = (username: string, password: string, address: string, o: { cookie?: string; code?: string } = {}): Promise<Reply> =>
    s.request('POST', '/api/v1/token', {
      form: { username, password, grant_type: 'password', ...(o.code ? { code: o.code } : {}) },
      headers: { 'x-forwarded-for': address, ...(o.cookie ? { cookie: o.cookie } : {}) },
    });
  const deviceCookie = (r: Reply) => {
    const set = r.headers.get('set-cookie') ?? '';
    expect(set).toMatch(/^argus_device=[^;]+;.*HttpOnly/i);
    expect(set).toMatch(/SameSite=Strict/i);
    return set.split(';')[0] ?? '';
  };
  const counted = async (username: string) => {
    const r = await s.ctx.db
      .selectFrom('sign_in_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('username', '=', username)
      .where('success', '=', false)
      .where('counted', '=', true)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  };

  it("an attacker's 200 failures from one address block neither the owner elsewhere nor the owner's device", async () => {
    // The owner signed in from home once: the browser keeps a device cookie.
    const home = await attempt('owner', 'owner-password', '10.0.0.3');
    expect(home.status).toBe(200);
    const cookie = deviceCookie(home);

    const types = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const r = await attempt('owner', `guess-${i}`, '10.0.0.66');
      types.add(String(r.body.type));
      if (i < 5) expect(r.body.type).toBe('token_invalid_credentials');
    }
    expect([...types].sort()).toEqual(['token_invalid_credentials', 'token_user_auth_attempts_exceeded']);
    // Held after five: the rest were refused unchecked, and even the right password is refused there.
    expect(await counted('owner')).toBe(5);
    expect((await attempt('owner', 'owner-password', '10.0.0.66')).body.type).toBe('token_user_auth_attempts_exceeded');

    // The owner from another address, and from the attacker's own address with the device cookie.
    expect((await attempt('owner', 'owner-password', '10.0.0.2')).status).toBe(200);
    const trusted = await attempt('owner', 'owner-password', '10.0.0.66', { cookie });
    expect(trusted.status).toBe(200);
    // A trusted device is not given a second cookie.
    expect(trusted.headers.get('set-cookie')).toBeNull();
  });

  it('the wait grows with every failure after the threshold', async () => {
    const at = '10.0.1.1';
    for (let i = 0; i < 5; i++) expect((await attempt('known', 'nope', at)).body.type).toBe('token_invalid_credentials');
    expect((await attempt('known', 'nope', at)).body.type).toBe('token_user_auth_attempts_exceeded');
    s.clock.advance(301); // the first wait: ARGUS_LOGIN_BLOCK (300 s)
    expect((await attempt('known', 'nope', at)).body.type).toBe('token_invalid_credentials');
    s.clock.advance(301); // the second is twice as long
    expect((await attempt('known', 'known-password', at)).body.type).toBe('token_user_auth_attempts_exceeded');
    s.clock.advance(300);
    expect((await attempt('known', 'known-password', at)).status).toBe(200);
    s.clock.advance(3600);
  });

  it('unknown names are throttled and answered exactly like known ones', async () => {
    const run = async (username: string, at: string) => {
      const out: { status: number; type: string; ms: number }[] = [];
      for (let i = 0; i < 7; i++) {
        const started = performance.now();
        const r = await attempt(username, `wrong-${i}`, at);
        out.push({ status: r.status, type: String(r.body.type), ms: performance.now() - started });
        expect(Object.keys(r.body).sort()).toEqual(['message', 'status_code', 'type']);
      }
      return out;
    };
    const known = await run('known', '10.0.2.1');
    const unknown = await run('nobody-has-this-name', '10.0.2.2');
    const shape = (xs: typeof known) => xs.map((x) => `${x.status} ${x.type}`);
    expect(shape(unknown)).toEqual(shape(known));
    expect(shape(known)).toEqual([...Array(5).fill('400 token_invalid_credentials'), ...Array(2).fill('403 token_user_auth_attempts_exceeded')]);
    // Both verify one argon2 hash per checked attempt: the same time within noise (a shared, busy machine).
    const mean = (xs: typeof known) => xs.slice(0, 5).reduce((t, x) => t + x.ms, 0) / 5;
    const ratio = mean(known) / mean(unknown);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
    s.clock.advance(3600);
  });

  it('wrong one-time codes are throttled like wrong passwords', async () => {
    const secret = newTotpSecret();
    await s.createUser({ username: 'otp', password: 'otp-password' });
    await s.ctx.db.updateTable('users').set({ tfa_enabled: true, tfa_secret: secret }).where('username', '=', 'otp').execute();
    const code = () => generate({ secret, epoch: Math.floor(s.clock.ms / 1000) });
    const good = await code();
    const wrong = good === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await attempt('otp', 'otp-password', '10.0.3.1', { code: wrong })).body.type).toBe('token_invalid_code');
    expect((await attempt('otp', 'otp-password', '10.0.3.1', { code: good })).body.type).toBe('token_user_auth_attempts_exceeded');
    const signedIn = await attempt('otp', 'otp-password', '10.0.3.2', { code: good });
    expect(signedIn.status).toBe(200);
    // A signed-in session trying codes to turn the second factor off is held the same way.
    const token = String(signedIn.body.access_token);
    const disable = (c: string) => s.request('DELETE', '/api/v1/2fa', { token, json: { code: c }, headers: { 'x-forwarded-for': '10.0.3.9' } });
    s.clock.advance(60);
    const next = await code();
    const bad = next === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await disable(bad)).body.type).toBe('token_invalid_code');
    expect((await disable(next)).body.type).toBe('token_user_auth_attempts_exceeded');
  });

  it('an address spraying many names waits, whatever the name', async () => {
    s.clock.advance(3600);
    const at = '10.0.4.1';
    for (let i = 0; i < 40; i++) expect((await attempt(`spray-${i % 10}-${Math.floor(i / 10)}`, 'Password1', at)).body.type).toBe('token_invalid_credentials');
    expect((await attempt('known', 'known-password', at)).body.type).toBe('token_user_auth_attempts_exceeded');
    expect((await attempt('known', 'known-password', '10.0.4.2')).status).toBe(200);
  }, 120_000);

  it('the hourly cap holds across addresses for untrusted clients (ASVS V2.2.1), but not against the owner’s device', async () => {
    s.clock.advance(3600);
    const home = await attempt('capped', 'capped-password', '10.0.5.1');
    const cookie = deviceCookie(home);
    // 100 failures within the hour from 25 addresses, four each: no one client is held.
    for (let a = 0; a < 25; a++) {
      for (let i = 0; i < 4; i++) expect((await attempt('capped', 'nope', `10.5.${a}.1`)).body.type).toBe('token_invalid_credentials');
    }
    expect(await counted('capped')).toBe(100);
    // The 101st try from a new address is refused, even with the right password.
    expect((await attempt('capped', 'capped-password', '10.0.5.200')).body.type).toBe('token_user_auth_attempts_exceeded');
    expect((await attempt('capped', 'nope', '10.0.5.201')).body.type).toBe('token_user_auth_attempts_exceeded');
    expect(await counted('capped')).toBe(100);
    // The owner's device is not held by failures from elsewhere.
    expect((await attempt('capped', 'capped-password', '10.0.5.202', { cookie })).status).toBe(200);
    // A forged or foreign cookie is an untrusted client.
    expect((await attempt('capped', 'capped-password', '10.0.5.203', { cookie: `${cookie}x` })).body.type).toBe('token_user_auth_attempts_exceeded');
    s.clock.advance(3601);
    expect((await attempt('capped', 'capped-password', '10.0.5.200')).status).toBe(200);
  }, 300_000);
});
