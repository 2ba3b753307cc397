import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScheduler } from '../src/modules/cameras/scheduler/run';
import { subscribe, type BusEvent } from '../src/lib/bus';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { capacitygroup, customer, heartbeatBody, license, onlineEdge, rtsp, type AnyBody } from './support/video';

describe.each(ENGINES)('capacity groups, edges, stream servers and the scheduler on %s', (engine) => {
  let s: TestServer;
  let su: string;
  let org: { id: number; token: string };
  const previousInterval = process.env.ARGUS_SCHEDULER_INTERVAL;

  beforeAll(async () => {
    process.env.ARGUS_SCHEDULER_INTERVAL = '0';
    s = await startServer(engine);
    su = await s.token(ADMIN.username, ADMIN.password);
    org = await customer(s, su, 'Videoco');
    await license(s, su, org, { cameras: 100, tp: 100, fr: 100, sa: 100, lpr: 100, ao: 100 });
  });
  afterAll(async () => {
    if (previousInterval === undefined) delete process.env.ARGUS_SCHEDULER_INTERVAL;
    else process.env.ARGUS_SCHEDULER_INTERVAL = previousInterval;
    await s?.close();
  });

  const camera = (id: number) => s.request<AnyBody>('GET', `/api/v1/cameras/${id}`, { token: org.token });
  const newCamera = async (name: string, modules: string[], capacitygroupToken: string) => {
    const r = await s.request<AnyBody>('POST', '/api/v1/cameras', {
      token: org.token,
      json: { name, ...rtsp(`/${name}`), video_modules: modules, capacitygroup_token: capacitygroupToken },
    });
    expect(r.status).toBe(200);
    return r.body as { id: number; state: string; state_reason: string | null };
  };

  it('capacity group secrets are answered once, at creation, and never again', async () => {
    const cg = await capacitygroup(s, su, 'Secret group', 1, []);
    expect(cg.rpc_auth_secret.length).toBeGreaterThan(20);
    expect(cg.ticket_secret.length).toBeGreaterThan(20);
    const text = JSON.stringify([
      (await s.request<AnyBody>('GET', `/api/v1/capacitygroups/${cg.token}`, { token: su })).body,
      (await s.request<AnyBody>('POST', '/api/v1/capacitygroups/search', { token: su, json: { query: {} } })).body,
      (await s.request<AnyBody>('GET', '/api/v1/auditlogs?limit=100', { token: su })).body,
    ]);
    expect(text).not.toContain(cg.rpc_auth_secret);
    expect(text).not.toContain(cg.ticket_secret);
    const row = await s.ctx.db.selectFrom('capacitygroups').selectAll().where('token', '=', cg.token).executeTakeFirstOrThrow();
    expect(row.rpc_auth_secret_hash).not.toBe(cg.rpc_auth_secret);
    expect(row.ticket_secret).toBe(cg.ticket_secret);
    expect((await s.request<AnyBody>('DELETE', `/api/v1/capacitygroups/${cg.token}`, { token: su })).status).toBe(204);
  });

  it('edge registration: a wrong or reused invitation is refused; the credential works only for its own edge', async () => {
    const cg = await capacitygroup(s, su, 'Edge group', 10, [org.id]);
    const created = await s.request<AnyBody>('POST', '/api/v1/edges', {
      token: su,
      json: { name: 'Edge one', serial_number: 'E-1', capacitygroup_token: cg.token },
    });
    const invitation = String(created.body.invitation);
    const wrong = await s.request<AnyBody>('POST', '/api/v1/edges/register', { json: { invitation: 'inv_' + 'x'.repeat(40), hostname: 'h' } });
    expect(wrong.status).toBe(401);
    const ok = await s.request<AnyBody>('POST', '/api/v1/edges/register', { json: { invitation, hostname: 'edge-1', cap: 8, versions: { edge: '1.0.0' } } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: created.body.id, capacitygroup_token: cg.token, heartbeat_interval: 5 });
    const reused = await s.request<AnyBody>('POST', '/api/v1/edges/register', { json: { invitation, hostname: 'edge-evil' } });
    expect(reused.status).toBe(401);
    // A stream-server invitation endpoint does not take an edge invitation either.
    expect((await s.request<AnyBody>('POST', '/api/v1/streamservers/register', { json: { invitation, hostname: 'x' } })).status).toBe(401);

    const credential = String(ok.body.credential);
    const other = await onlineEdge(s, su, cg.token, 'E-2');
    expect((await s.request<AnyBody>('PUT', `/api/v1/edges/${other.id}/status`, { token: credential, json: heartbeatBody() })).status).toBe(404);
    expect((await s.request<AnyBody>('GET', `/api/v1/edges/${created.body.id}/cameras`, { token: org.token })).status).toBe(401);
    expect((await s.request<AnyBody>('GET', `/api/v1/edges/${created.body.id}/cameras`, { token: 'edg_forged' })).status).toBe(401);
    const detail = await s.request<AnyBody>('GET', `/api/v1/edges/${created.body.id}`, { token: su });
    expect(detail.body).toMatchObject({ registered: true, status: null });
    expect(JSON.stringify(detail.body)).not.toContain(credential);
  });

  it('heartbeat makes an edge online; silence beyond the timeout makes it offline', async () => {
    const cg = await capacitygroup(s, su, 'Beat group', 10, [org.id]);
    const edge = await onlineEdge(s, su, cg.token, 'B-1');
    const seen = await s.request<AnyBody>('GET', `/api/v1/edges/${edge.id}`, { token: org.token });
    expect(seen.body.status).toMatchObject({ status: 'online', hostname: 'edge-host', cap: 100, info: { os: 'linux' } });
    const active = await s.request<AnyBody>('POST', '/api/v1/edges/search', {
      token: org.token,
      json: { query: { capacitygroup_token: cg.token, is_active: true } },
    });
    expect(active.body.edges.map((e: { id: number }) => e.id)).toEqual([edge.id]);
    // Offline after three heartbeat intervals (5 s by default).
    s.clock.advance(14);
    expect((await s.request<AnyBody>('GET', `/api/v1/edges/${edge.id}`, { token: org.token })).body.status.status).toBe('online');
    s.clock.advance(2);
    expect((await s.request<AnyBody>('GET', `/api/v1/edges/${edge.id}`, { token: org.token })).body.status.status).toBe('offline');
    const inactive = await s.request<AnyBody>('POST', '/api/v1/edges/search', {
      token: org.token,
      json: { query: { capacitygroup_token: cg.token, is_active: false } },
    });
    expect(inactive.body.edges.map((e: { id: number }) => e.id)).toEqual([edge.id]);
    expect((await s.request<AnyBody>('POST', '/api/v1/edges/search', { token: org.token, json: { query: { own: true } } })).body.edges).toEqual([]);
  });

  it('stream servers: registration, heartbeat, nanny health, offline after silence, streams', async () => {
    const cg = await capacitygroup(s, su, 'Media group', 10, [org.id]);
    const created = await s.request<AnyBody>('POST', '/api/v1/streamservers', {
      token: su,
      json: { name: 'Media one', public_url: 'http://media.test/', internal_url: 'http://media.internal', capacitygroup_token: cg.token, capacity: 0 },
    });
    expect(created.body.status).toBe('offline');
    const invitation = String(created.body.invitation);
    expect((await s.request<AnyBody>('POST', '/api/v1/streamservers/register', { json: { invitation: invitation + 'x', hostname: 'm' } })).status).toBe(401);
    const reg = await s.request<AnyBody>('POST', '/api/v1/streamservers/register', { json: { invitation, hostname: 'media-1', version: '0.1.0' } });
    expect(reg.status).toBe(200);
    expect((await s.request<AnyBody>('POST', '/api/v1/streamservers/register', { json: { invitation, hostname: 'media-2' } })).status).toBe(401);
    const id = Number(reg.body.id);
    const credential = String(reg.body.credential);
    expect((await s.request<AnyBody>('PUT', `/api/v1/streamservers/${id}/status`, { token: credential, json: { hostname: 'media-1' } })).body.status).toBe(
      'online',
    );

    const cam = await newCamera('streamed', [], cg.token);
    expect((await camera(cam.id)).body.streamserver_id).toBe(id);
    const beat = await s.request<AnyBody>('PUT', `/api/v1/streamservers/${id}/status`, {
      token: credential,
      json: { hostname: 'media-1', streams: [{ camera_id: cam.id, status: 'online', codec: 'h264', width: 640, height: 360 }] },
    });
    expect(beat.status).toBe(200);
    const stream = await s.request<AnyBody>('GET', `/api/v1/streams/${cam.id}`, { token: org.token });
    expect(stream.body).toMatchObject({
      camera_id: cam.id,
      streamserver_id: id,
      status: 'online',
      codec: 'h264',
      width: 640,
      live_url: `http://media.test/live/${cam.id}/index.m3u8`,
    });
    const cams = await s.request<AnyBody>('GET', `/api/v1/streamservers/${id}/cameras`, { token: credential });
    expect(cams.body.cameras.map((c: { id: number }) => c.id)).toEqual([cam.id]);

    let nanny = await s.request<AnyBody>('GET', '/api/v1/nanny/streamservers', { token: su });
    expect(nanny.body.streamservers.find((x: { id: number }) => x.id === id)).toMatchObject({
      status: 'online',
      silence: 0,
      stream_count: 1,
      failed_streams: 0,
    });
    s.clock.advance(16);
    nanny = await s.request<AnyBody>('GET', '/api/v1/nanny/streamservers', { token: su });
    expect(nanny.body.streamservers.find((x: { id: number }) => x.id === id)).toMatchObject({ status: 'offline', silence: 16 });
    expect((await s.request<AnyBody>('GET', `/api/v1/streams/${cam.id}`, { token: org.token })).body).toMatchObject({ status: 'offline', live_url: null });
    expect((await s.request<AnyBody>('DELETE', `/api/v1/cameras/${cam.id}`, { token: org.token })).status).toBe(204);
  });

  it('capacity exhaustion makes the newest cameras inactive (scheduler_capacity) and they come back when slots free', async () => {
    const cg = await capacitygroup(s, su, 'Small group', 3, []);
    await s.request<AnyBody>('PUT', `/api/v1/organizations/${org.id}`, {
      token: su,
      json: {
        capacitygroup_tokens: (await s.request<AnyBody>('GET', `/api/v1/organizations/${org.id}`, { token: su })).body.capacitygroup_tokens.concat(cg.token),
      },
    });
    const edge = await onlineEdge(s, su, cg.token, 'S-1');
    const events: BusEvent[] = [];
    const stop = subscribe((e) => events.push(e));
    const make = async (name: string, modules: string[]) => {
      const r = await s.request<AnyBody>('POST', '/api/v1/cameras', {
        token: org.token,
        json: { name, ...rtsp(`/${name}`), video_modules: modules, capacitygroup_token: cg.token },
      });
      expect(r.status).toBe(200);
      return r.body as { id: number; state: string; state_reason: string | null; edge_id: number | null };
    };
    const a = await make('first', ['fr', 'sa']);
    const b = await make('second', ['fr']);
    const c = await make('third', ['tp']);
    expect([a.state, b.state]).toEqual(['active', 'active']);
    expect(a.edge_id).toBe(edge.id);
    expect(c).toMatchObject({ state: 'inactive', state_reason: 'scheduler_capacity', edge_id: null });
    const group = await s.request<AnyBody>('GET', `/api/v1/capacitygroups/${cg.token}`, { token: su });
    expect(group.body).toMatchObject({ capacity: 3, used: 3 });
    const mine = await s.request<AnyBody>('GET', `/api/v1/edges/${edge.id}/cameras`, { token: edge.credential });
    expect(mine.body.cameras.map((x: { id: number }) => x.id)).toEqual([a.id, b.id]);
    expect(mine.body.cameras[0].source.body).toMatchObject({ protocol: 'rtsp' });

    // The user switches the oldest off: its slots go to the waiting camera.
    await s.request<AnyBody>('PUT', `/api/v1/cameras/${a.id}`, { token: org.token, json: { state: 'inactive' } });
    expect((await camera(a.id)).body).toMatchObject({ state: 'inactive', state_reason: 'user_action' });
    expect((await camera(c.id)).body).toMatchObject({ state: 'active', state_reason: null, edge_id: edge.id });
    expect(events).toContainEqual(expect.objectContaining({ type: 'camera.state', camera_id: c.id, state: 'active' }));

    // Back on: the oldest has priority, the newest waits again.
    await s.request<AnyBody>('PUT', `/api/v1/cameras/${a.id}`, { token: org.token, json: { state: 'active' } });
    expect((await camera(a.id)).body.state).toBe('active');
    expect((await camera(c.id)).body).toMatchObject({ state: 'inactive', state_reason: 'scheduler_capacity' });

    // More capacity frees room.
    await s.request<AnyBody>('PUT', `/api/v1/capacitygroups/${cg.token}`, { token: su, json: { capacity: 4 } });
    expect((await camera(c.id)).body.state).toBe('active');
    stop();
    for (const cam of [a, b, c]) await s.request<AnyBody>('DELETE', `/api/v1/cameras/${cam.id}`, { token: org.token });
  });

  it('the licence limit makes cameras inactive (license_restriction) and they recover when a licence allows more', async () => {
    const small = await customer(s, su, 'Tinyco');
    const cg = await capacitygroup(s, su, 'Tiny group', 100, [small.id]);
    const make = async (name: string, modules: string[]) =>
      (
        await s.request<AnyBody>('POST', '/api/v1/cameras', {
          token: small.token,
          json: { name, ...rtsp(`/${name}`), video_modules: modules, capacitygroup_token: cg.token },
        })
      ).body as {
        id: number;
      };
    const get = async (id: number) => (await s.request<AnyBody>('GET', `/api/v1/cameras/${id}`, { token: small.token })).body;
    // No licence at all: nothing runs.
    const first = await make('one', ['fr']);
    expect(await get(first.id)).toMatchObject({ state: 'inactive', state_reason: 'license_restriction' });
    await license(s, su, small, { cameras: 2, fr: 1 });
    await runScheduler(s.ctx);
    expect(await get(first.id)).toMatchObject({ state: 'active', state_reason: null });
    const second = await make('two', ['fr']);
    const third = await make('three', []);
    const fourth = await make('four', []);
    expect(await get(second.id)).toMatchObject({ state: 'inactive', state_reason: 'license_restriction' }); // fr exhausted
    expect(await get(third.id)).toMatchObject({ state: 'active' });
    expect(await get(fourth.id)).toMatchObject({ state: 'inactive', state_reason: 'license_restriction' }); // cameras exhausted
    const usage = await s.request<AnyBody>('GET', '/api/v1/licenses/usage', { token: small.token });
    expect(usage.body.usage).toContainEqual(expect.objectContaining({ name: 'cameras', current: 2, limit: 2 }));

    await license(s, su, small, { cameras: 2, fr: 1 });
    await runScheduler(s.ctx);
    expect(await get(second.id)).toMatchObject({ state: 'active' });
    expect(await get(fourth.id)).toMatchObject({ state: 'active' });
  });

  it('a silent edge loses its cameras to an online one at the next pass', async () => {
    const cg = await capacitygroup(s, su, 'Failover group', 10, [org.id]);
    const e1 = await onlineEdge(s, su, cg.token, 'F-1');
    const r = await s.request<AnyBody>('POST', '/api/v1/cameras', {
      token: org.token,
      json: { name: 'moving', ...rtsp('/m'), video_modules: ['sa'], capacitygroup_token: cg.token },
    });
    expect(r.body.edge_id).toBe(e1.id);
    s.clock.advance(10);
    const e2 = await onlineEdge(s, su, cg.token, 'F-2');
    s.clock.advance(7);
    await s.request<AnyBody>('PUT', `/api/v1/edges/${e2.id}/status`, { token: e2.credential, json: heartbeatBody() });
    await runScheduler(s.ctx);
    expect((await camera(r.body.id)).body).toMatchObject({ state: 'active', edge_id: e2.id });
    expect((await s.request<AnyBody>('GET', `/api/v1/edges/${e1.id}/cameras`, { token: e1.credential })).body.cameras).toEqual([]);
  });
});
