import type { VideoAnalytics } from '@argus/contracts';
import { compareDescriptors, cropFace, detectFaces, loadVision, type DetectedFace } from '@argus/vision';
import type { NewEvent } from '../delivery/spool';
import type { Frame } from '../video/frames';
import { inPolygon, IouTracker, type Track } from './track';

type FrModule = NonNullable<VideoAnalytics['modules']['fr']>;

interface Seen {
  face: DetectedFace;
  frame: Frame;
  width: number;
  height: number;
  roi: { id: string; name: string } | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * fr: faces of at least min_detection_size pixels (shorter side, in the analysed frame) whose
 * centre lies inside one of the ROI polygons (anywhere when there are none) are tracked; each
 * track gives one event when it ends, from its best frame (highest detection score, ties to the
 * larger face): face crop, scene, box, age, gender and descriptor. Matching against the face lists
 * is the server's (event ingest).
 */
export class FaceModule {
  /**
   * A face joins a track only when its descriptor is not clearly another person's (distance
   * ≥ 0.5, beyond every different-people pair's median in the vision README): someone stepping
   * in where another just left starts a track of their own. Under 0.25 (below the closest
   * different-people pair measured there, 0.31; the same face's copies are at 0.16 in 95 %) it
   * joins wherever it is in the frame, so a face walking across the picture at 1 frame a second
   * stays one track and one event.
   */
  private readonly tracker = new IouTracker<Seen>(0.2, 2, (best, item) => {
    const { distance } = compareDescriptors(best.face.descriptor, item.face.descriptor);
    return distance >= 0.5 ? 'other' : distance < 0.25 ? 'surely' : 'maybe';
  });

  constructor(
    private readonly cameraId: number,
    private readonly emit: (event: NewEvent) => void,
  ) {}

  async analyse(frame: Frame, m: FrModule): Promise<void> {
    await loadVision();
    const c = m.config;
    // A camera frame is a scene, not a portrait filling the picture: no second pass on a wider canvas,
    // which would double the cost of every frame without a face.
    const result = await detectFaces(frame.jpeg, { minFaceSize: Math.max(20, c.min_detection_size), reframe: false });
    const detections: { rect: DetectedFace['rect']; score: number; item: Seen }[] = [];
    for (const face of result.faces) {
      const w = (face.rect.x_max - face.rect.x_min) * result.width;
      const h = (face.rect.y_max - face.rect.y_min) * result.height;
      if (Math.min(w, h) < c.min_detection_size) continue;
      const centre = { x: (face.rect.x_min + face.rect.x_max) / 2, y: (face.rect.y_min + face.rect.y_max) / 2 };
      const roi = c.roi.length ? c.roi.find((r) => inPolygon(centre, r.polygon)) : undefined;
      if (c.roi.length && !roi) continue;
      // Score: detection confidence, nudged towards larger (more detailed) faces.
      const score = face.score + Math.min(w, h) / 10_000;
      detections.push({
        rect: face.rect,
        score,
        item: { face, frame, width: result.width, height: result.height, roi: roi ? { id: roi.id, name: roi.name } : null },
      });
    }
    await this.report(this.tracker.update(detections));
  }

  /** Reports the open tracks (end of stream, module switched off or out of its worktime). */
  async flush(): Promise<void> {
    await this.report(this.tracker.flush());
  }

  private async report(tracks: Track<Seen>[]): Promise<void> {
    for (const t of tracks) {
      const { face, frame, roi } = t.best;
      this.emit(await frEvent(this.cameraId, frame, face, t.path, roi));
    }
  }
}

/** The fr event of a track from the face of its best frame. */
export async function frEvent(
  cameraId: number,
  frame: Frame,
  face: DetectedFace,
  path: { x: number; y: number }[],
  roi: { id: string; name: string } | null,
): Promise<NewEvent> {
  const snapshot = await cropFace(frame.jpeg, face.rect);
  return {
    event_type: 'fr',
    ts: iso(frame.ts),
    stream_id: cameraId,
    snapshot_jpeg: snapshot.toString('base64'),
    scene_jpeg: frame.jpeg.toString('base64'),
    event: {
      reason: 'any',
      label: null,
      detection: { rect: face.rect, confidence: Math.min(1, Math.max(0, face.score)) },
      trajectory: path,
      roi,
      line: null,
      attributes: { age: Math.max(0, Math.min(150, Math.round(face.age))), gender: face.gender },
      descriptor: Array.from(face.descriptor),
      ts: iso(frame.ts),
    },
  };
}
