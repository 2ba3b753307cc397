// `npm start`: build the console, then run the platform on the embedded database (./data): the API
// (which on first start creates the demo organisation, its camera and the local stream-server
// record, and writes that record's invitation into the data dir), then the media process, which
// registers with that invitation and records the demo scene its generator pushes into its own
// RTMP ingest, then the edge process, which registers with its own invitation (also written by the
// API on first start) and runs the demo camera's analytics (tp, fr) on the media's live stream.
// Only the API opens the database. Each process is supervised (scripts/supervise.mjs): one that
// exits is restarted with backoff and a log line; the platform stops only on Ctrl-C or SIGTERM.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Supervisor } from './supervise.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The environment of both processes, from ours with the demo's defaults. */
export function platformEnv(env = process.env) {
  const dataDir = resolve(root, env.ARGUS_DATA_DIR || './data');
  const apiPort = env.PORT || '8080';
  const mediaPort = env.ARGUS_MEDIA_PORT || '8090';
  const rtmpPort = env.ARGUS_MEDIA_DEMO_RTMP_PORT || '19350';
  const edgePort = env.ARGUS_EDGE_PORT || '8091';
  // The demo serves GET /metrics on each process (to this machine only, see README: Metrics).
  const shared = {
    ...env,
    ARGUS_DATA_DIR: dataDir,
    ARGUS_MEDIA_PORT: mediaPort,
    ARGUS_MEDIA_DEMO_RTMP_PORT: rtmpPort,
    ARGUS_ENABLE_METRICS: env.ARGUS_ENABLE_METRICS ?? 'true',
  };
  const api = {
    ...shared,
    PORT: apiPort,
    // Warnings and errors only: at info every heartbeat and segment report of the machines is logged.
    LOG_LEVEL: env.LOG_LEVEL || 'warn',
    ARGUS_DEMO: env.ARGUS_DEMO ?? 'true',
    ARGUS_DEMO_MEDIA_URL: env.ARGUS_DEMO_MEDIA_URL || `http://localhost:${mediaPort}`,
    ARGUS_DEMO_MEDIA_INTERNAL_URL: env.ARGUS_DEMO_MEDIA_INTERNAL_URL || `http://127.0.0.1:${mediaPort}`,
  };
  const media = {
    ...shared,
    ARGUS_API_URL: env.ARGUS_API_URL || `http://127.0.0.1:${apiPort}`,
    ARGUS_MEDIA_DATA_DIR: env.ARGUS_MEDIA_DATA_DIR || resolve(dataDir, 'media'),
    ARGUS_MEDIA_INVITATION_FILE: env.ARGUS_MEDIA_INVITATION_FILE || resolve(dataDir, 'media', 'invitation'),
    ARGUS_MEDIA_DEMO: env.ARGUS_MEDIA_DEMO ?? '1',
    ARGUS_MEDIA_INGEST_PORTS: env.ARGUS_MEDIA_INGEST_PORTS || rtmpPort,
  };
  const edge = {
    ...shared,
    ARGUS_API_URL: env.ARGUS_API_URL || `http://127.0.0.1:${apiPort}`,
    ARGUS_EDGE_DATA_DIR: env.ARGUS_EDGE_DATA_DIR || resolve(dataDir, 'edge'),
    ARGUS_EDGE_INVITATION_FILE: env.ARGUS_EDGE_INVITATION_FILE || resolve(dataDir, 'edge', 'invitation'),
    // The demo scene's faces are about 80 px high at this width: enough to recognise the enrolled people.
    ARGUS_EDGE_FRAME_WIDTH: env.ARGUS_EDGE_FRAME_WIDTH || '960',
    ARGUS_EDGE_PORT: edgePort,
  };
  return {
    api,
    media,
    edge,
    urls: {
      console: `http://localhost:${apiPort}`,
      api: `http://127.0.0.1:${apiPort}`,
      media: `http://localhost:${mediaPort}`,
      rtmp: `rtmp://127.0.0.1:${rtmpPort}/live/demo`,
      edge: `http://127.0.0.1:${edgePort}`,
    },
  };
}

/** Until `url` answers OK or `ms` pass (false), or the platform is stopping (false). */
async function waitFor(url, ms, supervisor) {
  const until = Date.now() + ms;
  while (Date.now() < until && !supervisor.stopping) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

async function main() {
  if (process.env.ARGUS_SKIP_BUILD !== 'true') {
    const build = spawnSync('npm', ['run', 'build', '-w', '@argus/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('The console did not build; see above.');
      process.exit(build.status ?? 1);
    }
  }
  const { api, media, edge, urls } = platformEnv();
  const supervisor = new Supervisor();
  const run = (name, file, env) => supervisor.run(name, process.execPath, ['--import', 'tsx', file], { cwd: root, env });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (supervisor.stopping) return;
      void supervisor.stop(signal).then(() => process.exit(0));
    });
  }

  // In order: the media registers with the API, the edge reads its frames from the media. A process
  // that is slow to come up (or restarting) delays the next one; it does not stop the platform.
  run('API', 'packages/server/src/main.ts', api);
  while (!(await waitFor(`${urls.api}/healthz`, 120_000, supervisor))) {
    if (supervisor.stopping) return;
    console.error(`The API does not answer at ${urls.api}/healthz yet; still waiting.`);
  }
  run('media service', 'packages/media/src/main.ts', media);
  if (!(await waitFor(`${urls.media.replace('localhost', '127.0.0.1')}/health`, 60_000, supervisor))) {
    if (supervisor.stopping) return;
    console.error(`The media service does not answer at ${urls.media}/health yet; starting the edge anyway.`);
  }
  run('edge', 'packages/edge/src/main.ts', edge);
  console.log(
    [
      'Argus is running:',
      `  console and API   ${urls.console}  (sign in with the accounts printed above on first start)`,
      `  media service     ${urls.media}  (live, archive, snapshots; tickets from POST /api/v1/cameras/{id}/playback)`,
      `  demo camera       pushed by the demo generator into ${urls.rtmp}`,
      `                    cover its lens: touch ${resolve(media.ARGUS_MEDIA_DATA_DIR, 'demo-covered')} (remove the file to uncover)`,
      `  edge              analytics of the demo camera (tampering, faces, people crossing a line); data in ${edge.ARGUS_EDGE_DATA_DIR}; health at ${urls.edge}/healthz`,
      `  metrics           ${urls.api}/metrics, ${urls.media.replace('localhost', '127.0.0.1')}/metrics, ${urls.edge}/metrics (Prometheus; Grafana: deploy/grafana/argus.json)`,
      'A process that stops is restarted; Ctrl-C stops them all.',
    ].join('\n'),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
