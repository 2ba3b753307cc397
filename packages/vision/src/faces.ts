import sharp from 'sharp';
import { decodeImage } from './image';
import type { LocatedFace, RgbImage } from './locate';
import { type FaceDetector, isLoaded } from './models';
import { l2normalize } from './descriptor';
import { toRect, type Rect } from './rect';
import { faceapi, tf } from './runtime';
import { VisionError } from './errors';
import { turn } from './turn';

export interface DetectFacesOptions {
  /** Faces whose box is smaller than this (pixels of the original image, shorter side) are dropped. Default 20. */
  minFaceSize?: number;
  /** Lowest detection score kept (0..1). Default 0.5. */
  minScore?: number;
  /** Longer side (pixels) the image is downscaled to before detection. Default 1280. */
  maxSide?: number;
  /**
   * Detector; must have been loaded by loadVision. Default 'ssdMobilenetv1'. 'fast': a
   * tinyFaceDetector pass first, kept only when it finds one large, confident face (a portrait);
   * otherwise the ssdMobilenetv1 path with its second pass (both detectors must be loaded).
   */
  detector?: FaceDetector | 'fast';
  /** Most faces returned (highest scores first). Default 100. */
  maxFaces?: number;
  /**
   * When the first pass finds no face, look again on the picture framed with a grey border (a
   * face that fills a portrait is missed otherwise). Default true; a caller that runs on every
   * video frame may turn it off to keep frames without faces at one pass.
   */
  reframe?: boolean;
}

export interface Point {
  /** Fraction of the image width. */
  x: number;
  /** Fraction of the image height. */
  y: number;
}

export interface DetectedFace {
  /** Face box as fractions of the original image. */
  rect: Rect;
  /** Detection score, 0..1. */
  score: number;
  /** 68 landmarks (iBUG order) as fractions of the original image. */
  landmarks: Point[];
  /** 128-d face descriptor, L2-normalised. */
  descriptor: Float32Array;
  /** Estimated age in years. */
  age: number;
  gender: 'male' | 'female';
  /** Probability of `gender`, 0.5..1. */
  genderProbability: number;
}

export interface FacesResult {
  /** Size of the original image (after EXIF orientation). */
  width: number;
  height: number;
  faces: DetectedFace[];
  /** The detector whose boxes were kept, and whether they came from the framed second pass. */
  detector: FaceDetector;
  reframed: boolean;
}

/**
 * The 'fast' pass: tinyFaceDetector at input 224 (≈ 50 ms), first on the picture framed as for the
 * second pass (a portrait's face is found there with higher scores than at full frame, measured in
 * bench/vision/portraits.ts), then on the picture itself. It is kept when it finds exactly one face
 * scored at least FAST_MIN_SCORE whose box's shorter side is at least FAST_MIN_FACE of the picture's
 * shorter side: an ordinary search portrait. A group photo (tinyFaceDetector misses faces there), a
 * small face or a doubtful score go to ssdMobilenetv1.
 */
const FAST_SIZE = 224;
const FAST_MIN_SCORE = 0.6;
/** Group photos' faces measure 0.14–0.2 of the shorter side (tiny's looser box up to 0.25); a portrait's 0.35 and more. */
const FAST_MIN_FACE = 0.3;
/** Pictures whose longer side (decoded) is above this get the fast pass on the picture alone, not framed. */
const FAST_FRAMED_MAX_SIDE = 800;

/**
 * The Tiny Face Detector's box is looser than SSD MobileNet's (≈ 1.6× wider, lower), and the
 * landmarks (hence the aligned crop and the descriptor) follow the box the landmark net is given.
 * The box SSD MobileNet draws around a face's landmarks, measured on the 22 faces of the demo
 * photos: centred 0.013 of the landmarks' width right and 0.164 of their height up, 0.934 × their
 * width, 1.413 × their height. `beyond`: that box reaches past the picture (and was clipped).
 */
const SSD_BOX = { dx: 0.013, dy: -0.164, width: 0.934, height: 1.413 };

