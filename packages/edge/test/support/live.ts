import { spawn, type ChildProcess } from 'node:child_process';
import { pushUrl } from '@argus/media/src/streams';
import { mediaWithApi, pushingCamera, type MediaWithApi } from '../../../server/test/support/media';
import { loadEdgeConfig } from '../../src/config';
import { startEdge, type Edge } from '../../src/edge';
import { assign, edgeDir, waitFor, world, type World } from './world';

/** Something that pushes a camera's video into the media's RTMP ingest. */
export interface Pusher {
  start(): void;
  stop(): Promise<unknown>;
}

/**
 * A clip looped in real time into the ingest, re-encoded with a keyframe a second (2 s HLS
 * segments); pushed again while the ingest does not listen yet (or after it restarted).
 */
export function clipPusher(file: string, rtmpPort: number): Pusher {
  let child: ChildProcess | null = null;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    const args = [
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      '-stream_loop',
      '-1',
      '-i',
      file,
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-tune',
      'zerolatency',
      '-g',
      '10',
      '-f',
      'flv',
      pushUrl(rtmpPort, 'cam'),
    ];
    const c = spawn('ffmpeg', args, { stdio: 'ignore' });
    child = c;
    c.on('close', () => void setTimeout(run, 500));
  };
  return {
    start: run,
    stop: () =>
      new Promise<void>((resolve) => {
        stopped = true;
        if (!child || child.exitCode !== null) return resolve();
        child.on('close', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface LiveWorld {
  w: World;
  m: MediaWithApi;
  edge: Edge;
  camera: number;
  /** The edge's log lines. */
  logs: string[];
  stop(): Promise<void>;
}

/**
 * An API whose playback tickets live `ttlMs`, a real media service (real ffmpeg) recording a camera
 * that `push` feeds into its RTMP ingest, and an edge reading that camera's live HLS through tickets
 * with the given modules, as in production (no stand-in source).
 */
export async function liveWorld(o: {
  ttlMs: number;
  fps: number;
  width: number;
  modules: string[];
  analytics: Record<string, unknown>;
  push?: (rtmpPort: number) => Pusher;
}): Promise<LiveWorld> {
  const w = await world(0, { ARGUS_TICKET_TTL: String(o.ttlMs) });
  // Tickets are signed with the API's clock and checked against the media's: both real time here.
  const timer = setInterval(() => (w.s.clock.ms = Date.now()), 100);
  const m = await mediaWithApi(w.s, w.su, { name: 'edge-media', capacitygroupToken: w.capacitygroup });
  const created = await w.s.request('POST', '/api/v1/cameras', {
    token: w.org.token,
    json: { name: 'Pushed', source: { body: { protocol: 'rtmp', host: '127.0.0.1', port: m.rtmpPort, path: '/live/cam', transport: 'tcp' } } },
  });
  if (created.status !== 200) throw new Error(`camera not created: ${created.status}`);
  const camera = Number(created.body.id);
  await m.agent.start();
  const serverId = await waitFor('the media registered', () => m.agent.registration?.id, 20_000);
  await w.s.ctx.db
    .updateTable('cameras')
    .set({ video_modules: JSON.stringify(o.modules), video_analytics: JSON.stringify({ version: 1, modules: o.analytics }) })
    .where('id', '=', camera)
    .execute();
  const logs: string[] = [];
  const config = loadEdgeConfig({
    ARGUS_API_URL: w.s.url,
    ARGUS_EDGE_INVITATION: w.edge.invitation,
    ARGUS_EDGE_DATA_DIR: edgeDir(),
    ARGUS_EDGE_POLL_MS: '200',
    ARGUS_EDGE_FPS: String(o.fps),
    ARGUS_EDGE_FRAME_WIDTH: String(o.width),
    // The fr pipeline under test (the opt-in live fr test runs either).
    ...(process.env.ARGUS_EDGE_FR_FAST ? { ARGUS_EDGE_FR_FAST: process.env.ARGUS_EDGE_FR_FAST } : {}),
  });
  const edge = await startEdge(config, { log: (line) => logs.push(line) });
  // What the scheduler does when licences allow (here there are none): the camera on both machines,
  // once both came online (their first heartbeats reschedule; the edge's is over once it started).
  await waitFor(
    'the media online',
    async () => {
      const row = await w.s.ctx.db.selectFrom('streamservers').select('last_seen_at').where('id', '=', serverId).executeTakeFirst();
      return row?.last_seen_at && m.agent.lastSync > 0;
    },
    20_000,
  );
  await w.s.ctx.db.updateTable('cameras').set({ streamserver_id: serverId }).where('id', '=', camera).execute();
  await assign(w.s, w.edge.id, [camera]);
  const pusher = (o.push ?? ((port) => pushingCamera(port)))(m.rtmpPort);
  pusher.start();
  await waitFor('the live playlist', () => m.service.index.all(String(camera)).length >= 2, 30_000);
  return {
    w,
    m,
    edge,
    camera,
    logs,
    async stop() {
      await edge.stop();
      await pusher.stop();
      await m.stop();
      clearInterval(timer);
      await w.s.close();
    },
  };
}
