import { DEFAULT_CROWD_COUNT, type RoiBox } from '@argus/contracts';
import type { ObjectClass, Rect } from '@argus/vision';
import type { Frame } from '../video/frames';
import type { RoiLimits } from './limits';
import { blobs, maskShare, personColors, vehicleColor, type SmallFrame } from './pixels';
import { centre, classesOf, labelOf, type Label, type SaEvent, type Send, type Thing } from './sa-common';
import { inPolygon, type IouTracker } from './track';
import { ZoneMembers, type Sighting } from './zones';

/** Share of an ROI whose pixels must change between frames for motion in it. */
export const MOTION_SHARE = 0.004;

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

/** Seconds of an ROI interval, bounded by the configuration's maxima. */
const bounded = (value: number, max: number) => Math.max(0, Math.min(value, max)) * 1000;

/**
 * What sa watches in its ROIs: motion (no class), objects of the ROI's class entering it (with
 * attributes), crowding and activity / inactivity, from zone members (zones.ts); every event
 * respects min_event_interval per kind, intervals bounded by the limits.
 */
export class RoiWatch {
  private readonly rois = new Map<string, RoiState>();

  constructor(
    private readonly send: Send,
    private readonly limits: RoiLimits,
  ) {}

  reset(): void {
    this.rois.clear();
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

  private throttled(s: RoiState, roi: RoiBox, kind: string, ts: number): boolean {
    const last = s.lastEvent.get(kind);
    if (last !== undefined && ts - last < bounded(roi.min_event_interval, this.limits.max_event_interval)) return true;
    s.lastEvent.set(kind, ts);
    return false;
  }

  async run(
    roi: RoiBox,
    frame: Frame,
    motionMask: Uint8Array,
    small: SmallFrame,
    objThings: Thing[],
    objTracker: IouTracker<Thing>,
    blobTracker: IouTracker<Thing>,
  ): Promise<void> {
    const s = this.roiState(roi.id);
    const inside = (p: { x: number; y: number }) => inPolygon(p, roi.polygon);
    const ref = { id: roi.id, name: roi.name };
    const classes = roi.obj_class_type ? classesOf([roi.obj_class_type]) : [];
    // A class no model here detects (backpack, fire …): nothing to watch, rather than something else.
    if (roi.obj_class_type && classes.length === 0) return;

    if (!roi.obj_class_type) {
      const share = maskShare(motionMask, small.width, small.height, inside);
      if (share >= MOTION_SHARE) {
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
      const tracks = objTracker.live();
      sightings = objThings
        .filter((o) => o.cls && classes.includes(o.cls) && o.score >= roi.obj_class_threshold && inside(centre(o.rect)))
        .flatMap((o) => {
          const t = tracks.find((x) => x.best === o || x.rect === o.rect);
          return t ? [{ track: t.id, rect: o.rect, cls: o.cls, path: t.path }] : [];
        });
    } else {
      sightings = blobTracker
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

  private async attributes(frame: Frame, cls: ObjectClass, rect: Rect): Promise<SaEvent['event']['attributes']> {
    if (cls === 'person') return personColors(frame.jpeg, rect);
    const color = await vehicleColor(frame.jpeg, rect);
    return { type: cls, ...(color ? { color } : {}) };
  }
}
