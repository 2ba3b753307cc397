import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { capacitygroup, customer, license, rtsp, type AnyBody } from './support/video';

describe.each(ENGINES)('cameras on %s', (engine) => {
  let s: TestServer;
  let su: string;
  let org: { id: number; token: string };
  let token = '';

  beforeAll(async () => {
    s = await startServer(engine);
    su = await s.token(ADMIN.username, ADMIN.password);
    org = await customer(s, su, 'Camco');
    await license(s, su, org, { cameras: 100, tp: 100, fr: 100, sa: 100, lpr: 100, ao: 100 });
    token = (await capacitygroup(s, su, 'Camco group', 100, [org.id])).token;
  });
  afterAll(async () => s?.close());

  const create = (body: unknown, as = org.token) => s.request<AnyBody>('POST', '/api/v1/cameras', { token: as, json: body });

  it('section 5, internal source: host, port number, path beginning with "/", transport; username and password together', async () => {
    const r = await create({ name: 'Bad one', source: { body: { protocol: 'rtsp', port: 'abc', path: 'live', username: 'u' } } });
    expect(r.status).toBe(422);
    expect(r.body.detail).toEqual({
      'source.body.host': 'is required',
      'source.body.port': 'must be a number',
      'source.body.path': 'must begin with "/"',
      'source.body.password': 'is required when the username is filled',
      'source.body.transport': 'is required',
    });
    const onlyPassword = await create({ name: 'Bad two', ...rtsp('/live', { password: 'p' }) });
    expect(onlyPassword.body.detail).toEqual({ 'source.body.username': 'is required when the password is filled' });
    const noProtocol = await create({ name: 'Bad three', source: { body: { host: 'h', port: 1 } } });
    expect(noProtocol.body.detail).toMatchObject({ 'source.body.protocol': 'is required' });
    const http = await create({ name: 'Bad four', source: { body: { protocol: 'http', host: 'h', port: 1 } } });
    expect(http.body.detail).toMatchObject({ 'source.body.protocol': expect.stringMatching(/rtsp, rtmp/) });
  });

  it('section 5, external source: every credential and event type fr or lpr', async () => {
    const r = await create({ name: 'Hik one', source: { body: { protocol: 'hikvision', host: '10.0.0.8', port: 80, event_type: 'sa', path: '/x' } } });
    expect(r.status).toBe(422);
    expect(r.body.detail).toEqual({
      'source.body.username': 'is required',
      'source.body.password': 'is required',
      'source.body.event_type': 'must be fr or lpr',
      'source.body.path': 'is not a field of an external source',
    });
    const ok = await create({
      name: 'Hik two',
      source: { body: { protocol: 'dahua', host: '10.0.0.8', port: 80, username: 'u', password: 'p', event_type: 'lpr' } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.source).toMatchObject({ url: 'dahua://10.0.0.8:80', address_status: 'completed', body: { protocol: 'dahua', ptz: false } });
  });

  it('lpr on any source: an rtsp camera reads plates from its video (the edge lpr module), a Hikvision or Dahua camera forwards its own plate events', async () => {
    const onRtsp = await create({ name: 'Plates by video', ...rtsp(), video_modules: ['sa', 'lpr'] });
    expect(onRtsp.status).toBe(200);
    expect(onRtsp.body.video_modules).toEqual(['sa', 'lpr']);
    const worktime = {
      mon: Array(24).fill(true),
      tue: Array(24).fill(true),
      wed: Array(24).fill(true),
      thu: Array(24).fill(true),
      fri: Array(24).fill(true),
      sat: Array(24).fill(true),
      sun: Array(24).fill(true),
    };
    const line = {
      id: 'l1',
      name: 'Gate',
      situation_id: null,
      coords: [
        { x: 0.5, y: 0 },
        { x: 0.5, y: 1 },
      ],
      obj_classes: [],
      direction: 'any',
    };
    const zone = {
      id: 'z1',
      name: 'Lane',
      situation_id: null,
      polygon: [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 1, y: 1 },
      ],
      obj_class_type: null,
      obj_class_threshold: 0.5,
      watch_people_activity: false,
      min_event_interval: 0,
      min_activity_interval: 0,
      min_inactivity_interval: 0,
      count_interval: 0,
      detect_attributes: false,
      hardhat: false,
    };
    const lprSettings = { version: 0, modules: { lpr: { worktime, config: { min_detection_size: 0, roi: [zone], lines: [line] } } } };
    const zones = await create({ name: 'Plates by zones', ...rtsp(), video_modules: ['lpr'], video_analytics: lprSettings });
    expect(zones.status).toBe(200);
    expect(zones.body.video_analytics.modules.lpr.config.roi).toHaveLength(1);

    // Enabling lpr later on an rtsp camera, and moving a Hikvision camera with lpr on to an rtsp source, go through.
    const cam = await create({ name: 'Hall', ...rtsp(), video_modules: ['sa'] });
    expect(cam.status).toBe(200);
    const put = (json: unknown) => s.request<AnyBody>('PUT', `/api/v1/cameras/${cam.body.id}`, { token: org.token, json });
    expect((await put({ video_modules: ['sa', 'lpr'], video_analytics: lprSettings })).status).toBe(200);
    const hik = await create({
      name: 'Gate',
      source: { body: { protocol: 'hikvision', host: '10.0.0.9', port: 80, username: 'u', password: 'p', event_type: 'lpr' } },
      video_modules: ['lpr'],
      video_analytics: lprSettings,
    });
    expect(hik.status).toBe(200);
    const moved = await s.request<AnyBody>('PUT', `/api/v1/cameras/${hik.body.id}`, { token: org.token, json: rtsp('/gate') });
    expect(moved.status).toBe(200);
    expect(moved.body.video_modules).toEqual(['lpr']);
  });

  it('the built address must equal source.url, else a mismatch error', async () => {
    const mismatch = await create({ name: 'Gate', source: { url: 'rtsp://10.0.0.5:554/other', ...rtsp().source } });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.detail).toEqual({ 'source.url': 'does not match the address built from the source (rtsp://10.0.0.5:554/live)' });
    const match = await create({ name: 'Gate', source: { url: 'rtsp://10.0.0.5:554/live', ...rtsp().source } });
    expect(match.status).toBe(200);
    expect(match.body.source).toMatchObject({ url: 'rtsp://10.0.0.5:554/live', address_status: 'completed' });
  });

  it('analytics and streaming: defaults for enabled modules, ROI limits, storage depth within the archive depth', async () => {
    const r = await create({ name: 'Analysed', ...rtsp(), video_modules: ['fr', 'tp'] });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.video_analytics.modules).sort()).toEqual(['fr', 'tp']);
    expect(r.body.video_streaming).toEqual({ by_event: false, storage_depth: 30 });
    const roi = {
      id: 'a',
      name: 'Door',
      situation_id: null,
      polygon: [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 1, y: 1 },
      ],
      obj_class_type: 'person',
      obj_class_threshold: 0.5,
      watch_people_activity: false,
      min_event_interval: 31,
      min_activity_interval: 0,
      min_inactivity_interval: 0,
      count_interval: 0,
      detect_attributes: false,
      hardhat: false,
    };
    const worktime = r.body.video_analytics.modules.fr.worktime;
    const tooLong = await s.request<AnyBody>('PUT', `/api/v1/cameras/${r.body.id}`, {
      token: org.token,
      json: { video_analytics: { version: 0, modules: { fr: { worktime, config: { min_detection_size: 10, roi: [roi, roi], lines: [] } } } } },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.detail).toEqual({
      'video_analytics.modules.fr.config.roi.0.min_event_interval': 'must be at most 30',
      'video_analytics.modules.fr.config.roi.1.id': 'is used twice in this module',
      'video_analytics.modules.fr.config.roi.1.min_event_interval': 'must be at most 30',
    });
    const depth = await s.request<AnyBody>('PUT', `/api/v1/cameras/${r.body.id}`, {
      token: org.token,
      json: { video_streaming: { by_event: true, storage_depth: 10 } },
    });
    expect(depth.status).toBe(422);
  });

  it('passwords are never in list answers nor in the detail, nor in the audit log', async () => {
    const r = await create({
      name: 'Secret cam',
      ...rtsp('/s', { username: 'viewer', password: 'rtsp-pass-123' }),
      onvif: { host: '10.0.0.5', port: 80, login: 'admin', password: 'onvif-pass-123' },
      video_modules: ['tp'],
      video_analytics: {
        version: 0,
        modules: {
          tp: {
            worktime: {
              mon: Array(24).fill(true),
              tue: Array(24).fill(true),
              wed: Array(24).fill(true),
              thu: Array(24).fill(true),
              fri: Array(24).fill(true),
              sat: Array(24).fill(true),
              sun: Array(24).fill(true),
            },
            config: {
              detect_blurring: true,
              detect_flashing: false,
              detect_tampering: true,
              camera_credentials: { brand: 'dahua', host: '10.0.0.5', port: 80, username: 'u', password: 'tamper-pass-123' },
            },
          },
        },
      },
    });
    expect(r.status).toBe(200);
    const list = await s.request<AnyBody>('POST', '/api/v1/cameras/search', { token: org.token, json: { query: {} } });
    const detail = await s.request<AnyBody>('GET', `/api/v1/cameras/${r.body.id}`, { token: org.token });
    const audit = await s.request<AnyBody>('GET', '/api/v1/auditlogs?limit=100', { token: org.token });
    for (const text of [JSON.stringify(r.body), JSON.stringify(list.body), JSON.stringify(detail.body), JSON.stringify(audit.body)]) {
      expect(text).not.toMatch(/rtsp-pass-123|onvif-pass-123|tamper-pass-123/);
    }
    expect(detail.body.source.body).toMatchObject({ username: 'viewer' });
    expect(detail.body.onvif).toEqual({ host: '10.0.0.5', port: 80, login: 'admin' });
    expect(JSON.stringify(audit.body)).toContain('camera_create');
  });

  it('search filters; place and plan filters match no camera while none is placed', async () => {
    const all = await s.request<AnyBody>('POST', '/api/v1/cameras/search', { token: org.token, json: { query: {}, limit: 100 } });
    const total = all.body.cameras.length;
    expect(total).toBeGreaterThan(3);
    const fr = await s.request<AnyBody>('POST', '/api/v1/cameras/search', { token: org.token, json: { query: { video_module: 'fr' } } });
    expect(fr.body.cameras.map((c: { name: string }) => c.name)).toEqual(['Analysed']);
    const byToken = await s.request<AnyBody>('POST', '/api/v1/cameras/search', {
      token: org.token,
      json: { query: { capacitygroup_token: token }, limit: 100 },
    });
    expect(byToken.body.cameras).toHaveLength(total);
    const place = await s.request<AnyBody>('POST', '/api/v1/cameras/search', { token: org.token, json: { query: { place_id: 1 } } });
    expect(place.body.cameras).toEqual([]);
    const withoutPlans = await s.request<AnyBody>('POST', '/api/v1/cameras/search', { token: org.token, json: { query: { without_plans: true }, limit: 100 } });
    expect(withoutPlans.body.cameras).toHaveLength(total);
    const paged = await s.request<AnyBody>('POST', '/api/v1/cameras/search', { token: org.token, json: { query: {}, limit: 2 } });
    const next = await s.request<AnyBody>('POST', '/api/v1/cameras/search', {
      token: org.token,
      json: { query: {}, limit: 2, cursor: paged.body.pagination.cursor },
    });
    expect(next.body.cameras[0].id).toBeGreaterThan(paged.body.cameras[1].id);
  });

  it('group scope: an operator sees only the cameras of their groups', async () => {
    const team = await s.request<AnyBody>('POST', '/api/v1/groups', { token: org.token, json: { name: 'Night shift' } });
    const email = 'operator@camco.test';
    await s.request<AnyBody>('POST', '/api/v1/users', { token: org.token, json: { email, password: 'operator-pass', role_id: 3, group_ids: [team.body.id] } });
    const op = await s.token(email, 'operator-pass');
    const mine = await create({ name: 'Night gate', ...rtsp('/n'), group_id: team.body.id });
    expect(mine.status).toBe(200);
    const listed = await s.request<AnyBody>('POST', '/api/v1/cameras/search', { token: op, json: { query: {} } });
    expect(listed.body.cameras.map((c: { name: string }) => c.name)).toEqual(['Night gate']);
    const other = all0(await s.request<AnyBody>('POST', '/api/v1/cameras/search', { token: org.token, json: { query: { text: 'Gate' } } }));
    const hidden = other.find((c) => c.name === 'Gate');
    expect((await s.request<AnyBody>('GET', `/api/v1/cameras/${hidden?.id}`, { token: op })).status).toBe(404);
  });

  it('the organisation presents its capacity groups, and a camera must use one that serves it', async () => {
    const o = await s.request<AnyBody>('GET', `/api/v1/organizations/${org.id}`, { token: org.token });
    expect(o.body.capacitygroup_tokens).toEqual([token]);
    const r = await create({ name: 'Elsewhere', ...rtsp(), capacitygroup_token: 'nope-nope' });
    expect(r.status).toBe(422);
    expect(r.body.detail).toEqual({ capacitygroup_token: 'names a capacity group that does not serve the organisation' });
    const bad = await s.request<AnyBody>('PUT', `/api/v1/organizations/${org.id}`, { token: su, json: { capacitygroup_tokens: ['missing'] } });
    expect(bad.status).toBe(422);
  });

  it('a user switches a camera off (user_action) and on again; delete removes it', async () => {
    const r = await create({ name: 'Switch', ...rtsp('/sw') });
    expect(r.body).toMatchObject({ state: 'active', state_reason: null });
    const off = await s.request<AnyBody>('PUT', `/api/v1/cameras/${r.body.id}`, { token: org.token, json: { state: 'inactive' } });
    expect(off.body).toMatchObject({ state: 'inactive', state_reason: 'user_action' });
    const on = await s.request<AnyBody>('PUT', `/api/v1/cameras/${r.body.id}`, { token: org.token, json: { state: 'active' } });
    expect(on.body).toMatchObject({ state: 'active', state_reason: null });
    expect((await s.request<AnyBody>('DELETE', `/api/v1/cameras/${r.body.id}`, { token: org.token })).status).toBe(204);
    expect((await s.request<AnyBody>('GET', `/api/v1/cameras/${r.body.id}`, { token: org.token })).status).toBe(404);
  });
});

function all0(r: { body: { cameras: { id: number; name: string }[] } }) {
  return r.body.cameras;
}
