import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, requester, startServer, type TestServer } from './support/harness';
import { alone, startApiProcesses } from './support/processes';

/**
 * The revocation view across the processes of ARGUS_API_PROCESSES=2 (PostgreSQL only: the embedded
 * engine lives inside one process). Each check is made on connections of their own, which the
 * cluster hands to the two processes in turn, after both have verified (and hold) the token.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the revocation view across API processes (PostgreSQL)', () => {
  let s: TestServer;
  let cluster: Awaited<ReturnType<typeof startApiProcesses>>;
  let api: ReturnType<typeof requester>;
  let admin: string;
  const ROUNDS = 6;

  beforeAll(async () => {
    s = await startServer('postgres');
    await s.createUser({ username: 'chief', password: 'chief-password-1', roleId: 1 }, 'Cluster');
    cluster = await startApiProcesses(2, { DATABASE_URL: s.ctx.config.databaseUrl ?? '' });
    api = requester(cluster.url);
    admin = await api.token('chief', 'chief-password-1');
  }, 300_000);
  afterAll(async () => {
    if (cluster?.primary.exitCode === null) {
      cluster.primary.kill('SIGTERM');
      await cluster.exited;
    }
    await s?.close();
  });

  /** `ROUNDS` requests, each on a new connection (both processes answer), all with `status`. */
  async function everywhere(token: string, status: number): Promise<void> {
    const seen: number[] = [];
    for (let i = 0; i < ROUNDS; i++) seen.push((await alone('GET', `${cluster.url}/api/v1/users/me`, token)).status);
    expect(seen).toEqual(Array.from({ length: ROUNDS }, () => status));
  }

  async function member(username: string): Promise<{ id: number; password: string; tokens: string[] }> {
    const password = `${username}-password`;
    const id = await s.createUser({ username, password, roleId: 3 }, 'Cluster');
    const tokens = [await api.token(username, password), await api.token(username, password)];
    for (const t of tokens) {
      await everywhere(t, 200);
      await everywhere(t, 200);
    }
    return { id, password, tokens };
  }

  it('a revoked token is refused at once by both processes; the user’s other session goes on', async () => {
    const m = await member('cluster1');
    expect((await api.request('POST', '/api/v1/token/revoke', { json: { token: m.tokens[0] } })).status).toBe(204);
    await everywhere(m.tokens[0] ?? '', 401);
    await everywhere(m.tokens[1] ?? '', 200);
  });

  it('a user blocked on another replica is refused at once by both processes', async () => {
    const m = await member('cluster2');
    // The in-process server on the same database is a third replica.
    const su = await s.token(ADMIN.username, ADMIN.password);
    expect((await s.request('PUT', `/api/v1/users/${m.id}`, { token: su, json: { blocked_to: '2030-01-01T00:00:00Z' } })).status).toBe(200);
    for (const t of m.tokens) await everywhere(t, 401);
  });

  it('a password change ends the other session at once on both processes', async () => {
    const m = await member('cluster3');
    const [other, own] = m.tokens as [string, string];
    const changed = await api.request('PUT', '/api/v1/users/me/password', {
      token: own,
      json: { old_password: m.password, new_password: 'cluster3-new-password' },
    });
    expect(changed.status).toBe(204);
    await everywhere(other, 401);
    await everywhere(own, 200);
  });

  it('a changed role takes effect at once on both processes', async () => {
    const m = await member('cluster4');
    const token = m.tokens[0] ?? '';
    const read = async () => {
      const seen: number[] = [];
      for (let i = 0; i < ROUNDS; i++) seen.push((await alone('GET', `${cluster.url}/api/v1/users/${m.id}`, token)).status);
      return seen;
    };
    expect(new Set(await read())).toEqual(new Set([403]));
    expect((await api.request('PUT', `/api/v1/users/${m.id}`, { token: admin, json: { role_id: 1 } })).status).toBe(200);
    expect(new Set(await read())).toEqual(new Set([200]));
  });
});
