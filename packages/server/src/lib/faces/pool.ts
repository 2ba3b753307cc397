import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { FaceDetector, Rect } from '@argus/vision';
import { VisionError, type VisionErrorCode } from '@argus/vision/errors';

/**
 * Face detection and description (≈0.5–2 s of CPU a photo) run in a small pool of worker threads,
 * so the API's event loop keeps answering other clients meanwhile. Each worker loads the models
 * once, on its first photo. The pool's own queue is unbounded: callers stay behind the bounded
 * decode queue (uploads/image.ts) or the one-at-a-time enrolment queue.
 */
export interface WorkerFace {
  rect: Rect;
  score: number;
  /** 128-d, L2-normalised. */
  descriptor: number[];
}

export type WorkerAnswer =
  { ok: true; format: string; width: number; height: number; faces: WorkerFace[] } | { ok: false; code: VisionErrorCode; message: string };

let size = Math.max(1, Math.min(4, availableParallelism() - 1));
let pool: Piscina | null = null;
let detector: FaceDetector | 'fast' = 'fast';

/**
 * ARGUS_FACE_WORKERS threads (default: the cores but one, 1 to 4), taking effect before the first
 * photo; ARGUS_FACE_FAST_PASS: the 'fast' detection path (tinyFaceDetector first) or ssdMobilenetv1 alone.
 */
export function configureFacePool(threads: number, fastPass = true): void {
  size = threads;
  detector = fastPass ? 'fast' : 'ssdMobilenetv1';
}

function facePool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: size,
    // Models take seconds to load: a worker, once started, stays (idle workers do not hold the process).
    idleTimeout: Infinity,
    // The worker is TypeScript, as the rest of the server; tsx loads it in the thread as in the process.
    execArgv: ['--import', 'tsx'],
  });
  return pool;
}

/** Faces of a JPEG, PNG or WebP photo, found in a worker thread; throws VisionError as detectFaces does. */
export async function detectInWorker(image: Buffer): Promise<Extract<WorkerAnswer, { ok: true }>> {
  const answer = (await facePool().run({ image: new Uint8Array(image), detector })) as WorkerAnswer;
  if (!answer.ok) throw new VisionError(answer.code, answer.message);
  return answer;
}
