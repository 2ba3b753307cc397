import type { Rect } from '@argus/vision';
import { isVisionError } from '@argus/vision/errors';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { detectInWorker } from '../../lib/faces/pool';

/**
 * One enrolment photo checked and described: exactly one face (or the one `rect` points at),
 * with its 128-d descriptor, found in a worker thread (lib/faces/pool.ts).
 */
export interface FacePhoto {
  data: Buffer;
  mime: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
  rect: Rect;
  descriptor: number[];
}

// Detection is CPU bound (≈0.7 s a photo on one core): photos are described one at a time so a
// bulk upload does not hold dozens of decoded images in memory at once.
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

const area = (r: Rect) => (r.x_max - r.x_min) * (r.y_max - r.y_min);

function overlap(a: Rect, b: Rect): number {
  const w = Math.max(0, Math.min(a.x_max, b.x_max) - Math.max(a.x_min, b.x_min));
  const h = Math.max(0, Math.min(a.y_max, b.y_max) - Math.max(a.y_min, b.y_min));
  const inter = w * h;
  const union = area(a) + area(b) - inter;
  return union > 0 ? inter / union : 0;
}

export function maxPhotoBytes(ctx: AppContext): number {
  return Math.round(ctx.config.public.face_image_size_mb * 1024 * 1024);
}

/** Throws the catalogue's error: payload_too_large, upload_mime_type_non_acceptable, upload_meta_process_error, upload_meta_not_found, face_image_many_faces. */
/** `largest`: of several faces, the largest is taken instead of refusing the photo (the demo's group photos). */
export async function describePhoto(ctx: AppContext, data: Buffer, options: { truncated?: boolean; rect?: Rect; largest?: boolean } = {}): Promise<FacePhoto> {
  const max = maxPhotoBytes(ctx);
  if (options.truncated || data.length > max) {
    throw new ApiError('payload_too_large', `A face photo may be at most ${ctx.config.public.face_image_size_mb} MB`);
  }
  try {
    const { format, faces, width, height } = await serial(() => detectInWorker(data));
    const mime = MIME[format as keyof typeof MIME];
    if (faces.length === 0) throw new ApiError('upload_meta_not_found', 'No face was found on the photo');
    let face = faces[0];
    if (faces.length > 1 && options.largest) {
      face = [...faces].sort((a, b) => area(b.rect) - area(a.rect))[0];
    } else if (faces.length > 1) {
      const wanted = options.rect;
      const best = wanted ? faces.map((f) => ({ f, o: overlap(f.rect, wanted) })).sort((a, b) => b.o - a.o)[0] : undefined;
      if (!best || best.o < 0.3) {
        throw new ApiError('face_image_many_faces', `The photo shows ${faces.length} faces: use a photo of one person (or pick one face)`);
      }
      face = best.f;
    }
    if (!face) throw new ApiError('upload_meta_not_found', 'No face was found on the photo');
    return { data, mime, width, height, rect: face.rect, descriptor: face.descriptor };
  } catch (error) {
    if (isVisionError(error)) throw new ApiError(error.type, error.message);
    throw error;
  }
}
