import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startServer, type TestServer } from './support/harness';

describe.each(ENGINES)('current user on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(engine);
  });
  afterAll(async () => s?.close());

  it('answers the user with organisation, role, permissions and no secrets', async () => {
    await s.createUser({ username: 'oper', password: 'oper-password', roleId: 3, firstName: 'Olga' }, 'Acme');
    const me = await s.request('GET', '/api/v1/users/me', { token: await s.token('oper', 'oper-password') });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'oper', first_name: 'Olga', role_id: 3, is_superuser: false, organization: { name: 'Acme' } });
    const permissions = me.body.permissions as string[];
    expect(permissions).toContain('camera_read');
    expect(permissions).not.toContain('camera_create');
    for (const secret of ['password_hash', 'tfa_secret', 'tfa_pending_secret', 'password']) expect(me.body).not.toHaveProperty(secret);
  });

  it('PUT merges settings key by key, null removes a key, and refuses unknown fields', async () => {
    await s.createUser({ username: 'set', password: 'set-password' });
    const token = await s.token('set', 'set-password');
    const a = await s.request('PUT', '/api/v1/users/me', {
      token,
      json: { settings: { lang: { version: 1, value: 'kk' }, sidebar: { version: 2, value: true } } },
    });
    expect(a.status).toBe(200);
    const b = await s.request('PUT', '/api/v1/users/me', {
      token,
      json: { first_name: 'Sam', settings: { lang: { version: 1, value: 'en' }, sidebar: null } },
    });
    expect(b.body.settings).toEqual({ lang: { version: 1, value: 'en' } });
    expect(b.body.first_name).toBe('Sam');
    const c = await s.request('PUT', '/api/v1/users/me', { token, json: { role_id: 1 } });
    expect(c.status).toBe(422);
    expect(c.body.detail).toEqual({ role_id: 'is not a known field' });
    const d = await s.request('PUT', '/api/v1/users/me', { token, json: { settings: { x: { value: 1 } } } });
    expect(d.status).toBe(422);
    expect(d.body.detail).toHaveProperty(['settings.x.version']);
  });

  it('changes the password: old one required, length checked, other sessions end, this one stays', async () => {
    await s.createUser({ username: 'pw', password: 'pw-password-1' });
    const other = await s.token('pw', 'pw-password-1');
    const token = await s.token('pw', 'pw-password-1');
    const wrongOld = await s.request('PUT', '/api/v1/users/me/password', { token, json: { old_password: 'nope', new_password: 'pw-password-2' } });
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.body.detail).toEqual({ old_password: 'is wrong' });
    const short = await s.request('PUT', '/api/v1/users/me/password', { token, json: { old_password: 'pw-password-1', new_password: 'short' } });
    expect(short.body.detail).toEqual({ new_password: 'must be at least 8 characters' });
    const ok = await s.request('PUT', '/api/v1/users/me/password', { token, json: { old_password: 'pw-password-1', new_password: 'pw-password-2' } });
    expect(ok.status).toBe(204);
    expect((await s.request('GET', '/api/v1/users/me', { token })).status).toBe(200);
    expect((await s.request('GET', '/api/v1/users/me', { token: other })).status).toBe(401);
    expect((await s.signIn('pw', 'pw-password-1')).body.type).toBe('token_invalid_credentials');
    expect((await s.signIn('pw', 'pw-password-2')).status).toBe(200);
    const me = await s.request('GET', '/api/v1/users/me', { token });
    expect(me.body).toMatchObject({ password_initially_changed: true, password_expired: false });
  });

  it('reports an expired password when the configured age has passed', async () => {
    const aged = await startServer(engine, { env: { ARGUS_PASSWORD_MAX_AGE_DAYS: '90' } });
    try {
      await aged.createUser({ username: 'old', password: 'old-password' });
      const token = await aged.token('old', 'old-password');
      expect((await aged.request('GET', '/api/v1/users/me', { token })).body.password_expired).toBe(false);
      aged.clock.advance(91 * 86400);
      const fresh = await aged.token('old', 'old-password');
      expect((await aged.request('GET', '/api/v1/users/me', { token: fresh })).body.password_expired).toBe(true);
    } finally {
      await aged.close();
    }
  });

  it('changes the e-mail with the password, refusing one in use', async () => {
    await s.createUser({ username: 'mail1', password: 'mail-password', email: 'taken@example.org' });
    await s.createUser({ username: 'mail2', password: 'mail-password' });
    const token = await s.token('mail2', 'mail-password');
    const bad = await s.request('PUT', '/api/v1/users/me/email', { token, json: { email: 'not-an-email', password: 'mail-password' } });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toHaveProperty('email');
    const wrongPw = await s.request('PUT', '/api/v1/users/me/email', { token, json: { email: 'new@example.org', password: 'x' } });
    expect(wrongPw.body.detail).toEqual({ password: 'is wrong' });
    const taken = await s.request('PUT', '/api/v1/users/me/email', { token, json: { email: 'TAKEN@example.org', password: 'mail-password' } });
    expect(taken.status).toBe(409);
    expect(taken.body.type).toBe('conflict');
    const ok = await s.request('PUT', '/api/v1/users/me/email', { token, json: { email: 'new@example.org', password: 'mail-password' } });
    expect(ok.body.email).toBe('new@example.org');
    expect((await s.signIn('new@example.org', 'mail-password')).status).toBe(200);
  });

  it('pages the sign-in history with a cursor, without gaps or repeats', async () => {
    await s.createUser({ username: 'pager', password: 'pager-password' });
    for (let i = 0; i < 5; i++) await s.signIn('pager', i % 2 ? 'wrong-password' : 'pager-password');
    const token = await s.token('pager', 'pager-password');
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const r = await s.request<{ logs: { id: number }[]; pagination: { cursor: string | null } }>('GET', `/api/v1/users/me/logs${q}`, { token });
      expect(r.status).toBe(200);
      expect(r.body.logs.length).toBeLessThanOrEqual(2);
      seen.push(...r.body.logs.map((l) => l.id));
      cursor = r.body.pagination.cursor;
    } while (cursor);
    expect(seen).toHaveLength(6);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    expect((await s.request('GET', '/api/v1/users/me/logs?cursor=garbage', { token })).status).toBe(422);
    expect((await s.request('GET', '/api/v1/users/me/logs?limit=0', { token })).status).toBe(422);
  });

  it('writes one audit row per change', async () => {
    const id = await s.createUser({ username: 'aud', password: 'aud-password' });
    const token = await s.token('aud', 'aud-password');
    await s.request('PUT', '/api/v1/users/me', { token, json: { last_name: 'Smith' } });
    await s.request('PUT', '/api/v1/users/me', { token, json: { unknown_field: 1 } });
    const rows = await s.ctx.db.selectFrom('audit_logs').selectAll().where('user_id', '=', id).where('object_type', '=', 'user').execute();
    expect(rows.map((r) => [r.action_type, r.object_type, r.object_id])).toEqual([['user_update', 'user', String(id)]]);
    expect(rows[0]?.ip).toBe('127.0.0.1');
  });
});
