import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { registerFastConcat } from './concat';
import type * as FaceApiModule from '@vladmandic/face-api/dist/face-api.node-wasm.js';

/**
 * The tfjs runtime on the WebAssembly backend, with every binary and weight read from local
 * node_modules: nothing is fetched at run time.
 */
const require = createRequire(import.meta.url);

/** face-api's Node + WASM build; it shares the one tfjs-core instance with this package. */
export const faceapi: typeof FaceApiModule = require('@vladmandic/face-api/dist/face-api.node-wasm.js');

/** Folder of the tfjs WebAssembly binaries (`tfjs-backend-wasm*.wasm`). */
export const WASM_DIR = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist') + '/';
/** Folder of face-api's weights (detectors, landmarks, recognition, age and gender). */
export const FACE_MODEL_DIR = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
/** Folder of Human's graph models (CenterNet object detector among them). */
export const HUMAN_MODEL_DIR = join(dirname(require.resolve('@vladmandic/human')), '..', 'models');

let backend: Promise<void> | undefined;

/**
 * Selects the WASM backend once per process (SIMD build). tfjs-backend-wasm reports no
 * multithread support under Node (`WASM_HAS_MULTITHREAD_SUPPORT` is false: its threaded build
 * needs browser workers), so it runs single-threaded; scale with processes, one per core.
 */
export function initBackend(): Promise<void> {
  backend ??= (async () => {
    if ((faceapi.tf as unknown as typeof tf).engine() !== tf.engine()) {
      throw new Error('face-api and @argus/vision load different copies of @tensorflow/tfjs-core');
    }
    setWasmPaths(WASM_DIR, false);
    if (!(await tf.setBackend('wasm'))) throw new Error('tfjs WebAssembly backend failed to start');
    await tf.ready();
    registerFastConcat();
  })().catch((error: unknown) => {
    backend = undefined;
    throw error;
  });
  return backend;
}

export { tf };
