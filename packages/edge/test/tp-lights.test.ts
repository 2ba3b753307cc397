import { describe, expect, it } from 'vitest';
import { lightsScene, runScene, score, tpDetector } from './support/tamper';

// The same scenes analysed at 1 (the edge's default), 2 and 5 frames a second: the verdicts are
// made in seconds, so the events are the same; only their onset is known to within one frame interval.
// (The scenes are in one file each — tp-kinds, tp-lights, tp-clean — so that the test workers share them.)
describe.each([1, 2, 5])('tp against generated ground truth at %s fps', (fps) => {
  it('lights ramping, stepping off and on and switching to infrared give nothing, and a blur and two covers after them are still found', async () => {
    const s = lightsScene();
    const r = score(s, await runScene(s, fps, tpDetector()), fps);
    expect(r.extra).toEqual([]);
    expect(r.recalled.map((x) => x.kind)).toEqual(s.truth.map((t) => t.kind));
    for (const x of r.recalled) expect(x.delay).toBeLessThanOrEqual(2);
  }, 400_000);
});
