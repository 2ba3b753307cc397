import { describe, expect, it } from 'vitest';
import { kindsScene, runScene, score, tpDetector } from './support/tamper';

// The same scenes analysed at 1 (the edge's default), 2 and 5 frames a second: the verdicts are
// made in seconds, so the events are the same; only their onset is known to within one frame interval.
// (The scenes are in one file each — tp-kinds, tp-lights, tp-clean — so that the test workers share them.)
describe.each([1, 2, 5])('tp against generated ground truth at %s fps', (fps) => {
  it('every kind in turn (full, partial and a second partial cover, flashes of 1 and 0.6 s, blur, moved view, a cover of the moved view), a bus and a lorry passing: each once, with its kind, decided within 2 s', async () => {
    const s = kindsScene();
    const r = score(s, await runScene(s, fps, tpDetector()), fps);
    console.warn(
      `tp kinds at ${fps} fps: recalled ${r.recalled.length}/${s.truth.length}, delays ${r.recalled.map((x) => x.delay.toFixed(1)).join(' ')} s, extra ${r.extra.map((x) => `${x.kind}@${x.at}`).join(' ') || 'none'}`,
    );
    expect(r.missed).toEqual([]);
    expect(r.extra).toEqual([]);
    for (const x of r.recalled) expect(x.delay).toBeLessThanOrEqual(2);
  }, 400_000);
});
