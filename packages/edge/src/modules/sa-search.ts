import { detectObjects, loadVision, locateObjects, type DetectedObject, type ObjectClass, type Rect } from '@argus/vision';
import sharp from 'sharp';
import type { Frame } from '../video/frames';
import type { SmallFrame } from './pixels';
import { PAD_VEHICLES, SCALE_VEHICLES, searchRegions, type SearchRegion } from './regions';
import { centre, type Thing } from './sa-common';
import type { Track } from './track';

/**
 * Objects of a frame: CenterNet by default. `regions`: the parts of the frame to search, each at
 * its scale (rects of what is found are fractions of the whole frame; people alone in their own
 * aspect, vehicles in the whole frame's squared geometry); none given: the whole frame stretched to
 * the model's 512×512, as every frame was searched before motion regions.
 */
export type ObjectDetector = (jpeg: Buffer, o: { classes: ObjectClass[]; minScore: number; regions?: SearchRegion[] }) => Promise<DetectedObject[]>;

/** Whether a search asks for vehicles (any class but person): they keep the whole frame's squared geometry. */
const asksVehicles = (classes: readonly ObjectClass[]) => classes.some((c) => c !== 'person');

/** CenterNet's input side: the whole frame is squared to it. */
const WHOLE = 512;
/** Longest input side of the whole-frame pass for people (a 640 px frame at its size; a larger one scaled down to this). */
const WHOLE_PEOPLE = 640;

const centerNet: ObjectDetector = async (jpeg, o) => {
  await loadVision({ objects: true });
  if (!o.regions) return detectObjects(jpeg, o);
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const image = { data, width: info.width, height: info.height };
  const vehicles = asksVehicles(o.classes);
  const found: DetectedObject[] = [];
  for (const r of o.regions) {
    const box = {
      x: r.rect.x_min * image.width,
      y: r.rect.y_min * image.height,
      width: (r.rect.x_max - r.rect.x_min) * image.width,
      height: (r.rect.y_max - r.rect.y_min) * image.height,
    };
    // Vehicles in the geometry of the whole-frame pass (the frame squared to 512×512) and at least
    // at its scale (a region scaled for a person's height shrinks a bus below what the model finds):
    // the same vehicle scores alike on both paths. People alone in their own aspect: squared, a
    // person of a 16:9 frame is 1.8 times as slender as in life; the bench scene's walker 2 scored
    // 0.15–0.3 in its regions so, 0.45–0.65 in its own aspect at the scale of SCALE_PEOPLE.
    const stretch = vehicles ? image.width / image.height : (r.stretch ?? 1);
    const scale = vehicles ? Math.max(r.scale, WHOLE / Math.sqrt(image.width * image.height)) : r.scale;
    found.push(...(await locateObjects(image, box, { classes: o.classes, minScore: o.minScore, scale, stretch, maxSide: r.maxSide })));
  }
  return found;
};

/** How the detector is run: on the regions that changed (default), or on every whole frame (as before; kept as the bench's baseline). */
export type DetectionMode = 'regions' | 'every-frame';

/** Seconds between whole-frame searches in regions mode: an object that stands still is confirmed (or dropped) this often. */
export const FULL_PASS_EVERY = 3;
/**
 * Seconds an object whose track a search did not continue is looked for again around where it was,
 * on the following frames (a detector misses a person now and then, as it does on every frame;
 * searched again, the miss is one frame, not the time until the next whole-frame pass).
 */
export const LOST_SEARCH = 3;

const inRect = (p: { x: number; y: number }, r: Rect) => p.x >= r.x_min && p.x <= r.x_max && p.y >= r.y_min && p.y <= r.y_max;
/**
 * Where an object last seen at `since` may be at `now`: its box grown on every side by its size per
 * second passed (a person walks about their height in a second), at least a quarter, at most one.
 * Where its track predicts it (the velocity known), the prediction carries the motion and the box is
 * grown for the prediction's error only: a quarter of its size per second, at least a quarter, at
 * most a half (the tracker takes a centre within half a box of the prediction).
 */
