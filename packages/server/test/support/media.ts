import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MediaApiAgent } from '@argus/media/src/api/agent';
import { SegmentReporter } from '@argus/media/src/api/reporter';
import { DemoCamera } from '@argus/media/src/demo/camera';
import { createMediaServer, stopMediaServer } from '@argus/media/src/http/server';
import { MediaService } from '@argus/media/src/service';
import { pushUrl } from '@argus/media/src/streams';
import type { TestServer } from './harness';

/** Polls `check` until it answers something truthy, or fails naming what it waited for. */
export async function waitFor<T>(check: () => Promise<T | null | undefined | false>, ms: number, what: string, everyMs = 250): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface MediaWithApi {
  service: MediaService;
  reporter: SegmentReporter;
  agent: MediaApiAgent;
  server: Server;
  url: string;
  dataDir: string;
  /** The port of the media's own RTMP ingest (cameras push to rtmp://127.0.0.1:<port>/live/<name>). */
  rtmpPort: number;
  stop: () => Promise<void>;
}

/**
 * A real media service (this process's code, real ffmpeg) invited as a stream server of the given
 * capacity group by the superuser `su`; not started: call `agent.start()` once the cameras exist.
 */
export async function mediaWithApi(
  s: TestServer,
  su: string,
  o: { name: string; capacitygroupToken: string; dataDir?: string; minFreeBytes?: number; retentionIntervalMs?: number },
): Promise<MediaWithApi> {
  const dataDir = o.dataDir ?? mkdtempSync(join(tmpdir(), 'argus-media-api-'));
  const reporter = new SegmentReporter({ lingerMs: 100 });
  const service = new MediaService({
    dataDir,
    sinks: [reporter],
    backoff: { initialMs: 300, maxMs: 1500, factor: 2, jitter: 0 },
    stallMs: 8000,
    ...(o.minFreeBytes !== undefined ? { minFreeBytes: o.minFreeBytes } : {}),
    ...(o.retentionIntervalMs !== undefined ? { retentionIntervalMs: o.retentionIntervalMs } : {}),
    log: () => undefined,
  });
  service.start();
  const rtmpPort = await freePort();
  // The agent needs the invitation, the invitation the media's URL: the hook reaches the agent once it exists.
  const hook: { agent?: MediaApiAgent } = {};
  const server = createMediaServer(service, { authorize: (req, access) => (hook.agent ? hook.agent.authorize(req, access) : false) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const invited = await s.request('POST', '/api/v1/streamservers', {
    token: su,
    json: { name: o.name, public_url: url, internal_url: url, capacitygroup_token: o.capacitygroupToken, capacity: 0 },
  });
  if (invited.status !== 200) throw new Error(`stream server not created: ${invited.status} ${JSON.stringify(invited.body)}`);
  const created = new MediaApiAgent({
    config: {
      apiUrl: s.url,
      invitation: String(invited.body.invitation),
      invitationFile: null,
      pollMs: 400,
      ingestPorts: [rtmpPort],
      hostname: o.name,
      version: '0.1.0',
    },
    service,
    dataDir,
    reporter,
    log: () => undefined,
  });
  hook.agent = created;
  const stop = async () => {
    await created.stop();
    await service.stop();
    await stopMediaServer(server);
    if (!o.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { service, reporter, agent: created, server, url, dataDir, rtmpPort, stop };
}

/** A generated camera (small, 25 fps, 1 s GOP) pushing RTMP into the media's ingest as `live/<name>`. */
export function pushingCamera(rtmpPort: number, name = 'cam'): DemoCamera {
  return new DemoCamera({ output: pushUrl(rtmpPort, name), width: 320, height: 240, fps: 25, bitrate: '300k' });
}
