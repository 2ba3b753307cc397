import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess } from './process';

export { freePort } from './process';

export interface RunningMedia {
  url: string;
  /** The demo scene's RTMP ingest port on 127.0.0.1 (a camera source `rtmp://127.0.0.1:<port>/live/demo`). */
  rtmpPort: number;
  stop: () => Promise<void>;
  output: () => string;
}

/**
 * The media service as its own process (packages/media/src/main.ts), registered with the API through
 * `invitation`, with its generated demo scene pushed by ffmpeg into its RTMP ingest. `port` must be the
 * one named in the stream server's public URL.
 */
export async function startMedia(opts: {
  apiUrl: string;
  invitation: string;
  port: number;
  rtmpPort: number;
  width?: number;
  height?: number;
}): Promise<RunningMedia> {
  const dataDir = mkdtempSync(join(tmpdir(), 'argus-e2e-media-'));
  const media = await startProcess({
    name: 'media',
    main: 'packages/media/src/main.ts',
    env: {
      ARGUS_API_URL: opts.apiUrl,
      ARGUS_MEDIA_INVITATION: opts.invitation,
      ARGUS_MEDIA_PORT: String(opts.port),
      ARGUS_MEDIA_HOST: '127.0.0.1',
      ARGUS_MEDIA_DATA_DIR: dataDir,
      ARGUS_MEDIA_DEMO: '1',
      ARGUS_MEDIA_DEMO_RTMP_PORT: String(opts.rtmpPort),
      ARGUS_MEDIA_DEMO_WIDTH: String(opts.width ?? 640),
      ARGUS_MEDIA_DEMO_HEIGHT: String(opts.height ?? 360),
      ARGUS_MEDIA_POLL_MS: '500',
      ARGUS_MEDIA_MIN_FREE_MB: '10',
    },
    ready: '"msg":"listening"',
    folders: [dataDir],
    graceMs: 8000,
  });
  return { url: `http://127.0.0.1:${opts.port}`, rtmpPort: opts.rtmpPort, stop: media.stop, output: media.output };
}
