import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { capacitygroup, customer, license, onlineStreamserver, rtsp, type AnyBody } from './support/video';

const RUN = '20260601T090000000Z';
const T0 = Date.parse('2026-06-01T09:00:00Z');

/** A segment as the media reports it: seq n of the run, 2 s long, starting `offset` s after T0. */
const seg = (camera: number, n: number, offset = n * 2, run = RUN) => ({
  stream_id: String(camera),
  start: new Date(T0 + offset * 1000).toISOString(),
  duration: 2,
  bytes: 1000 + n,
  path: `streams/${camera}/${run}/seg_${String(n).padStart(6, '0')}.m4s`,
  init: `streams/${camera}/${run}/init.mp4`,
  run,
  seq: n,
  disc: 0,
});

describe.each(ENGINES)('segments on %s', (engine) => {
  let s: TestServer;
  let admin: string;
  let operatorIn: string;
  let operatorOut: string;
  let otherAdmin: string;
  let server: { id: number; credential: string };
  let cam = 0;
  let foreignCam = 0;

  beforeAll(async () => {
    s = await startServer(engine);
    const su = await s.token(ADMIN.username, ADMIN.password);
    const a = await customer(s, su, 'Seg A');
    const b = await customer(s, su, 'Seg B');
    admin = a.token;
    otherAdmin = b.token;
    await license(s, su, a, { cameras: 4 });
    await license(s, su, b, { cameras: 4 });
    const cgA = await capacitygroup(s, su, 'Seg group A', 4, [a.id]);
    const cgB = await capacitygroup(s, su, 'Seg group B', 4, [b.id]);
    server = await onlineStreamserver(s, su, cgA.token, 'Seg media');
    const g1 = await s.request('POST', '/api/v1/groups', { token: admin, json: { name: 'Gate team' } });
    const g2 = await s.request('POST', '/api/v1/groups', { token: admin, json: { name: 'Yard team' } });
    for (const [email, group] of [
      ['in@sega.test', g1.body.id],
      ['out@sega.test', g2.body.id],
    ] as const) {
      const u = await s.request('POST', '/api/v1/users', { token: admin, json: { email, password: 'operator-password', role_id: 3, group_ids: [group] } });
      expect(u.status).toBe(200);
    }
    operatorIn = await s.token('in@sega.test', 'operator-password');
    operatorOut = await s.token('out@sega.test', 'operator-password');
    const c = await s.request('POST', '/api/v1/cameras', { token: admin, json: { name: 'Gate', group_id: g1.body.id, ...rtsp() } });
    expect(c.status).toBe(200);
    cam = Number(c.body.id);
    const f = await s.request('POST', '/api/v1/cameras', { token: otherAdmin, json: { name: 'Elsewhere', capacitygroup_token: cgB.token, ...rtsp() } });
    foreignCam = Number(f.body.id);
  });
  afterAll(async () => s?.close());

  const report = (json: unknown) => s.request('POST', `/api/v1/streamservers/${server.id}/segments`, { token: server.credential, json });
  const q = `ts_from=${new Date(T0 - 60_000).toISOString()}&ts_to=${new Date(T0 + 3_600_000).toISOString()}`;

  it('takes segments idempotently, ignores cameras of other capacity groups, and lists them in order with a cursor', async () => {
    // seq 0..9 back to back, then a 30 s hole, then 10..14; one reported twice; one of another group.
    const added = [...Array.from({ length: 10 }, (_, n) => seg(cam, n)), ...Array.from({ length: 5 }, (_, i) => seg(cam, 10 + i, 50 + i * 2))];
    const first = await report({ added: [...added, seg(foreignCam, 1)] });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ added: 15, removed: 0, ignored: 1 });
    expect((await report({ added: added.slice(0, 3) })).status).toBe(200);

    const all: AnyBody[] = [];
    let cursor: string | null = null;
    do {
      const page: AnyBody = await s.request('GET', `/api/v1/segments?stream_id=${cam}&${q}&limit=6${cursor ? `&cursor=${cursor}` : ''}`, { token: admin });
      expect(page.status).toBe(200);
      all.push(...page.body.segments);
      cursor = page.body.pagination.cursor;
    } while (cursor);
    expect(all.map((x) => x.seq)).toEqual(Array.from({ length: 15 }, (_, n) => n));
    expect(all[0]).toMatchObject({
      stream_id: cam,
      streamserver_id: server.id,
      duration: 2,
      run: RUN,
      url: `http://media.test/segments/${cam}/${RUN}/seg_000000.m4s`,
    });
    expect(all[0].end).toBe(new Date(T0 + 2000).toISOString());
  });

  it('merges the index into continuous ranges, clipped to the query, and applies deletions', async () => {
    const index = await s.request('GET', `/api/v1/segments/index?stream_id=${cam}&${q}`, { token: admin });
    expect(index.status).toBe(200);
    expect(index.body.ranges).toEqual([
      { start: new Date(T0).toISOString(), end: new Date(T0 + 20_000).toISOString() },
      { start: new Date(T0 + 50_000).toISOString(), end: new Date(T0 + 60_000).toISOString() },
    ]);
    expect(index.body.recorded_seconds).toBe(30);
    expect(index.body.last_end).toBe(new Date(T0 + 60_000).toISOString());
    const clipped = await s.request(
      'GET',
      `/api/v1/segments/index?stream_id=${cam}&ts_from=${new Date(T0 + 5000).toISOString()}&ts_to=${new Date(T0 + 55_000).toISOString()}`,
      { token: admin },
    );
    expect(clipped.body.ranges).toEqual([
      { start: new Date(T0 + 5000).toISOString(), end: new Date(T0 + 20_000).toISOString() },
      { start: new Date(T0 + 50_000).toISOString(), end: new Date(T0 + 55_000).toISOString() },
    ]);

    // Retention removed seq 4 on the stream server: the range splits there.
    const removed = await report({ removed: [seg(cam, 4)] });
    expect(removed.body).toMatchObject({ removed: 1 });
    const after = await s.request('GET', `/api/v1/segments/index?stream_id=${cam}&${q}`, { token: admin });
    expect((after.body.ranges as unknown[]).length).toBe(3);
    expect(after.body.recorded_seconds).toBe(28);
  });

  it('answers by group scope and organisation: 404 for cameras the caller cannot see, 422 for a bad range', async () => {
    expect((await s.request('GET', `/api/v1/segments?stream_id=${cam}&${q}`, { token: operatorIn })).status).toBe(200);
    expect((await s.request('GET', `/api/v1/segments/index?stream_id=${cam}&${q}`, { token: operatorIn })).status).toBe(200);
    for (const token of [operatorOut, otherAdmin]) {
      for (const path of [`/api/v1/segments?stream_id=${cam}`, `/api/v1/segments/index?stream_id=${cam}`]) {
        const r = await s.request('GET', path, { token });
        expect(r.status).toBe(404);
        expect(r.body.type).toBe('not_found');
      }
      const pb = await s.request('POST', `/api/v1/cameras/${cam}/playback`, { token, json: {} });
      expect(pb.status).toBe(404);
    }
    const backwards = await s.request(
      'GET',
      `/api/v1/segments/index?stream_id=${cam}&ts_from=${new Date(T0).toISOString()}&ts_to=${new Date(T0 - 1000).toISOString()}`,
      { token: admin },
    );
    expect(backwards.status).toBe(422);
    const tooLong = await s.request(
      'GET',
      `/api/v1/segments/index?stream_id=${cam}&ts_from=${new Date(T0 - 40 * 86_400_000).toISOString()}&ts_to=${new Date(T0).toISOString()}`,
      { token: admin },
    );
    expect(tooLong.status).toBe(422);
    // Another organisation's machine cannot report into this server.
    expect((await s.request('POST', `/api/v1/streamservers/${server.id}/segments`, { token: admin, json: {} })).status).toBe(401);
  });

  it('gives playback URLs of the camera’s stream server with a ticket, and the stream server its ticket secret', async () => {
    const pb = await s.request('POST', `/api/v1/cameras/${cam}/playback`, {
      token: operatorIn,
      json: { ts_from: new Date(T0).toISOString(), ts_to: new Date(T0 + 60_000).toISOString() },
    });
    expect(pb.status).toBe(200);
    expect(pb.body).toMatchObject({ camera_id: cam, streamserver_id: server.id, stream_id: String(cam), ttl: 300_000 });
    expect(pb.body.live_ws).toMatch(new RegExp(`^ws://media\\.test/live/${cam}\\?ticket=v1\\.`));
    expect(pb.body.archive_hls).toContain(`&from=${encodeURIComponent(new Date(T0).toISOString())}`);
    expect(pb.body.snapshot).toMatch(new RegExp(`^http://media\\.test/snapshot/${cam}\\.jpg\\?ticket=`));
    const tickets = await s.request('GET', `/api/v1/streamservers/${server.id}/tickets`, { token: server.credential });
    expect(tickets.status).toBe(200);
    expect(tickets.body.ticket_secret).toEqual(expect.any(String));
  });
});
