import { isLoaded } from './models';
import type { Rect } from './rect';
import { faceapi, tf } from './runtime';

/** An RGB picture already decoded (3 bytes a pixel, row-major). */
export interface RgbImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface LocatedFace {
  /** Box as fractions of the whole picture. */
  rect: Rect;
  score: number;
}

/**
 * Boxes only, from the Tiny Face Detector on one region of a decoded picture (pixels), the region
 * scaled to `inputSize` (a multiple of 32): the cheap per-frame pass of video analysis, where the
 * changed region of a frame is searched and the accurate nets run once per track.
 */
export async function locateFaces(
  image: RgbImage,
  region: { x: number; y: number; width: number; height: number },
  options: { inputSize: number; minScore?: number },
): Promise<LocatedFace[]> {
  if (!isLoaded('tinyFaceDetector')) throw new Error('Face detector tinyFaceDetector not loaded: call loadVision() first');
  const x = Math.max(0, Math.floor(region.x));
  const y = Math.max(0, Math.floor(region.y));
  const w = Math.min(image.width - x, Math.ceil(region.width));
  const h = Math.min(image.height - y, Math.ceil(region.height));
  if (w < 16 || h < 16) return [];
  // Only the region's pixels become a tensor (rows copied): a whole 720p frame as int32 costs more than the detector's input.
  const rows = Buffer.allocUnsafe(w * h * 3);
  for (let r = 0; r < h; r++) image.data.copy(rows, r * w * 3, ((y + r) * image.width + x) * 3, ((y + r) * image.width + x + w) * 3);
  const crop = tf.tensor3d(new Uint8Array(rows.buffer, rows.byteOffset, rows.length), [h, w, 3], 'int32');
  try {
    const found = await faceapi
      .detectAllFaces(crop as never, new faceapi.TinyFaceDetectorOptions({ inputSize: options.inputSize, scoreThreshold: options.minScore ?? 0.5 }))
      .run();
    return found.map((f) => ({
      rect: {
        x_min: Math.max(0, (x + f.box.x) / image.width),
        y_min: Math.max(0, (y + f.box.y) / image.height),
        x_max: Math.min(1, (x + f.box.x + f.box.width) / image.width),
        y_max: Math.min(1, (y + f.box.y + f.box.height) / image.height),
      },
      score: f.score,
    }));
  } finally {
    crop.dispose();
  }
}
