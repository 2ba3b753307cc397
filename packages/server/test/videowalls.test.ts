import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { capacitygroup, customer, license } from './support/video';

const quad = [
  { x: 0, y: 0, w: 6, h: 6 },
  { x: 6, y: 0, w: 6, h: 6 },
  { x: 0, y: 6, w: 6, h: 6 },
  { x: 6, y: 6, w: 6, h: 6 },
];
const wall = (name: string, cameras: (number | null)[] = []) => ({ name, grid_type: '2x2', grid_layout: quad, cameras });

describe.each(ENGINES)('video walls on %s', (engine) => {
  let s: TestServer;
  let su = '';
  let admin = '';
  let operatorA = '';
  let operatorAId = 0;
  let colleague = '';
  let colleagueId = 0;
  let strangerId = 0;
  let adminB = '';
  let camera = 0;

  beforeAll(async () => {
    s = await startServer(engine);
    su = await s.token(ADMIN.username, ADMIN.password);
    const org = await customer(s, su, 'Walls Org');
    admin = org.token;
    await license(s, su, org, { cameras: 4 });
    await capacitygroup(s, su, 'Walls group', 4, [org.id]);
    const g1 = await s.request('POST', '/api/v1/groups', { token: admin, json: { name: 'Shift 1' } });
    const g2 = await s.request('POST', '/api/v1/groups', { token: admin, json: { name: 'Shift 2' } });
    const user = async (email: string, group: number) => {
      const u = await s.request('POST', '/api/v1/users', { token: admin, json: { email, password: 'walls-password', role_id: 2, group_ids: [group] } });
      expect(u.status).toBe(200);
      return { id: Number(u.body.id), token: await s.token(email, 'walls-password') };
    };
    const a = await user('sop1@walls.test', Number(g1.body.id));
    operatorA = a.token;
    operatorAId = a.id;
    const c = await user('sop2@walls.test', Number(g1.body.id));
    colleague = c.token;
    colleagueId = c.id;
    strangerId = (await user('sop3@walls.test', Number(g2.body.id))).id;
    adminB = (await customer(s, su, 'Other Walls Org')).token;
    const cam = await s.request('POST', '/api/v1/cameras', {
      token: admin,
      json: { name: 'Lobby', source: { body: { protocol: 'rtsp', host: '10.0.0.9', port: 554, path: '/live', transport: 'tcp' } } },
    });
    expect(cam.status).toBe(200);
    camera = Number(cam.body.id);
  });
  afterAll(async () => s?.close());

  it('creates, reads, updates and deletes a wall of cameras in a grid; each change audited', async () => {
    const created = await s.request('POST', '/api/v1/videowalls', { token: admin, json: wall('Entrance', [camera, null]) });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Entrance', grid_type: '2x2', cameras: [camera, null], grid_layout: quad });
    const id = Number(created.body.id);
    const updated = await s.request('PUT', `/api/v1/videowalls/${id}`, {
      token: admin,
      json: {
        grid_type: '1+5',
        grid_layout: [{ x: 0, y: 0, w: 8, h: 8 }, ...Array.from({ length: 5 }, (_, i) => ({ x: i < 2 ? 8 : (i - 2) * 4, y: i < 2 ? i * 4 : 8, w: 4, h: 4 }))],
        cameras: [camera],
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.grid_type).toBe('1+5');
    expect((await s.request('GET', `/api/v1/videowalls/${id}`, { token: admin })).body.cameras).toEqual([camera]);
    const listed = await s.request<{ videowalls: { id: number }[] }>('GET', '/api/v1/videowalls', { token: admin });
    expect(listed.body.videowalls.map((w) => w.id)).toContain(id);
    expect((await s.request('DELETE', `/api/v1/videowalls/${id}`, { token: admin })).status).toBe(204);
    expect((await s.request('GET', `/api/v1/videowalls/${id}`, { token: admin })).status).toBe(404);
    const actions = await s.ctx.db
      .selectFrom('audit_logs')
      .select('action_type')
      .where('object_type', '=', 'videowall')
      .where('object_id', '=', String(id))
      .execute();
    expect(actions.map((a) => a.action_type).sort()).toEqual(['videowall_create', 'videowall_delete', 'videowall_update']);
  });

  it('refuses a layout that does not fit its grid type, more cameras than cells, and a camera the user cannot see', async () => {
    const three = await s.request('POST', '/api/v1/videowalls', { token: admin, json: { ...wall('Bad'), grid_layout: quad.slice(0, 3) } });
    expect(three.status).toBe(422);
    expect(three.body.detail).toHaveProperty('grid_layout');
    const outside = await s.request('POST', '/api/v1/videowalls', {
      token: admin,
      json: { name: 'Out', grid_type: 'custom', grid_layout: [{ x: 8, y: 0, w: 6, h: 6 }], cameras: [] },
    });
    expect(outside.status).toBe(422);
    const many = await s.request('POST', '/api/v1/videowalls', {
      token: admin,
      json: { name: 'Many', grid_type: '1x1', grid_layout: [{ x: 0, y: 0, w: 12, h: 12 }], cameras: [camera, camera] },
    });
    expect(many.status).toBe(422);
    // The camera has no group: a superoperator of a group does not see it.
    const hidden = await s.request('POST', '/api/v1/videowalls', { token: operatorA, json: wall('Hidden', [camera]) });
    expect(hidden.status).toBe(422);
    expect(hidden.body.detail).toHaveProperty('cameras');
    const foreign = await s.request('POST', '/api/v1/videowalls', { token: adminB, json: wall('Foreign', [camera]) });
    expect(foreign.status).toBe(422);
  });

  it('keeps walls personal: another user, even the administrator, gets 404 for them', async () => {
    const mine = await s.request('POST', '/api/v1/videowalls', { token: operatorA, json: wall('Mine') });
    expect(mine.status).toBe(200);
    const id = Number(mine.body.id);
    for (const token of [colleague, admin, adminB]) {
      expect((await s.request('GET', `/api/v1/videowalls/${id}`, { token })).status).toBe(404);
      expect((await s.request('PUT', `/api/v1/videowalls/${id}`, { token, json: { name: 'Taken' } })).status).toBe(404);
      expect((await s.request('DELETE', `/api/v1/videowalls/${id}`, { token })).status).toBe(404);
      const list = await s.request<{ videowalls: { id: number }[] }>('GET', '/api/v1/videowalls', { token });
      expect(list.body.videowalls.map((w) => w.id)).not.toContain(id);
    }
    expect((await s.request('GET', `/api/v1/videowalls/${id}`, { token: su })).status).toBe(403);
  });

  it('POST /videowalls/{user_id} gives a wall to a user of a shared group (administrators: anyone of the organisation)', async () => {
    const given = await s.request('POST', `/api/v1/videowalls/${colleagueId}`, { token: operatorA, json: wall('For you') });
    expect(given.status).toBe(200);
    expect(given.body.user_id).toBe(colleagueId);
    expect((await s.request('GET', `/api/v1/videowalls/${String(given.body.id)}`, { token: colleague })).status).toBe(200);
    expect((await s.request('GET', `/api/v1/videowalls/${String(given.body.id)}`, { token: operatorA })).status).toBe(404);
    // No shared group: as if the user did not exist. Another organisation's user: likewise.
    expect((await s.request('POST', `/api/v1/videowalls/${strangerId}`, { token: operatorA, json: wall('Nope') })).status).toBe(404);
    expect((await s.request('POST', `/api/v1/videowalls/${operatorAId}`, { token: adminB, json: wall('Nope') })).status).toBe(404);
    expect((await s.request('POST', `/api/v1/videowalls/${strangerId}`, { token: admin, json: wall('From admin') })).status).toBe(200);
    const audit = await s.ctx.db
      .selectFrom('audit_logs')
      .select('action_type')
      .where('object_type', '=', 'videowall')
      .where('object_id', '=', String(given.body.id))
      .execute();
    expect(audit.map((a) => a.action_type)).toEqual(['videowall_share']);
  });

  it('stops at video_wall_per_user_count walls per user, counting walls given to the user', async () => {
    const limit = s.ctx.config.public.video_wall_per_user_count;
    const have = (await s.request<{ videowalls: unknown[] }>('GET', '/api/v1/videowalls?limit=100', { token: colleague })).body.videowalls.length;
    for (let i = have; i < limit; i++) expect((await s.request('POST', '/api/v1/videowalls', { token: colleague, json: wall(`Wall ${i}`) })).status).toBe(200);
    const over = await s.request('POST', '/api/v1/videowalls', { token: colleague, json: wall('One too many') });
    expect(over.status).toBe(409);
    expect(over.body.type).toBe('limit_exceeded');
    const given = await s.request('POST', `/api/v1/videowalls/${colleagueId}`, { token: operatorA, json: wall('Too many') });
    expect(given.body.type).toBe('limit_exceeded');
  });
});
