import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_LINE, defaultEdgeCap, VideoAnalyticsSchema, type VideoAnalytics } from '@argus/contracts';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMediaOptions, ensureDemo, ensureDemoMedia, firstStart } from '../src/bootstrap';
import { loadConfig } from '../src/config/env';
import { openDatabase } from '../src/db/engine';
import { migrateToLatest } from '../src/db/migrate';
import { ensureDemoWatchlist } from '../src/modules/facelists/demo';
import { adoptDemoGroup, demoGroupId } from '../src/modules/groups/demo';
import { runScheduler } from '../src/modules/cameras/scheduler/run';
import { checkLimit } from '../src/modules/licenses/limits';
import { ENGINES, freshPostgres, startServer, type TestServer } from './support/harness';
import { heartbeatBody } from './support/video';

describe.each(ENGINES)('first start on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(engine);
  });
  afterAll(async () => s?.close());

  it('creates the demo organisation once, with an administrator who can sign in and an active trial licence', async () => {
    const demo = await ensureDemo(s.ctx);
    expect(demo).toMatchObject({ username: 'demo', organization: 'Demo', licensed: true });
    expect(await ensureDemo(s.ctx)).toBeNull();

    const token = await s.token('demo', String(demo?.password));
    const me = await s.request('GET', '/api/v1/users/me', { token });
    expect(me.body).toMatchObject({ role_id: 1, organization: { name: 'Demo' } });
    const licences = await s.request<{ licenses: { is_active: boolean; organization_id: number }[] }>('GET', '/api/v1/licenses?only_active=true', { token });
    expect(licences.status).toBe(200);
    expect(licences.body.licenses).toHaveLength(1);

    const org = Number(me.body.organization_id);
    const cameras = await s.ctx.db.transaction().execute((tx) => checkLimit(s.ctx, tx, org, 'cameras', 4));
    expect(cameras).toMatchObject({ allowed: true, limit: 4 });
    const tooMany = await s.ctx.db.transaction().execute((tx) => checkLimit(s.ctx, tx, org, 'cameras', 5));
    expect(tooMany.allowed).toBe(false);
  });

  it('creates the demo capacity group, stream server (invitation in a file) and camera once; the invitation registers the media', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'argus-demo-'));
    try {
      const options = demoMediaOptions(dataDir, { ARGUS_MEDIA_PORT: '18090', ARGUS_MEDIA_DEMO_RTMP_PORT: '19450' });
      expect(options).toMatchObject({ publicUrl: 'http://localhost:18090', internalUrl: 'http://127.0.0.1:18090', rtmpPort: 19450 });
      await ensureDemo(s.ctx);
      const created = await ensureDemoMedia(s.ctx, options);
      expect(created).not.toBeNull();
      expect(await ensureDemoMedia(s.ctx, options)).toBeNull();
      const count = async (table: 'capacitygroups' | 'streamservers' | 'cameras') =>
        Number(
          (
            await s.ctx.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect([await count('capacitygroups'), await count('streamservers'), await count('cameras')]).toEqual([1, 1, 1]);
      const camera = await s.ctx.db.selectFrom('cameras').selectAll().executeTakeFirstOrThrow();
      expect(camera).toMatchObject({ name: 'Demo camera', source_url: 'rtmp://127.0.0.1:19450/live/demo', capacitygroup_token: created?.capacitygroupToken });
      expect(existsSync(options.invitationFile)).toBe(true);
      expect(statSync(options.invitationFile).mode & 0o077).toBe(0);
      const invitation = readFileSync(options.invitationFile, 'utf8').trim();
      const reg = await s.request('POST', '/api/v1/streamservers/register', { json: { invitation, hostname: 'local' } });
      expect(reg.status).toBe(200);
      expect(reg.body.id).toBe(created?.streamserverId);
      const audit = await s.ctx.db.selectFrom('audit_logs').select('action_type').where('user_agent', '=', 'bootstrap').execute();
      expect(audit.map((a) => a.action_type).sort()).toEqual(['camera_create', 'capacitygroup_create', 'edge_create', 'group_create', 'streamserver_create']);
      // The local edge: its invitation registers it, and the demo camera has tampering, faces and
      // situation analytics on, sa with the demo's line (what sa-demo.test.ts in the edge counts).
      expect(camera.video_modules).toEqual(['tp', 'fr', 'sa']);
      const analytics = camera.video_analytics as VideoAnalytics;
      expect(Object.keys(analytics.modules).sort()).toEqual(['fr', 'sa', 'tp']);
      expect(analytics.modules.sa?.config).toEqual({ min_detection_size: 0, roi: [], lines: [DEMO_LINE] });
      expect(Value.Check(VideoAnalyticsSchema, analytics)).toBe(true);
      const edgeInvitation = readFileSync(options.edgeInvitationFile ?? '', 'utf8').trim();
      expect(statSync(options.edgeInvitationFile ?? '').mode & 0o077).toBe(0);
      // As the local edge of a 2-core machine registers and heartbeats (its default slots): the demo camera's three modules fit, and it runs there.
      const cap = defaultEdgeCap(2);
      const edge = await s.request('POST', '/api/v1/edges/register', { json: { invitation: edgeInvitation, hostname: 'local', cap, version: '0.1.0' } });
      expect(edge.status).toBe(200);
      expect(edge.body.id).toBe(created?.edgeId);
      const hb = await s.request('PUT', `/api/v1/edges/${created?.edgeId}/status`, { token: String(edge.body.credential), json: heartbeatBody(cap) });
      expect(hb.status).toBe(200);
      await runScheduler(s.ctx);
      const placed = await s.ctx.db.selectFrom('cameras').select(['state', 'edge_id']).where('id', '=', Number(created?.cameraId)).executeTakeFirstOrThrow();
      expect(placed).toEqual({ state: 'active', edge_id: created?.edgeId });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('enrols some of the demo scene’s people in a watch list once, with their descriptors, so the demo camera recognises them', async () => {
    const org = await s.ctx.db.selectFrom('organizations').select('id').where('name', '=', 'Demo').executeTakeFirstOrThrow();
    const names = await ensureDemoWatchlist(s.ctx, org.id);
    expect(names.length).toBe(2);
    expect(await ensureDemoWatchlist(s.ctx, org.id)).toEqual([]);
    const list = await s.ctx.db.selectFrom('facelists').selectAll().where('organization_id', '=', org.id).executeTakeFirstOrThrow();
    expect(list).toMatchObject({ name: 'Demo watch list', priority: 'high', group_id: await demoGroupId(s.ctx.db, org.id) });
    expect(list.group_id).not.toBeNull();
    const faces = await s.ctx.db
      .selectFrom('faces as f')
      .innerJoin('face_images as i', 'i.face_id', 'f.id')
      .select(['f.full_name', 'i.descriptor'])
      .where('f.facelist_id', '=', list.id)
      .orderBy('f.id')
      .execute();
    expect(faces.map((f) => f.full_name)).toEqual(names);
    for (const f of faces) expect((f.descriptor as number[]).length).toBe(128);
    // Two different people: their descriptors are far apart.
    const [a, b] = faces.map((f) => f.descriptor as number[]);
    const distance = Math.sqrt((a ?? []).reduce((sum, v, i) => sum + (v - (b?.[i] ?? 0)) ** 2, 0));
    expect(distance).toBeGreaterThan(0.3);
  });
});

describe.each(ENGINES)('the demo group on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(engine);
  });
  afterAll(async () => s?.close());

  it('holds the demo camera, so an operator put in it sees the demo camera at once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'argus-demo-'));
    try {
      const demo = await ensureDemo(s.ctx);
      const admin = await s.token('demo', String(demo?.password));
      const created = await ensureDemoMedia(s.ctx, demoMediaOptions(dataDir, { ARGUS_MEDIA_PORT: '18091', ARGUS_MEDIA_DEMO_RTMP_PORT: '19451' }));
      const groups = await s.request<{ groups: { id: number; name: string }[] }>('POST', '/api/v1/groups/search', { token: admin, json: { query: {} } });
      expect(groups.body.groups.map((g) => g.name)).toEqual(['Demo']);
      const group = groups.body.groups[0]!.id;
      const camera = await s.request('GET', `/api/v1/cameras/${created?.cameraId}`, { token: admin });
      expect(camera.body.group_id).toBe(group);
      // Its analytics as the API gives them are accepted back as they are (the spec's schema and the ROI checks), the demo's line kept.
      const same = await s.request<{ video_analytics: VideoAnalytics }>('PUT', `/api/v1/cameras/${created?.cameraId}`, {
        token: admin,
        json: { video_modules: camera.body.video_modules, video_analytics: camera.body.video_analytics },
      });
      expect(same.status).toBe(200);
      expect(same.body.video_analytics.modules.sa?.config.lines).toEqual([DEMO_LINE]);

      const user = await s.request('POST', '/api/v1/users', {
        token: admin,
        json: { email: 'op@demo.test', password: 'op-password-1', role_id: 3, group_ids: [group] },
      });
      expect(user.status).toBe(200);
      const op = await s.token('op@demo.test', 'op-password-1');
      const seen = await s.request<{ cameras: { id: number }[] }>('POST', '/api/v1/cameras/search', { token: op, json: { query: {} } });
      expect(seen.status).toBe(200);
      expect(seen.body.cameras.map((c) => c.id)).toEqual([created?.cameraId]);
      expect((await s.request('GET', `/api/v1/cameras/${created?.cameraId}`, { token: op })).status).toBe(200);
      // An operator outside the group sees none.
      await s.request('POST', '/api/v1/users', { token: admin, json: { email: 'out@demo.test', password: 'out-password-1', role_id: 3 } });
      const out = await s.token('out@demo.test', 'out-password-1');
      const none = await s.request<{ cameras: unknown[] }>('POST', '/api/v1/cameras/search', { token: out, json: { query: {} } });
      expect(none.body.cameras).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is made once for a demo made before it, holding the ungrouped camera the start created and nothing else', async () => {
    const org = await s.ctx.db.selectFrom('organizations').select('id').where('name', '=', 'Demo').executeTakeFirstOrThrow();
    // As a data directory of before: no group, the camera in none; and a camera an administrator added.
    await s.ctx.db.deleteFrom('groups').where('organization_id', '=', org.id).execute();
    await s.ctx.db.deleteFrom('audit_logs').where('action_type', '=', 'group_create').execute();
    const demoCamera = await s.ctx.db.selectFrom('cameras').select(['id', 'group_id']).where('name', '=', 'Demo camera').executeTakeFirstOrThrow();
    expect(demoCamera.group_id).toBeNull();
    const template = await s.ctx.db.selectFrom('cameras').selectAll().where('id', '=', demoCamera.id).executeTakeFirstOrThrow();
    const { id: _id, ...rest } = template;
    const json = Object.fromEntries(
      Object.entries(rest).map(([k, v]) => [k, v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v]),
    );
    const own = await s.ctx.db
      .insertInto('cameras')
      .values({ ...json, name: 'Own camera' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();

    const group = await adoptDemoGroup(s.ctx, org.id);
    expect(group).not.toBeNull();
    expect(await demoGroupId(s.ctx.db, org.id)).toBe(group);
    const rows = await s.ctx.db.selectFrom('cameras').select(['id', 'group_id']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: demoCamera.id, group_id: group },
      { id: own.id, group_id: null },
    ]);
    // Once: an administrator's later choice (the camera out of the group) stands.
    await s.ctx.db.updateTable('cameras').set({ group_id: null }).execute();
    expect(await adoptDemoGroup(s.ctx, org.id)).toBeNull();
    expect((await s.ctx.db.selectFrom('cameras').select('group_id').where('id', '=', demoCamera.id).executeTakeFirstOrThrow()).group_id).toBeNull();
    // An organisation merely named Demo, holding nothing the start made, gets no group.
    await s.ctx.db.deleteFrom('groups').where('organization_id', '=', org.id).execute();
    await s.ctx.db.deleteFrom('audit_logs').where('user_agent', '=', 'bootstrap').execute();
    expect(await adoptDemoGroup(s.ctx, org.id)).toBeNull();
    expect(await s.ctx.db.selectFrom('groups').select('id').where('organization_id', '=', org.id).execute()).toEqual([]);
  });
});

