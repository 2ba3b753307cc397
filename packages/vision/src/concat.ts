import * as tf from '@tensorflow/tfjs-core';

/** The parts of tfjs-backend-wasm's backend this kernel uses. */
interface WasmBackend {
  makeOutput(shape: number[], dtype: tf.DataType): tf.TensorInfo;
  typedArrayFromHeap(t: tf.TensorInfo): Float32Array | Int32Array | Uint8Array;
}

/**
 * Below this many elements per input and row the copy is an element loop: tfjs-backend-wasm's
 * Concat copies each input's slice of each row with subarray() and set(), a pair of calls (and a
 * view object) per element when the inner size is 1. face-api subtracts the mean colour by
 * concatenating three [1, h, w, 1] fills on the last axis (its normalize): h·w·3 slices a call, in
 * every Tiny Face Detector search (512² input: 786k) and in the recognition net's input; that was
 * over a third of the fr fast path's JavaScript time in bench/edge/edge.ts.
 */
const SMALL = 64;

/**
 * Replaces the wasm backend's Concat by one with the same result that copies small inner slices
 * element by element; anything else (strings, wide slices, a single non-empty input) goes to the
 * backend's own kernel. Call after the wasm backend is set.
 */
export function registerFastConcat(): void {
  const own = tf.getKernel(tf.Concat, 'wasm');
  if (!own || (own as { fast?: boolean }).fast) return;
  const kernelFunc: tf.KernelFunc = (args) => {
    const inputs = args.inputs as unknown as tf.TensorInfo[];
    const backend = args.backend as unknown as WasmBackend;
    const first = inputs[0];
    if (!first || first.dtype === 'string') return own.kernelFunc(args);
    const axis = tf.util.parseAxisParam(args.attrs!.axis as number, first.shape)[0]!;
    const nonEmpty = inputs.filter((t) => tf.util.sizeFromShape(t.shape) > 0);
    const inner = nonEmpty.map((t) => tf.util.sizeFromShape(t.shape.slice(axis)));
    if (nonEmpty.length < 2 || Math.max(...inner) > SMALL || nonEmpty.some((t) => t.dtype !== first.dtype)) return own.kernelFunc(args);
    tf.backend_util.assertParamsConsistent(
      inputs.map((t) => t.shape),
      axis,
    );
    const out = backend.makeOutput(
      tf.backend_util.computeOutShape(
        inputs.map((t) => t.shape),
        axis,
      ),
      first.dtype,
    );
    const rows = tf.util.sizeFromShape(nonEmpty[0]!.shape.slice(0, axis));
    const from = nonEmpty.map((t) => backend.typedArrayFromHeap(t));
    const to = backend.typedArrayFromHeap(out);
    let o = 0;
    for (let r = 0; r < rows; r++)
      for (let i = 0; i < from.length; i++) {
        const src = from[i]!;
        const n = inner[i]!;
        for (let k = r * n, end = k + n; k < end; k++) to[o++] = src[k]!;
      }
    return out;
  };
  tf.unregisterKernel(tf.Concat, 'wasm');
  tf.registerKernel({ ...own, kernelFunc, fast: true } as tf.KernelConfig);
}
