import { readFileSync } from 'node:fs';
import { compareDescriptors, detectFaces, loadVision } from '@argus/vision';
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
/** How long each person is in view in the clip: a pass's event is stamped at its best frame, anywhere in it. */
const PASS_S = 4;
/** A handover's successor starts at the newest segment (2 s): the stream may jump by up to that much. */
const JUMP_S = 2;
const RUN_MS = 150_000;

/**
 * People passing a live camera for minutes, end to end: a generated clip of two faces walking
 * through, looped in real time into a real media service, read by the edge as live HLS through
 * playback tickets of 20 s (seven expiries), fr events delivered to the API. One event per pass.
 *
 * Runs only with ARGUS_LIVE_FR_TEST=1 (~4 min of a core). On a shared 2-core machine (load ≈ 10),
 * before the live input was paced, it failed on the count: 13 events for 27 passes, 156 frames
 * dropped while busy. Paced (-re), on an idle machine: 27 events for ~27.1 passes, 14 handovers, no
 * restart. An event is stamped at its pass's best frame, anywhere in the person's 4 s in view (the
 * two people's events alternated ≈ 2–3 s and ≈ 7–9 s apart there), so the spacing is checked per
 * person, each event told by its descriptor: one a loop, 10 s ± the 4 s of a pass ± a handover's jump
 * (a missed pass leaves ~20 s, a split one two events within 4 s). With ARGUS_EDGE_FR_FAST=1, before
 * the fast path's tracker stopped picking up a face it had missed (someone stepping in where the
 * other just left continued their track): 21 events for ~27 passes, gaps up to 14 s; after, on a
 * machine at load 16–19: 29 events for ~27 passes (14 and 15 per person, one pass split in two),
 * but 2 restarts (tickets expired before their successors delivered, 88 frames dropped), so that
 * run is no verdict either way. With the fast path on by default: 31 events for ~27 passes at load
 * 9–12, each extra one a pass split where the frame after a face first showed was dropped (see
 * FastFaceModule: a held piece now waits for the track that takes up where it left off); after,
 * at load 17 with 8 frames dropped: 28 events for ~27 passes, 14 per person, none split.
 */
describe.runIf(process.env.ARGUS_LIVE_FR_TEST)('fr on a live camera across ticket expiries: one event per pass', () => {
  let lw: LiveWorld;
  /** The two people's descriptors, from their sprites. */
  let refs: Float32Array[];

  beforeAll(async () => {
    await loadVision();
    const clip = await faceClip();
    refs = await Promise.all(clip.sprites.map(async (s) => (await detectFaces(readFileSync(s))).faces[0]!.descriptor));
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
    const events = (
      await sql<{
        ts: Date;
        descriptor: number[];
      }>`select ts, descriptor from events where camera_id = ${lw.camera} and event_type = 'fr' and ts >= ${from} and ts < ${to} order by ts`.execute(
        lw.w.s.ctx.db,
      )
    ).rows.map((r) => ({
      at: new Date(r.ts).getTime(),
      person: compareDescriptors(r.descriptor, refs[0]!).distance < compareDescriptors(r.descriptor, refs[1]!).distance ? 0 : 1,
    }));
    const rows = events.map((e) => e.at);
    const spacing = rows.slice(1).map((t, i) => (t - (rows[i] as number)) / 1000);
    const perPerson = [0, 1].map((p) => {
      const own = events.filter((e) => e.person === p).map((e) => e.at);
      return { count: own.length, spacing: own.slice(1).map((t, i) => (t - (own[i] as number)) / 1000) };
    });
    const passes = ((to.getTime() - from.getTime()) / 1000 / LOOP_S) * 2;
    console.warn(
      `fr live: ${rows.length} events for ~${passes.toFixed(1)} passes in ${((to.getTime() - from.getTime()) / 1000).toFixed(0)} s; ` +
        `spacing ${spacing.map((s) => s.toFixed(1)).join(' ')}; per person ${perPerson.map((p) => `${p.count}: ${p.spacing.map((s) => s.toFixed(1)).join(' ')}`).join('; ')}; handovers ${rt.handovers}, restarts ${rt.stats.starts - starts}, dropped ${rt.stats.dropped}; log ${JSON.stringify(lw.logs.slice(1))}`,
    );
    expect(rt.handovers).toBeGreaterThanOrEqual(5);
    expect(rt.stats.starts).toBe(starts);
    // Each person passes once a loop: one event each time, stamped anywhere in the pass.
    for (const p of perPerson) {
      expect(Math.abs(p.count - passes / 2)).toBeLessThanOrEqual(1);
      expect(Math.min(...p.spacing)).toBeGreaterThan(LOOP_S - PASS_S - JUMP_S);
      expect(Math.max(...p.spacing)).toBeLessThan(LOOP_S + PASS_S + JUMP_S);
    }
    expect(Math.abs(rows.length - passes)).toBeLessThanOrEqual(1.5);
  }, 400_000);
});
