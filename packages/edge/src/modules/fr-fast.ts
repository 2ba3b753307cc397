import type { VideoAnalytics } from '@argus/contracts';
import { compareDescriptors, detectFaces, loadVision, locateFaces, type DetectedFace, type Rect } from '@argus/vision';
import sharp from 'sharp';
import type { NewEvent } from '../delivery/spool';
import type { Frame } from '../video/frames';
import { frEvent } from './fr';
import { mergeBoxes, MotionRegions, overlaps, type PixelBox } from './motion';
import { inPolygon, iou, IouTracker, type Track } from './track';

type FrModule = NonNullable<VideoAnalytics['modules']['fr']>;

interface Sighting {
  rect: Rect;
  score: number;
  frame: Frame;
  roi: { id: string; name: string } | null;
}

/** A track's end, confirmed by the accurate nets, waiting a little for a continuation (see FastFaceModule). */
interface Held {
  face: DetectedFace;
  best: Sighting;
  path: { x: number; y: number }[];
  first: number;
  last: number;
}

/** Sightings kept per track for the accurate pass: the best few, in case the first is not confirmed. */
const CANDIDATES = 3;
/** A face whose descriptor is this close to a held track's continues it (as in FaceModule's tracker). */
const SURELY = 0.25;
/** Tiny Face Detector input: the region's longer side over this, within [MIN_INPUT, MAX_INPUT], a multiple of 32. */
const REGION_PER_INPUT = 1.5;
const MIN_INPUT = 128;
const MAX_INPUT = 320;
/** Every this many frames the whole of every motion region is searched, also where faces are tracked. */
const SWEEP = 3;
/** Frames a track may go unseen before it ends (as FaceModule's tracker). */
const PATIENCE = 2;
/**
 * Frames an ended track is held for a continuation: over twice the tracker's patience (a walker's
 * face missed by the Tiny Face Detector for a second at 4 frames/s left two tracks in bench/edge).
 */
const HOLD = 2 * (PATIENCE + 1) + 1;

/**
 * fr, fast path: the same events as FaceModule (one per track, from its best frame, inside the ROIs,
 * at least min_detection_size) for a fraction of its work per frame. Each frame: motion regions
 * (MotionRegions) and the regions around open tracks are searched by the Tiny Face Detector (boxes
 * only); frames where nothing moved and no face is tracked cost a decode. When a track ends, its best
 * sightings go, best first, to the accurate path (SSD MobileNet on a crop around the box, then
 * landmarks, alignment, descriptor, age and gender) until one is confirmed; an unconfirmed track
 * (no face found there by SSD) gives no event. A face moving faster than the tracker's gate leaves
 * one short track per sighting, and a missed box can leave two tracks of one face side by side: an
 * ended track is held for a few frames, and another whose descriptor is surely the same face
 * (distance < 0.25) and whose frames overlap or follow within HOLD frames joins it, so
 * the pass is still one event.
 */
export class FastFaceModule {
  private readonly tracker = new IouTracker<Sighting>(0.2, PATIENCE);
  private readonly motion = new MotionRegions();
  private readonly candidates = new Map<number, Sighting[]>();
  private readonly spans = new Map<number, { first: number; last: number }>();
  private held: Held[] = [];
  /** Frames analysed by this module (a frame's own index restarts with its decoder). */
  private index = -1;

  constructor(
    private readonly cameraId: number,
    private readonly emit: (event: NewEvent) => void,
  ) {}