// Separate servers starting together on one empty database; the embedded engine is one process.
describe.runIf(process.env.TEST_DATABASE_URL)('first start of servers starting together on one PostgreSQL', () => {
  it('creates the superuser and the demo organisation once, and every server starts', async () => {
    const pgdb = await freshPostgres();
    const config = loadConfig({ DATABASE_URL: pgdb.url, ARGUS_DATA_DIR: 'memory://', ARGUS_DEMO: 'true' });
    const servers = await Promise.all([0, 1, 2].map(() => openDatabase({ url: pgdb.url, warn: () => {} })));
    try {
      await migrateToLatest(servers[0]!.db);
      const started = await Promise.all(servers.map((database) => firstStart({ db: database.db, database, config, clock: () => new Date() }, false)));
      expect(started.filter((s) => s.accounts[0] !== null)).toHaveLength(1);
      expect(started.filter((s) => s.accounts[1] !== null)).toHaveLength(1);
      const db = servers[0]!.db;
      expect(await db.selectFrom('users').select('username').where('is_superuser', '=', true).execute()).toHaveLength(1);
      expect(await db.selectFrom('organizations').select('id').where('name', '=', 'Demo').execute()).toHaveLength(1);
    } finally {
      for (const s of servers) await s.close();
      await pgdb.drop();
    }
  });
});
