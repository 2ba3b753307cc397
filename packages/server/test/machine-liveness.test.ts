import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeLostMachines } from '../src/modules/cameras/scheduler/liveness';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { openLive } from './support/live';
import { waitFor } from './support/media';
import { capacitygroup, customer, heartbeatBody, license, onlineEdge, onlineStreamserver, rtsp, type AnyBody } from './support/video';

/** Heartbeats every second here (the default is 5 s): offline after three silent intervals, 3 s. */
const INTERVAL = '1';

type Machine = { id: number; credential: string };

describe.each(ENGINES)('lost machines on %s', (engine) => {
  describe('offline after three intervals, no tickets for it, its cameras moved or restricted (API clock)', () => {
    let s: TestServer;
    let su: string;
    let org: { id: number; token: string };
    let group = '';
    let e1: Machine;
    let e2: Machine;
    let m1: Machine;
    let m2: Machine;

    beforeAll(async () => {
      // The timer stays off: this test says when the check for lost machines runs.
      process.env.ARGUS_HEARTBEAT_INTERVAL = INTERVAL;
      process.env.ARGUS_SCHEDULER_INTERVAL = '0';
      s = await startServer(engine);
      su = await s.token(ADMIN.username, ADMIN.password);
      org = await customer(s, su, 'Lostco');
      await license(s, su, org, { cameras: 10, tp: 10 });
      group = (await capacitygroup(s, su, 'Lost group', 10, [org.id])).token;
      m1 = await onlineStreamserver(s, su, group, 'Media one');
      e1 = await onlineEdge(s, su, group, 'LOST-1');
    });
    afterAll(async () => {
      delete process.env.ARGUS_HEARTBEAT_INTERVAL;
      delete process.env.ARGUS_SCHEDULER_INTERVAL;
      await s?.close();
    });

    const beatEdge = (e: Machine) => s.request('PUT', `/api/v1/edges/${e.id}/status`, { token: e.credential, json: heartbeatBody() });
    const beatServer = (m: Machine) => s.request('PUT', `/api/v1/streamservers/${m.id}/status`, { token: m.credential, json: { hostname: 'media-host' } });
    const camera = async (id: number) => (await s.request<AnyBody>('GET', `/api/v1/cameras/${id}`, { token: org.token })).body;

    it('moves the cameras of a silent edge and stream server to the live ones; with none left they wait inactive with scheduler_restriction', async () => {
      const created = await s.request<AnyBody>('POST', '/api/v1/cameras', {
        token: org.token,
        json: { name: 'door', ...rtsp('/door'), video_modules: ['tp'], capacitygroup_token: group },
      });
      expect(created.status).toBe(200);
      const id = Number(created.body.id);
      expect(await camera(id)).toMatchObject({ state: 'active', edge_id: e1.id, streamserver_id: m1.id });
      const registered = await s.request<AnyBody>('POST', '/api/v1/edges', {
        token: su,
        json: { name: 'Edge ten', serial_number: 'LOST-X', capacitygroup_token: group },
      });
      const reg = await s.request<AnyBody>('POST', '/api/v1/edges/register', { json: { invitation: registered.body.invitation, hostname: 'edge-ten' } });
      expect(reg.body.heartbeat_interval).toBe(1);

      // Two more machines come online a little later; the first two fall silent.
      s.clock.advance(2);
      m2 = await onlineStreamserver(s, su, group, 'Media two');
      e2 = await onlineEdge(s, su, group, 'LOST-2');
      const edgeStatus = async (e: Machine) => (await s.request<AnyBody>('GET', `/api/v1/edges/${e.id}`, { token: su })).body.status.status;
      const serverStatus = async (m: Machine) => (await s.request<AnyBody>('GET', `/api/v1/streamservers/${m.id}`, { token: su })).body.status;
      expect([await edgeStatus(e1), await serverStatus(m1)]).toEqual(['online', 'online']);
      s.clock.advance(1.5); // 3.5 s since the last heartbeat: three intervals passed
      expect([await edgeStatus(e1), await serverStatus(m1)]).toEqual(['offline', 'offline']);
      expect([await edgeStatus(e2), await serverStatus(m2)]).toEqual(['online', 'online']);

      // No ticket for a server that is offline, even before the camera moved.
      const refused = await s.request<AnyBody>('POST', `/api/v1/cameras/${id}/playback`, { token: org.token, json: {} });
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({ type: 'temporarily_unavailable', status_code: 503, message: 'The stream server of this camera is offline' });
      expect((await s.request('POST', `/api/v1/edges/${e2.id}/cameras/${id}/playback`, { token: e2.credential })).status).toBe(404);

      const live = await openLive(s, org.token);
      expect(await noticeLostMachines(s.ctx)).toEqual([group]);
      expect(await camera(id)).toMatchObject({ state: 'active', state_reason: null, edge_id: e2.id, streamserver_id: m2.id });
      expect(await live.waitFor((r) => r.event === 'camera.state' && r.data.camera_id === id && r.data.streamserver_id === m2.id, 2000)).not.toBeNull();
      const played = await s.request<AnyBody>('POST', `/api/v1/cameras/${id}/playback`, { token: org.token, json: {} });
      expect(played.status).toBe(200);
      expect(played.body.streamserver_id).toBe(m2.id);
      expect(
        (await s.request<AnyBody>('GET', `/api/v1/edges/${e2.id}/cameras`, { token: e2.credential })).body.cameras.map((c: { id: number }) => c.id),
      ).toEqual([id]);
      // The audit log says which machines were lost.
      const logs = await s.request<AnyBody>('GET', '/api/v1/auditlogs?limit=100', { token: su });
      const pass = logs.body.auditlogs.find((l: AnyBody) => l.action_type === 'camera_schedule' && l.after?.moved);
      expect(pass.after.moved).toEqual([
        { id, lost: ['edge', 'streamserver'], from: { edge_id: e1.id, streamserver_id: m1.id }, to: { edge_id: e2.id, streamserver_id: m2.id } },
      ]);
      // Nothing left on a lost machine: the next check has nothing to do.
      expect(await noticeLostMachines(s.ctx)).toEqual([]);

      // The second pair falls silent too: nothing can record the camera.
      s.clock.advance(3.5);
      expect(await noticeLostMachines(s.ctx)).toEqual([group]);
      expect(await camera(id)).toMatchObject({ state: 'inactive', state_reason: 'scheduler_restriction', edge_id: null, streamserver_id: null });
      expect(
        await live.waitFor((r) => r.event === 'camera.state' && r.data.camera_id === id && r.data.state_reason === 'scheduler_restriction', 2000),
      ).not.toBeNull();
      const none = await s.request<AnyBody>('POST', `/api/v1/cameras/${id}/playback`, { token: org.token, json: {} });
      expect(none.body).toMatchObject({ type: 'temporarily_unavailable', status_code: 503 });

      // The first pair comes back: the camera is recorded and analysed again.
      expect((await beatServer(m1)).status).toBe(200);
      expect((await beatEdge(e1)).status).toBe(200);
      expect(await camera(id)).toMatchObject({ state: 'active', state_reason: null, edge_id: e1.id, streamserver_id: m1.id });
      live.close();
    });
  });

  describe('the API notices on its own, within seconds (real time, 1 s heartbeats)', () => {
    let s: TestServer;
    const beats: NodeJS.Timeout[] = [];

    beforeAll(async () => {
      process.env.ARGUS_HEARTBEAT_INTERVAL = INTERVAL;
      process.env.ARGUS_SCHEDULER_INTERVAL = '15';
      s = await startServer(engine);
      s.clock.ms = Date.now();
      const sync = setInterval(() => (s.clock.ms = Date.now()), 100);
      beats.push(sync);
    });
    afterAll(async () => {
      for (const t of beats) clearInterval(t);
      delete process.env.ARGUS_HEARTBEAT_INTERVAL;
      delete process.env.ARGUS_SCHEDULER_INTERVAL;
      await s?.close();
    });

    it('a stream server and an edge that stop heartbeating lose their cameras to the others of the group', async () => {
      const su = await s.token(ADMIN.username, ADMIN.password);
      const org = await customer(s, su, 'Timerco');
      await license(s, su, org, { cameras: 10, tp: 10 });
      const group = (await capacitygroup(s, su, 'Timer group', 10, [org.id])).token;
      const machines = {
        m1: await onlineStreamserver(s, su, group, 'T media one'),
        e1: await onlineEdge(s, su, group, 'T-1'),
        m2: await onlineStreamserver(s, su, group, 'T media two'),
        e2: await onlineEdge(s, su, group, 'T-2'),
      };
      const silent = new Set<string>();
      const beat = setInterval(() => {
        for (const [name, m] of Object.entries(machines)) {
          if (silent.has(name)) continue;
          const path = name.startsWith('m') ? `/api/v1/streamservers/${m.id}/status` : `/api/v1/edges/${m.id}/status`;
          void s.request('PUT', path, { token: m.credential, json: name.startsWith('m') ? { hostname: 'media-host' } : heartbeatBody() });
        }
      }, 1000);
      beats.push(beat);
      const cams: number[] = [];
      for (const n of ['gate', 'yard']) {
        const r = await s.request<AnyBody>('POST', '/api/v1/cameras', {
          token: org.token,
          json: { name: n, ...rtsp(`/${n}`), video_modules: ['tp'], capacitygroup_token: group },
        });
        expect(r.status).toBe(200);
        cams.push(Number(r.body.id));
      }
      const placed = async () => Promise.all(cams.map(async (id) => (await s.request<AnyBody>('GET', `/api/v1/cameras/${id}`, { token: org.token })).body));
      const before = await placed();
      const busyServer = before[0].streamserver_id as number;
      const busyEdge = before[0].edge_id as number;
      // Kill the machines of the first camera.
      const silenced = Date.now();
      silent.add(busyServer === machines.m1.id ? 'm1' : 'm2');
      silent.add(busyEdge === machines.e1.id ? 'e1' : 'e2');
      const after = await waitFor(
        async () => {
          const now = await placed();
          return (
            now.every(
              (c) => c.state === 'active' && c.streamserver_id !== busyServer && c.streamserver_id !== null && c.edge_id !== busyEdge && c.edge_id !== null,
            ) && now
          );
        },
        20_000,
        'cameras moved off the silent machines',
      );
      // Three intervals of silence, then the next check (each second): a few seconds, not a minute.
      expect(Date.now() - silenced).toBeLessThan(10_000);
      expect(new Set(after.map((c) => c.streamserver_id)).size).toBe(1);
      expect((await s.request<AnyBody>('GET', `/api/v1/streamservers/${busyServer}`, { token: su })).body.status).toBe('offline');
    });
  });
});
