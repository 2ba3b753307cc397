import { FACE_MODEL_DIR, faceapi, initBackend } from './runtime';
import { loadObjectModel } from './objects-model';

export type FaceDetector = 'ssdMobilenetv1' | 'tinyFaceDetector';

export interface LoadVisionOptions {
  /** Face detectors to load. Default: ['ssdMobilenetv1'] (chosen by measurement, see README). */
  detectors?: FaceDetector[];
  /** Load the CenterNet object detector too. Default true. */
  objects?: boolean;
}

const loads = new Map<string, Promise<void>>();

/** Runs `load` once per key for the process, also when called concurrently; retries after a failure. */
function once(key: string, load: () => Promise<void>): Promise<void> {
  let pending = loads.get(key);
  if (!pending) {
    pending = load().catch((error: unknown) => {
      loads.delete(key);
      throw error;
    });
    loads.set(key, pending);
  }
  return pending;
}

const faceNets = {
  ssdMobilenetv1: () => faceapi.nets.ssdMobilenetv1,
  tinyFaceDetector: () => faceapi.nets.tinyFaceDetector,
  faceLandmark68Net: () => faceapi.nets.faceLandmark68Net,
  faceRecognitionNet: () => faceapi.nets.faceRecognitionNet,
  ageGenderNet: () => faceapi.nets.ageGenderNet,
} as const;

function loadFaceNet(name: keyof typeof faceNets): Promise<void> {
  return once(name, () => faceNets[name]().loadFromDisk(FACE_MODEL_DIR));
}

/**
 * Starts tfjs on the WebAssembly backend from local files and loads the models from the
 * packages' own folders. Idempotent and safe to call concurrently: each model loads once.
 */
export async function loadVision(options: LoadVisionOptions = {}): Promise<void> {
  await initBackend();
  const detectors = options.detectors ?? ['ssdMobilenetv1'];
  const jobs: Promise<void>[] = [
    ...detectors.map((d) => loadFaceNet(d)),
    loadFaceNet('faceLandmark68Net'),
    loadFaceNet('faceRecognitionNet'),
    loadFaceNet('ageGenderNet'),
  ];
  if (options.objects ?? true) jobs.push(once('centernet', loadObjectModel));
  await Promise.all(jobs);
}

export function isLoaded(name: FaceDetector | 'centernet'): boolean {
  if (name === 'centernet') return loads.has(name);
  return faceNets[name]().isLoaded;
}
