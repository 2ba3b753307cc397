import type { VideoAnalytics } from '@argus/contracts';
import { cropFace, type Rect } from '@argus/vision';
import type { NewEvent } from '../delivery/spool';
import type { Frame } from '../video/frames';
import { ROI_LIMITS_DEFAULT } from './limits';
import { Background, blobs, changeMask, smallFrame, type SmallFrame } from './pixels';
import { inPolygon, iou } from './track';

type AoModule = NonNullable<VideoAnalytics['modules']['ao']>;

interface Candidate {
  rect: Rect;
  /** The first frame the object stood still where it is now. */
  since: number;
  seen: number;
  missed: number;
  roi: { id: string; name: string } | null;
  unattendedFor: number;
  reported: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();
const centre = (r: Rect) => ({ x: (r.x_min + r.x_max) / 2, y: (r.y_min + r.y_max) / 2 });
/** How long an object must stay when its ROI does not say (min_inactivity_interval 0) or there is no ROI. */
export const AO_DEFAULT_SECONDS = 30;

/**
 * ao: abandoned objects. A slowly learning background (foreground pixels are never learnt) keeps
 * a new object that stops as foreground. A foreground blob whose box stays in place (IoU ≥ 0.6
 * with where it stopped) and whose pixels no longer change between frames is a still object; when
 * it has stood where it appeared for the ROI's min_inactivity_interval (bounded by the maximum; 30 s when
 * unset) and no moving foreground is within two box sizes of it (nobody attending it), one event is reported with
 * the current frame, and the object becomes part of the background. Objects are watched inside
 * the ROI polygons (centre inside), anywhere when there are none; smaller than
 * min_detection_size (shorter side, analysed-frame pixels) are ignored.
 */
export class AbandonedModule {
  private readonly bg = new Background(28, 0.02);
  private prev: SmallFrame | null = null;
  private candidates: Candidate[] = [];

  constructor(
    private readonly cameraId: number,
    private readonly emit: (event: NewEvent) => void,
    private readonly limits = ROI_LIMITS_DEFAULT,
  ) {}

  reset(): void {
    this.bg.reset();
    this.prev = null;
    this.candidates = [];
  }

  async analyse(frame: Frame, m: AoModule): Promise<void> {
    const c = m.config;
    const small = await smallFrame(frame.jpeg);
    const moving = this.prev ? changeMask(small, this.prev.data, 25) : new Uint8Array(small.width * small.height);
    this.prev = small;
    const fg = this.bg.update(small);
    const scale = small.width / small.srcWidth;
    const found = blobs(fg, small.width, small.height, 4).filter(
      (b) => Math.min((b.rect.x_max - b.rect.x_min) * small.width, (b.rect.y_max - b.rect.y_min) * small.height) >= c.min_detection_size * scale,
    );
    const changedShare = (r: Rect) => {
      let n = 0;
      let on = 0;
      for (let y = Math.floor(r.y_min * small.height); y < Math.ceil(r.y_max * small.height); y++) {
        for (let x = Math.floor(r.x_min * small.width); x < Math.ceil(r.x_max * small.width); x++) {
          n++;
          if (moving[y * small.width + x]) on++;
        }
      }
      return n ? on / n : 1;
    };

    // Foreground that is moving now (a person, a vehicle): not where something was a frame ago.
    const movingBlobs = found.filter((b) => changedShare(b.rect) >= 0.05);
    const next: Candidate[] = [];
    for (const b of found) {
      const roi = c.roi.length ? c.roi.find((r) => inPolygon(centre(b.rect), r.polygon)) : undefined;
      if (c.roi.length && !roi) continue;
      // Where it first stood: a moving thing leaves that box at once and starts a new candidate each frame.
      const old = this.candidates.find((k) => iou(k.rect, b.rect) >= 0.6);
      if (old) {
        old.seen++;
        old.missed = 0;
        next.push(old);
      } else {
        next.push({ rect: b.rect, since: frame.ts, seen: 1, missed: 0, roi: roi ? { id: roi.id, name: roi.name } : null, unattendedFor: 0, reported: false });
      }
    }
    // A still object hidden for a frame by someone passing in front keeps its time.
    for (const k of this.candidates) {
      if (next.includes(k)) continue;
      if (++k.missed <= 2) next.push(k);
    }
    this.candidates = next;

    for (const k of this.candidates) {
      if (k.reported || k.missed > 0) continue;
      const roi = c.roi.find((r) => r.id === k.roi?.id);
      const seconds = roi && roi.min_inactivity_interval > 0 ? Math.min(roi.min_inactivity_interval, this.limits.max_inactivity_interval) : AO_DEFAULT_SECONDS;
      const w = k.rect.x_max - k.rect.x_min;
      const h = k.rect.y_max - k.rect.y_min;
      // Someone within two box sizes of it is attending it.
      const near: Rect = { x_min: k.rect.x_min - 2 * w, x_max: k.rect.x_max + 2 * w, y_min: k.rect.y_min - 2 * h, y_max: k.rect.y_max + 2 * h };
      const attended = movingBlobs.some(
        (mb) =>
          iou(mb.rect, k.rect) < 0.6 && mb.rect.x_max > near.x_min && mb.rect.x_min < near.x_max && mb.rect.y_max > near.y_min && mb.rect.y_min < near.y_max,
      );
      // A blob that still changes between frames is something moving, not a left object.
      const still = changedShare(k.rect) < 0.05;
      if (!still || attended || frame.ts - k.since < seconds * 1000) continue;
      k.reported = true;
      this.bg.absorb(small, k.rect);
      const snapshot = await cropFace(frame.jpeg, k.rect, 0.2);
      this.emit({
        event_type: 'ao',
        ts: iso(frame.ts),
        stream_id: this.cameraId,
        snapshot_jpeg: snapshot.toString('base64'),
        scene_jpeg: frame.jpeg.toString('base64'),
        event: {
          reason: 'any',
          label: null,
          detection: { rect: k.rect },
          trajectory: [centre(k.rect)],
          roi: k.roi,
          line: null,
          attributes: { original_reason: `still since ${iso(k.since)}` },
          ts: iso(frame.ts),
        },
      });
    }
    this.candidates = this.candidates.filter((k) => !k.reported);
  }
}
