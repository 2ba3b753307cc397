import { decodeImage } from './image';
import { objectModel } from './objects-model';
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
  const minScore = options.minScore ?? 0.3;
  const wanted = new Set(options.classes ?? CLASSES.values());
  const decoded = await decodeImage(image, inputSize, 16);
  const { width, height } = decoded;

  const raw = new Uint8Array(decoded.data.buffer, decoded.data.byteOffset, decoded.data.length);
  const output = tf.tidy(() => {
    const pixels = tf.cast(tf.tensor4d(raw, [1, height, width, 3], 'int32'), 'float32');
    const resized = tf.image.resizeBilinear(pixels, [inputSize, inputSize]);
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
    const [x1, y1, x2, y2] = c.box.map((v) => v / inputSize) as [number, number, number, number];
    return { class: c.cls, score: c.score, rect: toRect({ x: x1, y: y1, width: x2 - x1, height: y2 - y1 }, 1, 1) };
  });
}
