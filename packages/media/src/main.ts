import { redactConsole } from '@argus/machine-client';
import { join } from 'node:path';
import { policyFromEnv } from '@argus/outbound';
import { MediaApiAgent } from './api/agent';
import { loadApiConfig } from './api/config';
import { SegmentReporter } from './api/reporter';
import { ClipWorker } from './clips/worker';
import { loadMediaConfig } from './config';
import { DemoCamera } from './demo/camera';
import { requireFfmpeg } from './ffmpeg';
import { mediaMetrics } from './http/metrics';
import { createMediaServer, stopMediaServer } from './http/server';
import { log } from './log';
import { MediaService } from './service';
import { pushUrl } from './streams';

// Camera URLs carry passwords: every line, JSON log or console, loses the user info of its URLs.
redactConsole();

/**
 * Runs the media service: registered with the API when ARGUS_API_URL is set (cameras, tickets and
 * segment reports from and to the API: src/api/), else standalone with cameras from
 * ARGUS_MEDIA_CAMERAS (or the demo camera).
 */
async function main(): Promise<void> {
  const config = loadMediaConfig();
  // A missing or too old ffmpeg stops the start with an error that names what was found.
  const bins = requireFfmpeg();
  const demoStream = config.streams.find((s) => s.id === 'demo' && s.source.protocol === 'rtmp_push');
  const apiConfig = loadApiConfig(process.env, demoStream?.source.port ?? 19350);
  const reporter = apiConfig ? new SegmentReporter({ log: (m) => log.warn(m) }) : null;
  const service = new MediaService({
    dataDir: config.dataDir,
    archiveDepthDays: config.archiveDepthDays,
    minFreeBytes: config.minFreeBytes,
    ...(reporter ? { sinks: [reporter] } : {}),
    // Pulled camera sources go through the outbound guard (ARGUS_OUTBOUND_ALLOW_CIDRS).
    outbound: policyFromEnv(process.env, { ingestPorts: apiConfig?.ingestPorts ?? [] }),
  });
  service.on('state', (s) => log.info({ stream_id: s.stream_id, status: s.status, reason: s.reason }, 'stream state'));
  service.start();
  const agent = apiConfig && reporter ? new MediaApiAgent({ config: apiConfig, service, dataDir: config.dataDir, reporter }) : null;
  if (!agent) for (const stream of config.streams) await service.upsert(stream);
  // Clip tasks come from the API: only a registered service cuts clips.
  const clips = agent && apiConfig ? new ClipWorker({ apiUrl: apiConfig.apiUrl, registration: () => agent.registration, service }) : null;
  clips?.start();
  const server = createMediaServer(service, { ...(agent ? { authorize: agent.authorize } : {}), metrics: mediaMetrics(service) });
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  log.info(
    { url: `http://${config.host}:${config.port}`, data_dir: config.dataDir, ffmpeg: bins.ffmpeg, ffmpeg_source: bins.source, ffmpeg_version: bins.version },
    'listening',
  );
  let demo: DemoCamera | null = null;
  if (config.demo && demoStream?.source.port) {
    demo = new DemoCamera({ output: pushUrl(demoStream.source.port, 'demo'), width: config.demoWidth, height: config.demoHeight });
    demo.start();
    // The lens of the demo camera is covered while this file exists (tampering events on the edge).
    demo.followCoverFile(join(config.dataDir, 'demo-covered'));
    log.info(
      demo.photos.length
        ? `demo camera with ${demo.photos.length} face photos from @vladmandic/face-api`
        : 'demo camera: generated scene only (@vladmandic/face-api is not installed)',
    );
  }
  // Registered: the API's cameras replace ARGUS_MEDIA_CAMERAS; the demo scene is pushed into the ingest port all the same.
  agent?.start().catch((err: unknown) => {
    log.fatal({ err }, 'registration with the API failed');
    process.exit(1);
  });
  const shutdown = async () => {
    clips?.stop();
    await agent?.stop();
    await demo?.stop();
    await service.stop();
    await stopMediaServer(server);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((err: unknown) => {
  log.fatal({ err }, (err as Error).message);
  // pino writes synchronously to stdout: the line is out before the exit.
  process.exit(1);
});
