import type { VideoAnalytics } from '@argus/contracts';
import { compareDescriptors, describeLocated, loadVision, locateFaces, type DetectedFace, type Rect } from '@argus/vision';
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
  /** The roll of the search that found it (see ROLL); absent for an upright search. */
  roll?: number;
}

/** A track's end, confirmed by the accurate nets, waiting a little for a continuation (see FastFaceModule). */
interface Held {
  face: DetectedFace;
  best: Sighting;
  path: { x: number; y: number }[];
  first: number;
  last: number;
  /** The boxes of its first and last sightings. */
  from: Rect;
  to: Rect;
}

/** A track's frames (this module's count) and boxes, first and last. */
interface Span {
  first: number;
  last: number;
  from: Rect;
  to: Rect;
}

/** Sightings kept per track for the accurate pass: the best few, in case the first is not confirmed. */
const CANDIDATES = 3;
/** A face whose descriptor is this close to a held track's continues it wherever it is (as in FaceModule's tracker). */
const SURELY = 0.25;
/**
 * At this distance or more it is another person's face, however near (as in FaceModule's tracker);
 * between the two it continues a held track only where that track left off (see continues).
 */
const OTHER = 0.5;
/** Tiny Face Detector input: the region's longer side over this, within [MIN_INPUT, MAX_INPUT], a multiple of 32. */
const REGION_PER_INPUT = 1.5;
const MIN_INPUT = 128;
const MAX_INPUT = 320;
/**
 * The largest input of a sweep (see SWEEP_MS): the demo scene's moving photos made one motion region
 * of most of the frame, which at input 320 brought its ~115 px faces to ~38 px, under the size the
 * Tiny Face Detector finds, and the watch-list people were missed on 3 of 5 passes
 * (bench/edge/demo-scene.ts). Between sweeps new motion is searched at MAX_INPUT.
 */
const MAX_SWEEP_INPUT = 512;
/**
 * A tracked face's side in the detector's input: a face of 85 pixels (bench/edge's 720p scene) was
 * found at 46–62 pixels in the input and missed at 32–42.
 */
const FACE_INPUT = 64;
/** Sightings after which a track is steady: its velocity known, it may go a frame without a look (see LOOK_MS). */
const STEADY = 3;
/**
 * A steady track is looked for at least this often (ms of frame time): at 5 frames/s or more every
 * other frame, at lower rates every frame. A face left unsearched is no miss, so whoever appears
 * where it is expected next continues its track: at 2 frames/s someone appearing where another had
 * walked out a second before did (two passes, one event). At 500 (every other frame at 4 frames/s)
 * bench/edge's faces clip lost a pass (no event: its motion region, looked at in other frames, was
 * where the Tiny Face Detector missed the face).
 */
const LOOK_MS = 400;
/**
 * At most this long (ms of frame time) between searches of the whole of every motion region, also
 * where faces are tracked: a newcomer beside a tracked face waits at most that long. (Every third
 * frame before: at 5 frames/s, a third of the Tiny Face Detector's work in bench/edge's 720p scene.)
 */
const SWEEP_MS = 1000;
/**
 * Roll (degrees) of the turned searches: the Tiny Face Detector misses faces rolled beyond ~20°. On
 * the demo photos' 22 faces rolled by ±30° (bench/edge/rolled.ts), an upright search of their motion
 * region found 12–13, turned by ∓25° 19–20; 0° faces were found turned by 25° as well (14–18). Every
 * SWEEP_MS, each motion region where the upright search found no face is searched turned, by ROLL
 * one sweep and by −ROLL the next, and a track found turned is followed at its roll. (Turning every
 * motion region both ways at every sweep halved the frames/s of bench/edge/rolled.ts, and in
 * fr-fast.test.ts's group photo it made a fourth event of three faces.) The demo scene's head tilted
 * ~45° is no case for them: the upright search of its motion region found it in 13 of its 20 frames
 * (turned by 25°, 35°, 45°: 11, 15, 17), and on a rendering where its pass gave no event, turning the
 * region on every sweep brought it back at 2.2 times the searches (113 → 250) and with two events; the
 * pass had been found and lost in a join (see hold).
 */