const reach = (r: Rect, since: number, now: number, predicted = false): Rect => {
  const s = (now - since) / 1000;
  const k = predicted ? Math.min(0.5, Math.max(0.25, 0.25 * s)) : Math.min(1, Math.max(0.25, s));
  const w = k * (r.x_max - r.x_min);
  const h = k * (r.y_max - r.y_min);
  return { x_min: Math.max(0, r.x_min - w), y_min: Math.max(0, r.y_min - h), x_max: Math.min(1, r.x_max + w), y_max: Math.min(1, r.y_max + h) };
};
const atEdge = (r: Rect) => r.x_min < 0.02 || r.y_min < 0.02 || r.x_max > 0.98 || r.y_max > 0.98;

/** Where a track is expected in the coming frame (its Kalman prediction), or null once it ended. */
export type Expect = (t: Track<Thing>) => Rect | null;

interface Lost {
  thing: Thing;
  since: number;
  track: Track<Thing>;
  expect: Expect;
}

/**
 * Where a lost object is looked for in a frame at `now`: around where it was seen and, once its
 * track's velocity is known (two sightings), around the track's prediction too: a walker missed for
 * seconds is on by then, not where the model last found it (at 5 fps two seconds are four of its
 * widths), while a person who stopped is where they were (their prediction runs on: searched
 * there alone, a person stopping at their place in a zone was not found again until the whole-frame
 * pass). Nothing once its track ended.
 */
function lostRegions(l: Lost, now: number): Rect[] {
  const at = l.expect(l.track);
  if (!at) return [];
  const seen = reach(l.thing.rect, l.thing.frame.ts, now);
  return l.track.hits >= 2 ? [reach(at, l.thing.frame.ts, now, true), seen] : [seen];
}

/** sa's detection source: where and how often the detector runs on a frame, and the objects it carries between frames. */
export class ObjectSearch {
  /** The objects of the last frame: where the picture did not change since, they are still there. */
  private objects: Thing[] = [];
  /** Objects whose track a search did not continue: looked for again where their track is expected, for LOST_SEARCH s. */
  private lost: Lost[] = [];
  /** The last frame's objects that this frame's search covered. */
  private searched: Thing[] = [];
  private lastFullPass = -Infinity;
  /** When each track was last continued by a confident detection (a faint one is looked for again only within LOST_SEARCH s of it). */
  private confident = new WeakMap<Track<Thing>, number>();
  /** Detector calls and regions searched (the bench's and the tests' view of the cost). */
  readonly detections = { calls: 0, full: 0, regions: 0, area: 0 };

  constructor(
    private readonly detect: ObjectDetector = centerNet,
    private readonly mode: DetectionMode = 'regions',
  ) {}

  reset(): void {
    this.objects = [];
    this.lost = [];
    this.confident = new WeakMap();
    this.searched = [];
    this.lastFullPass = -Infinity;
  }

