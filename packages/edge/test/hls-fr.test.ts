import { loadVision } from '@argus/vision';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_WEEK } from './support/camera';
import { faceClip } from './support/faces';
import { clipPusher, liveWorld, type LiveWorld } from './support/live';
import { waitFor } from './support/world';

const TTL_MS = 20_000;
const FPS = 2;
/** The looped clip: 10 s, two people passing (0–4 s, 5.5–9.5 s). */
const LOOP_S = 10;
const RUN_MS = 150_000;

/**
 * People passing a live camera for minutes, end to end: a generated clip of two faces walking
 * through, looped in real time into a real media service, read by the edge as live HLS through
 * playback tickets of 20 s (seven expiries), fr events delivered to the API. One event per pass.
 *
 * Runs only with ARGUS_LIVE_FR_TEST=1 (~4 min of a core). On a shared 2-core machine (load ≈ 10),
 * before the live input was paced, it failed on the count: 13 events for 27 passes, 156 frames
 * dropped while busy. Paced (-re), on an idle machine: 27 events for ~27.1 passes, 14 handovers, no
 * restart — but the spacing checks below fail (1.9 and 8.9 s): the events are stamped at different
 * points of the two people's passes (observed alternation ≈ 2–3 s and ≈ 7–9 s, not 5.5/4.5), so those
 * limits need the stamps' model, not looser numbers. With ARGUS_EDGE_FR_FAST=1: 21 events for ~27
 * passes, gaps up to 14 s — the fast path is not ready for live cameras.
 */
describe.runIf(process.env.ARGUS_LIVE_FR_TEST)('fr on a live camera across ticket expiries: one event per pass', () => {
  let lw: LiveWorld;

  beforeAll(async () => {
    await loadVision();
    const clip = await faceClip();
    const fr = { worktime: ALL_WEEK(true), config: { min_detection_size: 40, roi: [], lines: [] } };
    lw = await liveWorld({ ttlMs: TTL_MS, fps: FPS, width: 640, modules: ['fr'], analytics: { fr }, push: (port) => clipPusher(clip.file, port) });
  }, 180_000);

  afterAll(async () => {
    await lw?.stop();
  });

  it('every pass gives one fr event in the API, none is missed at a ticket’s expiry', async () => {
    const rt = await waitFor('the camera running', () => lw.edge.cameras.get(lw.camera), 30_000);
    await waitFor('a first frame', () => rt.stats.frames > 0, 60_000);
    const starts = rt.stats.starts;
    const from = new Date(Date.now() + 5_000);
    await new Promise((r) => setTimeout(r, RUN_MS));
    const to = new Date(Date.now() - 10_000);
    // Delivered by the edge's sender (a few seconds behind).
    await new Promise((r) => setTimeout(r, 10_000));
    const rows = (
      await sql<{ ts: Date }>`select ts from events where camera_id = ${lw.camera} and event_type = 'fr' and ts >= ${from} and ts < ${to} order by ts`.execute(
        lw.w.s.ctx.db,
      )
    ).rows.map((r) => new Date(r.ts).getTime());
    const spacing = rows.slice(1).map((t, i) => (t - (rows[i] as number)) / 1000);
    const passes = ((to.getTime() - from.getTime()) / 1000 / LOOP_S) * 2;
    console.warn(
      `fr live: ${rows.length} events for ~${passes.toFixed(1)} passes in ${((to.getTime() - from.getTime()) / 1000).toFixed(0)} s; ` +
        `spacing ${spacing.map((s) => s.toFixed(1)).join(' ')}; handovers ${rt.handovers}, restarts ${rt.stats.starts - starts}, dropped ${rt.stats.dropped}; log ${JSON.stringify(lw.logs.slice(1))}`,
    );
    expect(rt.handovers).toBeGreaterThanOrEqual(5);
    expect(rt.stats.starts).toBe(starts);
    // Passes alternate 5.5 and 4.5 s apart: a missed one leaves ~10 s, a split one two events close together.
    expect(Math.max(...spacing)).toBeLessThan(8);
    expect(Math.min(...spacing)).toBeGreaterThan(2.5);
    expect(Math.abs(rows.length - passes)).toBeLessThanOrEqual(1.5);
  }, 400_000);
});
