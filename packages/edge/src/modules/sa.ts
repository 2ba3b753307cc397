import { ROI_LIMITS_DEFAULT } from './limits';
import { DEFAULT_CROWD_COUNT, type RoiBox, type RoiLine, type VideoAnalytics } from '@argus/contracts';
import { cropFace, detectObjects, loadVision, type DetectedObject, type ObjectClass, type Rect } from '@argus/vision';
import type { NewEvent } from '../delivery/spool';
import type { Frame } from '../video/frames';
import { Background, blobs, changeMask, maskShare, personColors, smallFrame, vehicleColor, type SmallFrame } from './pixels';
import { inPolygon, IouTracker } from './track';
import { ZoneMembers, type Sighting } from './zones';

type SaModule = NonNullable<VideoAnalytics['modules']['sa']>;
type SaEvent = Extract<NewEvent, { event_type: 'sa' }>;
type SaReason = SaEvent['event']['reason'];
type Label = 'person' | 'vehicle';

const VEHICLES: ObjectClass[] = ['car', 'truck', 'bus', 'motorcycle', 'bicycle'];
const ALL: ObjectClass[] = ['person', ...VEHICLES];

/** The detector classes an ROI's obj_class_type or a line's obj_classes names ("vehicle" is every vehicle class). */
export function classesOf(names: string[]): ObjectClass[] {
  const out = new Set<ObjectClass>();
  for (const n of names.map((x) => x.toLowerCase())) {
    if (n === 'vehicle') VEHICLES.forEach((v) => out.add(v));
    else {
      const c = ALL.find((a) => a === n);
      if (c) out.add(c);
    }
  }
  return [...out];
}

/** Objects of a frame: CenterNet by default. */
export type ObjectDetector = (jpeg: Buffer, o: { classes: ObjectClass[]; minScore: number }) => Promise<DetectedObject[]>;

const centerNet: ObjectDetector = async (jpeg, o) => {
  await loadVision({ objects: true });
  return detectObjects(jpeg, o);
};

const labelOf = (c: ObjectClass): Label => (c === 'person' ? 'person' : 'vehicle');

/** Something that moves through the scene: a detector object (with class) or a foreground blob (no class). */
interface Thing {
  rect: Rect;
  score: number;
  cls: ObjectClass | null;
  frame: Frame;
}

interface RoiState {
  motion: boolean;
  motionQuiet: number;
  lastEvent: Map<string, number>;
  members: ZoneMembers;
  /** The first frame in which no member was seen, since one last was. */
  firstUnseen: { ts: number; frame: Frame } | null;
  crowdSince: { ts: number; frame: Frame } | null;
  crowdFired: boolean;
  presentSince: { ts: number; frame: Frame } | null;
  absentSince: { ts: number; frame: Frame } | null;
  activityFired: boolean;
  inactivityFired: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();
const centre = (r: Rect) => ({ x: (r.x_min + r.x_max) / 2, y: (r.y_min + r.y_max) / 2 });

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

/** Seconds of an ROI interval, bounded by the configuration's maxima. */
const bounded = (value: number, max: number) => Math.max(0, Math.min(value, max)) * 1000;

/**
 * sa: situation analytics on each analysed frame.
 * - Motion in an ROI without an object class: consecutive frames differ on at least MOTION_SHARE of
 *   the ROI; one event at the onset, again after the motion stopped and min_event_interval passed.
 * - Objects: CenterNet detections of the ROI's obj_class_type (person, vehicle or a vehicle class)
 *   at ≥ obj_class_threshold, centre inside the ROI, tracked; one event ('any', label person or
 *   vehicle) per track entering the ROI, with clothing or body colours when detect_attributes.
 * - Line crossing: tracks of the line's obj_classes (moving foreground blobs when it names none)
 *   whose centre moves across the segment between two frames; direction any / forward / backward.
 * - Crowding (count_interval > 0): at least crowd_count objects of the ROI's class (blobs when none)
 *   inside it for count_interval seconds; reported with the time the crowd formed.
 * - Activity (watch_people_activity): objects present without a break for min_activity_interval
 *   (original_reason 'activity'), then absent for min_inactivity_interval ('inactivity').
 * Every ROI event respects min_event_interval per kind. Intervals are bounded by the maxima.
 */
export class SituationModule {
  private readonly bg = new Background(28, 0.05);
  private prev: SmallFrame | null = null;
  private readonly blobTracker = new IouTracker<Thing>(0.1, 2);
  private readonly objTracker = new IouTracker<Thing>(0.1, 2);
  private readonly rois = new Map<string, RoiState>();
  private readonly crossed = new Set<string>();
  static readonly MOTION_SHARE = 0.004;

