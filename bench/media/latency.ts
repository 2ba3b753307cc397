/**
 * Glass-to-glass live latency and archive seek time, in Chromium, through the media service.
 *
 *   npx tsx bench/media/latency.ts [--seconds 20] [--seeks 4]
 *
 * The source is made here: every frame (320×240, 25 fps) carries the wall clock at which it was
 * drawn as 48 black/white blocks (twice, for a check), encoded by ffmpeg (x264, zerolatency, a
 * keyframe every second) and pushed over RTMP into a media service process (its own ingest, stream
 * copy). The browser plays the live stream with the console's own players (packages/web/src/player:
 * fMP4 over WebSocket into MSE, and hls.js on the live HLS playlist for comparison), reads each
 * presented frame back from a canvas and compares the clock in it with its own (same machine).
 * Baseline, measured in the same run: ffmpeg decoding the encoder's own output (a tee to UDP), i.e.
 * the source read directly without the media service or a browser.
 *
 * Archive seek: hls.js on the archive playlist `from` a time some seconds back, from the request to
 * the first presented frame, and how far that frame's clock is from the time asked for; baseline:
 * ffmpeg reading the same playlist to its first decoded frame.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSync } from 'esbuild';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser';
import { locateFfmpeg } from '../../packages/media/src/ffmpeg';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '20' }, seeks: { type: 'string', default: '4' } } });
const SECONDS = Number(values.seconds);
const SEEKS = Number(values.seeks);
const W = 320;
const H = 240;
const FPS = 25;
const BLOCK = 20; // 16 blocks per row; 3 rows = 48 bits, then the same 3 rows again
const BITS = 48;
const REPO = join(import.meta.dirname, '../..');
const { ffmpeg } = locateFfmpeg();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** A gray frame with `stamp` as blocks in the top rows and a moving bar below. */
function frame(stamp: number, n: number): Buffer {
  const buf = Buffer.alloc(W * H, 60);
  for (let copy = 0; copy < 2; copy++)
    for (let i = 0; i < BITS; i++) {
      const bit = Math.floor(stamp / 2 ** i) % 2;
      const bx = (i % 16) * BLOCK;
      const by = (Math.floor(i / 16) + copy * 3) * BLOCK;
      for (let y = by; y < by + BLOCK; y++) buf.fill(bit ? 235 : 16, y * W + bx, y * W + bx + BLOCK);
    }
  const x = (n * 4) % W;
  for (let y = 150; y < 220; y++) buf.fill(200, y * W + x, y * W + Math.min(W, x + 24));
  return buf;
}

/** The stamp in a gray (or RGBA, step 4) frame; null when the two copies disagree. */
function readStamp(px: Uint8Array | Buffer, step: number): number | null {
  let a = 0;
  let b = 0;
  for (let i = 0; i < BITS; i++) {
    const cx = (i % 16) * BLOCK + BLOCK / 2;
    const row = Math.floor(i / 16);
    const at = (r: number) => (px[((r * BLOCK + BLOCK / 2) * W + cx) * step] ?? 0) > 128;
    if (at(row)) a += 2 ** i;
    if (at(row + 3)) b += 2 ** i;
  }
  return a === b ? a : null;
}

function stats(xs: number[]): string {
  if (!xs.length) return 'no samples';
  const s = [...xs].sort((p, q) => p - q);
  const q = (f: number) => s[Math.min(s.length - 1, Math.floor(f * s.length))]!;
  return `median ${q(0.5).toFixed(0)} ms, p95 ${q(0.95).toFixed(0)} ms, min ${s[0]!.toFixed(0)} ms (${s.length} frames)`;
}

function waitForOutput(child: ChildProcess, text: string, ms: number): Promise<void> {
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${text}" in ${ms} ms:\n${out}`)), ms);
    const on = (d: Buffer) => {
      out += d.toString();
      if (out.includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', on);
    child.stderr?.on('data', on);
  });
}

