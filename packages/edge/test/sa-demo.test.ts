import { DEMO_LINE } from '@argus/contracts';
import { demoFacePhotos } from '@argus/media/src/demo/faces';
import { loadVision } from '@argus/vision';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewEvent } from '../src/delivery/spool';
import { SituationModule } from '../src/modules/sa';
import { ALL_WEEK } from './support/camera';
import { demoNotPeople, demoSceneCrossings, demoSceneFaces, demoSceneFrames, faceSpot, tallyDemoCrossings, type DemoCrossing } from './support/demo-scene';

/** Every person of the four photos crosses the middle at least once after the first seconds (the bottom lane's loop is 43 s, the top's 57.4 s). */
const SECONDS = 64;
const ORIGIN = Date.parse('2026-11-02T10:00:00Z');
/** The analysis's first seconds (a background and tracks to begin) and a crossing too late to be seen beyond the line: neither required nor false. */
const FROM = 5;
const UNTIL = SECONDS - 2;
/** How far the time a track reached the line may be from when the person's face did (the person's box is centred on their body, not their face). */
const TOLERANCE_S = 1.5;

/**
 * The demo camera's line (DEMO_LINE, down the middle) on the demo scene, analysed as `npm start`
 * analyses it (1 frame/s, 960 px wide). The truth is the photos' people on their known paths
 * (support/demo-scene.ts demoSceneCrossings: each face found on the original photo, moved as the
 * generator moves its photo): each person is one crossing, forward, each time their face reaches
 * the line. People of a group photo stand close (the nearest two faces 112 px apart, 1.4 s at
 * their lane's speed): they are not merged in the truth; a merge by the model shows as a miss, and
 * the test tolerates one. A person counted twice (one crossing 1.4 s before two people's, in one of
 * 7 renderings of 64–90 s: bench/edge/sa-demo.ts) shows as a crossing of no one: one is tolerated.
 * CenterNet takes the out-of-focus chairs behind the first photo's people for a person
 * (demoNotPeople): their crossing, once in these 64 s, is neither required nor false (the model's
 * error, not the count's). Measured: every person's crossing found in 6 of 7 renderings (16/16
 * in 64 s, 22/22 in 90 s; 15/16 in the other), none backward, the chairs once a pass of their photo.
 */
describe.runIf(demoFacePhotos().length >= 4)('sa on the demo scene', () => {
  const photos = demoFacePhotos();
  const notPeople = demoNotPeople(photos);
  let truth: DemoCrossing[] = [];
  let frames: Buffer[] = [];

  beforeAll(async () => {
    await loadVision({ detectors: ['ssdMobilenetv1'] });
    // Only the faces' places: at 640 px they are the same to 0.001 of the width as at 1280, found in 2.2 s of CPU instead of 5.4.
    const { faces } = await demoSceneFaces(photos, { maxSide: 640 });
    truth = await demoSceneCrossings(photos, [...faces.map(faceSpot), ...notPeople], SECONDS, DEMO_LINE.coords[0]!.x);
    frames = demoSceneFrames(SECONDS, photos);
  }, 300_000);

  it('the demo line counts each person crossing the middle, forward, within 1.5 s of their face reaching it (one miss and one extra tolerated); none backward', async () => {
    const events: NewEvent[] = [];
    const sa = new SituationModule(1, (e) => events.push(e));
    const config = { worktime: ALL_WEEK(true), config: { min_detection_size: 0, roi: [], lines: [DEMO_LINE] } } as never;
    for (const [k, jpeg] of frames.entries()) await sa.analyse({ index: k, ts: ORIGIN + k * 1000, jpeg }, config);

    // What the events page shows: one event per crossing, labelled person, on the demo line.
    const shown = events.map((e) => e.event as { reason: string; label: string; line: { id: string }; attributes: { original_reason: string } });
    expect(shown.map((e) => [e.reason, e.label, e.line.id])).toEqual(shown.map(() => ['line_crossing', 'person', DEMO_LINE.id]));
    const found = sa.crossings.map((c) => ({ dir: c.dir, reached: (c.reachedAt - ORIGIN) / 1000 }));
    expect(shown.map((e) => e.attributes.original_reason)).toEqual(found.map((f) => f.dir));

    const t = tallyDemoCrossings(found, truth, { from: FROM, until: UNTIL, tolerance: TOLERANCE_S, notPeople });
    const at = (xs: { at?: number; reached?: number }[]) => xs.map((x) => (x.at ?? x.reached ?? 0).toFixed(1)).join(', ');
    expect(t.required).toBe(16);
    expect(t.backward, 'crossings backward').toEqual([]);
    expect(t.other.length, `crossings of no one at ${at(t.other)} s`).toBeLessThanOrEqual(1);
    expect(t.missed.length, `people missed at ${at(t.missed)} s`).toBeLessThanOrEqual(1);
    expect(t.notPeople).toBeLessThanOrEqual(1);
  }, 300_000);
});
