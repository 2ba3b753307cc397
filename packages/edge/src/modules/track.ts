import type { Rect } from '@argus/vision';

export const iou = (a: Rect, b: Rect): number => {
  const w = Math.min(a.x_max, b.x_max) - Math.max(a.x_min, b.x_min);
  const h = Math.min(a.y_max, b.y_max) - Math.max(a.y_min, b.y_min);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  const area = (r: Rect) => (r.x_max - r.x_min) * (r.y_max - r.y_min);
  return inter / (area(a) + area(b) - inter);
};

export interface Track<T> {
  id: number;
  rect: Rect;
  misses: number;
  hits: number;
  path: { x: number; y: number }[];
  best: T;
  bestScore: number;
}

const centre = (r: Rect) => ({ x: (r.x_min + r.x_max) / 2, y: (r.y_min + r.y_max) / 2 });

/** Affinity of a detection that is surely the track's object wherever it is (below every geometric match). */
const ANYWHERE = 0.001;

/**
 * How well a detection continues a track: overlapping boxes (IoU ≥ minIou) first, by IoU (> 1);
 * else, for a fast mover or after missed frames, a centre within one box width per frame since the
 * track was last seen (0..1); else, when the identity check says it is surely the same object
 * (a face at a few frames a second crosses more than its width between frames), ANYWHERE;
 * otherwise no match (≤ 0).
 */
function affinity<T>(t: Track<T>, r: Rect, minIou: number, same: Identity): number {
  if (same === 'other') return 0;
  const v = iou(t.rect, r);
  if (v >= minIou) return 1 + v;
  const a = centre(t.rect);
  const b = centre(r);
  const gate = Math.max(t.rect.x_max - t.rect.x_min, t.rect.y_max - t.rect.y_min) * (1 + t.misses);
  const near = 1 - Math.hypot(a.x - b.x, a.y - b.y) / gate;
  return near > 0 ? near : same === 'surely' ? ANYWHERE : near;
}

/** What an identity check says of a detection against a track's best: another object, maybe the same, surely the same. */
export type Identity = 'other' | 'maybe' | 'surely';

/**
 * A simple IoU tracker: each detection joins the unmatched track it fits best (overlap, else a
 * near centre: see affinity; greedy), else starts a track. A track not seen for more than maxMisses frames ends and is
 * handed back once, with the best-scoring detection it saw.
 */
export class IouTracker<T> {
  private tracks: Track<T>[] = [];
  private next = 1;

  constructor(
    private readonly minIou = 0.2,
    private readonly maxMisses = 2,
    /** Whether a detection can be the same object as the track's best (e.g. the same face); default: maybe. */
    private readonly sameObject: (best: T, item: T) => Identity = () => 'maybe',
  ) {}

  update(detections: { rect: Rect; score: number; item: T }[]): Track<T>[] {
    const pairs: { t: Track<T>; d: number; v: number }[] = [];
    this.tracks.forEach((t) => detections.forEach((det, d) => pairs.push({ t, d, v: affinity(t, det.rect, this.minIou, this.sameObject(t.best, det.item)) })));
    pairs.sort((a, b) => b.v - a.v);
    const usedT = new Set<Track<T>>();
    const usedD = new Set<number>();
    for (const p of pairs) {
      if (p.v <= 0 || usedT.has(p.t) || usedD.has(p.d)) continue;
      usedT.add(p.t);
      usedD.add(p.d);
      const det = detections[p.d];
      if (!det) continue;
      this.extend(p.t, det);
    }
    detections.forEach((det, d) => {
      if (usedD.has(d)) return;
      const t: Track<T> = { id: this.next++, rect: det.rect, misses: 0, hits: 0, path: [], best: det.item, bestScore: -Infinity };
      this.extend(t, det);
      this.tracks.push(t);
      usedT.add(t);
    });
    const ended: Track<T>[] = [];
    this.tracks = this.tracks.filter((t) => {
      if (!usedT.has(t)) t.misses++;
      if (t.misses > this.maxMisses) {
        ended.push(t);
        return false;
      }
      return true;
    });
    return ended;
  }

  /** The tracks that were seen in the last update. */
  live(): readonly Track<T>[] {
    return this.tracks.filter((t) => t.misses === 0);
  }

  /** Ends every open track (the stream ended, or the module went off). */
  flush(): Track<T>[] {
    const all = this.tracks;
    this.tracks = [];
    return all;
  }

  private extend(t: Track<T>, det: { rect: Rect; score: number; item: T }): void {
    t.rect = det.rect;
    t.misses = 0;
    t.hits++;
    if (t.path.length < 1000) t.path.push({ x: (det.rect.x_min + det.rect.x_max) / 2, y: (det.rect.y_min + det.rect.y_max) / 2 });
    if (det.score > t.bestScore) {
      t.bestScore = det.score;
      t.best = det.item;
    }
  }
}

/** Point in polygon (even-odd rule), coordinates as fractions of the frame. */
export function inPolygon(p: { x: number; y: number }, polygon: { x: number; y: number }[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i];
    const b = polygon[j];
    if (!a || !b) continue;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}
