import { redactConsole, requireFfmpeg } from '@argus/machine-client';
import { loadEdgeConfig } from './config';
import { startEdge } from './edge';
import { log } from './log';
import { edgeMetrics } from './ops/metrics';
import { createEdgeServer } from './ops/server';

// Camera URLs carry passwords: every line, JSON log or console, loses the user info of its URLs.
redactConsole();

/** The edge process (npm start -w @argus/edge): configuration from the environment, see config.ts. */
async function main(): Promise<void> {
  const config = loadEdgeConfig(process.env);
  // A missing or too old ffmpeg stops the start with an error that names what was found.
  const ffmpeg = requireFfmpeg();
  const edge = await startEdge(config);
  const server = config.port === null ? null : createEdgeServer(edge, edgeMetrics(edge));
  if (server && config.port !== null) {
    const port = config.port;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, config.host, resolve);
    });
  }
  log.info(
    {
      data_dir: config.dataDir,
      fps: config.fps,
      frame_width: config.frameWidth,
      ffmpeg: ffmpeg.ffmpeg,
      ffmpeg_version: ffmpeg.version,
      health: server ? `http://${config.host}:${config.port}/healthz` : null,
    },
    'running',
  );
  const shutdown = () => {
    server?.close();
    void edge.stop().then(() => process.exit(0));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((err: unknown) => {
  log.fatal({ err }, (err as Error).message);
  process.exit(1);
});
