import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

export interface RunningMedia {
  url: string;
  /** The demo scene's RTMP ingest port on 127.0.0.1 (a camera source `rtmp://127.0.0.1:<port>/live/demo`). */
  rtmpPort: number;
  stop: () => Promise<void>;
  output: () => string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The media service as its own process (packages/media/src/main.ts), registered with the API through
 * `invitation`, with its generated demo scene pushed by ffmpeg into its RTMP ingest. `port` must be the
 * one named in the stream server's public URL.
 */
export async function startMedia(opts: { apiUrl: string; invitation: string; port: number; rtmpPort: number; width?: number; height?: number }): Promise<RunningMedia> {
  const dataDir = mkdtempSync(join(tmpdir(), 'argus-e2e-media-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'packages/media/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`media did not start in 60 s:\n${out}`)), 60_000);
    const check = () => {
      if (out.includes('[media] listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`media exited with ${code}:\n${out}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 8000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${opts.port}`, rtmpPort: opts.rtmpPort, stop, output: () => out };
}
