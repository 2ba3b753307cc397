import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';

type Page<K extends string> = { [k in K]: { id: number }[] } & { pagination: { cursor: string | null } };

describe.each(ENGINES)('member and group lists are paged on %s', (engine) => {
  let s: TestServer;
  let su: string;
  let orgA: number;
  let orgB: number;
  let adminA: string;
  let userIds: number[];
  let groupIds: number[];
  let bGroup: number;

  beforeAll(async () => {
    s = await startServer(engine);
    su = await s.token(ADMIN.username, ADMIN.password);
    orgA = Number((await s.request('POST', '/api/v1/organizations', { token: su, json: { name: 'Paging City' } })).body.id);
    orgB = Number((await s.request('POST', '/api/v1/organizations', { token: su, json: { name: 'Other Campus' } })).body.id);
    userIds = [];
    for (let i = 0; i < 5; i += 1) {
      const u = await s.request('POST', '/api/v1/users', {
        token: su,
        json: { email: `member${i}@paging.test`, password: 'member-password', role_id: 1, organization_id: orgA, first_name: `M${i}` },
      });
      expect(u.status).toBe(200);
      userIds.push(Number(u.body.id));
    }
    adminA = await s.token('member0@paging.test', 'member-password');
    groupIds = [];
    for (let i = 0; i < 5; i += 1) {
      const g = await s.request('POST', '/api/v1/groups', { token: su, json: { name: `Shift ${i}`, organization_id: orgA } });
      expect(g.status).toBe(200);
      groupIds.push(Number(g.body.id));
    }
    bGroup = Number((await s.request('POST', '/api/v1/groups', { token: su, json: { name: 'Beta shift', organization_id: orgB } })).body.id);
    const added = await s.request<Page<'users'>>('POST', `/api/v1/groups/${groupIds[0]}/members`, { token: su, json: { user_ids: userIds } });
    expect(added.status).toBe(200);
    // Adding answers the first page of the members.
    expect(added.body.users.map((u) => u.id)).toEqual(userIds);
    expect(added.body.pagination).toEqual({ cursor: null });
  }, 300_000);
  afterAll(async () => s?.close());

  /** Walks every page of a list and checks each is at most `limit` long and the last has no cursor. */
  async function walk<K extends 'users' | 'groups'>(path: string, key: K, limit: number, token: string): Promise<number[]> {
    const ids: number[] = [];
    let cursor: string | null = null;
    for (let n = 0; n < 10; n += 1) {
      const query: string = cursor ? `?limit=${limit}&cursor=${encodeURIComponent(cursor)}` : `?limit=${limit}`;
      const res = await s.request<Page<K>>('GET', `${path}${query}`, { token });
      expect(res.status).toBe(200);
      const rows = res.body[key];
      expect(rows.length).toBeLessThanOrEqual(limit);
      ids.push(...rows.map((r) => r.id));
      cursor = res.body.pagination.cursor;
      if (cursor === null) return ids;
    }
    throw new Error(`${path} never ended`);
  }

  it('GET /organizations/{id}/members, /organizations/{id}/groups and /groups/{id}/members: pages of 2 to 5 rows', async () => {
    for (const limit of [2, 3, 4, 5]) {
      expect(await walk(`/api/v1/organizations/${orgA}/members`, 'users', limit, su), `members by ${limit}`).toEqual(userIds);
      expect(await walk(`/api/v1/organizations/${orgA}/groups`, 'groups', limit, su), `groups by ${limit}`).toEqual(groupIds);
      expect(await walk(`/api/v1/groups/${groupIds[0]}/members`, 'users', limit, adminA), `group members by ${limit}`).toEqual(userIds);
    }
    // Five rows in pages of two: 2 + 2 + 1, the first pages carrying a cursor.
    const first = await s.request<Page<'users'>>('GET', `/api/v1/organizations/${orgA}/members?limit=2`, { token: su });
    expect(first.body.users).toHaveLength(2);
    expect(first.body.pagination.cursor).toEqual(expect.any(String));
    // Without limit the default page (20) holds them all.
    const all = await s.request<Page<'groups'>>('GET', `/api/v1/organizations/${orgA}/groups`, { token: su });
    expect(all.body.groups.map((g) => g.id)).toEqual(groupIds);
    expect(all.body.pagination).toEqual({ cursor: null });
  });

  it('a bad cursor or limit is a validation error', async () => {
    const bad = await s.request('GET', `/api/v1/organizations/${orgA}/members?cursor=nonsense`, { token: su });
    expect(bad.status).toBe(422);
    expect(bad.body.type).toBe('validation');
    expect((await s.request('GET', `/api/v1/groups/${groupIds[0]}/members?limit=0`, { token: adminA })).status).toBe(422);
  });

  it('ids of another organisation, or of none, answer 404', async () => {
    expect((await s.request('GET', `/api/v1/groups/${bGroup}/members?limit=2`, { token: adminA })).status).toBe(404);
    expect((await s.request('GET', `/api/v1/organizations/999999/members?limit=2`, { token: su })).status).toBe(404);
    expect((await s.request('GET', `/api/v1/organizations/999999/groups`, { token: su })).status).toBe(404);
    expect((await s.request('GET', `/api/v1/groups/999999/members`, { token: su })).status).toBe(404);
    // The other organisation's lists hold none of this one's rows.
    const other = await s.request<Page<'groups'>>('GET', `/api/v1/organizations/${orgB}/groups?limit=5`, { token: su });
    expect(other.body.groups.map((g) => g.id)).toEqual([bGroup]);
    const none = await s.request<Page<'users'>>('GET', `/api/v1/organizations/${orgB}/members?limit=5`, { token: su });
    expect(none.body.users).toEqual([]);
  });
});