const ROLL = 25;
const ROLLS = [ROLL, -ROLL];
/** A motion region where a look found no face is looked at again after this many frames (see analyse). */
const RELOOK = 3;
/** A motion region is the one looked at before when their boxes overlap this much (IoU). */
const SAME_REGION = 0.5;
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
 * (MotionRegions) and, apart from them, the regions where open tracks are expected (at the scale
 * that fits their faces; a steady track every LOOK_MS) are searched by the Tiny Face Detector (boxes
 * only); frames where nothing moved and no face is tracked cost a decode. When a track ends, its best
 * sightings go, best first, to the face nets (the Tiny Face Detector's box brought to SSD MobileNet's
 * geometry by landmarks, then descriptor, age and gender: describeLocated) until one is described; a
 * track with none gives no event. A face moving faster than the tracker's gate leaves one short
 * track per sighting, a missed box two tracks of one face side by side or one after the other: an
 * ended track is held for HOLD frames, and another that is the same face by the full-frame tracker's
 * tiers (see hold) joins it, so the pass is still one event. Heads rolled beyond the Tiny Face
 * Detector's reach (~20°) can be searched for turned (see ROLL; off by default); every face is
 * described upright by its eyes' line, as enrolled photos are (describeLocated).
 */
export class FastFaceModule {
  /**
   * A face missed for a frame is not picked up again by the tracker: the Tiny Face Detector's boxes
   * say nothing of who it is, and someone stepping in where another just left would continue their
   * track (and the pass of one of them gave no event). The pieces are joined after the accurate pass,
   * by descriptor (see hold).
   */
  private readonly tracker = new IouTracker<Sighting>(0.2, PATIENCE, undefined, false);
  private readonly motion = new MotionRegions();
  private readonly candidates = new Map<number, Sighting[]>();
  private readonly spans = new Map<number, Span>();
  /** Motion regions looked at without a face found, and when (this module's frame count). */
  private empty: { box: PixelBox; at: number }[] = [];
  /** The frame time each open track was last looked for (see LOOK_MS). */
  private readonly looked = new Map<number, number>();
  /** The last frame's time, and the time between two frames when none is dropped (the analysis rate). */
  private last = -Infinity;
  private step = Infinity;
  /** The frame time of the last sweep (see SWEEP_MS), and sweeps so far. */
  private swept = -Infinity;
  private sweeps = 0;
  /** The last frame's width over its height. */
  private aspect = 16 / 9;
  private held: Held[] = [];
  /** The module's model work: Tiny Face Detector searches (regions) and face-net descriptions (sightings). */
  readonly work = { located: 0, described: 0 };
  /** Frames analysed by this module (a frame's own index restarts with its decoder). */
  private index = -1;
  /** The roll each open track was last found at (see ROLL). */
  private readonly rolls = new Map<number, number>();

  constructor(
    private readonly cameraId: number,
    private readonly emit: (event: NewEvent) => void,
    /**
     * Turned searches (see ROLL). Off by default: with faces described upright on both sides
     * (vision's describeUpright), bench/edge/rolled.ts (22 faces, sizes, blur, JPEG) recognised
     * 8, 15, 15, 14, 9 of 22 at −30°, −15°, 0°, 15°, 30° without them and 10, 15, 15, 14, 9 with
     * them, for 10.4 → 8.0 frames/s per core (load 7–11): the Tiny Face Detector's upright search
     * finds most of those it can describe.
     */
    private readonly rolled = false,
  ) {}

