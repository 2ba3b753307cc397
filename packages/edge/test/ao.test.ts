import { describe, expect, it } from 'vitest';
import { analyse, at, FPS, moduleCamera, roiBox } from './support/analyse';
import { abandonClip } from './support/scenes';

describe('ao module against a generated clip', () => {
  it('a bag left beside a passer-by is reported once, when it has stood unattended for the set time; a box walking through is not', async () => {
    const clip = abandonClip(3);
    const events = await analyse(clip.file, moduleCamera('ao', { roi: [roiBox(clip.roi, { min_inactivity_interval: 3 })] }));
    expect(events.map((e) => e.event_type)).toEqual(clip.truth.map((t) => t.kind));
    const e = events[0]!;
    expect(Math.abs(at(e) - clip.truth[0]!.at)).toBeLessThanOrEqual(1 / FPS);
    const inner = e.event as { roi: { id: string } | null; detection: { rect: { x_min: number; x_max: number; y_min: number; y_max: number } } };
    expect(inner.roi?.id).toBe('r1');
    const r = inner.detection.rect;
    // The box is the bag's.
    expect(clip.bag.x).toBeGreaterThan(r.x_min);
    expect(clip.bag.x).toBeLessThan(r.x_max);
    expect(clip.bag.y).toBeGreaterThan(r.y_min);
    expect(clip.bag.y).toBeLessThan(r.y_max);
    expect(e.snapshot_jpeg?.slice(0, 4)).toBe('/9j/');
  });

  it('an object is not reported while someone is next to it', async () => {
    const clip = abandonClip(1);
    const events = await analyse(clip.file, moduleCamera('ao', { roi: [roiBox(clip.roi, { min_inactivity_interval: 1 })] }));
    expect(events.length).toBe(1);
    // Due at 3 s, but the carrier is beside the bag until 3.45 s: the first frame after that.
    expect(at(events[0]!)).toBeGreaterThan(clip.attendedUntil);
    expect(at(events[0]!) - clip.attendedUntil).toBeLessThanOrEqual(1 / FPS);
  });

  it('a longer abandon time than the bag stays in view gives nothing, and outside the worktime nothing is reported', async () => {
    const clip = abandonClip(3);
    expect(await analyse(clip.file, moduleCamera('ao', { roi: [roiBox(clip.roi, { min_inactivity_interval: 12 })] }))).toEqual([]);
    expect(await analyse(clip.file, moduleCamera('ao', { roi: [roiBox(clip.roi, { min_inactivity_interval: 3 })] }, false))).toEqual([]);
  });
});
