import { faceapi, tf } from './runtime';
import { VisionError } from './errors';

/** A face box as face-api's detectors give it (pixels of the picture it was found on). */
export type Box = InstanceType<typeof faceapi.FaceDetection>;
/** A face described by face-api's nets: box, landmarks, descriptor, age and gender. */
export type Found = Awaited<ReturnType<typeof describeBoxes>>[number];

export const toTensor = (rgb: Buffer, width: number, height: number) =>
  tf.tensor3d(new Uint8Array(rgb.buffer, rgb.byteOffset, rgb.length), [height, width, 3], 'int32');

/** Runs face-api, answering VisionError('image_unreadable') when it fails on the picture. */
export async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    throw new VisionError('image_unreadable', 'Face detection failed on this image', { cause });
  }
}

/**
 * The Tiny Face Detector's box is looser than SSD MobileNet's (≈ 1.6× wider, lower), and the
 * landmarks (hence the aligned crop and the descriptor) follow the box the landmark net is given.
 * The box SSD MobileNet draws around a face's landmarks, measured on the 22 faces of the demo
 * photos: centred 0.013 of the landmarks' width right and 0.164 of their height up, 0.934 × their
 * width, 1.413 × their height. `beyond`: that box reaches past the picture (and was clipped).
 */
export const SSD_BOX = { dx: 0.013, dy: -0.164, width: 0.934, height: 1.413 };

export function ssdLikeBox(detection: Box, points: { x: number; y: number }[], imageWidth: number, imageHeight: number): { box: Box; beyond: boolean } {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const w = (x1 - x0) * SSD_BOX.width;
  const h = (y1 - y0) * SSD_BOX.height;
  const cx = (x0 + x1) / 2 + (x1 - x0) * SSD_BOX.dx;
  const cy = (y0 + y1) / 2 + (y1 - y0) * SSD_BOX.dy;
  const left = Math.max(0, cx - w / 2);
  const top = Math.max(0, cy - h / 2);
  const right = Math.min(imageWidth, cx + w / 2);
  const bottom = Math.min(imageHeight, cy + h / 2);
  const box = new faceapi.Rect(left / imageWidth, top / imageHeight, (right - left) / imageWidth, (bottom - top) / imageHeight);
  const beyond = cx - w / 2 < 0 || cy - h / 2 < 0 || cx + w / 2 > imageWidth || cy + h / 2 > imageHeight;
  return { box: new faceapi.FaceDetection(detection.score, box, { width: imageWidth, height: imageHeight }), beyond };
}

/**
 * Landmarks, descriptor, age and gender of the kept boxes: face-api's own chain
 * (detectAllFaces().withFaceLandmarks()...) started from boxes found beforehand, so that boxes
 * are judged (and dropped) before the face nets spend anything on them.
 */
export function landmarksOf(input: tf.Tensor3D, boxes: Box[]) {
  const parent = Promise.resolve(boxes.map((detection) => faceapi.extendWithFaceDetection({}, detection)));
  return guarded(() => new faceapi.DetectAllFaceLandmarksTask(parent, input as never, false).run());
}

/**
 * Alignment before the descriptor, the same whichever detector boxed the face. The landmark net's
 * answer moves with the box it is given, and the descriptor's crop follows the landmarks (dlib's
 * alignment), so the Tiny Face Detector's (looser) box is brought to the one SSD MobileNet draws:
 * landmarks in the box → the SSD-like box around them (ssdLikeBox) → landmarks again, ALIGN_STEPS
 * times. SSD MobileNet's own box is kept (the calibration was measured with it; bringing it to its
 * SSD-like box too lost genuine matches in calibration.test.ts). Two steps, measured on tight crops
 * of sample1: distance between the two paths' descriptors 0.13–0.15 after one step, 0.04–0.09 after two.
 */
export const ALIGN_STEPS = 2;

export async function alignedBoxes(input: tf.Tensor3D, boxes: Box[], steps: number): Promise<{ boxes: Box[]; beyond: boolean }> {
  const [h, w] = input.shape;
  let marks = await landmarksOf(input, boxes);
  let aligned = boxes.map((box) => ({ box, beyond: false }));
  for (let i = 0; i < steps; i++) {
    if (i > 0)
      marks = await landmarksOf(
        input,
        aligned.map((a) => a.box),
      );
    aligned = marks.map((m, k) => ssdLikeBox(boxes[k]!, m.landmarks.positions, w, h));
  }
  return { boxes: aligned.map((a) => a.box), beyond: aligned.some((a) => a.beyond) || marks.some((m) => cropBeyond(m.landmarks.positions, w, h)) };
}

export const centre = (points: { x: number; y: number }[]) => ({
  x: points.reduce((a, p) => a + p.x, 0) / points.length,
  y: points.reduce((a, p) => a + p.y, 0) / points.length,
});

/**
 * Whether the descriptor's crop (face-api's dlib alignment: a square of the eye-to-mouth distance
 * / 0.45 around the eyes' and mouth's centre) reaches beyond the picture. face-api clips that
 * square at the picture's edges and pads it with black, so the same face, cut tightly, would get
 * another descriptor than on a picture with room around it.
 */
export function cropBeyond(points: { x: number; y: number }[], w: number, h: number): boolean {
  const [left, right, mouth] = [centre(points.slice(36, 42)), centre(points.slice(42, 48)), centre(points.slice(48, 68))];
  const size = (Math.hypot(mouth.x - left.x, mouth.y - left.y) + Math.hypot(mouth.x - right.x, mouth.y - right.y)) / 2 / 0.45;
  const ref = centre([left, right, mouth]);
  const [x, y] = [ref.x - 0.5 * size, ref.y - 0.43 * size];
  return x < 0 || y < 0 || x + size > w || y + size > h;
}

export async function describeBoxes(input: tf.Tensor3D, boxes: Box[]) {
  const parent = Promise.resolve(boxes.map((detection) => faceapi.extendWithFaceDetection({}, detection)));
  return guarded(() => new faceapi.DetectAllFaceLandmarksTask(parent, input as never, false).withFaceDescriptors().withAgeAndGender().run());
}
