import { cropFace, type ObjectClass } from '@argus/vision';
import type { NewEvent } from '../delivery/spool';
import type { Frame } from '../video/frames';
import { ROI_LIMITS_DEFAULT } from './limits';
import { Background, blobs, changeMask, smallFrame, type SmallFrame } from './pixels';
import { classesOf, sameKind, type SaModule, type Send, type Thing } from './sa-common';
import { LineCounter } from './sa-lines';
import { RoiWatch } from './sa-rois';
import { LOST_SEARCH, ObjectSearch, type DetectionMode, type ObjectDetector } from './sa-search';
import { IouTracker } from './track';

/**
 * The least score of a detection that may continue an object track (ByteTrack's low stage): a
 * person the model finds at 0.13–0.32 while walking across the view (one of the bench's cut-out
 * people, under the line's 0.3 in most frames) is the same person, and its track goes on across
 * the line. Such detections never start a track and never count in an ROI (each has its own
 * threshold), so a faint false find costs nothing unless it sits where a track is expected.
 */
export const CONTINUE_SCORE = 0.15;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * sa: situation analytics on each analysed frame.
 * - Motion in an ROI without an object class: consecutive frames differ on at least MOTION_SHARE of
 *   the ROI; one event at the onset, again after the motion stopped and min_event_interval passed.
 * - Objects: CenterNet detections (on the regions of the frame that changed: sa-search.ts) of the
 *   ROI's obj_class_type (person, vehicle or a vehicle class) at ≥ obj_class_threshold, centre inside the ROI, tracked; one event ('any', label person or
 *   vehicle) per track entering the ROI, with clothing or body colours when detect_attributes.
 * - Line crossing: tracks of the line's obj_classes (moving foreground blobs when it names none)
 *   whose centre moves across the segment between two frames; direction any / forward / backward.
 * - Crowding (count_interval > 0): at least crowd_count objects of the ROI's class (blobs when none)
 *   inside it for count_interval seconds; reported with the time the crowd formed.
 * - Activity (watch_people_activity): objects present without a break for min_activity_interval
 *   (original_reason 'activity'), then absent for min_inactivity_interval ('inactivity').
 * Every ROI event respects min_event_interval per kind. Intervals are bounded by the maxima.
 *
 * Parts: the detection source (sa-search.ts), ROIs (sa-rois.ts), lines (sa-lines.ts); this class
 * keeps the per-frame pixels (motion, background, blobs), the two trackers and the events.
 */
export class SituationModule {
  private readonly bg = new Background(28, 0.05);
  private prev: SmallFrame | null = null;
  private prevTs: number | null = null;
  private readonly blobTracker = new IouTracker<Thing>(0.1, 2);
  private readonly objTracker = new IouTracker<Thing>(0.1, 2, sameKind);
  private readonly search: ObjectSearch;
  private readonly roiWatch: RoiWatch;
  private readonly lines: LineCounter;

  constructor(
    private readonly cameraId: number,
    private readonly emit: (event: NewEvent) => void,
    limits = ROI_LIMITS_DEFAULT,
    /** Tests of counting give generated detections with known misses here (the model does not find drawn figures). */
    detect?: ObjectDetector,
    mode: DetectionMode = 'regions',
  ) {
    this.search = new ObjectSearch(detect, mode);
    this.roiWatch = new RoiWatch(this.send, limits);
    this.lines = new LineCounter(this.send);
  }

  /** Detector calls and regions searched (the bench's and the tests' view of the cost). */
  get detections(): ObjectSearch['detections'] {
    return this.search.detections;
  }

  /** The latest line crossings with the time each track reached its line (sa-lines.ts): the bench's view. */
  get crossings(): LineCounter['log'] {
    return this.lines.log;
  }

  reset(): void {
    this.bg.reset();
    this.prev = null;
    this.prevTs = null;
    this.blobTracker.flush();
    this.objTracker.flush();
    this.roiWatch.reset();
    this.lines.reset();
    this.search.reset();
  }

  async analyse(frame: Frame, m: SaModule): Promise<void> {
    const c = m.config;
    const prevTs = this.prevTs;
    this.prevTs = frame.ts;
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
      // Confident detections (≥ the least threshold asked) start tracks; fainter ones down to CONTINUE_SCORE only continue them.
      const startScore = Math.max(0.1, minScore);
      this.objTracker.startScore = startScore;
      objThings = await this.search.find(frame, motionMask, small, { classes: [...wanted], minScore: Math.min(startScore, CONTINUE_SCORE), startScore });
      objThings = objThings.filter((o) => Math.min((o.rect.x_max - o.rect.x_min) * frameW, (o.rect.y_max - o.rect.y_min) * frameH) >= minSide);
      // An object track lasts as long as its object is searched for again (LOST_SEARCH s), whatever
      // the frame rate: two frames were 0.4 s at 5 fps, shorter than the model's misses of a person
      // walking across (a track ended before the line and another began beyond it: no crossing).
      const interval = prevTs !== null && frame.ts > prevTs ? frame.ts - prevTs : 1000;
      this.objTracker.maxMisses = Math.max(2, Math.round((LOST_SEARCH * 1000) / interval));
      this.objTracker.frameS = interval / 1000;
      const trackOf = new Map(this.objTracker.open().map((t) => [t.rect, t]));
      this.objTracker.update(
        objThings.map((t) => ({ rect: t.rect, score: t.score, item: t })),
        frameW / frameH,
      );
      const joined = new Map(this.objTracker.live().map((t) => [t.rect, t]));
      this.search.settle(objThings, frame.ts, {
        before: (rect) => trackOf.get(rect),
        now: (rect) => joined.get(rect),
        expect: (t) => (this.objTracker.open().includes(t) ? this.objTracker.expected(t) : null),
        startScore,
      });
    }

    for (const roi of c.roi) await this.roiWatch.run(roi, frame, motionMask, small, objThings, this.objTracker, this.blobTracker);
    for (const line of c.lines) await this.lines.run(line, frame, this.objTracker, this.blobTracker);
  }

  private readonly send: Send = async (frame, reason, label, rect, roi, line, attributes, path) => {
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
  };
}
