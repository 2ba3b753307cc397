import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';

describe.each(ENGINES)('organisations, groups and users on %s', (engine) => {
  let s: TestServer;
  let su: string;
  let orgA: number;
  let orgB: number;
  let adminA: string;
  beforeAll(async () => {
    s = await startServer(engine);
    su = await s.token(ADMIN.username, ADMIN.password);
    orgA = Number((await s.request('POST', '/api/v1/organizations', { token: su, json: { name: 'Alpha City', description: 'A' } })).body.id);
    orgB = Number((await s.request('POST', '/api/v1/organizations', { token: su, json: { name: 'Beta Campus' } })).body.id);
    const created = await s.request('POST', '/api/v1/users', {
      token: su,
      json: { email: 'alice@alpha.test', password: 'alice-password', role_id: 1, organization_id: orgA, first_name: 'Alice' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ username: 'alice@alpha.test', role_id: 1, organization_id: orgA, password_initially_changed: false });
    adminA = await s.token('alice@alpha.test', 'alice-password');
  });
  afterAll(async () => s?.close());

  it('the superuser creates organisations with unique names; others may only read their own', async () => {
    const dup = await s.request('POST', '/api/v1/organizations', { token: su, json: { name: 'alpha city' } });
    expect(dup.status).toBe(409);
    const short = await s.request('POST', '/api/v1/organizations', { token: su, json: { name: 'ab' } });
    expect(short.status).toBe(422);
    expect((await s.request('POST', '/api/v1/organizations', { token: adminA, json: { name: 'Mine' } })).status).toBe(403);
    expect((await s.request('GET', `/api/v1/organizations/${orgA}`, { token: adminA })).body.name).toBe('Alpha City');
    expect((await s.request('GET', `/api/v1/organizations/${orgB}`, { token: adminA })).status).toBe(404);
    const found = await s.request<{ organizations: { name: string }[] }>('POST', '/api/v1/organizations/search', {
      token: su,
      json: { query: { text: 'beta' } },
    });
    expect(found.body.organizations.map((o) => o.name)).toEqual(['Beta Campus']);
  });

  it('an organisation logo is an uploaded logo image, answered as a signed image URL', async () => {
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#2060c0' } })
      .png()
      .toBuffer();
    const upload = async (kind: string) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('upload_data', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
      const res = await fetch(`${s.url}/api/v1/uploads`, { method: 'POST', headers: { authorization: `Bearer ${su}` }, body: form });
      expect(res.status).toBe(200);
      return String(((await res.json()) as { uploads: { id: string }[] }).uploads[0]?.id);
    };
    const logo = await upload('logo');
    const org = await s.request('POST', '/api/v1/organizations', { token: su, json: { name: 'Logo Works', logo_id: logo } });
    expect(org.status).toBe(200);
    expect(org.body.logo_id).toBe(logo);
    const image = await fetch(`${s.url}${String(org.body.logo_url)}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/png');
    const avatar = await upload('avatar');
    const wrong = await s.request('PUT', `/api/v1/organizations/${org.body.id}`, { token: su, json: { logo_id: avatar } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toEqual({ logo_id: 'is not an uploaded logo' });
    for (const logo_id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const unknown = await s.request('POST', '/api/v1/organizations', { token: su, json: { name: 'No Logo Org', logo_id } });
      expect(unknown.status).toBe(422);
    }
  });

  it('an administrator creates users only in their own organisation', async () => {
    const r = await s.request('POST', '/api/v1/users', { token: adminA, json: { email: 'olga@alpha.test', password: 'olga-password', role_id: 3 } });
    expect(r.status).toBe(200);
    expect(r.body.organization_id).toBe(orgA);
    const foreign = await s.request('POST', '/api/v1/users', {
      token: adminA,
      json: { email: 'x@beta.test', password: 'x-password-1', role_id: 3, organization_id: orgB },
    });
    expect(foreign.status).toBe(404);
    const dup = await s.request('POST', '/api/v1/users', { token: adminA, json: { email: 'OLGA@alpha.test', password: 'olga-password', role_id: 3 } });
    expect(dup.status).toBe(409);
    const weak = await s.request('POST', '/api/v1/users', { token: adminA, json: { email: 'weak@alpha.test', password: 'short', role_id: 3 } });
    expect(weak.body.detail).toEqual({ password: 'must be at least 8 characters' });
    const noOrg = await s.request('POST', '/api/v1/users', { token: su, json: { email: 'y@x.test', password: 'y-password-1', role_id: 3 } });
    expect(noOrg.body.detail).toEqual({ organization_id: 'is required' });
  });

  it('groups: a user belongs to at most three, and only to groups of their organisation', async () => {
    const groups: number[] = [];
    for (const name of ['North', 'South', 'East', 'West']) {
      const g = await s.request('POST', '/api/v1/groups', { token: adminA, json: { name } });
      expect(g.status).toBe(200);
      groups.push(Number(g.body.id));
    }
    const bGroup = Number((await s.request('POST', '/api/v1/groups', { token: su, json: { name: 'Beta team', organization_id: orgB } })).body.id);
    const user = await s.request('POST', '/api/v1/users', {
      token: adminA,
      json: { email: 'gus@alpha.test', password: 'gus-password', role_id: 3, group_ids: groups.slice(0, 3) },
    });
    expect(user.body.group_ids).toEqual(groups.slice(0, 3));
    const uid = Number(user.body.id);
    const fourth = await s.request('POST', `/api/v1/groups/${groups[3]}/members`, { token: adminA, json: { user_ids: [uid] } });
    expect(fourth.status).toBe(409);
    expect(fourth.body.type).toBe('limit_exceeded');
    const tooMany = await s.request('PUT', `/api/v1/users/${uid}`, { token: adminA, json: { group_ids: groups } });
    expect(tooMany.body.type).toBe('limit_exceeded');
    const foreign = await s.request('PUT', `/api/v1/users/${uid}`, { token: adminA, json: { group_ids: [bGroup] } });
    expect(foreign.status).toBe(422);
    expect((await s.request('POST', `/api/v1/groups/${bGroup}/members`, { token: adminA, json: { user_ids: [uid] } })).status).toBe(404);
    // Leaving one group makes room for another.
    await s.request('DELETE', `/api/v1/groups/${groups[0]}/members`, { token: adminA, json: { user_ids: [uid] } });
    const moved = await s.request<{ users: { id: number }[] }>('POST', `/api/v1/groups/${groups[3]}/members`, { token: adminA, json: { user_ids: [uid] } });
    expect(moved.body.users.map((u) => u.id)).toEqual([uid]);
    const g = await s.request('GET', `/api/v1/groups/${groups[3]}`, { token: adminA });
    expect(g.body.user_count).toBe(1);
  });

  it('an operator sees only the groups they belong to', async () => {
    const mine = Number((await s.request('POST', '/api/v1/groups', { token: adminA, json: { name: 'Gate team' } })).body.id);
    const other = Number((await s.request('POST', '/api/v1/groups', { token: adminA, json: { name: 'Lab team' } })).body.id);
    await s.request('POST', '/api/v1/users', { token: adminA, json: { email: 'op@alpha.test', password: 'op-password', role_id: 3, group_ids: [mine] } });
    const op = await s.token('op@alpha.test', 'op-password');
    expect((await s.request('GET', `/api/v1/groups/${mine}`, { token: op })).status).toBe(200);
    expect((await s.request('GET', `/api/v1/groups/${other}`, { token: op })).status).toBe(404);
    const list = await s.request<{ groups: { id: number }[] }>('POST', '/api/v1/groups/search', { token: op, json: { query: {} } });
    expect(list.body.groups.map((g) => g.id)).toEqual([mine]);
  });

  it('search pages users of the own organisation only, with filters', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const body: Record<string, unknown> = { limit: 2, query: {}, ...(cursor ? { cursor } : {}) };
      const r = await s.request<{ users: { email: string; organization_id: number }[]; pagination: { cursor: string | null } }>(
        'POST',
        '/api/v1/users/search',
        { token: adminA, json: body },
      );
      expect(r.status).toBe(200);
      for (const u of r.body.users) expect(u.organization_id).toBe(orgA);
      seen.push(...r.body.users.map((u) => u.email));
      cursor = r.body.pagination.cursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toContain('alice@alpha.test');
    const ops = await s.request<{ users: { role_id: number }[] }>('POST', '/api/v1/users/search', {
      token: adminA,
      json: { query: { role_ids: [3], text: 'OLGA' } },
    });
    expect(ops.body.users).toHaveLength(1);
    expect(ops.body.users[0]?.role_id).toBe(3);
  });

  it('a password set by an administrator must be changed, blocking ends sessions, self-demotion is refused', async () => {
    const created = await s.request('POST', '/api/v1/users', { token: adminA, json: { email: 'pat@alpha.test', password: 'pat-password', role_id: 2 } });
    const id = Number(created.body.id);
    const pat = await s.token('pat@alpha.test', 'pat-password');
    const reset = await s.request('PUT', `/api/v1/users/${id}`, { token: adminA, json: { password: 'temp-password-9' } });
    expect(reset.body.password_initially_changed).toBe(false);
    expect((await s.request('GET', '/api/v1/users/me', { token: pat })).status).toBe(401);
    const pat2 = await s.token('pat@alpha.test', 'temp-password-9');
    const until = new Date(s.clock.ms + 86400_000).toISOString();
    expect((await s.request('PUT', `/api/v1/users/${id}`, { token: adminA, json: { blocked_to: until } })).status).toBe(200);
    expect((await s.request('GET', '/api/v1/users/me', { token: pat2 })).status).toBe(401);
    expect((await s.signIn('pat@alpha.test', 'temp-password-9')).body.type).toBe('token_user_blocked');
    const me = Number((await s.request('GET', '/api/v1/users/me', { token: adminA })).body.id);
    expect((await s.request('PUT', `/api/v1/users/${me}`, { token: adminA, json: { role_id: 3 } })).status).toBe(422);
    expect((await s.request('DELETE', `/api/v1/users/${me}`, { token: adminA })).status).toBe(422);
  });

  it('deleting a user ends their sessions and frees the login; the superuser is invisible to administrators', async () => {
    const created = await s.request('POST', '/api/v1/users', { token: adminA, json: { email: 'dan@alpha.test', password: 'dan-password', role_id: 3 } });
    const id = Number(created.body.id);
    const dan = await s.token('dan@alpha.test', 'dan-password');
    expect((await s.request('DELETE', `/api/v1/users/${id}`, { token: adminA })).status).toBe(204);
    expect((await s.request('GET', '/api/v1/users/me', { token: dan })).status).toBe(401);
    expect((await s.request('GET', `/api/v1/users/${id}`, { token: adminA })).status).toBe(404);
    expect((await s.request('POST', '/api/v1/users', { token: adminA, json: { email: 'dan@alpha.test', password: 'dan-password', role_id: 3 } })).status).toBe(
      200,
    );
    const superId = Number((await s.request('GET', '/api/v1/users/me', { token: su })).body.id);
    expect((await s.request('GET', `/api/v1/users/${superId}`, { token: adminA })).status).toBe(404);
  });

  it('the audit log: one row per committed change, none for a refused one, scoped by organisation', async () => {
    const before = await s.ctx.db.selectFrom('audit_logs').select(s.ctx.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    // Refused inside its transaction (duplicate name): no row.
    expect((await s.request('POST', '/api/v1/groups', { token: adminA, json: { name: 'North' } })).status).toBe(409);
    const mid = await s.ctx.db.selectFrom('audit_logs').select(s.ctx.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(mid.n)).toBe(Number(before.n));
    const g = await s.request('POST', '/api/v1/groups', { token: adminA, json: { name: 'Audited' } });
    const rows = await s.request<{ auditlogs: { action_type: string; resource_id: string; after: Record<string, unknown>; organization_id: number }[] }>(
      'GET',
      '/api/v1/auditlogs?action_types=group_create&limit=100',
      { token: adminA },
    );
    expect(rows.status).toBe(200);
    const mine = rows.body.auditlogs.filter((r) => r.resource_id === String(g.body.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ action_type: 'group_create', after: { name: 'Audited' }, organization_id: orgA });
    for (const r of rows.body.auditlogs) expect(r.organization_id).toBe(orgA);
    // Secrets never reach the log.
    const users = await s.request<{ auditlogs: { after: Record<string, unknown> }[] }>('GET', '/api/v1/auditlogs?action_types=user_create', { token: adminA });
    for (const r of users.body.auditlogs) if ('password' in r.after) expect(r.after.password).toBe('***');
    // Sign-ins are recorded too, failed ones included.
    await s.signIn('alice@alpha.test', 'wrong-password');
    const signins = await s.request<{ auditlogs: { action_type: string }[] }>('GET', '/api/v1/auditlogs?action_types=token_create_failed', { token: adminA });
    expect(signins.body.auditlogs.length).toBeGreaterThan(0);
    // An operator may not read it.
    await s.request('POST', '/api/v1/users', { token: adminA, json: { email: 'nosy@alpha.test', password: 'nosy-password', role_id: 3 } });
    expect((await s.request('GET', '/api/v1/auditlogs', { token: await s.token('nosy@alpha.test', 'nosy-password') })).status).toBe(403);
  });

  it('the audit log pages by time in both orders without gaps or repeats', async () => {
    for (const order of ['created_at', '-created_at']) {
      const ids: number[] = [];
      let cursor: string | null = null;
      do {
        const q: string = `/api/v1/auditlogs?limit=3&order_by=${order}${cursor ? `&cursor=${cursor}` : ''}`;
        const r = await s.request<{ auditlogs: { id: number }[]; pagination: { cursor: string | null } }>('GET', q, { token: su });
        ids.push(...r.body.auditlogs.map((a) => a.id));
        cursor = r.body.pagination.cursor;
      } while (cursor);
      const all = await s.ctx.db.selectFrom('audit_logs').select('id').execute();
      expect(new Set(ids).size).toBe(all.length);
      expect(ids).toHaveLength(all.length);
    }
  });
});
