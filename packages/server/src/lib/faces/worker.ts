import { detectFaces, isVisionError, loadVision, probeImage, type FaceDetector } from '@argus/vision';
import type { WorkerAnswer } from './pool';

/**
 * One worker thread of the face pool: the models load once, on the worker's first photo, and
 * every detection runs here, never on the API's event loop.
 */
let ready: Promise<void> | null = null;

function loaded(): Promise<void> {
  ready ??= loadVision({ detectors: ['ssdMobilenetv1', 'tinyFaceDetector'], objects: false }).catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

export default async function detect({ image, detector }: { image: Uint8Array; detector: FaceDetector | 'fast' }): Promise<WorkerAnswer> {
  await loaded();
  const data = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
  try {
    const { format } = await probeImage(data);
    const { width, height, faces } = await detectFaces(data, { detector });
    return { ok: true, format, width, height, faces: faces.map((f) => ({ rect: f.rect, score: f.score, descriptor: Array.from(f.descriptor) })) };
  } catch (error) {
    // Errors lose their class across threads: VisionError travels as its code and message.
    if (isVisionError(error)) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}
