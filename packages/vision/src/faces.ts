import sharp from 'sharp';
import { decodeImage } from './image';
import type { RgbImage } from './locate';
import { type FaceDetector, isLoaded } from './models';
import { l2normalize } from './descriptor';
import { toRect, type Rect } from './rect';
import type { tf } from './runtime';
import { faceapi } from './runtime';
import { ALIGN_STEPS, alignedBoxes, type Box, cropBeyond, guarded, toTensor } from './nets';
import { type Described, describeUpright } from './upright';

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

function detectorOptions(detector: FaceDetector, minScore: number, maxFaces: number, tinySize = 416) {
  return detector === 'tinyFaceDetector'
    ? new faceapi.TinyFaceDetectorOptions({ inputSize: tinySize, scoreThreshold: minScore })
    : new faceapi.SsdMobilenetv1Options({ minConfidence: minScore, maxResults: maxFaces });
}

/** One pass of a detector over a picture: boxes in its pixels. */
function findBoxes(input: tf.Tensor3D, detector: FaceDetector, minScore: number, maxFaces: number, tinySize?: number) {
  return guarded(() => faceapi.detectAllFaces(input as never, detectorOptions(detector, minScore, maxFaces, tinySize)).run());
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
  /** The pixels of each tensor (a rolled face is turned upright on them: describeUpright). */
  const pixels = new Map<tf.Tensor3D, RgbImage>();
  const picture = toTensor(decoded.data, width, height);
  tensors.push(picture);
  pixels.set(picture, { data: decoded.data, width, height });
  let framedOnce: Promise<{ input: tf.Tensor3D; framing: Framing }> | null = null;
  const framedInput = () =>
    (framedOnce ??= framed(decoded.data, width, height).then((second) => {
      const input = toTensor(second.data, second.width, second.height);
      tensors.push(input);
      pixels.set(input, second);
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
  let found: Described[];
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
      const results = await describeUpright(pixels.get(on)!, on, aligned.boxes);
      // A face described turned was cut with grey around it.
      return { found: results, beyond: results.some((f) => !f.turned && cropBeyond(f.landmarks.positions, w, h)) };
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
  const inside = (f: Described) => {
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