  constructor(
    private readonly cameraId: number,
    private readonly emit: (event: NewEvent) => void,
    private readonly limits = ROI_LIMITS_DEFAULT,
    /** Tests of counting give generated detections with known misses here (the model does not find drawn figures). */
    private readonly detect: ObjectDetector = centerNet,
  ) {}

  reset(): void {
    this.bg.reset();
    this.prev = null;
    this.blobTracker.flush();
    this.objTracker.flush();
    this.rois.clear();
    this.crossed.clear();
  }

  private roiState(id: string): RoiState {
    let s = this.rois.get(id);
    if (!s) {
      s = {
        motion: false,
        motionQuiet: 0,
        lastEvent: new Map(),
        members: new ZoneMembers(),
        firstUnseen: null,
        crowdSince: null,
        crowdFired: false,
        presentSince: null,
        absentSince: null,
        activityFired: false,
        inactivityFired: false,
      };
      this.rois.set(id, s);
    }
    return s;
  }

  async analyse(frame: Frame, m: SaModule): Promise<void> {
    const c = m.config;
    const small = await smallFrame(frame.jpeg);
    const frameW = small.srcWidth;
    const frameH = small.srcHeight;
    const motionMask = this.prev ? changeMask(small, this.prev.data, 25) : new Uint8Array(small.width * small.height);
    this.prev = small;
    const fg = this.bg.update(small);

    // Moving foreground blobs at least min_detection_size (shorter side, analysed-frame pixels).
    const minSide = c.min_detection_size;
    const fgBlobs = blobs(fg, small.width, small.height, 6).filter(
      (b) => Math.min((b.rect.x_max - b.rect.x_min) * frameW, (b.rect.y_max - b.rect.y_min) * frameH) >= minSide,
    );
    const blobThings: Thing[] = fgBlobs.map((b) => ({ rect: b.rect, score: b.area, cls: null, frame }));
    this.blobTracker.update(
      blobThings.map((t) => ({ rect: t.rect, score: t.score, item: t })),
      frameW / frameH,
    );

    // Detector objects, only when an ROI or a line asks for a class.
    const wanted = new Set<ObjectClass>();
    let minScore = 1;
    for (const r of c.roi) {
      if (!r.obj_class_type) continue;
      classesOf([r.obj_class_type]).forEach((x) => wanted.add(x));
      minScore = Math.min(minScore, r.obj_class_threshold);
    }
    for (const l of c.lines) {
      classesOf(l.obj_classes).forEach((x) => wanted.add(x));
      if (l.obj_classes.length) minScore = Math.min(minScore, 0.3);
    }
    let objThings: Thing[] = [];
    if (wanted.size) {
      const found = await this.detect(frame.jpeg, { classes: [...wanted], minScore: Math.max(0.1, minScore) });
      objThings = found
        .filter((o) => Math.min((o.rect.x_max - o.rect.x_min) * frameW, (o.rect.y_max - o.rect.y_min) * frameH) >= minSide)
        .map((o) => ({ rect: o.rect, score: o.score, cls: o.class, frame }));
      this.objTracker.update(
        objThings.map((t) => ({ rect: t.rect, score: t.score, item: t })),
        frameW / frameH,
      );
    }

    for (const roi of c.roi) await this.runRoi(roi, frame, motionMask, small, objThings);
    for (const line of c.lines) await this.runLine(line, frame);
  }

