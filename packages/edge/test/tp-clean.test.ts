import { describe, expect, it } from 'vitest';
import { cleanScene, runScene, tpDetector } from './support/tamper';

// The same scenes analysed at 1 (the edge's default), 2 and 5 frames a second: the verdicts are
// made in seconds, so the events are the same; only their onset is known to within one frame interval.
// (The scenes are in one file each — tp-kinds, tp-lights, tp-clean — so that the test workers share them.)
describe.each([1, 2, 5])('tp against generated ground truth at %s fps', (fps) => {
  it('clean video with buses and lorries (27 and 38 % of the view) crossing in 3 s and people walking: no event', async () => {
    // Two minutes at the usual rates; at 5 fps one minute (six crossings) says the same for a third of the frames.
    const s = cleanScene(fps > 2 ? 1 : 2);
    expect(await runScene(s, fps, tpDetector())).toEqual([]);
  }, 400_000);
});
