import type { VideoAnalytics } from '@argus/contracts';
import { cropFace, readPlates, toRect, type PlateRead, type Rect } from '@argus/vision';
import sharp from 'sharp';
import type { NewEvent } from '../delivery/spool';
import type { Frame } from '../video/frames';
import { blobs, changeMask, smallFrame, type SmallFrame } from './pixels';
import { inPolygon } from './track';

type LprModule = NonNullable<VideoAnalytics['modules']['lpr']>;

/** A pass ends when none of its numbers was read for this long; its event is sent then. */
export const PASS_GAP_MS = 2_000;

interface Candidate {
  read: PlateRead;
  rect: Rect;
  roi: { id: string; name: string } | null;
  frame: Frame;
  count: number;
}

interface Pass {
  reads: Candidate[];
  lastSeen: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The same plate: one number inside the other (cut by the view's edge), or one substitution, insertion or deletion apart. */
function near(a: string, b: string): boolean {
  if (a.includes(b) || b.includes(a)) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: string, k: number) => x.slice(i + k);
  return rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1);
}

/**
 * lpr on decoded video (cameras that are not vendor devices): plates are read (vision's
 * readPlates: PaddleOCR text detection and recognition, fitted to the region masks) only where
 * the frame changed since the previous analysed frame (a car arriving or passing), the whole frame
 * on the first one. Reads touching the frame's edge are cut and dropped. A plate gives one event
 * per pass: reads of the same plate (see near) gather until none came for PASS_GAP_MS (or the
 * video ends: flush), then the number read most often (a read inside a longer one counting for it too; longer, then surer, on a tie) is sent
 * with the frame of its best read. ROIs: the plate's
 * centre must be inside one (anywhere when there are none); min_detection_size is the plate's
 * least width in analysed-frame pixels.
 */
export class PlateModule {
  private prev: SmallFrame | null = null;
  private passes: Pass[] = [];
  /** Frames the reader ran on, and frames skipped as unchanged (figures for the bench). */
  readonly figures = { read: 0, skipped: 0 };

  constructor(
    private readonly cameraId: number,
    private readonly emit: (event: NewEvent) => void,
  ) {}

  reset(): void {
    this.prev = null;
    this.passes = [];
  }

  async analyse(frame: Frame, m: LprModule): Promise<void> {
    const small = await smallFrame(frame.jpeg);
    const area = this.changed(small);
    this.prev = small;
    await this.endPasses((p) => frame.ts - p.lastSeen > PASS_GAP_MS);
    if (!area) {
      this.figures.skipped++;
      return;
    }
    this.figures.read++;
    const { data, info } = await sharp(frame.jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const reads = await readPlates({ data, width: info.width, height: info.height }, { area: scaleArea(area, info.width / small.width, info) });
    for (const read of reads) {
      const b = read.box;
      if (b.x <= 2 || b.y <= 2 || b.x + b.width >= info.width - 2 || b.y + b.height >= info.height - 2) continue;
      const rect = toRect(read.box, info.width, info.height);
      const centre = { x: (rect.x_min + rect.x_max) / 2, y: (rect.y_min + rect.y_max) / 2 };
      const roi = m.config.roi.length ? m.config.roi.find((r) => inPolygon(centre, r.polygon)) : undefined;
      if ((m.config.roi.length && !roi) || b.width < m.config.min_detection_size) continue;
      const pass = this.passes.find((p) => p.reads.some((c) => near(c.read.number, read.number)));
      const candidate: Candidate = { read, rect, roi: roi ? { id: roi.id, name: roi.name } : null, frame, count: 1 };
      if (!pass) {
        this.passes.push({ reads: [candidate], lastSeen: frame.ts });
        continue;
      }
      pass.lastSeen = frame.ts;
      const same = pass.reads.find((c) => c.read.number === read.number);
      if (!same) pass.reads.push(candidate);
      else {
        same.count++;
        if (read.confidence > same.read.confidence) Object.assign(same, { read, rect, roi: candidate.roi, frame });
      }
    }
  }

  /** Sends the passes still open (the video ended or the module stops). */
  flush(): Promise<void> {
    return this.endPasses(() => true);
  }

  private async endPasses(ended: (p: Pass) => boolean): Promise<void> {
    const done = this.passes.filter(ended);
    this.passes = this.passes.filter((p) => !done.includes(p));
    for (const p of done) {
      // A read inside a longer one (the plate partly hidden or cut) counts for the longer one too.
      const support = (c: Candidate) => p.reads.reduce((n, o) => n + (c.read.number.includes(o.read.number) ? o.count : 0), 0);
      const rank = (c: Candidate) => support(c) * 100 + c.read.number.length + c.read.confidence;
      const best = p.reads.reduce((a, c) => (rank(c) > rank(a) ? c : a));
      await this.report(best);
    }
  }

  private async report(c: Candidate): Promise<void> {
    const plate = await cropFace(c.frame.jpeg, c.rect, 0.15);
    this.emit({
      event_type: 'lpr',
      ts: iso(c.frame.ts),
      stream_id: this.cameraId,
      number: c.read.number,
      region: c.read.region,
      plate_jpeg: plate.toString('base64'),
      snapshot_jpeg: plate.toString('base64'),
      scene_jpeg: c.frame.jpeg.toString('base64'),
      event: {
        reason: 'any',
        label: null,
        detection: { rect: c.rect },
        trajectory: [],
        roi: c.roi,
        line: null,
        attributes: { original_reason: `read from video in ${c.count} frame(s), confidence ${c.read.confidence.toFixed(2)}` },
        ts: iso(c.frame.ts),
      },
    });
  }

  /** The box around everything that changed since the previous frame (small-frame pixels), or null. */
  private changed(small: SmallFrame): { x: number; y: number; width: number; height: number } | null {
    if (!this.prev) return { x: 0, y: 0, width: small.width, height: small.height };
    const found = blobs(changeMask(small, this.prev.data, 20), small.width, small.height, 6);
    if (!found.length) return null;
    // A margin: the plate may sit just outside the changed pixels of the vehicle's outline.
    const x0 = Math.max(0, Math.min(...found.map((b) => b.rect.x_min)) - 0.05);
    const y0 = Math.max(0, Math.min(...found.map((b) => b.rect.y_min)) - 0.05);
    const x1 = Math.min(1, Math.max(...found.map((b) => b.rect.x_max)) + 0.05);
    const y1 = Math.min(1, Math.max(...found.map((b) => b.rect.y_max)) + 0.05);
    return { x: x0 * small.width, y: y0 * small.height, width: (x1 - x0) * small.width, height: (y1 - y0) * small.height };
  }
}

function scaleArea(a: { x: number; y: number; width: number; height: number }, k: number, size: { width: number; height: number }) {
  const x = Math.max(0, Math.floor(a.x * k));
  const y = Math.max(0, Math.floor(a.y * k));
  return { x, y, width: Math.min(size.width - x, Math.ceil(a.width * k)), height: Math.min(size.height - y, Math.ceil(a.height * k)) };
}
