import type { UploadMeta } from '@argus/contracts';
import { isVisionError } from '@argus/vision/errors';
import { ApiError } from '../../http/errors';
import { detectInWorker } from '../../lib/faces/pool';

/** Every face on the image, largest first, found in a worker thread; VisionError → the spec's upload error types. */
export async function facesOf(image: Buffer, mode: 'all_faces' | 'largest_face' = 'all_faces'): Promise<UploadMeta[]> {
  let result;
  try {
    result = await detectInWorker(image);
  } catch (error) {
    if (isVisionError(error)) {
      if (error.code === 'unsupported_image') throw new ApiError('upload_mime_type_non_acceptable', 'The image is not a JPEG, PNG or WebP');
      throw new ApiError('upload_meta_process_error', error.message);
    }
    throw new ApiError('upload_meta_process_error', 'Face detection failed');
  }
  const area = (r: { x_min: number; y_min: number; x_max: number; y_max: number }) => (r.x_max - r.x_min) * (r.y_max - r.y_min);
  const faces = [...result.faces].sort((a, b) => area(b.rect) - area(a.rect));
  const meta = faces.map((f) => ({
    descriptor: f.descriptor.map((x) => Number(x.toFixed(6))),
    detection: { rect: f.rect, confidence: Math.min(1, Math.max(0, f.score)) },
  }));
  return mode === 'largest_face' ? meta.slice(0, 1) : meta;
}
