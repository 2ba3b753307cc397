import type { GraphModel } from '@tensorflow/tfjs-converter';
import { decodeImage } from './image';
import type { RgbImage } from './locate';
import { objectModel, objectModelAt } from './objects-model';
import { toRect, type Rect } from './rect';
import { tf } from './runtime';

/** The classes we report, by their index in CenterNet's COCO output. */
const CLASSES = new Map<number, ObjectClass>([
  [0, 'person'],
  [1, 'bicycle'],
  [2, 'car'],
  [3, 'motorcycle'],
  [5, 'bus'],
  [7, 'truck'],
]);

export type ObjectClass = 'person' | 'bicycle' | 'car' | 'motorcycle' | 'bus' | 'truck';

export interface DetectedObject {
  class: ObjectClass;
  /** Detection score, 0..1. */
  score: number;
  /** Box as fractions of the original image. */
  rect: Rect;
}

export interface DetectObjectsOptions {
  /** Lowest score kept. Default 0.3. */
  minScore?: number;
  /** Overlap (IoU) above which the weaker of two boxes is dropped. Default 0.4. */
  iouThreshold?: number;
  /** Classes to report. Default all six. */
  classes?: ObjectClass[];
}

/**
 * Detects people and vehicles with CenterNet (MobileNetV3, COCO, from @vladmandic/human).
 * The image is resized to the model's square input (512) without keeping the aspect ratio,
 * as the model was used upstream; rects are fractions of the original image.
 */
export async function detectObjects(image: Buffer, options: DetectObjectsOptions = {}): Promise<DetectedObject[]> {
  const { model, inputSize } = objectModel();
  const decoded = await decodeImage(image, inputSize, 16);
  const { width, height } = decoded;
  const raw = new Uint8Array(decoded.data.buffer, decoded.data.byteOffset, decoded.data.length);
  return run(model, raw, width, height, inputSize, inputSize, options, (x, y) => ({ x, y }));
}

/** Largest input side of a region's search (the model's own input size): a larger region is scaled down to it. */
const MAX_INPUT = 512;

/**
 * Objects in one region of a decoded picture (pixels), the region scaled by `scale` (input pixels
 * per picture pixel, the aspect ratio kept unless `stretch`, sides rounded to multiples of 32, the longer at most
 * `maxSide`, default 512) and searched by CenterNet at that input size: the cost follows the region's area, so a
 * person in a small changed region costs a fraction of a whole frame. Rects are fractions of the
 * whole picture. `stretch` > 1 scales heights by √stretch more and widths by √stretch less than
 * `scale`: a region of a 16:9 frame given stretch 16/9 reaches the model in the geometry the whole
 * frame does in detectObjects (squared), where the model scores objects higher (drawn buses 0.4–0.7
 * there, 0.1–0.35 in their own aspect).
 */
export async function locateObjects(
  image: RgbImage,
  region: { x: number; y: number; width: number; height: number },
  options: DetectObjectsOptions & { scale?: number; stretch?: number; maxSide?: number } = {},
): Promise<DetectedObject[]> {
  objectModel();
  const x = Math.max(0, Math.floor(region.x));
  const y = Math.max(0, Math.floor(region.y));
  const w = Math.min(image.width - x, Math.ceil(region.width));
  const h = Math.min(image.height - y, Math.ceil(region.height));
  if (w < 16 || h < 16) return [];
  // stretch: heights scaled that much more than widths (the area kept), as detectObjects squares a wide picture.
  const root = Math.sqrt(options.stretch ?? 1);
  const most = options.maxSide ?? MAX_INPUT;
  const scale = Math.min(options.scale ?? 1, most / Math.max(w / root, h * root));
  const side = (v: number) => Math.min(most, Math.max(64, Math.round((v * scale) / 32) * 32));
  const inW = side(w / root);
  const inH = side(h * root);
  // Only the region's rows become a tensor: a whole frame as int32 costs more than a small input.
  const rows = Buffer.allocUnsafe(w * h * 3);
  for (let r = 0; r < h; r++) image.data.copy(rows, r * w * 3, ((y + r) * image.width + x) * 3, ((y + r) * image.width + x + w) * 3);
  const model = await objectModelAt(inH, inW);
  const raw = new Uint8Array(rows.buffer, rows.byteOffset, rows.length);
  return run(model, raw, w, h, inH, inW, options, (fx, fy) => ({ x: (x + fx * w) / image.width, y: (y + fy * h) / image.height }));
}

/** CenterNet on RGB pixels resized to the model's input; boxes through `place` (fractions of the input → of the picture). */
async function run(
  model: GraphModel,
  raw: Uint8Array,
  width: number,
  height: number,
  inH: number,
  inW: number,
  options: DetectObjectsOptions,
  place: (x: number, y: number) => { x: number; y: number },
): Promise<DetectedObject[]> {
  const minScore = options.minScore ?? 0.3;
  const wanted = new Set(options.classes ?? CLASSES.values());
  const output = tf.tidy(() => {
    const pixels = tf.cast(tf.tensor4d(raw, [1, height, width, 3], 'int32'), 'float32');
    const resized = tf.image.resizeBilinear(pixels, [inH, inW]);
    return model.execute(resized, 'tower_0/detections') as tf.Tensor;
  });
  const rows = (await output.array()) as number[][][];
  output.dispose();

  const candidates: { cls: ObjectClass; score: number; box: [number, number, number, number] }[] = [];
  for (const [x1, y1, x2, y2, score, cls] of rows[0] ?? []) {
    const name = CLASSES.get(cls as number);
    if (!name || !wanted.has(name) || (score as number) < minScore) continue;
    candidates.push({ cls: name, score: score as number, box: [x1 as number, y1 as number, x2 as number, y2 as number] });
  }
  if (candidates.length === 0) return [];

  const boxes = tf.tensor2d(candidates.map((c) => [c.box[1], c.box[0], c.box[3], c.box[2]]));
  const scores = tf.tensor1d(candidates.map((c) => c.score));
  const keep = await tf.image.nonMaxSuppressionAsync(boxes, scores, candidates.length, options.iouThreshold ?? 0.4, minScore);
  const kept = Array.from(await keep.data());
  tf.dispose([boxes, scores, keep]);

  return kept.map((i) => {
    const c = candidates[i]!;
    const a = place(c.box[0] / inW, c.box[1] / inH);
    const b = place(c.box[2] / inW, c.box[3] / inH);
    return { class: c.cls, score: c.score, rect: toRect({ x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y }, 1, 1) };
  });
}
