import type { RoiLine } from '@argus/contracts';
import type { Frame } from '../video/frames';
import { classesOf, labelOf, type Send, type Thing } from './sa-common';
import type { IouTracker } from './track';

/** Which side of the line a point lies on: < 0 left of coords[0] → coords[1] (as drawn on the picture, y down), > 0 right. */
export function sideOf(line: RoiLine['coords'], p: { x: number; y: number }): number {
  const [a, b] = line;
  if (!a || !b) return 0;
  return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
}

/** Whether the move p → q crosses the segment a–b (strictly: touching the line is not crossing it). */
export function crosses(line: RoiLine['coords'], p: { x: number; y: number }, q: { x: number; y: number }): 'forward' | 'backward' | null {
  const [a, b] = line;
  if (!a || !b) return null;
  const s1 = sideOf(line, p);
  const s2 = sideOf(line, q);
  if (s1 === 0 || s2 === 0 || Math.sign(s1) === Math.sign(s2)) return null;
  const seg = [p, q] as RoiLine['coords'];
  const t1 = sideOf(seg, a);
  const t2 = sideOf(seg, b);
  if (Math.sign(t1) === Math.sign(t2) && t1 !== 0) return null;
  return s1 < 0 ? 'forward' : 'backward';
}

/** Tracks whose last time off a line is kept, and crossings logged. */
const KEPT = 1000;

/**
 * Line crossings: tracks of the line's obj_classes (moving foreground blobs when it names none)
 * whose centre moves across the segment between two frames, once per track and direction;
 * direction any / forward / backward.
 */
export class LineCounter {
  private readonly crossed = new Set<string>();
  /** Per line and track: when the track was last seen off the line (the frame's time), most recent last. */
  private readonly offAt = new Map<string, number>();
  /**
   * The latest crossings (at most KEPT): the frame they were reported at and when the track reached
   * the line, linear between its sightings either side (a person the detector missed around the
   * line is reported when seen beyond it, seconds later): the bench's and the tests' view.
   */
  readonly log: { ts: number; line: string; dir: 'forward' | 'backward'; reachedAt: number }[] = [];

  constructor(private readonly send: Send) {}

  reset(): void {
    this.crossed.clear();
    this.offAt.clear();
    this.log.length = 0;
  }

  async run(line: RoiLine, frame: Frame, objTracker: IouTracker<Thing>, blobTracker: IouTracker<Thing>): Promise<void> {
    const classes = classesOf(line.obj_classes);
    const tracks = line.obj_classes.length ? objTracker.live().filter((t) => t.best.cls && classes.includes(t.best.cls)) : blobTracker.live();
    const kind = line.obj_classes.length ? 'o' : 'b';
    for (const t of tracks) {
      const q = t.path[t.path.length - 1];
      // From where the track last was off the line: a centre that lands exactly on it (frequent on
      // the small frame's grid) and moves on has crossed it, over two frames.
      let p: { x: number; y: number } | undefined;
      for (let i = t.path.length - 2; i >= 0 && !p; i--) {
        const at = t.path[i];
        if (at && sideOf(line.coords, at) !== 0) p = at;
      }
      if (!q) continue;
      const track = `${line.id}:${kind}${t.id}`;
      const from = this.offAt.get(track);
      const side = sideOf(line.coords, q);
      if (side !== 0) {
        this.offAt.delete(track);
        this.offAt.set(track, frame.ts);
        if (this.offAt.size > KEPT) this.offAt.delete(this.offAt.keys().next().value ?? '');
      }
      if (!p) continue;
      const dir = crosses(line.coords, p, q);
      if (!dir) continue;
      const key = `${track}:${dir}`;
      if (this.crossed.has(key)) continue;
      this.crossed.add(key);
      const before = Math.abs(sideOf(line.coords, p));
      const reachedAt = from === undefined ? frame.ts : from + ((frame.ts - from) * before) / (before + Math.abs(side) || 1);
      this.log.push({ ts: frame.ts, line: line.id, dir, reachedAt: Math.round(reachedAt) });
      if (this.log.length > KEPT) this.log.shift();
      if (line.direction !== 'any' && line.direction !== dir) continue;
      const cls = t.best.cls;
      await this.send(frame, 'line_crossing', cls ? labelOf(cls) : null, t.rect, null, { id: line.id, name: line.name }, { original_reason: dir }, t.path);
    }
  }
}
