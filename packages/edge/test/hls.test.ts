import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tpModule } from './support/camera';
import { liveWorld, type LiveWorld } from './support/live';
import { waitFor } from './support/world';

const TTL_MS = 15_000;
const FPS = 2;

/**
 * The edge reading a camera's live HLS from a real media service (real ffmpeg, RTMP push from a
 * generated camera) through playback tickets that live 15 s: across several ticket lives the
 * edge keeps analysing frames, without a blind spell at each expiry.
 */
describe('edge on the media service’s live HLS: playback tickets expire', () => {
  let lw: LiveWorld;
  const logs = () => lw.logs;

  beforeAll(async () => {
    // tp in its off hours: frames are decoded and counted, not analysed.
    lw = await liveWorld({ ttlMs: TTL_MS, fps: FPS, width: 160, modules: ['tp'], analytics: { tp: tpModule(false) } });
  }, 120_000);

  afterAll(async () => {
    await lw?.stop();
  });

  it('frames keep coming across three ticket lives: each decoder hands over to a fresh ticket’s before expiry, none ends', async () => {
    const rt = await waitFor('the camera running', () => lw.edge.cameras.get(lw.camera), 30_000);
    await waitFor('a first frame', () => rt.stats.frames > 0, 60_000);
    const { starts, frames: before } = rt.stats;
    const logged = logs().length;
    // When each analysed frame was counted (read every 50 ms).
    const times: number[] = [Date.now()];
    let seen = rt.stats.frames;
    const until = Date.now() + 3.5 * TTL_MS;
    while (Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
      const n = rt.stats.frames;
      if (n !== seen) times.push(Date.now());
      seen = n;
    }
    times.push(Date.now());
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
    const longest = Math.max(...gaps);
    const frames = rt.stats.frames - before;
    console.warn(
      `frames ${frames} in ${3.5 * TTL_MS} ms, decoder restarts ${rt.stats.starts - starts}, handovers ${rt.handovers}, longest gap ${longest} ms; log: ${JSON.stringify(logs().slice(logged))}`,
    );
    // The live HLS comes a 2 s segment at a time: a gap of one segment and a frame or two is the stream's own rhythm.
    expect(longest).toBeLessThan(2_000 + 2 * (1000 / FPS));
    expect(frames).toBeGreaterThanOrEqual(3.5 * (TTL_MS / 1000) * FPS * 0.85);
    expect(rt.handovers).toBeGreaterThanOrEqual(3);
    expect(rt.stats.starts).toBe(starts);
    expect(logs().slice(logged)).toEqual([]);
  }, 180_000);

  it('no ticket reaches the log', () => {
    expect(logs().join('\n')).not.toMatch(/ticket=v1/);
  });
});
