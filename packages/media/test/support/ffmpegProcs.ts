import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { demoSceneArgs, type DemoSceneOptions } from '../../src/demo/generator';
import { locateFfmpeg } from '../../src/ffmpeg';

/** A small generated source (the demo scene at a test size), publishing to `output`. */
export function startSource(output: string, extra: Partial<DemoSceneOptions> = {}): ChildProcess {
  const args = demoSceneArgs({ width: 320, height: 240, fps: 25, bitrate: '400k', output, ...extra });
  const child = spawn(locateFfmpeg().ffmpeg, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', () => undefined);
  return child;
}

export function stopProcess(child: ChildProcess | null | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('close', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Running ffmpeg processes whose command line contains `needle`. */
export function ffmpegProcessesWith(needle: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (/ffmpeg$/.test(cmd[0] ?? '') && cmd.some((a) => a.includes(needle))) pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

/** Polls `check` until it returns a value, or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => T | undefined | null | false, timeoutMs = 30_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = check();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** ffprobe's JSON for a file or URL. */
export function ffprobe(target: string, args: string[] = ['-show_format', '-show_streams']): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const child = spawn(locateFfmpeg().ffprobe, ['-v', 'error', '-print_format', 'json', ...args, target]);
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as Record<string, unknown>) : reject(new Error(err))));
  });
}

/** A TCP port free right now (for an RTMP push listener). */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}
