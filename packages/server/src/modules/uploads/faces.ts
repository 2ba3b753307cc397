import type { UploadMeta } from '@argus/contracts';
import type * as VisionModule from '@argus/vision';
import { ApiError } from '../../http/errors';

/**
 * Face detection for uploads, through @argus/vision. The models load once per process on the
 * first call (a few seconds), not at start: most servers never see an upload.
 */
let vision: Promise<typeof VisionModule> | null = null;

function loaded() {
  if (!vision) {
    vision = import('@argus/vision').then(async (v) => {
      await v.loadVision();
      return v;
    });
    vision.catch(() => {
      vision = null;
    });
  }
  return vision;
}

/** Every face on the image, largest first; VisionError → the spec's upload error types. */
export async function facesOf(image: Buffer, mode: 'all_faces' | 'largest_face' = 'all_faces'): Promise<UploadMeta[]> {
  const v = await loaded();
  let result;
  try {
    result = await v.detectFaces(image);
  } catch (error) {
    if (v.isVisionError(error)) {
      if (error.code === 'unsupported_image') throw new ApiError('upload_mime_type_non_acceptable', 'The image is not a JPEG, PNG or WebP');
      throw new ApiError('upload_meta_process_error', error.message);
    }
    throw new ApiError('upload_meta_process_error', 'Face detection failed');
  }
  const area = (r: { x_min: number; y_min: number; x_max: number; y_max: number }) => (r.x_max - r.x_min) * (r.y_max - r.y_min);
  const faces = [...result.faces].sort((a, b) => area(b.rect) - area(a.rect));
  const meta = faces.map((f) => ({
    descriptor: Array.from(f.descriptor, (x) => Number(x.toFixed(6))),
    detection: { rect: f.rect, confidence: Math.min(1, Math.max(0, f.score)) },
  }));
  return mode === 'largest_face' ? meta.slice(0, 1) : meta;
}