  private throttled(s: RoiState, roi: RoiBox, kind: string, ts: number): boolean {
    const last = s.lastEvent.get(kind);
    if (last !== undefined && ts - last < bounded(roi.min_event_interval, this.limits.max_event_interval)) return true;
    s.lastEvent.set(kind, ts);
    return false;
  }

  private async runRoi(roi: RoiBox, frame: Frame, motionMask: Uint8Array, small: SmallFrame, objThings: Thing[]): Promise<void> {
    const s = this.roiState(roi.id);
    const inside = (p: { x: number; y: number }) => inPolygon(p, roi.polygon);
    const ref = { id: roi.id, name: roi.name };
    const classes = roi.obj_class_type ? classesOf([roi.obj_class_type]) : [];
    // A class no model here detects (backpack, fire …): nothing to watch, rather than something else.
    if (roi.obj_class_type && classes.length === 0) return;

    if (!roi.obj_class_type) {
      const share = maskShare(motionMask, small.width, small.height, inside);
      if (share >= SituationModule.MOTION_SHARE) {
        s.motionQuiet = 0;
        if (!s.motion) {
          s.motion = true;
          if (!this.throttled(s, roi, 'motion', frame.ts)) {
            const moving = blobs(motionMask, small.width, small.height, 3).filter((b) => inside(centre(b.rect)));
            const rect = moving.sort((a, b) => b.area - a.area)[0]?.rect ?? null;
            await this.send(frame, 'motion', null, rect, ref, null, {}, rect ? [centre(rect)] : []);
          }
        }
      } else if (s.motion && ++s.motionQuiet >= 2) s.motion = false;
    }

    // What the ROI counts: its class's detections above its threshold, else moving foreground blobs;
    // as members (zones.ts), so a missed detection or a split track is neither a gap nor a second entry.
    let sightings: (Sighting & { cls: ObjectClass | null; path: { x: number; y: number }[] })[];
    if (classes.length) {
      const tracks = this.objTracker.live();
      sightings = objThings
        .filter((o) => o.cls && classes.includes(o.cls) && o.score >= roi.obj_class_threshold && inside(centre(o.rect)))
        .flatMap((o) => {
          const t = tracks.find((x) => x.best === o || x.rect === o.rect);
          return t ? [{ track: t.id, rect: o.rect, cls: o.cls, path: t.path }] : [];
        });
    } else {
      sightings = this.blobTracker
        .live()
        .filter((t) => inside(centre(t.rect)))
        .map((t) => ({ track: t.id, rect: t.rect, cls: null, path: t.path }));
    }
    const entries = s.members.update(frame.ts, sightings);
    if (sightings.length) s.firstUnseen = null;
    else s.firstUnseen ??= { ts: frame.ts, frame };
    if (classes.length) {
      for (const e of entries) {
        const p = sightings.find((x) => x.track === e.track);
        if (!p?.cls || this.throttled(s, roi, 'object', frame.ts)) continue;
        const attributes = roi.detect_attributes ? await this.attributes(frame, p.cls, p.rect) : {};
        await this.send(frame, 'any', labelOf(p.cls), p.rect, ref, null, attributes, p.path);
      }
    }
    const count = s.members.count;
    const label: Label | null = classes.length ? (classes.includes('person') ? 'person' : 'vehicle') : null;

    if (roi.count_interval > 0) {
      const need = roi.crowd_count ?? DEFAULT_CROWD_COUNT;
      if (count >= need) {
        s.crowdSince ??= { ts: frame.ts, frame };
        if (!s.crowdFired && frame.ts - s.crowdSince.ts >= roi.count_interval * 1000) {
          s.crowdFired = true;
          if (!this.throttled(s, roi, 'crowding', s.crowdSince.ts)) {
            await this.send(s.crowdSince.frame, 'crowding', label, null, ref, null, { original_reason: `count ${count}` }, []);
          }
        }
      } else {
        s.crowdSince = null;
        s.crowdFired = false;
      }
    }

    if (roi.watch_people_activity) {
      const minActive = bounded(roi.min_activity_interval, this.limits.max_activity_interval);
      const minIdle = bounded(roi.min_inactivity_interval, this.limits.max_inactivity_interval);
      if (count > 0) {
        s.absentSince = null;
        s.inactivityFired = false;
        s.presentSince ??= { ts: frame.ts, frame };
        if (!s.activityFired && frame.ts - s.presentSince.ts >= minActive) {
          s.activityFired = true;
          if (!this.throttled(s, roi, 'activity', s.presentSince.ts)) {
            await this.send(s.presentSince.frame, 'any', label, null, ref, null, { original_reason: 'activity' }, []);
          }
        }
      } else {
        s.presentSince = null;
        // Inactivity follows activity: an ROI that was never active is not reported as idle.
        if (s.activityFired) {
          // Absent since the first frame nobody was seen in, not since the grace for missed sightings ran out.
          s.absentSince ??= s.firstUnseen ?? { ts: frame.ts, frame };
          if (!s.inactivityFired && frame.ts - s.absentSince.ts >= minIdle) {
            s.inactivityFired = true;
            s.activityFired = false;
            if (!this.throttled(s, roi, 'inactivity', s.absentSince.ts)) {
              await this.send(s.absentSince.frame, 'any', label, null, ref, null, { original_reason: 'inactivity' }, []);
            }
          }
        }
      }
    }
  }