  async analyse(frame: Frame, m: FrModule): Promise<void> {
    await loadVision({ detectors: ['ssdMobilenetv1', 'tinyFaceDetector'] });
    const c = m.config;
    const index = ++this.index;
    const { data, info } = await sharp(frame.jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const W = info.width;
    const H = info.height;
    this.aspect = W / H;
    const moved = this.motion.update(data, W, H).filter((r) => Math.min(r.width, r.height) >= c.min_detection_size);
    // Where tracked faces are expected: also when they stand still (no motion there).
    // Frames dropped while the analysis was busy are frames in which the tracked faces were not seen:
    // whoever is where a face was expected after a gap is not taken for it (it may have walked out and
    // another in: two passes, one event, in the handover test).
    if (frame.ts > this.last && this.last > -Infinity) {
      const gap = frame.ts - this.last;
      // The step follows a slower rate within a few frames (× 1.25 a frame), a faster one at once.
      this.step = Math.min(gap, this.step * 1.25);
      this.tracker.miss(Math.max(0, Math.round(gap / this.step) - 1));
    }
    this.last = frame.ts;
    const open = this.tracker.open();
    const tracked = open.map((t) => around(t.rect, this.tracker.expected(t), W, H));
    // A steady track is not looked for in this frame when the next frame still comes within LOOK_MS
    // of its last look; meanwhile it moves on by its prediction.
    const rest = (t: Track<Sighting>) => {
      const at = this.looked.get(t.id);
      return t.misses === 0 && t.hits >= STEADY && at !== undefined && frame.ts >= at && 2 * (frame.ts - at) <= LOOK_MS;
    };
    const resting = new Set(open.filter(rest));
    for (const t of open) if (!resting.has(t)) this.looked.set(t.id, frame.ts);
    for (const id of this.looked.keys()) if (!open.some((t) => t.id === id)) this.looked.delete(id);
    for (const id of this.rolls.keys()) if (!open.some((t) => t.id === id)) this.rolls.delete(id);
    const rollOf = (t: Track<Sighting>) => this.rolls.get(t.id) ?? 0;
    const looked = tracked.filter((_, i) => !resting.has(open[i]!) && rollOf(open[i]!) === 0);
    // Motion around a tracked face is mostly that face's person: searched whole every SWEEP_MS only
    // (a newcomer beside them waits at most that long); motion elsewhere on every frame.
    const sweep = !(frame.ts - this.swept < SWEEP_MS && frame.ts >= this.swept);
    if (sweep) [this.swept, this.sweeps] = [frame.ts, this.sweeps + 1];
    // Motion where a look found no face (a swaying branch, a passing car, a body whose face is not in
    // view yet) is looked at again only every RELOOK frames while it stays about where it was.
    this.empty = this.empty.filter((e) => index - e.at < RELOOK);
    const fresh = (r: PixelBox) => !this.empty.some((e) => boxIou(e.box, r) >= SAME_REGION);
    const motion = mergeBoxes(moved.filter((r) => (sweep || !tracked.some((t) => overlaps(t, r))) && fresh(r))).map((r) => ({
      r,
      inputSize: inputFor(Math.max(r.width, r.height) / REGION_PER_INPUT, sweep ? MAX_SWEEP_INPUT : MAX_INPUT),
    }));
    const searches: { r: PixelBox; inputSize: number; roll?: number; max?: number }[] = [
      // Tracked faces apart from the motion around them, each at the scale that brings its face to
      // the detector's size: merged into a large motion region, a face came out too small to be
      // found on every sweep, and its track broke there (18 pieces for 3 faces in bench/edge).
      ...mergeBoxes(looked).map((r) => {
        const side = Math.min(...open.filter((t, i) => !resting.has(t) && rollOf(t) === 0 && overlaps(tracked[i]!, r)).map((t) => faceSide(t.rect, W, H)));
        return { r, inputSize: inputFor(Math.max(r.width, r.height) * (FACE_INPUT / side), MAX_INPUT) };
      }),
      // A face found turned is followed at its roll, on its own.
      ...open.flatMap((t, i) => {
        const r = tracked[i]!;
        const roll = rollOf(t);
        if (resting.has(t) || roll === 0) return [];
        return [{ r, roll, max: MAX_INPUT, inputSize: inputFor(Math.max(r.width, r.height) * (FACE_INPUT / faceSide(t.rect, W, H)), MAX_INPUT) }];
      }),
      ...motion,
    ];
    const found: { rect: Rect; score: number; roll?: number }[] = [];
    for (let k = 0; k < searches.length; k++) {
      const { r, inputSize, roll, max } = searches[k]!;
      this.work.located++;
      const faces = await locateFaces({ data, width: W, height: H }, r, { inputSize, roll, maxInputSize: max });
      // A motion region where no face was found upright is searched turned, once a sweep (see ROLL).
      if (faces.length === 0 && !roll && sweep && this.rolled && motion.includes(searches[k] as (typeof motion)[number]))
        searches.push({ ...searches[k]!, roll: ROLLS[this.sweeps % ROLLS.length]!, max: MAX_SWEEP_INPUT });
      if (faces.length === 0 && !roll && !tracked.some((t) => overlaps(t, r))) this.empty.push({ box: r, at: index });
      for (const f of faces) {
        // The same face found from two overlapping regions counts once; found upright, it is kept so
        // (it is described as found: turned by ROLL, an upright face is as far from its reference as a rolled one).
        const twin = found.findIndex((g) => iou(g.rect, f.rect) > 0.4);
        const g = found[twin];
        if (!g) found.push(f);
        else if (!g.roll === !f.roll ? g.score < f.score : !f.roll) found[twin] = f;
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
      detections.push({ rect: f.rect, score, item: { rect: f.rect, score, frame, roi: roi ? { id: roi.id, name: roi.name } : null, roll: f.roll } });
    }
    const ended = this.tracker.update(detections, W / H, (t) => resting.has(t));
    for (const t of this.tracker.live()) {
      const det = detections.find((d) => d.rect === t.rect);
      if (!det) continue;
      this.rolls.set(t.id, det.item.roll ?? 0);
      const list = this.candidates.get(t.id) ?? [];
      list.push(det.item);
      list.sort((a, b) => b.score - a.score);
      this.candidates.set(t.id, list.slice(0, CANDIDATES));
      const span = this.spans.get(t.id);
      this.spans.set(t.id, { first: span?.first ?? index, from: span?.from ?? t.rect, last: index, to: t.rect });
    }
    await this.end(ended);
    // A held track that nothing continued for this long is a pass of its own, once no open track
    // takes up where it left off: that one may be its continuation, known only when it ends (the
    // frame after a face first showed was dropped, its one-frame track ended, and the next track
    // ended after that piece's hold had run out: two events for one pass on the live test). Only a
    // track begun at the next analysed frames: later ones are the other tiers' (see hold).
    const running = [...this.spans.values()];
    const expired = this.held.filter((h) => index > h.last + HOLD && !running.some((s) => continues(h, s, this.aspect, PATIENCE)));
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
      const span = this.spans.get(t.id) ?? { first: this.index, last: this.index, from: t.rect, to: t.rect };
      this.candidates.delete(t.id);
      this.spans.delete(t.id);
      for (const s of list) {
        this.work.described++;
        const face = await confirm(s);
        if (!face) continue;
        this.hold({ face, best: s, path: t.path, ...span });
        break;
      }
    }
  }

  /**
   * A confirmed track joins a held one that is the same face: surely (descriptor distance under
   * SURELY) when their frames overlap or follow within HOLD; maybe (under OTHER) when it begins
   * where the other ended (see continues); joined so, the longer piece's description stands.
   * Otherwise it is held as a pass of its own.
   */
  private hold(h: Held): void {
    const same = this.held.find((o) => {
      const distance = compareDescriptors(o.face.descriptor, h.face.descriptor).distance;
      if (distance >= OTHER) return false;
      if (distance < SURELY) return h.first <= o.last + HOLD && o.first <= h.last + HOLD;
      return continues(o, h, this.aspect) || continues(h, o, this.aspect);
    });
    if (!same) return void this.held.push(h);
    // A piece joined by where it began only (maybe the same face) does not describe a longer one: in
    // the demo scene's sliding photos a neighbour's face takes up where a face was last seen, as near
    // (0.43–0.49); the tilted head's 12-frame track (score 0.91) was joined by another face's 2 frames
    // (1.00, at 0.48) and its pass gave no event (1 of 6 renderings). Pieces surely of one face give
    // the best-scored sighting.
    const longer = h.last - h.first > same.last - same.first;
    const sure = compareDescriptors(same.face.descriptor, h.face.descriptor).distance < SURELY;
    same.path = h.first < same.first ? [...h.path, ...same.path] : [...same.path, ...h.path];
    if (h.first < same.first) same.from = h.from;
    if (h.last > same.last) same.to = h.to;
    same.first = Math.min(same.first, h.first);
    same.last = Math.max(same.last, h.last);
    if (sure ? h.best.score > same.best.score : longer) {
      same.best = h.best;
      same.face = h.face;
    }
  }

  private async report(h: Held): Promise<void> {
    this.emit(await frEvent(this.cameraId, h.best.frame, h.face, h.path, h.best.roi));
  }
}

const boxIou = (a: PixelBox, b: PixelBox): number => {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w <= 0 || h <= 0 ? 0 : (w * h) / (a.width * a.height + b.width * b.height - w * h);
};

/**
 * Whether track b takes up where a left off: it begins within `within` frames after a's last
 * sighting (by default the tracker's patience and one), its first box's centre within a box's size
 * (of a's last box) per frame between them — a walker's face moves less than its size a frame at
 * the frame rates analysed.
 */
function continues(a: Span, b: Span, aspect: number, within = PATIENCE + 1): boolean {
  const gap = b.first - a.last;
  if (gap < 1 || gap > within) return false;
  const size = Math.max((a.to.x_max - a.to.x_min) * aspect, a.to.y_max - a.to.y_min);
  const dx = ((a.to.x_min + a.to.x_max) / 2 - (b.from.x_min + b.from.x_max) / 2) * aspect;
  const dy = (a.to.y_min + a.to.y_max) / 2 - (b.from.y_min + b.from.y_max) / 2;
  return Math.hypot(dx, dy) <= gap * size;
}

/** A Tiny Face Detector input for a region of this many pixels (its longer side) at the scale wanted: a multiple of 32 within [MIN_INPUT, max]. */
const inputFor = (side: number, max: number) => Math.min(max, Math.max(MIN_INPUT, 32 * Math.ceil(side / 32)));

/** A face's shorter side in pixels. */
const faceSide = (r: Rect, W: number, H: number) => Math.max(1, Math.min((r.x_max - r.x_min) * W, (r.y_max - r.y_min) * H));

/**
 * The region where a tracked face is looked for in the next frame: its last box and the box its
 * motion predicts, with half a face of margin around them (a prediction off by less than that).
 */
function around(last: Rect, next: Rect, W: number, H: number): PixelBox {
  const m = Math.max((last.x_max - last.x_min) * W, (last.y_max - last.y_min) * H) / 2;
  const x = Math.max(0, Math.min(last.x_min, next.x_min) * W - m);
  const y = Math.max(0, Math.min(last.y_min, next.y_min) * H - m);
  return { x, y, width: Math.min(W, Math.max(last.x_max, next.x_max) * W + m) - x, height: Math.min(H, Math.max(last.y_max, next.y_max) * H + m) - y };
}

/**
 * The face nets on one sighting: the Tiny Face Detector's box brought to SSD MobileNet's geometry by
 * its landmarks, then descriptor, age and gender (describeLocated); null when no face is described there.
 */
async function confirm(s: Sighting): Promise<DetectedFace | null> {
  const { data, info } = await sharp(s.frame.jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [face] = await describeLocated({ data, width: info.width, height: info.height }, [{ rect: s.rect, score: s.score, roll: s.roll }]);
  return face ?? null;
}
