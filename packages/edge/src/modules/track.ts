import type { Rect } from '@argus/vision';
import { CvKalman } from './kalman';

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
  /** The box of the last detection that joined the track. */
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
 * How far a detection's centre may lie from where the track is expected, in the predicted box's
 * larger side (measured in pixels): before the track's velocity is known (one sighting) a walker
 * moves up to about its height per second, so the gate is one box; afterwards the prediction
 * carries the motion and the gate is half a box. A moving track's gate does not grow with missed
 * frames: it keeps moving on its prediction, it does not reach out to whoever appears next. A track
 * seen once has no prediction to move on: its gate grows by a box per second since it was seen (the
 * walker went on walking), or at 1 fps a person seen once, missed once, is taken for a newcomer
 * on the line's other side and the crossing is lost.
 */
const GATE_FIRST = 1;
const GATE_MOVING = 0.5;

/** A track's motion state: constant-velocity Kalman filters on its centre, its size as last seen. */
interface Motion {
  x: CvKalman;
  y: CvKalman;
  w: number;
  h: number;
}

const predicted = (m: Motion): Rect => ({ x_min: m.x.x - m.w / 2, x_max: m.x.x + m.w / 2, y_min: m.y.x - m.h / 2, y_max: m.y.x + m.h / 2 });

function motionOf(r: Rect): Motion {
  const w = r.x_max - r.x_min;
  const h = r.y_max - r.y_min;
  const c = centre(r);
  // Noise scaled by the box: a detector's box jitters by a few percent of its size.
  return { x: new CvKalman(c.x, (0.1 * w) ** 2, (0.2 * w) ** 2), y: new CvKalman(c.y, (0.1 * h) ** 2, (0.2 * h) ** 2), w, h };
}

/**
 * How well a detection continues a track (SORT-style, against the track's predicted box): overlapping
 * boxes (IoU ≥ minIou) first, by IoU (> 1); else a centre inside the gate around the predicted centre
 * (GATE box sizes, 0..1, nearer is better); else, when the identity check says it is
 * surely the same object (a face at a few frames a second crosses more than its width between
 * frames), ANYWHERE; otherwise no match (≤ 0).
 */
function affinity(expected: Rect, hits: number, unseenS: number, r: Rect, minIou: number, same: Identity, aspect: number): number {
  if (same === 'other') return 0;
  const v = iou(expected, r);
  if (v >= minIou) return 1 + v;
  const a = centre(expected);
  const b = centre(r);
  // Fractions of the frame → a unit of the frame's height in both directions.
  const size = Math.max((expected.x_max - expected.x_min) * aspect, expected.y_max - expected.y_min, 1e-6);
  const gate = (hits < 2 ? GATE_FIRST * Math.max(1, unseenS) : GATE_MOVING) * size;
  const near = 1 - Math.hypot((a.x - b.x) * aspect, a.y - b.y) / gate;
  return near > 0 ? near : same === 'surely' ? ANYWHERE : near;
}

/**
 * Seconds a track may have gone unseen for a detection under the tracker's startScore to continue it
 * (at least one frame interval): ByteTrack's second stage takes low-score detections only for
 * tracks followed up to the last frame, which is 1 s at 1 fps and 0.2 s at 5 fps; in seconds, the
 * same at every rate. A track that coasted on its prediction for longer is taken up again only by a
 * confident detection, so a faint one near where it is expected (a newcomer's first sighting, a
 * shadow) does not bend it towards someone else.
 */
export const LOW_REACH = 1;

/** What an identity check says of a detection against a track's best: another object, maybe the same, surely the same. */
export type Identity = 'other' | 'maybe' | 'surely';

/**
 * A SORT-style tracker: each track predicts its box in this frame (constant-velocity Kalman on its
 * centre); detections are assigned greedily by affinity to the predicted boxes (IoU first, then a
 * gated centre distance: see affinity); an unmatched detection starts a track. ByteTrack's two
 * stages: detections scoring under startScore are assigned only after the others, only to the
 * tracks left unmatched that were seen within LOW_REACH s, and never start a track. A track not
 * seen for more than maxMisses frames, or whose prediction has left the picture, ends and is
 * handed back once, with the best-scoring detection it saw.
 */
export class IouTracker<T> {
  private tracks: Track<T>[] = [];
  private readonly motion = new Map<Track<T>, Motion>();
  private next = 1;
  /** Seconds between updates, for a track seen once (whose reach grows with time unseen); an owner that knows its frame rate sets it. */
  frameS = 1;
  /** Detections scoring under this only continue tracks (second stage), never start one. */
  startScore = -Infinity;

