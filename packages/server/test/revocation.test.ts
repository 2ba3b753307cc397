import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthFeed, LISTENER_APPLICATION } from '../src/modules/token/listener';
import { AUTH_CHANNEL } from '../src/modules/token/view';
import { ENGINES, startServer, type TestServer } from './support/harness';
import { openLive } from './support/live';
import { waitUntil } from './support/processes';
import { secondInstance, type Api } from './support/replica';

/**
 * The revocation view (modules/token/view.ts): a token verified once is not looked up again, yet
 * every change that ends or alters what it grants takes effect at once, on the process that made
 * the change and on another one on the same database. On PostgreSQL the other one is a second
 * server with its own pool and listener (another replica); on the embedded engine (one process)
 * it is a second app on the same database, with a view of its own fed only by the notifications.
 */

const FUTURE = '2030-01-01T00:00:00Z';

describe.each(ENGINES)('the revocation view on %s', (engine) => {
  let s: TestServer;
  let other: Awaited<ReturnType<typeof secondInstance>>;
  let both: Api[];
  let admin: string;
  let group: number;
  let n = 0;

  beforeAll(async () => {
    s = await startServer(engine);
    other = await secondInstance(s);
    both = [s, other.api];
    await s.createUser({ username: 'boss', password: 'boss-password-1', roleId: 1 }, 'Revocations');
    admin = await s.token('boss', 'boss-password-1');
    const g = await s.request('POST', '/api/v1/groups', { token: admin, json: { name: 'North gate' } });
    expect(g.status).toBe(200);
    group = Number(g.body.id);
  }, 180_000);
  afterAll(async () => {
    await other?.close();
    await s?.close();
  });

  /** A new user of the organisation and an access token of theirs, already held by both views. */
  async function member(roleId: 1 | 2 | 3, groupIds: number[] = []): Promise<{ id: number; token: string; password: string }> {
    const username = `member${++n}`;
    const password = `${username}-password`;
    const id = await s.createUser({ username, password, roleId, groupIds }, 'Revocations');
    const token = await s.token(username, password);
    await expectEverywhere(token, 'GET', '/api/v1/users/me', 200);
    await expectEverywhere(token, 'GET', '/api/v1/users/me', 200);
    return { id, token, password };
  }

  async function expectEverywhere(token: string, method: string, path: string, status: number): Promise<void> {
    for (const api of both) expect((await api.request(method, path, { token })).status, `${path} on ${both.indexOf(api)}`).toBe(status);
  }

  it('answers a token it verified before without the database, on each process', async () => {
    const m = await member(3);
    for (const api of both) {
      const { hits, loads } = api.app.authFeed.view.stats;
      for (let i = 0; i < 5; i++) expect((await api.request('GET', '/api/v1/users/me', { token: m.token })).status).toBe(200);
      expect(api.app.authFeed.view.stats.hits - hits).toBe(5);
      expect(api.app.authFeed.view.stats.loads).toBe(loads);
    }
  });

  it('a revoked token is refused at once on both', async () => {
    const m = await member(3);
    const revoked = await s.request('POST', '/api/v1/token/revoke', { json: { token: m.token } });
    expect(revoked.status).toBe(204);
    await expectEverywhere(m.token, 'GET', '/api/v1/users/me', 401);
  });

  it('a sign-out on the other process is refused at once here too', async () => {
    const m = await member(3);
    expect((await other.api.request('POST', '/api/v1/token/revoke', { json: { token: m.token } })).status).toBe(204);
    await expectEverywhere(m.token, 'GET', '/api/v1/users/me', 401);
  });

  it('a blocked user is refused at once on both (blocking also ends the sessions)', async () => {
    const m = await member(3);
    expect((await other.api.request('PUT', `/api/v1/users/${m.id}`, { token: admin, json: { blocked_to: FUTURE } })).status).toBe(200);
    await expectEverywhere(m.token, 'GET', '/api/v1/users/me', 401);
  });

  it('a block set in the database alone (sessions left open) is refused too, and lifting it lets the token in', async () => {
    const m = await member(3);
    await sql`update users set blocked_to = ${new Date(FUTURE)} where id = ${m.id}`.execute(s.ctx.db);
    for (const api of both) expect(await waitUntil(() => !api.app.authFeed.view.holdsUser(m.id), 5_000)).toBe(true);
    await expectEverywhere(m.token, 'GET', '/api/v1/users/me', 401);
    await sql`update users set blocked_to = null where id = ${m.id}`.execute(s.ctx.db);
    await expectEverywhere(m.token, 'GET', '/api/v1/users/me', 200);
  });

  it('a deleted user is refused at once on both', async () => {
    const m = await member(3);
    expect((await s.request('DELETE', `/api/v1/users/${m.id}`, { token: admin })).status).toBe(204);
    await expectEverywhere(m.token, 'GET', '/api/v1/users/me', 401);
  });

  it('a changed role takes effect at once on both', async () => {
    const m = await member(1);
    await expectEverywhere(m.token, 'GET', `/api/v1/users/${m.id}`, 200);
    expect((await s.request('PUT', `/api/v1/users/${m.id}`, { token: admin, json: { role_id: 3 } })).status).toBe(200);
    await expectEverywhere(m.token, 'GET', `/api/v1/users/${m.id}`, 403);
  });

  it('a changed group membership takes effect at once on both', async () => {
    const m = await member(3, [group]);
    await expectEverywhere(m.token, 'GET', `/api/v1/groups/${group}`, 200);
    expect((await other.api.request('PUT', `/api/v1/users/${m.id}`, { token: admin, json: { group_ids: [] } })).status).toBe(200);
    await expectEverywhere(m.token, 'GET', `/api/v1/groups/${group}`, 404);
    expect((await s.request('POST', `/api/v1/groups/${group}/members`, { token: admin, json: { user_ids: [m.id] } })).status).toBeLessThan(300);
    await expectEverywhere(m.token, 'GET', `/api/v1/groups/${group}`, 200);
  });

  /**
   * The live consoles (GET /live) of a token that stops granting anything are closed as soon as
   * the change is announced, on the process that made it and on the other one (not by the
   * minute's re-check): within a second, with reason token_revoked; the others stay open.
   */
  describe('open live consoles', () => {
    const closedWithin = async (live: Awaited<ReturnType<typeof openLive>>, ms: number) =>
      (await live.waitFor((r) => r.event === 'closed', ms))?.data.reason ?? null;

    it('a signed-out session: its consoles close at once on both, another session of the user stays', async () => {
      const m = await member(3);
      const second = await s.token(`member${n}`, m.password);
      const lives = [await openLive(s, m.token), await openLive(other.api, m.token), await openLive(other.api, second)];
      expect((await s.request('POST', '/api/v1/token/revoke', { json: { token: m.token } })).status).toBe(204);
      const closed = await Promise.all(lives.map((l) => closedWithin(l, 1000)));
      expect(closed).toEqual(['token_revoked', 'token_revoked', null]);
      for (const l of lives) l.close();
    });

    it('a deleted or blocked user: every console of theirs closes at once on both', async () => {
      for (const change of ['delete', 'block'] as const) {
        const m = await member(3);
        const bystander = await member(3);
        const lives = [await openLive(s, m.token), await openLive(other.api, m.token), await openLive(other.api, bystander.token)];
        const r =
          change === 'delete'
            ? await other.api.request('DELETE', `/api/v1/users/${m.id}`, { token: admin })
            : await s.request('PUT', `/api/v1/users/${m.id}`, { token: admin, json: { blocked_to: FUTURE } });
        expect(r.status, change).toBeLessThan(300);
        const closed = await Promise.all(lives.map((l) => closedWithin(l, 1000)));
        expect(closed, change).toEqual(['token_revoked', 'token_revoked', null]);
        for (const l of lives) l.close();
      }
    });

    it('a changed role leaves the console open (what it receives follows the role)', async () => {
      const m = await member(1);
      const lives = [await openLive(s, m.token), await openLive(other.api, m.token)];
      expect((await s.request('PUT', `/api/v1/users/${m.id}`, { token: admin, json: { role_id: 3 } })).status).toBe(200);
      expect(await Promise.all(lives.map((l) => closedWithin(l, 1000)))).toEqual([null, null]);
      for (const l of lives) l.close();
    });
  });

  it('a password change ends the other sessions at once on both, and keeps the one that made it', async () => {
    const m = await member(3);
    const second = await s.token(`member${n}`, m.password);
    await expectEverywhere(second, 'GET', '/api/v1/users/me', 200);
    const changed = await other.api.request('PUT', '/api/v1/users/me/password', {
      token: second,
      json: { old_password: m.password, new_password: 'a-new-password-9' },
    });
    expect(changed.status).toBe(204);
    await expectEverywhere(m.token, 'GET', '/api/v1/users/me', 401);
    await expectEverywhere(second, 'GET', '/api/v1/users/me', 200);
  });

  it('a change made in the database by other means reaches both views', async () => {
    const m = await member(1);
    await sql`update users set role_id = 3 where id = ${m.id}`.execute(s.ctx.db);
    // Outside a request there is no barrier: the notification arrives when PostgreSQL delivers it.
    for (const api of both) {
      expect(await waitUntil(() => !api.app.authFeed.view.holdsUser(m.id), 5_000)).toBe(true);
    }
    await expectEverywhere(m.token, 'GET', `/api/v1/users/${m.id}`, 403);
  });

  // The embedded engine needs no barrier (its notifications arrive before the statement answers).
  it.skipIf(engine !== 'postgres')('barriers asked together share round trips, and each still sees what was committed before it', async () => {
    const m = await member(3);
    const heard: string[] = [];
    const listener = new pg.Client({ connectionString: s.ctx.config.databaseUrl ?? '' });
    await listener.connect();
    // A feed of the test's own: the server's feed also syncs for its live messages and writes, which would be counted.
    const feed = new AuthFeed(s.ctx);
    await feed.start();
    const ours = (payload: string) => payload.split(':')[1] === feed.origin;
    try {
      listener.on('notification', (n) => n.payload?.startsWith('sync:') && ours(n.payload) && heard.push(n.payload));
      await listener.query(`listen ${AUTH_CHANNEL}`);
      expect(feed.view.live).toBe(true);
      const first = feed.sync();
      // Committed after the first barrier was sent: the later callers must not be answered by it.
      await sql`update users set role_id = 2 where id = ${m.id}`.execute(s.ctx.db);
      await Promise.all([first, ...Array.from({ length: 20 }, () => feed.sync().then(() => expect(feed.view.holdsUser(m.id)).toBe(false)))]);
      // Let any straggling notification arrive before counting.
      await feed.sync();
      expect(heard.length, heard.join(' ')).toBeLessThanOrEqual(3);
      expect(heard.length).toBeGreaterThanOrEqual(2);
    } finally {
      await feed.stop();
      await listener.end();
    }
  });

  it.skipIf(engine !== 'postgres')(
    'fails closed while its listener is lost, and resumes once it listens again',
    async () => {
      const m = await member(3);
      const kept = await member(3);
      // Both servers' listeners (same database): ended by the server, as a failover or an operator would.
      const { rows } = await sql<{ n: number }>`
      select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
      where application_name = ${LISTENER_APPLICATION} and datname = current_database()`.execute(s.ctx.db);
      expect(rows[0]?.n).toBe(2);
      for (const api of both) expect(await waitUntil(() => !api.app.authFeed.view.live, 5_000)).toBe(true);
      for (const api of both) expect(api.app.authFeed.view.size).toBe(0);
      // Revoked behind the views' backs: no listener hears it, so the views must not be believed.
      await sql`update auth_sessions set revoked_at = now() where user_id = ${m.id}`.execute(s.ctx.db);
      await expectEverywhere(m.token, 'GET', '/api/v1/users/me', 401);
      // Still served meanwhile, from the database.
      await expectEverywhere(kept.token, 'GET', '/api/v1/users/me', 200);
      for (const api of both) expect(await waitUntil(() => api.app.authFeed.view.live, 15_000)).toBe(true);
      await expectEverywhere(m.token, 'GET', '/api/v1/users/me', 401);
      await expectEverywhere(kept.token, 'GET', '/api/v1/users/me', 200);
      const { hits } = s.app.authFeed.view.stats;
      expect((await s.request('GET', '/api/v1/users/me', { token: kept.token })).status).toBe(200);
      expect(s.app.authFeed.view.stats.hits).toBe(hits + 1);
      await s.request('POST', '/api/v1/token/revoke', { json: { token: kept.token } });
      await expectEverywhere(kept.token, 'GET', '/api/v1/users/me', 401);
    },
    60_000,
  );
});
