import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FrameSource, handoverLead, LIVE_HLS_INPUT_ARGS, type FrameInput } from '../src/video/frames';

const FPS = 5;
/** ffmpeg's test picture, read in real time: a live source that never ends by itself. */
const live = (expiresAt?: number): FrameInput => ({
  input: 'testsrc=size=160x120:rate=10',
  inputArgs: ['-re', '-f', 'lavfi'],
  ...(expiresAt !== undefined ? { expiresAt } : {}),
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('live frame source (real ffmpeg)', () => {
  let source: FrameSource | null = null;
  let server: Server | null = null;
  let muxer: ChildProcess | null = null;
  afterEach(async () => {
    source?.stop();
    muxer?.kill('SIGKILL');
    muxer = null;
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
    server = null;
  });

  it('hands over to a fresh input before the current one expires: no gap, no restart, no doubled frames', async () => {
    const arrivals: number[] = [];
    const logs: string[] = [];
    let resolved = 0;
    source = new FrameSource({
      fps: FPS,
      width: 160,
      clock: 'wall',
      reconnect: true,
      resolve: async () => (resolved++, live(Date.now() + 3000)),
      onFrame: () => void arrivals.push(Date.now()),
      log: (m) => logs.push(m),
    });
    source.start();
    const t0 = Date.now();
    while (arrivals.length === 0 && Date.now() - t0 < 20_000) await sleep(50);
    const from = arrivals.length;
    await sleep(10_000);
    const window = arrivals.slice(from - 1);
    const gaps = window.slice(1).map((t, i) => t - (window[i] as number));
    // Each input lives 3 s and is replaced 1.5 s before its expiry.
    expect(handoverLead(3000)).toBe(1500);
    expect(handoverLead(300_000)).toBe(30_000);
    expect(source.handovers).toBeGreaterThanOrEqual(5);
    // One input per decoder (the last successor may be starting as the window closes).
    expect(resolved - source.handovers).toBeGreaterThanOrEqual(1);
    expect(resolved - source.handovers).toBeLessThanOrEqual(2);
    expect(source.starts).toBe(1);
    expect(Math.max(...gaps)).toBeLessThan(3 * (1000 / FPS));
    // The replaced decoder stopped: frames come at the configured rate, not twice it.
    expect(window.length - 1).toBeGreaterThan(10 * FPS * 0.8);
    expect(window.length - 1).toBeLessThan(10 * FPS * 1.2);
    expect(logs).toEqual([]);
  }, 60_000);

  it('restarts a decoder that delivers nothing (a silent server) after stallMs, saying so without the ticket', async () => {
    // Accepts the playlist request and never answers, as a server that hangs.
    server = createServer(() => undefined);
    await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/live/1.m3u8?ticket=v1.c2VjcmV0.sig`;
    const logs: string[] = [];
    let frames = 0;
    let resolved = 0;
    source = new FrameSource({
      fps: FPS,
      width: 160,
      clock: 'wall',
      reconnect: true,
      stallMs: 1500,
      resolve: async () => (resolved++ === 0 ? { input: url, inputArgs: ['-rw_timeout', '15000000'] } : live()),
      onFrame: () => void frames++,
      log: (m) => logs.push(m),
    });
    const started = Date.now();
    source.start();
    while (frames === 0 && Date.now() - started < 20_000) await sleep(50);
    // Well before ffmpeg's own 15 s timeout.
    expect(Date.now() - started).toBeLessThan(8000);
    expect(source.starts).toBe(2);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^decoder ended \(stalled: no frame for \d+ s\) after \d+\.\d s, 0 frames/);
    expect(logs.join('\n')).not.toContain('v1.c2VjcmV0');
  }, 60_000);

  it('live HLS (2 s segments, each delivered at once) analysed slower than its frame rate: analysed frames spread evenly, not one a segment', async () => {
    // A live HLS stream written in real time by ffmpeg's own HLS muxer, as the media service does.
    const dir = mkdtempSync(join(tmpdir(), 'edge-hls-'));
    const playlist = join(dir, 'live.m3u8');
    muxer = spawn(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '10', '-f', 'hls', '-hls_time', '2', '-hls_list_size', '5', playlist],
      ],
      { stdio: 'ignore' },
    );
    const t0 = Date.now();
    while (!(existsSync(playlist) && readFileSync(playlist, 'utf8').includes('.ts')) && Date.now() - t0 < 20_000) await sleep(100);
    const analysed: number[] = [];
    source = new FrameSource({
      fps: FPS,
      width: 160,
      clock: 'wall',
      reconnect: true,
      resolve: async () => ({ input: playlist, inputArgs: LIVE_HLS_INPUT_ARGS }),
      // Analysis takes 300 ms a frame: slower than the 200 ms between frames, faster than a segment.
      onFrame: async () => {
        analysed.push(Date.now());
        await sleep(300);
      },
    });
    source.start();
    while (analysed.length === 0 && Date.now() - t0 < 30_000) await sleep(50);
    const from = analysed.length;
    await sleep(8000);
    const window = analysed.slice(from - 1);
    const gaps = window.slice(1).map((t, i) => t - (window[i] as number));
    console.warn(`analysed ${window.length - 1} frames in 8 s, dropped ${source.dropped}, gaps ${gaps.join(' ')} ms`);
    // Paced frames: every second one is analysed (one each 400 ms); bursts gave one a segment (2 s).
    expect(Math.max(...gaps)).toBeLessThan(1000);
    expect(window.length - 1).toBeGreaterThanOrEqual(8 * 1.5);
  }, 60_000);
});
