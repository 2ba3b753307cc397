import { describe, expect, it } from 'vitest';
import { crosses } from '../src/modules/sa-lines';
import { IouTracker, LOW_REACH } from '../src/modules/track';
import { boxesAt, H, W, WALK_FPS, walkScene } from './support/walkers';

const box = (x: number) => ({ x_min: x, x_max: x + 0.1, y_min: 0.4, y_max: 0.6 });

describe('IoU tracker', () => {
  it('follows one object across frames and ends its track after the allowed misses, with the best detection', () => {
    const t = new IouTracker<string>(0.2, 2);
    expect(t.update([{ rect: box(0.1), score: 0.5, item: 'a1' }])).toEqual([]);
    expect(t.update([{ rect: box(0.13), score: 0.9, item: 'a2' }])).toEqual([]);
    expect(t.live().length).toBe(1);
    t.update([]);
    t.update([]);
    const ended = t.update([]);
    expect(ended.map((x) => [x.best, x.hits, x.path.length])).toEqual([['a2', 2, 2]]);
  });

  it('someone else appearing where the tracked object just vanished starts a new track when the identity check says so', () => {
    const t = new IouTracker<string>(0.2, 2, (best, item) => (best[0] === item[0] ? 'maybe' : 'other'));
    t.update([{ rect: box(0.1), score: 0.5, item: 'a1' }]);
    t.update([]);
    t.update([{ rect: box(0.12), score: 0.5, item: 'b1' }]);
    expect(
      t
        .flush()
        .map((x) => x.best)
        .sort(),
    ).toEqual(['a1', 'b1']);
  });

  it('a fast mover far from where it was joins its track only when the identity check is sure; near matches come first', () => {
    const sure = new IouTracker<string>(0.2, 2, (best, item) => (best[0] === item[0] ? 'surely' : 'other'));
    sure.update([{ rect: box(0.05), score: 0.5, item: 'a1' }]);
    // 'a' jumps across the frame (five box widths) while 'b' appears near a's old place.
    sure.update([
      { rect: box(0.6), score: 0.6, item: 'a2' },
      { rect: box(0.1), score: 0.5, item: 'b1' },
    ]);
    expect(
      sure
        .flush()
        .map((x) => [x.best, x.hits])
        .sort(),
    ).toEqual([
      ['a2', 2],
      ['b1', 1],
    ]);
    const maybe = new IouTracker<string>(0.2, 2, () => 'maybe');
    maybe.update([{ rect: box(0.05), score: 0.5, item: 'a1' }]);
    maybe.update([{ rect: box(0.6), score: 0.6, item: 'a2' }]);
    expect(maybe.flush().map((x) => x.hits)).toEqual([1, 1]);
  });

  it('a track not looked for in a frame moves on by its prediction without a miss; dropped frames count as misses', () => {
    const t = new IouTracker<string>(0.2, 2, undefined, false);
    t.update([{ rect: box(0.1), score: 0.5, item: 'a1' }]);
    t.update([{ rect: box(0.13), score: 0.5, item: 'a2' }]);
    t.update([{ rect: box(0.16), score: 0.5, item: 'a3' }]);
    const [a] = t.open();
    expect(t.expected(a!).x_min).toBeGreaterThan(0.16);
    // Not searched: no miss, and the next sighting (on its way) still continues it.
    t.update([], 1, () => true);
    expect(a!.misses).toBe(0);
    t.update([{ rect: box(0.22), score: 0.5, item: 'a4' }]);
    expect(a!.hits).toBe(4);
    // Two frames dropped: the track missed them, and (no rejoin) what is there next starts its own.
    t.miss(2);
    const ended = t.update([{ rect: box(0.25), score: 0.5, item: 'b1' }]);
    expect(ended.map((x) => x.best)).toEqual(['a1']);
    expect(t.open().map((x) => x.best)).toEqual(['b1']);
  });

  it('a detection under startScore never starts a track; it continues a track seen within LOW_REACH s, after the confident ones, and not one that coasted longer', () => {
    const t = new IouTracker<string>(0.2, 10);
    t.startScore = 0.3;
    t.frameS = 0.5;
    expect(t.update([{ rect: box(0.1), score: 0.2, item: 'faint' }])).toEqual([]);
    expect(t.open()).toEqual([]);
    t.update([{ rect: box(0.1), score: 0.6, item: 'a1' }]);
    t.update([{ rect: box(0.13), score: 0.2, item: 'a2' }]);
    const [a] = t.open();
    expect([a?.hits, a?.best, t.open().length]).toEqual([2, 'a1', 1]);
    // A confident detection takes the track first; the faint one beside it is nobody's.
    t.update([
      { rect: box(0.165), score: 0.2, item: 'b-faint' },
      { rect: box(0.16), score: 0.5, item: 'a3' },
    ]);
    expect([a?.hits, a?.rect.x_min, t.open().length]).toEqual([3, 0.16, 1]);
    // Unseen for longer than LOW_REACH (misses × 0.5 s): the faint detection where it is expected is dropped.
    for (let i = 0; i < (2 * LOW_REACH) / 0.5; i++) t.update([]);
    t.update([{ rect: box(0.16 + 0.03 * (1 + (2 * LOW_REACH) / 0.5)), score: 0.2, item: 'late-faint' }]);
    expect([a?.hits, a?.misses, t.open().length]).toEqual([3, 1 + (2 * LOW_REACH) / 0.5, 1]);
  });

  it('people entering one after another, each where the last one left: one track each, so every crossing counts once (person boxes at 1 fps)', () => {
    const scene = walkScene();
    const t = new IouTracker<number>(0.1, 2);
    const crossed = new Set<string>();
    const got: string[] = [];
    const ids = new Set<number>();
    for (let i = 0; i <= scene.duration * WALK_FPS; i++) {
      t.update(
        boxesAt(scene, i / WALK_FPS).map((rect) => ({ rect, score: 0.9, item: i })),
        W / H,
      );
      for (const tr of t.live()) {
        ids.add(tr.id);
        const [p, q] = tr.path.slice(-2);
        const dir = p && q ? crosses(scene.line as [{ x: number; y: number }, { x: number; y: number }], p, q) : null;
        // As sa does: a track counts a direction once.
        if (!dir || crossed.has(`${tr.id}:${dir}`)) continue;
        crossed.add(`${tr.id}:${dir}`);
        got.push(dir);
      }
    }
    console.warn(`person boxes at ${WALK_FPS} fps: ${got.length} crossings of ${scene.truth.length}, ${ids.size} tracks for ${scene.walkers.length} people`);
    expect(got).toEqual(scene.truth.map((c) => c.kind));
    expect(ids.size).toBe(scene.walkers.length);
  });
});