  /**
   * This frame's objects. Every frame: the detector on the whole frame. Regions (Frigate's way):
   * nothing changed → no model call, the last frame's objects stand (the picture is the same where
   * they are); a change → the detector on the changed regions only (padded, taking in whole the
   * known objects they touch), and the last frame's objects elsewhere stand; every
   * FULL_PASS_EVERY s, and when the changes cover most of the frame, the whole frame (as
   * before), so an object that stood still since it was last searched is confirmed or dropped.
   */
  async find(frame: Frame, motion: Uint8Array, small: SmallFrame, ask: { classes: ObjectClass[]; minScore: number; startScore: number }): Promise<Thing[]> {
    const o = { classes: ask.classes, minScore: ask.minScore };
    const things = (found: DetectedObject[]) => found.map((x): Thing => ({ rect: x.rect, score: x.score, cls: x.class, frame }));
    if (this.mode === 'every-frame') {
      this.detections.calls++;
      this.detections.full++;
      this.detections.area++;
      return things(await this.detect(frame.jpeg, o));
    }
    this.searched = [];
    const dims = { width: small.srcWidth, height: small.srcHeight };
    const where = new Map<Lost, Rect[]>();
    this.lost = this.lost.filter((l) => {
      const r = frame.ts - l.since <= LOST_SEARCH * 1000 ? lostRegions(l, frame.ts) : [];
      if (r.length) where.set(l, r);
      return r.length > 0;
    });
    const vehicles = asksVehicles(o.classes);
    let regions = searchRegions(
      motion,
      small.width,
      small.height,
      dims,
      this.objects.map((x) => x.rect),
      [...where.values()].flat(),
      vehicles ? PAD_VEHICLES : undefined,
      vehicles ? SCALE_VEHICLES : undefined,
    );
    if (frame.ts - this.lastFullPass >= FULL_PASS_EVERY * 1000) regions = 'frame';
    if (!regions.length) return this.objects;
    const searched = (x: Thing) => {
      const c = centre(x.rect);
      return regions === 'frame' || regions.some((r) => c.x >= r.rect.x_min && c.x <= r.rect.x_max && c.y >= r.rect.y_min && c.y <= r.rect.y_max);
    };
    this.detections.calls++;
    let found: Thing[];
    if (regions === 'frame') {
      this.lastFullPass = frame.ts;
      this.detections.full++;
      this.detections.area++;
      // Vehicles as on every frame before (the whole frame stretched to 512×512): what it finds there
      // is found here too. People alone: the frame at its own size, heights 4/3 more than widths (a
      // 640×360 frame at 544×416, cheaper than 512×512), as a 4:3 picture is when squared (most of
      // COCO's are). Squared from 16:9, the bench scene's walkers 2 and 5 scored 0.1–0.3, at 4/3 0.5–0.6
      // (in their own aspect too); the weakest close-up person of the sa-objects test photo scored
      // 0.26–0.32 in her own aspect, 0.45 at 4/3 and squared.
      const whole: SearchRegion = { rect: { x_min: 0, y_min: 0, x_max: 1, y_max: 1 }, scale: 1, stretch: 4 / 3, maxSide: WHOLE_PEOPLE };
      found = things(await this.detect(frame.jpeg, vehicles ? o : { ...o, regions: [whole] }));
    } else {
      this.detections.regions += regions.length;
      this.detections.area += regions.reduce((s, r) => s + (r.rect.x_max - r.rect.x_min) * (r.rect.y_max - r.rect.y_min), 0);
      found = things(await this.detect(frame.jpeg, { ...o, regions }));
    }
    // Found again, confidently, where it was looked for: no longer lost.
    this.lost = this.lost.filter(
      (l) => !found.some((f) => f.cls === l.thing.cls && f.score >= ask.startScore && (where.get(l) ?? []).some((r) => inRect(centre(f.rect), r))),
    );
    this.searched = this.objects.filter(searched);
    return [...this.objects.filter((x) => !searched(x)), ...found];
  }

  /**
   * After the tracker took this frame's objects (`before`: the track each of the last frame's boxes
   * belonged to before; `now`: the track each of this frame's boxes joined): an object searched
   * again whose track was not continued, away from the picture's edge (where it may have left), is
   * lost and looked for again where its track is expected (`expect`). So is a track continued only
   * by a faint detection (under startScore): carried as it is while the picture does not change
   * there, a person standing still whose score dipped once would stay unseen by the zones (which
   * count confident detections) until the next whole-frame pass; for LOST_SEARCH s after its last
   * confident sighting. A faint detection that continued no track is nobody's: not looked for.
   */
  settle(
    objects: Thing[],
    ts: number,
    o: { before: (rect: Rect) => Track<Thing> | undefined; now: (rect: Rect) => Track<Thing> | undefined; expect: Expect; startScore: number },
  ): void {
    const look = (x: Thing, t: Track<Thing>) => {
      if (!this.lost.some((l) => l.thing === x || l.track === t) && !atEdge(x.rect)) this.lost.push({ thing: x, since: ts, track: t, expect: o.expect });
    };
    for (const x of this.searched) {
      const t = o.before(x.rect);
      if (t && t.misses > 0) look(x, t);
    }
    for (const x of objects) {
      const t = o.now(x.rect);
      if (!t) continue;
      if (x.score >= o.startScore) this.confident.set(t, ts);
      // A dip, not a person the model always scores low: searching around them on every frame would cost a model call per frame on a still view.
      else if (ts - (this.confident.get(t) ?? -Infinity) <= LOST_SEARCH * 1000) look(x, t);
    }
    // Faint finds that continued no track are carried too: dropped, the bench scene lost a walker at
    // 5 fps (7/8 instead of 8/8); as known objects they grow the next regions to take them in whole.
    this.objects = objects;
  }
}
