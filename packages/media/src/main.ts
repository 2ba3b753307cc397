import { loadMediaConfig } from './config';
import { DemoCamera } from './demo/camera';
import { locateFfmpeg } from './ffmpeg';
import { createMediaServer, stopMediaServer } from './http/server';
import { MediaService } from './service';
import { pushUrl } from './streams';

/** Runs the media service standalone: cameras from ARGUS_MEDIA_CAMERAS (or the demo camera). */
async function main(): Promise<void> {
  const config = loadMediaConfig();
  const bins = locateFfmpeg();
  const service = new MediaService({ dataDir: config.dataDir, archiveDepthDays: config.archiveDepthDays, minFreeBytes: config.minFreeBytes });
  service.on('state', (s) => console.warn(`[media] ${s.stream_id}: ${s.status}${s.reason ? ` (${s.reason})` : ''}`));
  service.start();
  for (const stream of config.streams) await service.upsert(stream);
  const server = createMediaServer(service);
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  console.warn(`[media] listening on http://${config.host}:${config.port}, data in ${config.dataDir}, ffmpeg ${bins.ffmpeg} (${bins.source})`);
  let demo: DemoCamera | null = null;
  const demoStream = config.streams.find((s) => s.id === 'demo' && s.source.protocol === 'rtmp_push');
  if (config.demo && demoStream?.source.port) {
    demo = new DemoCamera({ output: pushUrl(demoStream.source.port, 'demo'), width: config.demoWidth, height: config.demoHeight });
    demo.start();
    console.warn(
      demo.photos.length
        ? `[media] demo camera with ${demo.photos.length} face photos from @vladmandic/face-api`
        : '[media] demo camera: generated scene only (@vladmandic/face-api is not installed)',
    );
  }
  const shutdown = async () => {
    await demo?.stop();
    await service.stop();
    await stopMediaServer(server);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
