import { DEFAULT_ROLE_PERMISSIONS, isAllowed, type RoleId } from '@argus/contracts';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayKey, ensurePartitions } from '../src/modules/events/partitions';
import { ROUTE_RULES } from './support/route-rules';
import { ADMIN, startServer, type TestServer } from './support/harness';
import { grantLicense } from './support/lists';

/**
 * Every API route × {superuser, Administrator, Superoperator, Operator, Administrator of another
 * organisation, signed out}: the status the access layer must give, from the table of route rules.
 */
interface Caller {
  name: string;
  token: string | null;
  isSuperuser: boolean;
  roleId: RoleId | null;
  organization: 'A' | 'B' | null;
}

const key = (method: string, url: string) => `${method} ${url}`;
const UNKNOWN_ID = 2_000_000_000;
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

describe('authorisation matrix', () => {
  let s: TestServer;
  const callers: Caller[] = [];
  const ids = { A: { user: 0, group: 0, organization: 0 }, B: { user: 0, group: 0, organization: 0 } };
  /** Video objects of organisation A (a capacity group serving only A, its stream server and edge, a camera). */
  const video = { capacitygroup: '', streamserver: 0, edge: 0, camera: 0 };
  /** Recognition lists of organisation A (the face is inserted directly: the matrix needs no face models). */
  const lists = { facelist: 0, face: 0, platelist: 0, plate: 0, pacs: 0 };
  let licenseA = '';
  /** Place objects of organisation A (made by its administrator) and a sensor kind. */
  /** An event and an upload of organisation A (the event is stored directly: no edge runs here). */
  const mine = { event: '', upload: '' };
  /** Video objects of organisation A's administrator: a wall, a mark, a clip with its task (inserted: no media runs here). */
  const vobj = { videowall: 0, videomark: 0, videoclip: 0, task: 0 };
  /** An API key of organisation A (inserted: only its id is needed). */
  let apikeyA = 0;
  /** Organisation A's administrator's subscription and webhook (the webhook inserted: no licence is needed for the matrix). */
  const alerts = { subscription: 0, webhook: 0, delivery: '0' };
  const places = { place: 0, placecategory: 0, placekind: 0, placetag: 0, placetaggroup: 0, plan: 0, sensor: 0, situation: 0, sensorkind: 'matrix-kind' };

  beforeAll(async () => {
    s = await startServer('pglite');
    const su = await s.token(ADMIN.username, ADMIN.password);
    for (const org of ['A', 'B'] as const) {
      const o = await s.request('POST', '/api/v1/organizations', { token: su, json: { name: `Org ${org}` } });
      ids[org].organization = Number(o.body.id);
      const g = await s.request('POST', '/api/v1/groups', { token: su, json: { name: `Team ${org}`, organization_id: ids[org].organization } });
      ids[org].group = Number(g.body.id);
    }
    const l = await s.request('POST', '/api/v1/licenses', {
      token: su,
      json: { organization_id: ids.A.organization, expiry_date: '2099-01-01T00:00:00Z', consents: [] },
    });
    licenseA = String(l.body.id);
    callers.push({ name: 'superuser', token: su, isSuperuser: true, roleId: null, organization: null });
    for (const [name, roleId, org] of [
      ['administrator', 1, 'A'],
      ['superoperator', 2, 'A'],
      ['operator', 3, 'A'],
      ['administrator of B', 1, 'B'],
    ] as const) {
      const email = `${name.replace(/ /g, '-')}@matrix.test`;
      const u = await s.request('POST', '/api/v1/users', {
        token: su,
        json: { email, password: 'matrix-password', role_id: roleId, organization_id: ids[org].organization, group_ids: [ids[org].group] },
      });
      expect(u.status).toBe(200);
      if (name === 'operator') ids.A.user = Number(u.body.id);
      if (name === 'administrator of B') ids.B.user = Number(u.body.id);
      callers.push({ name, token: await s.token(email, 'matrix-password'), isSuperuser: false, roleId, organization: org });
    }
    callers.push({ name: 'signed out', token: null, isSuperuser: false, roleId: null, organization: null });

    const cg = await s.request('POST', '/api/v1/capacitygroups', { token: su, json: { name: 'Group A', capacity: 4, organization_ids: [ids.A.organization] } });
    video.capacitygroup = String(cg.body.token);
    const ss = await s.request('POST', '/api/v1/streamservers', {
      token: su,
      json: {
        name: 'Media A',
        public_url: 'http://media-a.test',
        internal_url: 'http://media-a.internal',
        capacitygroup_token: video.capacitygroup,
        capacity: 0,
      },
    });
    video.streamserver = Number(ss.body.id);
    const edge = await s.request('POST', '/api/v1/edges', {
      token: su,
      json: { name: 'Edge A', serial_number: 'SN-A', capacitygroup_token: video.capacitygroup, organization_id: ids.A.organization },
    });
    video.edge = Number(edge.body.id);
    const adminA = callers.find((c) => c.name === 'administrator')?.token ?? '';
    const camera = await s.request('POST', '/api/v1/cameras', {
      token: adminA,
      json: { name: 'Gate A', source: { body: { protocol: 'rtsp', host: '10.0.0.5', port: 554, path: '/live', transport: 'tcp' } } },
    });
    expect(camera.status).toBe(200);
    video.camera = Number(camera.body.id);

    const made = async (path: string, json: unknown) => {
      const r = await s.request('POST', `/api/v1/${path}`, { token: adminA, json });
      expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBe(200);
      return Number(r.body.id);
    };
    places.placecategory = await made('placecategories', { name: 'Sites A' });
    places.placekind = await made('placekinds', { name: 'Office A', icon: 'office' });
    places.placetag = await made('placetags', { name: 'Tag A' });
    places.placetaggroup = await made('placetaggroups', { name: 'Tags A', tag_ids: [places.placetag] });
    places.place = await made('places', { name: 'Place A', latitude: 51.1, longitude: 71.4, category_id: places.placecategory, kind_id: places.placekind });
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('name', 'Plan A');
    form.append('place_id', String(places.place));
    form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'plan.png');
    const plan = await fetch(`${s.url}/api/v1/plans`, { method: 'POST', headers: { authorization: `Bearer ${adminA}` }, body: form });
    expect(plan.status).toBe(200);
    places.plan = Number(((await plan.json()) as { id: number }).id);
    expect((await s.request('POST', '/api/v1/sensorkinds', { token: su, json: { ident: places.sensorkind, name: 'Matrix kind' } })).status).toBe(200);
    places.sensor = await made('sensors', { kind: places.sensorkind, name: 'Sensor A', place_id: places.place });
    places.situation = await made('situations', { name: 'Situation A', event_type: 'sa' });
    await grantLicense(s, ids.A.organization, { faces: 10, plates: 10 });
    lists.facelist = await made('facelists', { name: 'Wanted A' });
    lists.platelist = await made('platelists', { name: 'Cars A' });
    lists.plate = await made('plates', { number: 'A123BC', platelist_id: lists.platelist });
    const face = await s.ctx.db
      .insertInto('faces')
      .values({ organization_id: ids.A.organization, facelist_id: lists.facelist, full_name: 'Face A' })
      .returning('id')
      .executeTakeFirstOrThrow();
    lists.face = face.id;
    // An access-control system of organisation A (inserted: no device is reached from the matrix).
    const pacs = await s.ctx.db
      .insertInto('pacses')
      .values({
        organization_id: ids.A.organization,
        name: 'Door A',
        vendor: 'hikvision',
        kind: 'person',
        host: '127.0.0.1',
        port: 9,
        username: 'admin',
        password: 'matrix',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    lists.pacs = pacs.id;

    mine.event = randomUUID();
    await ensurePartitions(s.ctx.db, [dayKey(s.clock.now())]);
    await s.ctx.db
      .insertInto('events')
      .values({
        event_id: mine.event,
        ts: s.clock.now(),
        organization_id: ids.A.organization,
        camera_id: video.camera,
        edge_id: null,
        streamserver_id: null,
        event_type: 'fr',
        reason: 'any',
        label: null,
        camera_name: 'Gate A',
        place_id: null,
        place_name: null,
        place_description: null,
        latitude: null,
        longitude: null,
        detection: null,
        trajectory: '[]',
        roi: null,
        line: null,
        attributes: '{}',
        inner_ts: s.clock.now(),
        descriptor: null,
        number: null,
        plate_norm: null,
        region: null,
        snapshot_file: null,
        scene_file: null,
        plate_file: null,
        matches: '[]',
        top_priority: null,
      })
      .execute();
    const upload = new FormData();
    upload.append('kind', 'avatar');
    upload.append(
      'upload_data',
      new Blob(
        [
          new Uint8Array(
            await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } })
              .png()
              .toBuffer(),
          ),
        ],
        { type: 'image/png' },
      ),
      'a.png',
    );
    const up = await fetch(`${s.url}/api/v1/uploads`, { method: 'POST', headers: { authorization: `Bearer ${adminA}` }, body: upload });
    expect(up.status).toBe(200);
    mine.upload = ((await up.json()) as { uploads: { id: string }[] }).uploads[0]?.id ?? '';
    alerts.subscription = await made('subscriptions', { name: 'Alerts A', kind: 'event' });
    const owner = await s.ctx.db
      .selectFrom('subscriptions')
      .select(['user_id', 'organization_id'])
      .where('id', '=', alerts.subscription)
      .executeTakeFirstOrThrow();
    const hook = await s.ctx.db
      .insertInto('webhooks')
      .values({
        ...owner,
        subscription_id: alerts.subscription,
        name: 'Hook A',
        method: 'POST',
        url: 'http://hooks.example/a',
        content_type: 'application/json',
        tls_verify: true,
        kind: 'raw',
        template: null,
        is_enabled: false,
        authentication: null,
        signing_secret: 'matrix',
        rate_duration: 60,
        rate_limit: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    alerts.webhook = hook.id;
    const delivery = await s.ctx.db
      .insertInto('webhook_deliveries')
      .values({
        webhook_id: hook.id,
        event_id: mine.event,
        event_ts: s.clock.now(),
        organization_id: owner.organization_id,
        status: 'failed',
        next_attempt_at: s.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    alerts.delivery = String(delivery.id);
    vobj.videowall = await made('videowalls', {
      name: 'Wall A',
      grid_type: '2x2',
      grid_layout: [
        { x: 0, y: 0, w: 6, h: 6 },
        { x: 6, y: 0, w: 6, h: 6 },
        { x: 0, y: 6, w: 6, h: 6 },
        { x: 6, y: 6, w: 6, h: 6 },
      ],
      cameras: [video.camera],
    });
    vobj.videomark = await made('videomarks', { name: 'Mark A', camera_id: video.camera, ts: s.clock.now().toISOString() });
    const adminUser = await s.ctx.db.selectFrom('users').select('id').where('email', '=', 'administrator@matrix.test').executeTakeFirstOrThrow();
    const now = s.clock.now();
    const task = await s.ctx.db
      .insertInto('tasks')
      .values({
        organization_id: ids.A.organization,
        user_id: adminUser.id,
        kind: 'videoclip_export',
        camera_id: video.camera,
        streamserver_id: null,
        error: null,
        params: JSON.stringify({}),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    vobj.task = task.id;
    const clip = await s.ctx.db
      .insertInto('videoclips')
      .values({
        organization_id: ids.A.organization,
        user_id: adminUser.id,
        camera_id: video.camera,
        range_start: now,
        range_end: now,
        seconds: 10,
        task_id: task.id,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    vobj.videoclip = clip.id;
    const key = await s.ctx.db
      .insertInto('organization_api_keys')
      .values({ organization_id: ids.A.organization, name: 'Key A', prefix: 'oak_matrix', secret_hash: 'matrix-not-a-secret' })
      .returning('id')
      .executeTakeFirstOrThrow();
    apikeyA = key.id;
  });
  afterAll(async () => s?.close());

  const fill = (url: string, useReal: boolean, org: 'A' | 'B' = 'A') =>
    url
      .replace(':user_id', String(useReal ? ids[org].user : UNKNOWN_ID))
      .replace(':group_id', String(useReal ? ids[org].group : UNKNOWN_ID))
      .replace(':organization_id', String(useReal ? ids[org].organization : UNKNOWN_ID))
      .replace(':license_id', useReal && org === 'A' ? licenseA : UNKNOWN_UUID)
      .replace(':capacitygroup_token', useReal ? video.capacitygroup : 'unknown-token')
      .replace(':streamserver_id', String(useReal ? video.streamserver : UNKNOWN_ID))
      .replace(':edge_id', String(useReal ? video.edge : UNKNOWN_ID))
      .replace(':camera_id', String(useReal ? video.camera : UNKNOWN_ID))
      .replace(':stream_id', String(useReal ? video.camera : UNKNOWN_ID))
      .replace(':placecategory_id', String(useReal ? places.placecategory : UNKNOWN_ID))
      .replace(':placekind_id', String(useReal ? places.placekind : UNKNOWN_ID))
      .replace(':placetaggroup_id', String(useReal ? places.placetaggroup : UNKNOWN_ID))
      .replace(':placetag_id', String(useReal ? places.placetag : UNKNOWN_ID))
      .replace(':place_id', String(useReal ? places.place : UNKNOWN_ID))
      .replace(':plan_id', String(useReal ? places.plan : UNKNOWN_ID))
      .replace(':sensor_id', String(useReal ? places.sensor : UNKNOWN_ID))
      .replace(':situation_id', String(useReal ? places.situation : UNKNOWN_ID))
      .replace(':facelist_id', String(useReal ? lists.facelist : UNKNOWN_ID))
      .replace(':face_id', String(useReal ? lists.face : UNKNOWN_ID))
      .replace(':platelist_id', String(useReal ? lists.platelist : UNKNOWN_ID))
      .replace(':plate_id', String(useReal ? lists.plate : UNKNOWN_ID))
      .replace(':pacs_id', String(useReal ? lists.pacs : UNKNOWN_ID))
      .replace(':event_id', useReal ? mine.event : UNKNOWN_UUID)
      .replace(':upload_id', useReal ? mine.upload : UNKNOWN_UUID)
      .replace(':subscription_id', String(useReal ? alerts.subscription : UNKNOWN_ID))
      .replace(':webhook_id', String(useReal ? alerts.webhook : UNKNOWN_ID))
      .replace(':delivery_id', useReal ? alerts.delivery : String(UNKNOWN_ID))
      .replace(':videowall_id', String(useReal ? vobj.videowall : UNKNOWN_ID))
      .replace(':videomark_id', String(useReal ? vobj.videomark : UNKNOWN_ID))
      .replace(':videoclip_id', String(useReal ? vobj.videoclip : UNKNOWN_ID))
      .replace(':task_id', String(useReal ? vobj.task : UNKNOWN_ID))
      .replace(':apikey_id', String(useReal ? apikeyA : UNKNOWN_ID))
      .replace(':ident', useReal ? places.sensorkind : 'unknown-kind');

  it('the table of rules and the server have the same routes', () => {
    const served = s.app.apiRoutes.map((r) => key(r.method, r.url)).sort();
    expect(served).toEqual(Object.keys(ROUTE_RULES).sort());
  });

  // Every route × six callers: hundreds of requests, so more time than one ordinary test.
  it('every route answers each caller as its rule says', async () => {
    const failures: string[] = [];
    for (const route of s.app.apiRoutes) {
      const expected = ROUTE_RULES[key(route.method, route.url)];
      if (!expected) continue;
      // Reads go to real objects of organisation A; writes to an id that does not exist, so that nothing changes.
      const path = fill(route.url, route.method === 'GET');
      for (const caller of callers) {
        const json = route.method === 'GET' ? undefined : {};
        const r = await s.request(route.method, path, { ...(caller.token ? { token: caller.token } : {}), ...(json ? { json } : {}) });
        let want: 'pass' | 401 | 403;
        if (expected.rule === 'public') want = 'pass';
        else if (!caller.token || expected.rule === 'machine') want = 401;
        else {
          const permissions = caller.roleId ? DEFAULT_ROLE_PERMISSIONS[caller.roleId] : [];
          want = isAllowed({ is_superuser: caller.isSuperuser, permissions }, expected.rule) ? 'pass' : 403;
        }
        const ok = want === 'pass' ? r.status !== 401 && r.status !== 403 && r.status < 500 : r.status === want;
        if (!ok) failures.push(`${route.method} ${path} as ${caller.name}: ${r.status} (${String(r.body?.type)}), wanted ${want}`);
        if (want === 403 && r.body?.type !== 'forbidden') failures.push(`${route.method} ${path} as ${caller.name}: 403 of type ${String(r.body?.type)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('an administrator of another organisation gets 404 and no data for every id of this one, and changes nothing', async () => {
    const adminB = callers.find((c) => c.name === 'administrator of B');
    const failures: string[] = [];
    for (const route of s.app.apiRoutes.filter((r) => r.url.includes('/:'))) {
      const expected = ROUTE_RULES[key(route.method, route.url)];
      if (!expected || expected.rule === 'public' || expected.rule === 'machine') continue;
      if (!isAllowed({ is_superuser: false, permissions: DEFAULT_ROLE_PERMISSIONS[1] }, expected.rule)) continue;
      const path = fill(route.url, true, 'A');
      const needsBody = route.method === 'PUT' || route.method === 'POST' || (route.method === 'DELETE' && route.url.endsWith('/members'));
      if (needsBody && expected.crossOrgBody === undefined && !route.url.endsWith('/2fa')) {
        failures.push(`${route.method} ${route.url}: no crossOrgBody in the route table`);
        continue;
      }
      const body = expected.crossOrgBody as Record<string, unknown> | undefined;
      const json = body && 'user_ids' in body ? { user_ids: [ids.B.user] } : body;
      const r = await s.request(route.method, path, { token: adminB?.token ?? '', ...(json ? { json } : {}) });
      if (r.status !== 404 || r.body?.type !== 'not_found') failures.push(`${route.method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
      const leaked = JSON.stringify(r.body).match(/Org A|Team A|operator@matrix/);
      if (leaked) failures.push(`${route.method} ${path} leaked ${leaked[0]}`);
    }
    expect(failures).toEqual([]);
    // Nothing of organisation A changed.
    const su = callers[0]?.token ?? '';
    expect((await s.request('GET', `/api/v1/groups/${ids.A.group}`, { token: su })).body.name).toBe('Team A');
    const op = await s.request('GET', `/api/v1/users/${ids.A.user}`, { token: su });
    expect(op.status).toBe(200);
    expect(op.body.first_name).not.toBe('Hijacked');
    expect(op.body.tfa_required).toBe(false);
  });
});
