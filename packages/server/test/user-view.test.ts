import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION } from '../src/modules/token/listener';
import { ENGINES, startServer, type TestServer } from './support/harness';
import { waitUntil } from './support/processes';
import { secondInstance, type Api } from './support/replica';

type Me = { id: number; first_name: string; role_id: number | null; group_ids: number[]; permissions: string[]; settings: Record<string, unknown> };
type MeFull = Me & { organization: { id: number; name: string } | null; avatar_id: string | null; avatar_url: string | null };

/**
 * The user view (modules/users/view.ts): GET /users/me answered from memory once read, on each
 * process, yet every change of what it shows appears at once on the process that made it and, as
 * soon as the notification arrives, on another one on the same database — whoever made it (the
 * API, an administrator, SQL by hand).
 */
describe.each(ENGINES)('the user view on %s', (engine) => {
  let s: TestServer;
  let other: Awaited<ReturnType<typeof secondInstance>>;
  let both: Api[];
  let admin: string;
  let organizationId: number;
  let n = 0;

  beforeAll(async () => {
    s = await startServer(engine);
    other = await secondInstance(s);
    both = [s, other.api];
    await s.createUser({ username: 'chief', password: 'chief-password-1', roleId: 1 }, 'Profiles');
    admin = await s.token('chief', 'chief-password-1');
    organizationId = Number((await s.request<MeFull>('GET', '/api/v1/users/me', { token: admin })).body.organization?.id);
  }, 180_000);
  afterAll(async () => {
    await other?.close();
    await s?.close();
  });

  /** A new operator and a token of theirs, already read into both views. */
  async function member(): Promise<{ id: number; token: string }> {
    const username = `profile${++n}`;
    const id = await s.createUser({ username, password: `${username}-password`, roleId: 3 }, 'Profiles');
    const token = await s.token(username, `${username}-password`);
    for (const api of both) expect((await api.request('GET', '/api/v1/users/me', { token })).status).toBe(200);
    return { id, token };
  }

  const me = async (api: Api, token: string) => (await api.request<MeFull>('GET', '/api/v1/users/me', { token })).body;
  /** What `read` gives on every instance, waited for at most a second on the one that did not make the change. */
  async function seenEverywhere<T>(token: string, read: (m: MeFull) => T, expected: T): Promise<void> {
    expect(read(await me(s, token)), 'on the process that made the change').toEqual(expected);
    expect(await waitUntil(async () => JSON.stringify(read(await me(other.api, token))) === JSON.stringify(expected), 1_000), 'on the other').toBe(true);
  }

  it('answers a user it read before without the database, on each process', async () => {
    const m = await member();
    for (const api of both) {
      const { hits, loads } = api.app.userView.stats;
      for (let i = 0; i < 5; i++) expect((await me(api, m.token)).id).toBe(m.id);
      expect(api.app.userView.stats.hits - hits).toBe(5);
      expect(api.app.userView.stats.loads).toBe(loads);
    }
  });

  it('shows the caller’s own change at once (names, settings), and keeps their token held', async () => {
    const m = await member();
    for (const api of both) await me(api, m.token);
    const put = await other.api.request<Me>('PUT', '/api/v1/users/me', {
      token: m.token,
      json: { first_name: 'Ada', settings: { wall: { version: 1, value: 3 } } },
    });
    expect(put.status).toBe(200);
    // The writing process answers after it heard the change: its very next read shows it.
    expect((await me(other.api, m.token)).first_name).toBe('Ada');
    await seenEverywhere(m.token, (u) => [u.first_name, u.settings], ['Ada', { wall: { version: 1, value: 3 } }]);
    // A profile change alters no grant: the revocation view keeps the token.
    for (const api of both) expect(api.app.authFeed.view.holdsUser(m.id)).toBe(true);
  });

  it('shows an administrator’s change of role and groups at once', async () => {
    const m = await member();
    const g = await s.request('POST', '/api/v1/groups', { token: admin, json: { name: `Gate ${n}` } });
    expect(g.status).toBe(200);
    const put = await s.request('PUT', `/api/v1/users/${m.id}`, { token: admin, json: { role_id: 2, group_ids: [Number(g.body.id)] } });
    expect(put.status).toBe(200);
    await seenEverywhere(m.token, (u) => [u.role_id, u.group_ids], [2, [Number(g.body.id)]]);
    const operator = (await me(s, m.token)).permissions.length;
    await s.request('PUT', `/api/v1/users/${m.id}`, { token: admin, json: { role_id: 1 } });
    expect((await me(s, m.token)).permissions.length).toBeGreaterThan(operator);
  });

  it('shows changes made in the database by other means: the row, the groups, the organisation’s name', async () => {
    const m = await member();
    await sql`update users set first_name = 'Grace', attributes = '{"desk": 4}' where id = ${m.id}`.execute(s.ctx.db);
    for (const api of both) expect(await waitUntil(async () => (await me(api, m.token)).first_name === 'Grace', 5_000)).toBe(true);
    const g = await s.request('POST', '/api/v1/groups', { token: admin, json: { name: `Yard ${n}` } });
    await sql`insert into user_groups (user_id, group_id) values (${m.id}, ${Number(g.body.id)})`.execute(s.ctx.db);
    for (const api of both) expect(await waitUntil(async () => (await me(api, m.token)).group_ids.includes(Number(g.body.id)), 5_000)).toBe(true);
    await sql`update organizations set name = 'Profiles Renamed' where id = ${organizationId}`.execute(s.ctx.db);
    try {
      for (const api of both) expect(await waitUntil(async () => (await me(api, m.token)).organization?.name === 'Profiles Renamed', 5_000)).toBe(true);
    } finally {
      await sql`update organizations set name = 'Profiles' where id = ${organizationId}`.execute(s.ctx.db);
    }
  });

  it('drops an avatar whose file is deleted', async () => {
    const m = await member();
    const upload = randomUUID();
    await sql`insert into uploads (id, organization_id, user_id, kind, mime_type, size, width, height, file, meta, created_at, updated_at)
      values (${upload}, ${organizationId}, ${m.id}, 'avatar', 'image/png', 10, 96, 96, ${`avatars/${upload}.png`}, '[]', now(), now())`.execute(s.ctx.db);
    await sql`update users set avatar_id = ${upload} where id = ${m.id}`.execute(s.ctx.db);
    for (const api of both) expect(await waitUntil(async () => (await me(api, m.token)).avatar_url !== null, 5_000)).toBe(true);
    await sql`delete from uploads where id = ${upload}`.execute(s.ctx.db);
    for (const api of both) expect(await waitUntil(async () => (await me(api, m.token)).avatar_url === null, 5_000)).toBe(true);
  });

  it('a deleted user is not answered from memory', async () => {
    const m = await member();
    expect((await s.request('DELETE', `/api/v1/users/${m.id}`, { token: admin })).status).toBe(204);
    for (const api of both) expect((await api.request('GET', '/api/v1/users/me', { token: m.token })).status).toBe(401);
    for (const api of both) expect(api.app.userView.get(m.id)).toBeUndefined();
  });

  it.skipIf(engine !== 'postgres')(
    'holds nothing while its listener is lost: a change made meanwhile shows at once, and it holds again once listening',
    async () => {
      const m = await member();
      const { rows } = await sql<{ n: number }>`
        select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION} and datname = current_database()`.execute(s.ctx.db);
      expect(rows[0]?.n).toBe(2);
      for (const api of both) expect(await waitUntil(() => !api.app.authFeed.view.live, 5_000)).toBe(true);
      for (const api of both) expect(api.app.userView.size).toBe(0);
      // Changed behind the views' backs: nobody hears it, so nothing may be answered from memory.
      await sql`update users set first_name = 'Unheard' where id = ${m.id}`.execute(s.ctx.db);
      for (const api of both) expect((await me(api, m.token)).first_name).toBe('Unheard');
      for (const api of both) expect(await waitUntil(() => api.app.authFeed.view.live, 15_000)).toBe(true);
      for (const api of both) await me(api, m.token);
      const { hits } = s.app.userView.stats;
      expect((await me(s, m.token)).first_name).toBe('Unheard');
      expect(s.app.userView.stats.hits).toBe(hits + 1);
    },
    60_000,
  );
});
