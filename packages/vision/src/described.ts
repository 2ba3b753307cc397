import type { DetectedFace } from './faces';
import type { LocatedFace, RgbImage } from './locate';
import { l2normalize } from './descriptor';
import { ALIGN_STEPS, alignedBoxes, toTensor } from './nets';
import { toRect } from './rect';
import { faceapi } from './runtime';
import { describeUpright } from './upright';

/**
 * Landmarks, descriptor, age and gender of faces boxed beforehand by the Tiny Face Detector on a
 * decoded picture (locateFaces), without another detector: each box is brought to SSD MobileNet's
 * geometry by its landmarks (ALIGN_STEPS, as the photo fast pass does), on a crop of a face's width
 * and height of margin around it. The video path's once-per-track description: SSD MobileNet's
 * fixed 512 × 512 input cost more than the face nets together. A face whose descriptor crop reaches
 * past the picture is described all the same (a video frame has no framed second pass).
 *
 * A rolled head is described upright (describeUpright), as an enrolled photo is, whichever search
 * found it; it keeps the upright box it was located by (an event's box is upright).
 */
export async function describeLocated(image: RgbImage, faces: LocatedFace[]): Promise<DetectedFace[]> {
  const out: DetectedFace[] = [];
  for (const f of faces) {
    const bw = (f.rect.x_max - f.rect.x_min) * image.width;
    const bh = (f.rect.y_max - f.rect.y_min) * image.height;
    const x = Math.max(0, Math.floor(f.rect.x_min * image.width - bw));
    const y = Math.max(0, Math.floor(f.rect.y_min * image.height - bh));
    const w = Math.min(image.width, Math.ceil(f.rect.x_max * image.width + bw)) - x;
    const h = Math.min(image.height, Math.ceil(f.rect.y_max * image.height + bh)) - y;
    if (w < 32 || h < 32) continue;
    const rows = Buffer.allocUnsafe(w * h * 3);
    for (let r = 0; r < h; r++) image.data.copy(rows, r * w * 3, ((y + r) * image.width + x) * 3, ((y + r) * image.width + x + w) * 3);
    const crop = { data: rows, width: w, height: h };
    const input = toTensor(rows, w, h);
    let found;
    try {
      const rect = new faceapi.Rect((f.rect.x_min * image.width - x) / w, (f.rect.y_min * image.height - y) / h, bw / w, bh / h);
      const aligned = await alignedBoxes(input, [new faceapi.FaceDetection(f.score, rect, { width: w, height: h })], ALIGN_STEPS);
      [found] = await describeUpright(crop, input, aligned.boxes);
    } finally {
      input.dispose();
    }
    if (!found) continue;
    const b = found.detection.box;
    const rect = found.turned
      ? { x: f.rect.x_min * image.width, y: f.rect.y_min * image.height, width: bw, height: bh }
      : { x: x + b.x, y: y + b.y, width: b.width, height: b.height };
    out.push({
      rect: toRect(rect, image.width, image.height),
      score: f.score,
      landmarks: found.landmarks.positions.map((p) => ({ x: (x + p.x) / image.width, y: (y + p.y) / image.height })),
      descriptor: l2normalize(found.descriptor),
      age: found.age,
      gender: found.gender === 'male' ? 'male' : 'female',
      genderProbability: found.genderProbability,
    });
  }
  return out;
}