  private async runLine(line: RoiLine, frame: Frame): Promise<void> {
    const classes = classesOf(line.obj_classes);
    const tracks = line.obj_classes.length ? this.objTracker.live().filter((t) => t.best.cls && classes.includes(t.best.cls)) : this.blobTracker.live();
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
      if (!p || !q) continue;
      const dir = crosses(line.coords, p, q);
      if (!dir) continue;
      const key = `${line.id}:${kind}${t.id}:${dir}`;
      if (this.crossed.has(key)) continue;
      this.crossed.add(key);
      if (line.direction !== 'any' && line.direction !== dir) continue;
      const cls = t.best.cls;
      await this.send(frame, 'line_crossing', cls ? labelOf(cls) : null, t.rect, null, { id: line.id, name: line.name }, { original_reason: dir }, t.path);
    }
  }

  private async attributes(frame: Frame, cls: ObjectClass, rect: Rect): Promise<SaEvent['event']['attributes']> {
    if (cls === 'person') return personColors(frame.jpeg, rect);
    const color = await vehicleColor(frame.jpeg, rect);
    return { type: cls, ...(color ? { color } : {}) };
  }

  private async send(
    frame: Frame,
    reason: SaReason,
    label: Label | null,
    rect: Rect | null,
    roi: { id: string; name: string } | null,
    line: { id: string; name: string } | null,
    attributes: SaEvent['event']['attributes'],
    path: { x: number; y: number }[],
  ): Promise<void> {
    const snapshot = rect ? await cropFace(frame.jpeg, rect, 0.1) : null;
    this.emit({
      event_type: 'sa',
      ts: iso(frame.ts),
      stream_id: this.cameraId,
      ...(snapshot ? { snapshot_jpeg: snapshot.toString('base64') } : {}),
      scene_jpeg: frame.jpeg.toString('base64'),
      event: {
        reason,
        label,
        detection: rect ? { rect } : null,
        trajectory: path.slice(-1000),
        roi,
        line,
        attributes,
        ts: iso(frame.ts),
      },
    });
  }
}