function ssdLikeBox(detection: Box, points: { x: number; y: number }[], imageWidth: number, imageHeight: number): { box: Box; beyond: boolean } {
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

function detectorOptions(detector: FaceDetector, minScore: number, maxFaces: number, tinySize = 416) {
  return detector === 'tinyFaceDetector'
    ? new faceapi.TinyFaceDetectorOptions({ inputSize: tinySize, scoreThreshold: minScore })
    : new faceapi.SsdMobilenetv1Options({ minConfidence: minScore, maxResults: maxFaces });
}

type Box = Awaited<ReturnType<typeof findBoxes>>[number];
type Found = Awaited<ReturnType<typeof describeBoxes>>[number];

const toTensor = (rgb: Buffer, width: number, height: number) =>
  tf.tensor3d(new Uint8Array(rgb.buffer, rgb.byteOffset, rgb.length), [height, width, 3], 'int32');

/** Runs face-api, answering VisionError('image_unreadable') when it fails on the picture. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    throw new VisionError('image_unreadable', 'Face detection failed on this image', { cause });
  }
}

/** One pass of a detector over a picture: boxes in its pixels. */
function findBoxes(input: tf.Tensor3D, detector: FaceDetector, minScore: number, maxFaces: number, tinySize?: number) {
  return guarded(() => faceapi.detectAllFaces(input as never, detectorOptions(detector, minScore, maxFaces, tinySize)).run());
}

/**
 * Landmarks, descriptor, age and gender of the kept boxes: face-api's own chain
 * (detectAllFaces().withFaceLandmarks()...) started from boxes found beforehand, so that boxes
 * are judged (and dropped) before the face nets spend anything on them.
 */
function landmarksOf(input: tf.Tensor3D, boxes: Box[]) {
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
const ALIGN_STEPS = 2;

async function alignedBoxes(input: tf.Tensor3D, boxes: Box[], steps: number): Promise<{ boxes: Box[]; beyond: boolean }> {
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

const centre = (points: { x: number; y: number }[]) => ({
  x: points.reduce((a, p) => a + p.x, 0) / points.length,
  y: points.reduce((a, p) => a + p.y, 0) / points.length,
});

/**
 * Whether the descriptor's crop (face-api's dlib alignment: a square of the eye-to-mouth distance
 * / 0.45 around the eyes' and mouth's centre) reaches beyond the picture. face-api clips that
 * square at the picture's edges and pads it with black, so the same face, cut tightly, would get
 * another descriptor than on a picture with room around it.
 */
function cropBeyond(points: { x: number; y: number }[], w: number, h: number): boolean {
  const [left, right, mouth] = [centre(points.slice(36, 42)), centre(points.slice(42, 48)), centre(points.slice(48, 68))];
  const size = (Math.hypot(mouth.x - left.x, mouth.y - left.y) + Math.hypot(mouth.x - right.x, mouth.y - right.y)) / 2 / 0.45;
  const ref = centre([left, right, mouth]);
  const [x, y] = [ref.x - 0.5 * size, ref.y - 0.43 * size];
  return x < 0 || y < 0 || x + size > w || y + size > h;
}

async function describeBoxes(input: tf.Tensor3D, boxes: Box[]) {
  const parent = Promise.resolve(boxes.map((detection) => faceapi.extendWithFaceDetection({}, detection)));
  return guarded(() => new faceapi.DetectAllFaceLandmarksTask(parent, input as never, false).withFaceDescriptors().withAgeAndGender().run());
}

/** SSD MobileNet boxes closer to the picture's edge than this share of their size are checked for a crop past the edge before description. */
const EDGE_MARGIN = 0.3;

/** A box of the picture, placed in the framed picture. */
function intoFrame(box: Box, framing: Framing, width: number, height: number): Box {
  const b = box.box;
  const rect = new faceapi.Rect(
    (b.x * framing.scale + framing.left) / width,
    (b.y * framing.scale + framing.top) / height,
    (b.width * framing.scale) / width,
    (b.height * framing.scale) / height,
  );
  return new faceapi.FaceDetection(box.score, rect, { width, height });
}

/** Where the picture sits in the framed one: enlarged by `scale`, `left` and `top` pixels in. */
interface Framing {
  scale: number;
  left: number;
  top: number;
}

/**
 * The second pass: SSD MobileNet (and the tiny detector) miss a face that fills the whole frame
 * (a passport or badge photo), because they were trained on faces with context around them. The
 * photo is put in the middle of a neutral grey canvas 2.5 times its size, and small photos are
 * enlarged first so that the face nets get enough pixels. Measured on generated tight portraits
 * (README): grey found more than repeated edge pixels, and a 2.5× canvas more than 1.6× or 2× (blurred copies).
 */
async function framed(rgb: Buffer, width: number, height: number): Promise<{ data: Buffer; width: number; height: number; framing: Framing }> {
  const scale = Math.max(1, SMALL_SIDE / Math.max(width, height));
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  const left = Math.round(w * PAD);
  const top = Math.round(h * PAD);
  const { data, info } = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .resize(w, h, { kernel: 'lanczos3' })
    .extend({ left, right: left, top, bottom: top, background: { r: 128, g: 128, b: 128 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, framing: { scale: w / width, left, top } };
}

/** Pictures whose longer side is under this (pixels) are enlarged to it for the second pass. */
const SMALL_SIDE = 320;
/** Grey border added on each side in the second pass, as a fraction of the picture's side. */
const PAD = 0.75;

/**
 * Finds every face in a JPEG, PNG or WebP image with its landmarks, descriptor, age and gender.
 * When the first pass finds none, a second pass looks again on the picture framed with a border
 * (see `framed`). Throws VisionError('unsupported_image') for other data and ('image_too_small')
 * for images smaller than the minimum face size.
 */
export async function detectFaces(image: Buffer, options: DetectFacesOptions = {}): Promise<FacesResult> {
  const detector = options.detector ?? 'ssdMobilenetv1';
  const minFaceSize = options.minFaceSize ?? 20;
  const minScore = options.minScore ?? 0.5;
  const maxFaces = options.maxFaces ?? 100;
  for (const d of detector === 'fast' ? (['tinyFaceDetector', 'ssdMobilenetv1'] as const) : [detector]) {
    if (!isLoaded(d)) throw new Error(`Face detector ${d} not loaded: call loadVision() first`);
  }

  const decoded = await decodeImage(image, options.maxSide ?? 1280, Math.max(minFaceSize, 32));
  const { width, height, originalWidth, originalHeight } = decoded;
  const scale = originalWidth / width;

  const keep = (boxes: Box[], framing: Framing) => boxes.filter((f) => (Math.min(f.box.width, f.box.height) / framing.scale) * scale >= minFaceSize);
  const identity: Framing = { scale: 1, left: 0, top: 0 };
  const tensors: tf.Tensor3D[] = [];
  const picture = toTensor(decoded.data, width, height);
  tensors.push(picture);
  let framedOnce: Promise<{ input: tf.Tensor3D; framing: Framing }> | null = null;
  const framedInput = () =>
    (framedOnce ??= framed(decoded.data, width, height).then((second) => {
      const input = toTensor(second.data, second.width, second.height);
      tensors.push(input);
      return { input, framing: second.framing };
    }));
  /** The first pass and, when it finds nothing, the pass on the framed picture. */
  const passes = async (d: FaceDetector, reframe: boolean) => {
    const boxes = keep(await findBoxes(picture, d, minScore, maxFaces), identity);
    if (boxes.length > 0 || !reframe) return { detector: d, boxes, input: picture, framing: identity };
    const { input, framing } = await framedInput();
    return { detector: d, boxes: keep(await findBoxes(input, d, minScore, maxFaces), framing), input, framing };
  };
  /** The fast pass on one picture, or null when it is not one large, confident face. */
  const fast = async (input: tf.Tensor3D, framing: Framing) => {
    const boxes = keep(await findBoxes(input, 'tinyFaceDetector', minScore, maxFaces, FAST_SIZE), framing);
    const only = boxes.length === 1 ? boxes[0]! : null;
    const large = only && Math.min(only.box.width, only.box.height) / framing.scale >= FAST_MIN_FACE * Math.min(width, height);
    if (!large || only.score < FAST_MIN_SCORE) return null;
    return { detector: 'tinyFaceDetector' as const, boxes, input, framing };
  };

  let pass: Awaited<ReturnType<typeof passes>> | null = null;
  let found: Found[];
  /** The picture the faces were described on: the detection pass's, or the framed one for a face at the edge. */
  let described: Framing;
  try {
    if (detector === 'fast') {
      // A large picture is a scene, a group or a phone photo with room around the face: the framed
      // pass, whose canvas is 6.25 times the picture, would only add its cost (README, "Fast path").
      const framedFirst = Math.max(width, height) <= FAST_FRAMED_MAX_SIDE;
      pass = (framedFirst ? await framedInput().then((second) => fast(second.input, second.framing)) : null) ?? (await fast(picture, identity));
    }
    pass ??= await passes(detector === 'fast' ? 'ssdMobilenetv1' : detector, options.reframe ?? true);
    let { input, framing } = pass;
    // SSD MobileNet's own box is the reference (the calibration was measured with it); the Tiny Face Detector's is brought to it.
    const steps = pass.detector === 'ssdMobilenetv1' ? 0 : ALIGN_STEPS;
    /** Aligns and describes; `beyond`: a face's crop reaches past the picture (its description is then not kept). */
    const describe = async (on: tf.Tensor3D, boxes: Box[]) => {
      const [h, w] = on.shape;
      if (boxes.length === 0) return { found: [], beyond: false };
      // SSD MobileNet's boxes go to the nets as they are. The crop (≈ the box) can reach past the
      // picture only for a box near its edge: only those pay a landmark pass first; the landmarks
      // that come with the description check the others.
      const nearEdge = boxes.some(({ box: b }) => Math.min(b.x, b.y, w - b.x - b.width, h - b.y - b.height) < EDGE_MARGIN * Math.max(b.width, b.height));
      const aligned = steps > 0 || nearEdge ? await alignedBoxes(on, boxes, steps) : { boxes, beyond: false };
      if (aligned.beyond && on === picture) return { found: [], beyond: true };
      const results = await describeBoxes(on, aligned.boxes);
      return { found: results, beyond: results.some((f) => cropBeyond(f.landmarks.positions, w, h)) };
    };
    let result = await describe(input, pass.boxes);
    if (result.beyond && framing === identity) {
      // A face at the picture's edge is aligned and described on the framed picture, as the fast
      // pass and the second pass see it: its crop gets grey where the picture ends, not black.
      const second = await framedInput();
      const [h, w] = second.input.shape;
      ({ input, framing } = second);
      result = await describe(
        input,
        pass.boxes.map((b) => intoFrame(b, framing, w, h)),
      );
    }
    found = result.found;
    described = framing;
  } finally {
    for (const t of tensors) t.dispose();
  }
  const framing = described;

  // Back from the framed picture to the decoded one (identity for the first pass).
  const x = (v: number) => (v - framing.left) / framing.scale;
  const y = (v: number) => (v - framing.top) / framing.scale;
  // A "face" made of the border alone is no face of the photo.
  const inside = (f: Found) => {
    const b = f.detection.box;
    const cx = x(b.x + b.width / 2);
    const cy = y(b.y + b.height / 2);
    return cx >= 0 && cx <= width && cy >= 0 && cy <= height;
  };
  const faces = found
    .filter(inside)
    .sort((a, b) => b.detection.score - a.detection.score)
    .slice(0, maxFaces)
    .map<DetectedFace>((f) => {
      const box = f.detection.box;
      return {
        rect: toRect({ x: x(box.x), y: y(box.y), width: box.width / framing.scale, height: box.height / framing.scale }, width, height),
        score: f.detection.score,
        landmarks: f.landmarks.positions.map((p) => ({ x: x(p.x) / width, y: y(p.y) / height })),
        descriptor: l2normalize(f.descriptor),
        age: f.age,
        gender: f.gender === 'male' ? 'male' : 'female',
        genderProbability: f.genderProbability,
      };
    });
  return { width: originalWidth, height: originalHeight, faces, detector: pass.detector, reframed: pass.framing !== identity };
}

/**
 * Landmarks, descriptor, age and gender of faces boxed beforehand by the Tiny Face Detector on a
 * decoded picture (locateFaces), without another detector: each box is brought to SSD MobileNet's
 * geometry by its landmarks (ALIGN_STEPS, as the photo fast pass does), on a crop of a face's width
 * and height of margin around it. The video path's once-per-track description: SSD MobileNet's
 * fixed 512 × 512 input cost more than the face nets together. A face whose descriptor crop reaches
 * past the picture is described all the same (a video frame has no framed second pass).
 *
 * face-api's alignment crops an upright square: a rolled head's descriptor is far from the same
 * person's upright one (30° of roll: median distance 0.43–0.51 to the person's own, none within the
 * default threshold; measured on the demo photos' faces rolled and pasted in a scene). A face whose
 * eyes' line is rolled beyond TILT is described again on its crop turned back to TILT, by its
 * landmarks whichever search found it: the pieces of one track are joined by descriptor (edge fr).
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
    const box = { x: f.rect.x_min * image.width - x, y: f.rect.y_min * image.height - y, width: bw, height: bh };
    const upright = await describeBox(crop, box, f.score);
    if (!upright) continue;
    // A face rolled beyond TILT (its eyes' line): described again on the crop turned back to TILT,
    // the box centred where the face's centre went.
    const roll = rollOf(upright.landmarks.positions);
    // Only a face a turned search found (f.roll): turning faces found upright lost the demo scene's
    // tilted watch-list person (enrolled tilted, as-is: 2/2 passes → 0/2, bench/edge/demo-scene.ts).
    const excess = f.roll && Math.abs(roll) > TILT ? roll - Math.sign(roll) * TILT : 0;
    const turned = excess ? await turn(crop, -excess) : null;
    const c = turned?.into({ x: box.x + bw / 2, y: box.y + bh / 2 });
    const found = (turned && c && (await describeBox(turned.image, { x: c.x - bw / 2, y: c.y - bh / 2, width: bw, height: bh }, f.score))) || upright;
    const back = turned && found !== upright ? turned.back : (p: { x: number; y: number }) => p;
    const b = found.detection.box;
    // A rolled face keeps the upright box it was located by (an event's box is upright).
    const rect = found !== upright ? { x: x + box.x, y: y + box.y, width: bw, height: bh } : { x: x + b.x, y: y + b.y, width: b.width, height: b.height };
    out.push({
      rect: toRect(rect, image.width, image.height),
      score: f.score,
      landmarks: found.landmarks.positions.map((p) => {
        const q = back(p);
        return { x: (x + q.x) / image.width, y: (y + q.y) / image.height };
      }),
      descriptor: l2normalize(found.descriptor),
      age: found.age,
      gender: found.gender === 'male' ? 'male' : 'female',
      genderProbability: found.genderProbability,
    });
  }
  return out;
}

/**
 * Roll (degrees) up to which a face is described as it is: enrolled photos are described so, with
 * their own natural tilt (the demo photos' faces up to ~20°), and turning those upright lost matches
 * (bench/edge/rolled.ts). A face rolled further is turned back to this much.
 */
const TILT = 15;

/** A face's roll (degrees, clockwise on screen) by its eyes' line (68 landmarks, iBUG order). */
function rollOf(points: { x: number; y: number }[]): number {
  const [left, right] = [centre(points.slice(36, 42)), centre(points.slice(42, 48))];
  return (Math.atan2(right.y - left.y, right.x - left.x) * 180) / Math.PI;
}

/** Aligns and describes one box (pixels) of a picture. */
async function describeBox(picture: RgbImage, box: { x: number; y: number; width: number; height: number }, score: number): Promise<Found | undefined> {
  const input = toTensor(picture.data, picture.width, picture.height);
  try {
    const rect = new faceapi.Rect(box.x / picture.width, box.y / picture.height, box.width / picture.width, box.height / picture.height);
    const detection = new faceapi.FaceDetection(score, rect, { width: picture.width, height: picture.height });
    const aligned = await alignedBoxes(input, [detection], ALIGN_STEPS);
    const [found] = await describeBoxes(input, aligned.boxes);
    return found;
  } finally {
    input.dispose();
  }
}
