import { isLoaded } from './models';
import type { Rect } from './rect';
import { faceapi, tf } from './runtime';
import { turn } from './turn';

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
  /** The roll (degrees, clockwise on screen) of the search that found it (see locateFaces); absent for an upright search. */
  roll?: number;
}

/**
 * Boxes only, from the Tiny Face Detector on one region of a decoded picture (pixels), the region
 * scaled to `inputSize` (a multiple of 32): the cheap per-frame pass of video analysis, where the
 * changed region of a frame is searched and the accurate nets run once per track.
 *
 * `roll` (degrees, clockwise on screen): the region is searched turned by −roll, so that faces
 * rolled by about that much stand upright (the Tiny Face Detector misses faces rolled beyond ~20°;
 * measured in bench/edge/rolled.ts). The turned canvas is larger than the region: its input grows
 * with it, up to `maxInputSize` (default inputSize), to keep its faces at the same scale. A face
 * found so gets the upright box of the same size around its centre, in the picture's terms.
 */
export async function locateFaces(
  image: RgbImage,
  region: { x: number; y: number; width: number; height: number },
  options: { inputSize: number; minScore?: number; roll?: number; maxInputSize?: number },
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
  if (options.roll) return locateRolled({ data: rows, width: w, height: h }, x, y, image, options.roll, options);
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

/** locateFaces on a region (its pixels cut from the picture at x, y) turned by −roll. */
async function locateRolled(
  region: RgbImage,
  x: number,
  y: number,
  image: RgbImage,
  roll: number,
  options: { inputSize: number; minScore?: number; maxInputSize?: number },
): Promise<LocatedFace[]> {
  const turned = await turn(region, -roll);
  const { width: tw, height: th } = turned.image;
  const grown = (options.inputSize * Math.max(tw, th)) / Math.max(region.width, region.height);
  const inputSize = Math.min(options.maxInputSize ?? options.inputSize, 32 * Math.ceil(grown / 32));
  const found = await locateFaces(
    turned.image,
    { x: 0, y: 0, width: tw, height: th },
    { inputSize: Math.max(options.inputSize, inputSize), minScore: options.minScore },
  );
  return found.map((f) => {
    const c = turned.back({ x: ((f.rect.x_min + f.rect.x_max) / 2) * tw, y: ((f.rect.y_min + f.rect.y_max) / 2) * th });
    const [bw, bh] = [(f.rect.x_max - f.rect.x_min) * tw, (f.rect.y_max - f.rect.y_min) * th];
    return {
      rect: {
        x_min: Math.max(0, (x + c.x - bw / 2) / image.width),
        y_min: Math.max(0, (y + c.y - bh / 2) / image.height),
        x_max: Math.min(1, (x + c.x + bw / 2) / image.width),
        y_max: Math.min(1, (y + c.y + bh / 2) / image.height),
      },
      score: f.score,
      roll,
    };
  });
}