  constructor(
    private readonly minIou = 0.2,
    /** Frames a track may go unseen before it ends; an owner that knows its frame rate may set it in time. */
    public maxMisses = 2,
    /** Whether a detection can be the same object as the track's best (e.g. the same face); default: maybe. */
    private readonly sameObject: (best: T, item: T) => Identity = () => 'maybe',
    /**
     * Whether a track that missed a frame may take a detection again. false: it only waits for its
     * end (still open, e.g. to be searched around), and what appears next starts a track of its own,
     * for an owner that cannot tell identities per frame and judges the pieces afterwards.
     */
    private readonly rejoin = true,
  ) {}

  /**
   * `aspect`: the frame's width over its height (rects are fractions of each), for distances.
   * `unsearched`: tracks that were not looked for in this frame (an owner that checks a steady track
   * only every few frames): unmatched, they move on by their prediction without counting a miss.
   */
  update(detections: { rect: Rect; score: number; item: T }[], aspect = 1, unsearched: (t: Track<T>) => boolean = () => false): Track<T>[] {
    const expected = new Map<Track<T>, Rect>();
    for (const t of this.tracks) {
      const m = this.motion.get(t);
      if (!m) continue;
      m.x.predict();
      m.y.predict();
      expected.set(t, predicted(m));
    }
    const usedT = new Set<Track<T>>();
    const usedD = new Set<number>();
    const assign = (tracks: Track<T>[], low: boolean) => {
      const pairs: { t: Track<T>; d: number; v: number }[] = [];
      for (const t of tracks) {
        if (usedT.has(t) || (t.misses > 0 && !this.rejoin)) continue;
        detections.forEach((det, d) => {
          if (usedD.has(d) || det.score < this.startScore !== low) return;
          const unseenS = (1 + t.misses) * this.frameS;
          pairs.push({ t, d, v: affinity(expected.get(t) ?? t.rect, t.hits, unseenS, det.rect, this.minIou, this.sameObject(t.best, det.item), aspect) });
        });
      }
      pairs.sort((a, b) => b.v - a.v);
      for (const p of pairs) {
        if (p.v <= 0 || usedT.has(p.t) || usedD.has(p.d)) continue;
        usedT.add(p.t);
        usedD.add(p.d);
        const det = detections[p.d];
        if (det) this.extend(p.t, det);
      }
    };
    assign(this.tracks, false);
    // Unseen for the interval to this frame plus the frames missed before it.
    assign(
      this.tracks.filter((t) => (1 + t.misses) * this.frameS <= Math.max(LOW_REACH, this.frameS) + 1e-9),
      true,
    );
    detections.forEach((det, d) => {
      if (usedD.has(d) || det.score < this.startScore) return;
      const t: Track<T> = { id: this.next++, rect: det.rect, misses: 0, hits: 0, path: [], best: det.item, bestScore: -Infinity };
      this.motion.set(t, motionOf(det.rect));
      this.extend(t, det, false);
      this.tracks.push(t);
      usedT.add(t);
    });
    const ended: Track<T>[] = [];
    this.tracks = this.tracks.filter((t) => {
      if (!usedT.has(t) && !unsearched(t)) t.misses++;
      const m = this.motion.get(t);
      const gone = t.misses > 0 && m !== undefined && (m.x.x < 0 || m.x.x > 1 || m.y.x < 0 || m.y.x > 1);
      if (t.misses > this.maxMisses || gone) {
        ended.push(t);
        this.motion.delete(t);
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

  /** Every open track, seen in the last update or not. */
  open(): readonly Track<T>[] {
    return this.tracks;
  }

  /** Where a track is expected in the next update: its box as last seen, moved on by the track's velocity. */
  expected(t: Track<T>): Rect {
    const m = this.motion.get(t);
    if (!m) return t.rect;
    const x = m.x.x + m.x.v;
    const y = m.y.x + m.y.v;
    return { x_min: x - m.w / 2, x_max: x + m.w / 2, y_min: y - m.h / 2, y_max: y + m.h / 2 };
  }

  /** Counts `frames` misses for every open track: frames not analysed (dropped), in which none was seen. */
  miss(frames: number): void {
    for (const t of this.tracks) t.misses += frames;
  }

  /** Ends every open track (the stream ended, or the module went off). */
  flush(): Track<T>[] {
    const all = this.tracks;
    this.tracks = [];
    this.motion.clear();
    return all;
  }

  private extend(t: Track<T>, det: { rect: Rect; score: number; item: T }, correct = true): void {
    t.rect = det.rect;
    t.misses = 0;
    t.hits++;
    const m = this.motion.get(t);
    if (m && correct) {
      const c = centre(det.rect);
      m.x.correct(c.x);
      m.y.correct(c.y);
      m.w = det.rect.x_max - det.rect.x_min;
      m.h = det.rect.y_max - det.rect.y_min;
    }
    if (t.path.length < 1000) t.path.push(centre(det.rect));
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