  async analyse(frame: Frame, m: FrModule): Promise<void> {
    await loadVision({ detectors: ['ssdMobilenetv1', 'tinyFaceDetector'] });
    const c = m.config;
    const index = ++this.index;
    const { data, info } = await sharp(frame.jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const W = info.width;
    const H = info.height;
    const moved = this.motion.update(data, W, H).filter((r) => Math.min(r.width, r.height) >= c.min_detection_size);
    // Where tracked faces are expected: also when they stand still (no motion there).
    const tracked = this.tracker.open().map((t) => grow(t.rect, W, H));
    // Motion around a tracked face is mostly that face's person: searched whole every SWEEP-th frame
    // only (a newcomer beside them waits at most that long); motion elsewhere on every frame.
    const sweep = index % SWEEP === 0;
    const regions = [...tracked, ...moved.filter((r) => sweep || !tracked.some((t) => overlaps(t, r)))];
    const found: { rect: Rect; score: number }[] = [];
    for (const r of mergeBoxes(regions)) {
      const inputSize = Math.min(MAX_INPUT, Math.max(MIN_INPUT, 32 * Math.ceil(Math.max(r.width, r.height) / REGION_PER_INPUT / 32)));
      for (const f of await locateFaces({ data, width: W, height: H }, r, { inputSize })) {
        // The same face found from two overlapping regions counts once.
        const twin = found.findIndex((g) => iou(g.rect, f.rect) > 0.4);
        if (twin < 0) found.push(f);
        else if (found[twin]!.score < f.score) found[twin] = f;
      }
    }
    const detections: { rect: Rect; score: number; item: Sighting }[] = [];
    for (const f of found) {
      const w = (f.rect.x_max - f.rect.x_min) * W;
      const h = (f.rect.y_max - f.rect.y_min) * H;
      if (Math.min(w, h) < c.min_detection_size) continue;
      const centre = { x: (f.rect.x_min + f.rect.x_max) / 2, y: (f.rect.y_min + f.rect.y_max) / 2 };
      const roi = c.roi.length ? c.roi.find((r) => inPolygon(centre, r.polygon)) : undefined;
      if (c.roi.length && !roi) continue;
      const score = f.score + Math.min(w, h) / 10_000;
      detections.push({ rect: f.rect, score, item: { rect: f.rect, score, frame, roi: roi ? { id: roi.id, name: roi.name } : null } });
    }
    const ended = this.tracker.update(detections, W / H);
    for (const t of this.tracker.live()) {
      const det = detections.find((d) => d.rect === t.rect);
      if (!det) continue;
      const list = this.candidates.get(t.id) ?? [];
      list.push(det.item);
      list.sort((a, b) => b.score - a.score);
      this.candidates.set(t.id, list.slice(0, CANDIDATES));
      const span = this.spans.get(t.id);
      this.spans.set(t.id, { first: span?.first ?? index, last: index });
    }
    await this.end(ended);
    // A held track that nothing continued for this long is a pass of its own.
    const expired = this.held.filter((h) => index > h.last + HOLD);
    this.held = this.held.filter((h) => !expired.includes(h));
    for (const h of expired) await this.report(h);
  }

  /** Reports the open and held tracks (end of stream, module switched off or out of its worktime). */
  async flush(): Promise<void> {
    await this.end(this.tracker.flush());
    const all = this.held;
    this.held = [];
    for (const h of all) await this.report(h);
  }

  private async end(tracks: Track<Sighting>[]): Promise<void> {
    for (const t of tracks) {
      const list = this.candidates.get(t.id) ?? [t.best];
      const span = this.spans.get(t.id) ?? { first: this.index, last: this.index };
      this.candidates.delete(t.id);
      this.spans.delete(t.id);
      for (const s of list) {
        const face = await confirm(s);
        if (!face) continue;
        this.hold({ face, best: s, path: t.path, ...span });
        break;
      }
    }
  }

  private hold(h: Held): void {
    const same = this.held.find(
      (o) => h.first <= o.last + HOLD && o.first <= h.last + HOLD && compareDescriptors(o.face.descriptor, h.face.descriptor).distance < SURELY,
    );
    if (!same) return void this.held.push(h);
    same.path = h.first < same.first ? [...h.path, ...same.path] : [...same.path, ...h.path];
    same.first = Math.min(same.first, h.first);
    same.last = Math.max(same.last, h.last);
    if (h.best.score > same.best.score) {
      same.best = h.best;
      same.face = h.face;
    }
  }

  private async report(h: Held): Promise<void> {
    this.emit(await frEvent(this.cameraId, h.best.frame, h.face, h.path, h.best.roi));
  }
}

/** The region around a tracked face where it is looked for in the next frame. */
function grow(r: Rect, W: number, H: number): PixelBox {
  const w = (r.x_max - r.x_min) * W;
  const h = (r.y_max - r.y_min) * H;
  const x = Math.max(0, r.x_min * W - w);
  const y = Math.max(0, r.y_min * H - h);
  return { x, y, width: Math.min(W, r.x_max * W + w) - x, height: Math.min(H, r.y_max * H + h) - y };
}

/**
 * The accurate path on one sighting: SSD MobileNet and the face nets on a crop around its box (a
 * face's width and height of margin on each side); the face nearest the box, back in frame fractions.
 */
async function confirm(s: Sighting): Promise<DetectedFace | null> {
  const meta = await sharp(s.frame.jpeg).metadata();
  const W = meta.width ?? 0;
  const H = meta.height ?? 0;
  const box = grow(s.rect, W, H);
  const left = Math.round(box.x);
  const top = Math.round(box.y);
  const width = Math.min(W - left, Math.round(box.width));
  const height = Math.min(H - top, Math.round(box.height));
  if (width < 32 || height < 32) return null;
  const crop = await sharp(s.frame.jpeg).extract({ left, top, width, height }).jpeg({ quality: 95 }).toBuffer();
  const result = await detectFaces(crop, { minFaceSize: 20, reframe: true });
  const toFrame = (r: Rect): Rect => ({
    x_min: (left + r.x_min * width) / W,
    x_max: (left + r.x_max * width) / W,
    y_min: (top + r.y_min * height) / H,
    y_max: (top + r.y_max * height) / H,
  });
  let best: DetectedFace | null = null;
  let overlap = 0.2;
  for (const f of result.faces) {
    const rect = toFrame(f.rect);
    const v = iou(rect, s.rect);
    if (v <= overlap) continue;
    overlap = v;
    const landmarks = f.landmarks.map((p) => ({ x: (left + p.x * width) / W, y: (top + p.y * height) / H }));
    best = { ...f, rect, landmarks };
  }
  return best;
}
