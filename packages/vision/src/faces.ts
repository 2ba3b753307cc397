import { decodeImage } from './image';
import { type FaceDetector, isLoaded } from './models';
import { l2normalize } from './descriptor';
import { toRect, type Rect } from './rect';
import { faceapi, tf } from './runtime';
import { VisionError } from './errors';

export interface DetectFacesOptions {
  /** Faces whose box is smaller than this (pixels of the original image, shorter side) are dropped. Default 20. */
  minFaceSize?: number;
  /** Lowest detection score kept (0..1). Default 0.5. */
  minScore?: number;
  /** Longer side (pixels) the image is downscaled to before detection. Default 1280. */
  maxSide?: number;
  /** Detector; must have been loaded by loadVision. Default 'ssdMobilenetv1'. */
  detector?: FaceDetector;
  /** Most faces returned (highest scores first). Default 100. */
  maxFaces?: number;
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
}

function detectorOptions(detector: FaceDetector, minScore: number, maxFaces: number) {
  return detector === 'tinyFaceDetector'
    ? new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: minScore })
    : new faceapi.SsdMobilenetv1Options({ minConfidence: minScore, maxResults: maxFaces });
}

/**
 * Finds every face in a JPEG, PNG or WebP image with its landmarks, descriptor, age and gender.
 * Throws VisionError('unsupported_image') for other data and ('image_too_small') for images
 * smaller than the minimum face size.
 */
export async function detectFaces(image: Buffer, options: DetectFacesOptions = {}): Promise<FacesResult> {
  const detector = options.detector ?? 'ssdMobilenetv1';
  const minFaceSize = options.minFaceSize ?? 20;
  const minScore = options.minScore ?? 0.5;
  const maxFaces = options.maxFaces ?? 100;
  if (!isLoaded(detector)) throw new Error(`Face detector ${detector} not loaded: call loadVision() first`);

  const decoded = await decodeImage(image, options.maxSide ?? 1280, Math.max(minFaceSize, 32));
  const { width, height, originalWidth, originalHeight } = decoded;
  const scale = originalWidth / width;
  const input = tf.tensor3d(new Uint8Array(decoded.data.buffer, decoded.data.byteOffset, decoded.data.length), [height, width, 3], 'int32');
  let found;
  try {
    found = await faceapi
      .detectAllFaces(input as never, detectorOptions(detector, minScore, maxFaces))
      .withFaceLandmarks()
      .withFaceDescriptors()
      .withAgeAndGender();
  } catch (cause) {
    throw new VisionError('image_unreadable', 'Face detection failed on this image', { cause });
  } finally {
    input.dispose();
  }

  const faces = found
    .filter((f) => Math.min(f.detection.box.width, f.detection.box.height) * scale >= minFaceSize)
    .sort((a, b) => b.detection.score - a.detection.score)
    .slice(0, maxFaces)
    .map<DetectedFace>((f) => ({
      rect: toRect(f.detection.box, width, height),
      score: f.detection.score,
      landmarks: f.landmarks.positions.map((p) => ({ x: p.x / width, y: p.y / height })),
      descriptor: l2normalize(f.descriptor),
      age: f.age,
      gender: f.gender === 'male' ? 'male' : 'female',
      genderProbability: f.genderProbability,
    }));
  return { width: originalWidth, height: originalHeight, faces };
}
