import { spawn } from 'node:child_process';
import { locateFfmpeg } from '../ffmpeg';
import type { LiveHub } from './hub';

/**
 * The latest frame of a live stream as JPEG: decodes the hub's init segment and current group of
 * pictures (keyframe to newest frame) and keeps only the last frame.
 */
export function liveSnapshot(hub: LiveHub, timeoutMs = 10_000): Promise<Buffer> {
  const gop = hub.latestGop;
  if (!gop) return Promise.reject(new Error('no live video yet'));
  const frames = gop.fragments.reduce((n, f) => n + Math.max(1, f.samples), 0);
  const input = Buffer.concat([gop.init.data, ...gop.fragments.map((f) => f.data)]);
  return jpegOf(input, ['-vf', `select=eq(n\\,${frames - 1})`], timeoutMs);
}

/** Runs ffmpeg over an in-memory MP4 and returns the first JPEG it outputs. */
export function jpegOf(input: Buffer | null, filter: string[], timeoutMs: number, inputArgs: string[] = ['-i', 'pipe:0']): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      locateFfmpeg().ffmpeg,
      ['-hide_banner', '-loglevel', 'error', ...inputArgs, ...filter, '-frames:v', '1', '-q:v', '3', '-f', 'image2pipe', '-c:v', 'mjpeg', 'pipe:1'],
      { stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] },
    );
    const out: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout?.on('data', (c: Buffer) => out.push(c));
    child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const jpeg = Buffer.concat(out);
      if (jpeg.length > 0) resolve(jpeg);
      else reject(new Error(`snapshot failed (${code}): ${err.trim().split('\n').pop() ?? ''}`));
    });
    if (input && child.stdin) {
      child.stdin.on('error', () => undefined);
      child.stdin.end(input);
    }
  });
}