/** The console's players bundled for a bare page: window.argusPlayer = { LiveMsePlayer, attachHls }. */
function playerBundle(): string {
  const r = buildSync({
    stdin: {
      contents: "export { LiveMsePlayer } from './liveMse'; export { attachHls } from './hlsPlayer';",
      resolveDir: join(REPO, 'packages/web/src/player'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'argusPlayer',
    write: false,
    platform: 'browser',
    target: 'es2022',
  });
  // tsx names the functions this script hands to page.evaluate with esbuild's __name helper.
  return `window.__name = (f) => f;\n${r.outputFiles[0]!.text}`;
}

/** Reads the clock of every presented frame for `ms`; `start` sets the player up on window.video. */
async function measure(page: Page, start: string, ms: number): Promise<{ lat: number[]; firstFrameMs: number | null; frames: { t: number; stamp: number }[] }> {
  return page.evaluate(
    async ({ start, ms, W, H, BLOCK, BITS }) => {
      const video = document.querySelector('video')!;
      const canvas = document.createElement('canvas');
      canvas.width = W;
      canvas.height = H;
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      const lat: number[] = [];
      const frames: { t: number; stamp: number }[] = [];
      const t0 = performance.now();
      let firstFrameMs: number | null = null;
      const decode = (px: Uint8ClampedArray) => {
        let a = 0;
        let b = 0;
        for (let i = 0; i < BITS; i++) {
          const cx = (i % 16) * BLOCK + BLOCK / 2;
          const row = Math.floor(i / 16);
          const at = (r: number) => (px[((r * BLOCK + BLOCK / 2) * W + cx) * 4] ?? 0) > 128;
          if (at(row)) a += 2 ** i;
          if (at(row + 3)) b += 2 ** i;
        }
        return a === b ? a : null;
      };
      new Function('video', start)(video);
      await new Promise<void>((done) => {
        const onFrame = () => {
          const now = Date.now();
          if (firstFrameMs === null) firstFrameMs = performance.now() - t0;
          ctx.drawImage(video, 0, 0, W, H);
          const stamp = decode(ctx.getImageData(0, 0, W, H).data);
          if (stamp !== null && Math.abs(now - stamp) < 120_000) {
            lat.push(now - stamp);
            frames.push({ t: performance.now() - t0, stamp });
          }
          if (performance.now() - t0 < ms) video.requestVideoFrameCallback(onFrame);
          else done();
        };
        video.requestVideoFrameCallback(onFrame);
        setTimeout(done, ms + 15_000);
      });
      return { lat, firstFrameMs, frames };
    },
    { start, ms, W, H, BLOCK, BITS },
  );
}

async function main(): Promise<void> {
  const [mediaPort, rtmpPort, udpPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'argus-bench-latency-'));
  const media = spawn(process.execPath, ['--import', 'tsx', 'packages/media/src/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      ARGUS_API_URL: '',
      ARGUS_MEDIA_PORT: String(mediaPort),
      ARGUS_MEDIA_HOST: '127.0.0.1',
      ARGUS_MEDIA_DATA_DIR: dataDir,
      ARGUS_MEDIA_DEMO: '0',
      ARGUS_MEDIA_MIN_FREE_MB: '10',
      ARGUS_MEDIA_CAMERAS: JSON.stringify([{ id: 'clock', source: { protocol: 'rtmp_push', port: rtmpPort } }]),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const procs: ChildProcess[] = [media];
  let stopping = false;
  const base = `http://127.0.0.1:${mediaPort}`;
  try {
    await waitForOutput(media, '"msg":"listening"', 60_000);
    // The ingest listens for the push once its stream has started.
    const health = async () => ((await (await fetch(`${base}/health`)).json()) as { streams: { stream_id: string; status: string }[] }).streams;
    for (let i = 0; i < 60 && !(await health()).some((s) => s.stream_id === 'clock'); i++) await new Promise((r) => setTimeout(r, 500));
    await new Promise((r) => setTimeout(r, 1_500));
    // The encoder: raw frames from here, one x264 encode, teed to the media's RTMP ingest and to UDP.
    const enc = spawn(
      ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'gray',
        '-s',
        `${W}x${H}`,
        '-framerate',
        String(FPS),
        '-i',
        '-',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-tune',
        'zerolatency',
        '-g',
        String(FPS),
        '-keyint_min',
        String(FPS),
        '-sc_threshold',
        '0',
        '-pix_fmt',
        'yuv420p',
        '-map',
        '0:v',
        '-f',
        'tee',
        `[f=flv:onfail=ignore]rtmp://127.0.0.1:${rtmpPort}/live/clock|[f=mpegts:onfail=ignore]udp://127.0.0.1:${udpPort}?pkt_size=1316`,
      ],
      { stdio: ['pipe', 'ignore', 'pipe'] },
    );
    procs.push(enc);
    let encErr = '';
    enc.stderr?.on('data', (d: Buffer) => (encErr += d.toString()));
    enc.stdin?.on('error', () => undefined);
    enc.once('exit', (code) => !stopping && console.error(`encoder exited with ${code}: ${encErr}`));
    let n = 0;
    const started = Date.now();
    const writer = setInterval(() => {
      // Frames at the wall clock's pace: as many as are due.
      while (n < ((Date.now() - started) * FPS) / 1000) enc.stdin?.write(frame(Date.now(), n++));
    }, 5);

    // Baseline: ffmpeg decodes the encoder's output straight from UDP.
    const base0: number[] = [];
    const dec = spawn(
      ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-fflags',
        'nobuffer',
        '-flags',
        'low_delay',
        '-probesize',
        '32',
        '-analyzeduration',
        '0',
        '-f',
        'mpegts',
        '-i',
        `udp://127.0.0.1:${udpPort}`,
        '-f',
        'rawvideo',
        '-pix_fmt',
        'gray',
        '-',
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    procs.push(dec);
    let pending = Buffer.alloc(0);
    dec.stdout?.on('data', (d: Buffer) => {
      pending = Buffer.concat([pending, d]);
      while (pending.length >= W * H) {
        const f = pending.subarray(0, W * H);
        pending = pending.subarray(W * H);
        const s = readStamp(f, 1);
        if (s !== null) base0.push(Date.now() - s);
      }
    });

    // Let the ingest go live and record some segments.
    for (let i = 0; i < 60 && !(await health()).some((s) => s.status === 'live'); i++) await new Promise((r) => setTimeout(r, 500));
    await new Promise((r) => setTimeout(r, 12_000));

    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${base}/health`);
      await page.setContent('<video muted autoplay playsinline style="width:320px;height:240px"></video>');
      await page.addScriptTag({ content: playerBundle() });

      const ws = await measure(
        page,
        `window.p = new argusPlayer.LiveMsePlayer(video, 'ws://127.0.0.1:${mediaPort}/live/clock'); window.p.start();`,
        SECONDS * 1000,
      );
      await page.evaluate(() => (window as unknown as { p: { stop(): void } }).p.stop());
      await page.setContent('<video muted autoplay playsinline style="width:320px;height:240px"></video>');
      await page.addScriptTag({ content: playerBundle() });
      const hls = await measure(page, `argusPlayer.attachHls(video, '${base}/live/clock.m3u8', { live: true }).then((h) => (window.h = h));`, SECONDS * 1000);

      // Archive seeks: some seconds back, each a fresh player.
      const seeks: { ms: number; off: number | null; first: number | null }[] = [];
      const ffSeeks: number[] = [];
      for (let i = 0; i < SEEKS; i++) {
        const at = Date.now() - 8_000 - i * 2_500;
        const url = `${base}/archive/clock.m3u8?from=${new Date(at).toISOString()}&to=${new Date(at + 60_000).toISOString()}`;
        await page.setContent('<video muted autoplay playsinline style="width:320px;height:240px"></video>');
        await page.addScriptTag({ content: playerBundle() });
        const r = await measure(page, `argusPlayer.attachHls(video, '${url}', { live: false }).then((h) => (window.h = h));`, 3_000);
        // The first frame shown at or after the time asked for (the player may show the segment's keyframe before it seeks).
        const at0 = r.frames.find((f) => f.stamp >= at - 1_000 / FPS);
        seeks.push({ ms: at0?.t ?? NaN, off: at0 ? at0.stamp - at : null, first: r.firstFrameMs });
        const t0 = Date.now();
        await new Promise<void>((resolve) => {
          const p = spawn(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-i', url, '-frames:v', '1', '-f', 'null', '-'], { stdio: 'ignore' });
          p.once('exit', () => resolve());
        });
        ffSeeks.push(Date.now() - t0);
      }

      console.log(`\nGlass-to-glass live latency, ${W}x${H} ${FPS} fps, ${SECONDS} s each (goal ≤ 1500 ms):`);
      console.log(`  baseline ffmpeg reading the source directly: ${stats(base0)}`);
      console.log(`  WebSocket fMP4 → MSE (console player):       ${stats(ws.lat)}; first frame after ${ws.firstFrameMs?.toFixed(0) ?? '–'} ms`);
      console.log(`  live HLS → hls.js (fallback):                ${stats(hls.lat)}; first frame after ${hls.firstFrameMs?.toFixed(0) ?? '–'} ms`);
      console.log(`\nArchive seek (request → first frame), ${SEEKS} times at 8–${8 + (SEEKS - 1) * 2.5} s back:`);
      for (const [i, s] of seeks.entries())
        console.log(
          `  #${i + 1}: hls.js first frame after ${s.first?.toFixed(0) ?? '–'} ms, the asked time on screen after ${Number.isNaN(s.ms) ? '–' : s.ms.toFixed(0)} ms (that frame ${s.off === null ? 'unreadable' : `${s.off >= 0 ? '+' : ''}${s.off} ms`} from it); baseline ffmpeg to its first frame ${ffSeeks[i]} ms`,
        );
      clearInterval(writer);
    } finally {
      await browser.close();
    }
  } finally {
    stopping = true;
    const exits = procs.map((p) => (p.exitCode === null ? new Promise((r) => p.once('exit', r)) : Promise.resolve()));
    for (const p of [...procs].reverse()) if (p.exitCode === null) p.kill('SIGTERM');
    await Promise.race([Promise.all(exits), new Promise((r) => setTimeout(r, 8_000))]);
    for (const p of procs) if (p.exitCode === null) p.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
