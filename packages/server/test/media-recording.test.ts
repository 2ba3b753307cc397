import type { DemoCamera } from '@argus/media/src/demo/camera';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTicket } from '../src/modules/onvif/ticket';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { mediaWithApi, pushingCamera, waitFor, type MediaWithApi } from './support/media';
import { capacitygroup, customer, license, type AnyBody } from './support/video';

/**
 * The media service registered with a real API: invitation → credential → cameras → ffmpeg
 * recording of an RTMP push into its own ingest → segments reported to the API → archive index and
 * playback through tickets the media checks. Real ffmpeg, both processes' code in this one.
 */
describe.each(ENGINES)('media service with the API on %s', (engine) => {
  /** The API's clock follows real time here (ffmpeg stamps segments with it, the media checks tickets with it). */
  const sync = () => {
    s.clock.ms = Date.now();
  };
  let s: TestServer;
  let m: MediaWithApi;
  let service: MediaWithApi['service'];
  let reporter: MediaWithApi['reporter'];
  let agent: MediaWithApi['agent'];
  let source: DemoCamera;
  let admin: string;
  let cameraId = 0;
  let otherId = 0;
  let ticketSecret = '';
  let group = '';
  let mediaUrl = '';

  beforeAll(async () => {
    s = await startServer(engine, { env: {} });
    sync();
    const timer = setInterval(sync, 100);
    timer.unref();
    const su = await s.token(ADMIN.username, ADMIN.password);
    const org = await customer(s, su, 'Media Org');
    admin = org.token;
    await license(s, su, org, { cameras: 4 });
    const cg = await capacitygroup(s, su, 'Media group', 4, [org.id]);
    group = cg.token;
    ticketSecret = cg.ticket_secret;

    m = await mediaWithApi(s, su, { name: 'media-test', capacitygroupToken: group });
    ({ service, reporter, agent, url: mediaUrl } = m);
    const rtmpPort = m.rtmpPort;

    const cam = await s.request('POST', '/api/v1/cameras', {
      token: admin,
      json: { name: 'Pushed', source: { body: { protocol: 'rtmp', host: '127.0.0.1', port: rtmpPort, path: '/live/cam', transport: 'tcp' } } },
    });
    expect(cam.status).toBe(200);
    cameraId = Number(cam.body.id);
    const other = await s.request('POST', '/api/v1/cameras', {
      token: admin,
      json: { name: 'Other', source: { body: { protocol: 'rtsp', host: '127.0.0.1', port: 9, path: '/none', transport: 'tcp' } } },
    });
    otherId = Number(other.body.id);
    source = pushingCamera(rtmpPort);
    await agent.start();
    source.start();
  });

  afterAll(async () => {
    await source?.stop();
    await m?.stop();
    await s?.close();
  });

  it('registers, is assigned the cameras, and its recording shows up in /segments and a continuous /segments/index', async () => {
    expect(agent.registration?.capacitygroup_token).toBe(group);
    const camera = await waitFor(
      async () => {
        const r = await s.request('GET', `/api/v1/cameras/${cameraId}`, { token: admin });
        return r.body.state === 'active' && r.body.streamserver_id === agent.registration?.id && r.body;
      },
      15_000,
      'camera assigned',
    );
    expect(camera.streamserver_id).toBe(agent.registration?.id);
    await waitFor(
      async () => service.streams().some((x) => x.id === String(cameraId)) && service.streams().some((x) => x.id === String(otherId)),
      10_000,
      'streams started',
    );

    const segments = await waitFor(
      async () => {
        const r = await s.request<{ segments: AnyBody[] }>('GET', `/api/v1/segments?stream_id=${cameraId}&limit=100`, { token: admin });
        return r.body.segments.length >= 3 && r.body.segments;
      },
      45_000,
      '3 segments in the API',
    );
    for (let i = 1; i < segments.length; i++) {
      expect(segments[i].seq).toBe(segments[i - 1].seq + 1);
      expect(Math.abs(Date.parse(segments[i].start) - Date.parse(segments[i - 1].end))).toBeLessThan(600);
    }
    expect(segments[0].url).toMatch(new RegExp(`^${mediaUrl}/segments/${cameraId}/`));
    const index = await s.request('GET', `/api/v1/segments/index?stream_id=${cameraId}`, { token: admin });
    expect(index.status).toBe(200);
    expect((index.body.ranges as unknown[]).length).toBe(1);
    // One merged range covers every listed segment, from the first start to the last end, clipped to the
    // query window that ends now (more may have been recorded since the list was read).
    const lastEnd = Math.min(Date.parse(segments[segments.length - 1].end), Date.parse(String(index.body.ts_to)));
    const covered = (lastEnd - Date.parse(segments[0].start)) / 1000;
    expect(covered).toBeGreaterThan(0);
    expect(Number(index.body.recorded_seconds)).toBeGreaterThanOrEqual(covered - 0.01);

    // The heartbeat carried the stream states: the recorded camera is online on the server.
    const streams = await waitFor(
      async () => {
        const row = await s.ctx.db
          .selectFrom('streamservers')
          .select('streams')
          .where('id', '=', agent.registration?.id ?? 0)
          .executeTakeFirst();
        const list = (row?.streams ?? []) as { camera_id: number; status: string }[];
        return list.find((x) => x.camera_id === cameraId && x.status === 'online') && list;
      },
      10_000,
      'online in the heartbeat',
    );
    expect(streams.length).toBe(2);
  });

  it('plays through a ticket for that camera only; another camera’s ticket, an expired one or none is refused', async () => {
    const pb = await s.request('POST', `/api/v1/cameras/${cameraId}/playback`, { token: admin, json: {} });
    expect(pb.status).toBe(200);
    expect(pb.body.live_ws).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/live\/\d+\?ticket=v1\./);
    const hls = await fetch(String(pb.body.live_hls));
    expect(hls.status).toBe(200);
    const playlist = await hls.text();
    const firstFile = playlist.split('\n').find((l) => l.startsWith('/segments/')) ?? '';
    expect(firstFile).toContain('?ticket=');
    expect((await fetch(mediaUrl + firstFile)).status).toBe(200);
    const snap = await fetch(String(pb.body.snapshot));
    expect(snap.status).toBe(200);
    expect(
      Buffer.from(await snap.arrayBuffer())
        .subarray(0, 2)
        .toString('hex'),
    ).toBe('ffd8');

    const other = await s.request('POST', `/api/v1/cameras/${otherId}/playback`, { token: admin, json: {} });
    expect(other.status).toBe(200);
    const stolen = `${mediaUrl}/snapshot/${cameraId}.jpg?ticket=${encodeURIComponent(String(other.body.ticket))}`;
    expect((await fetch(stolen)).status).toBe(403);
    const expired = issueTicket({ cam: cameraId, org: 1, usr: 1, cg: group }, ticketSecret, new Date(Date.now() - 600_000), 300_000).ticket;
    expect((await fetch(`${mediaUrl}/live/${cameraId}.m3u8?ticket=${encodeURIComponent(expired)}`)).status).toBe(403);
    const forged = issueTicket({ cam: cameraId, org: 1, usr: 1, cg: group }, 'not-the-secret', new Date(), 300_000).ticket;
    expect((await fetch(`${mediaUrl}/live/${cameraId}.m3u8?ticket=${encodeURIComponent(forged)}`)).status).toBe(403);
    expect((await fetch(`${mediaUrl}/live/${cameraId}.m3u8`)).status).toBe(403);
  });

  it('applies deletions the media reports, and stops a camera switched off without a restart', async () => {
    const before = await s.request<{ segments: AnyBody[] }>('GET', `/api/v1/segments?stream_id=${cameraId}&limit=100`, { token: admin });
    const oldest = service.index.all(String(cameraId))[0];
    expect(oldest).toBeDefined();
    if (oldest) reporter.removed([oldest]);
    await waitFor(
      async () => {
        const r = await s.request<{ segments: AnyBody[] }>('GET', `/api/v1/segments?stream_id=${cameraId}&limit=100`, { token: admin });
        return !r.body.segments.some((x) => x.seq === oldest?.seq && x.run === oldest?.run) && r;
      },
      10_000,
      'removal applied',
    );
    expect(before.body.segments.some((x) => x.seq === oldest?.seq)).toBe(true);

    expect((await s.request('PUT', `/api/v1/cameras/${otherId}`, { token: admin, json: { state: 'inactive' } })).status).toBe(200);
    await waitFor(async () => !service.streams().some((x) => x.id === String(otherId)), 10_000, 'stream stopped');
  });
});
