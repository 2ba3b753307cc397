import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../src/delivery/spool';
import { SituationModule } from '../src/modules/sa';
import { at, moduleCamera, ORIGIN, roiBox } from './support/analyse';
import { detector, zoneConfig, zoneFrames, zoneScene } from './support/zones';

const inner = (e: NewEvent) => e.event as { reason: string; label: string | null; attributes: Record<string, unknown> };

/** A zone filling with three people and emptying, at the edge's default 1 fps and at 2 and 5 fps. */
describe.each([1, 2, 5])('zone occupancy at %s fps', (fps) => {
  const scene = zoneScene();

  it('people found by a detector that misses now and then (scores under 0.3 for 1 s, no box for 2 s): one entry each at its time, one crowd when the third enters, activity and inactivity on time', async () => {
    const frames = await zoneFrames(scene, ORIGIN, fps);
    const events: NewEvent[] = [];
    const sa = new SituationModule(11, (e) => events.push(e), undefined, detector(scene, ORIGIN));
    const config = zoneConfig(scene);
    for (const f of frames) await sa.analyse(f, config);
    const got = events.map((e) => ({ kind: (inner(e).attributes.original_reason as string | undefined)?.split(' ')[0] ?? inner(e).reason, at: at(e) }));
    console.warn(`zone at ${fps} fps: ${got.map((g) => `${g.kind}@${g.at}`).join(' ')}`);
    const of = (kind: string) => got.filter((g) => g.kind === kind).map((g) => g.at);
    const near = (list: number[], truth: number[]) => {
      expect(list.length).toBe(truth.length);
      list.forEach((x, i) => expect(Math.abs(x - (truth[i] ?? -99))).toBeLessThanOrEqual(1 / fps + 1e-6));
    };
    near(of('any'), scene.entries);
    near(of('count'), [scene.crowdFrom]);
    near(of('activity'), [scene.entries[0] ?? 0]);
    // Absent from the first frame after the last one out was seen (it leaves the picture at the right edge).
    near(of('inactivity'), [scene.emptyAt]);
  }, 400_000);

  it('the same people as moving foreground (no class): one crowd when the third has entered, on time', async () => {
    const frames = await zoneFrames(scene, ORIGIN, fps);
    const events: NewEvent[] = [];
    const sa = new SituationModule(11, (e) => events.push(e));
    const roi = roiBox(scene.zone, { count_interval: 2, crowd_count: 3 });
    const config = moduleCamera('sa', { roi: [roi] }).video_analytics.modules.sa!;
    for (const f of frames) await sa.analyse(f, config);
    const crowd = events.filter((e) => inner(e).reason === 'crowding').map(at);
    console.warn(`zone by foreground at ${fps} fps: crowding at ${crowd.join(' ')}`);
    expect(crowd.length).toBe(1);
    expect(Math.abs((crowd[0] ?? -99) - scene.crowdFrom)).toBeLessThanOrEqual(1 / fps + 1e-6);
  }, 400_000);
});
