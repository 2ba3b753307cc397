import { beforeAll, describe, expect, it } from 'vitest';
import { loadVision } from '../src/index';
import { tf } from '../src/runtime';

beforeAll(async () => {
  await loadVision({ detectors: ['tinyFaceDetector'], objects: false });
});

/** The element-wise reference: inputs' rows (all axes before `axis`) side by side. */
function reference(parts: { shape: number[]; values: number[] }[], axis: number): number[] {
  const rows = parts[0]!.shape.slice(0, axis).reduce((a, b) => a * b, 1);
  const out: number[] = [];
  for (let r = 0; r < rows; r++)
    for (const p of parts) {
      const inner = p.shape.slice(axis).reduce((a, b) => a * b, 1);
      out.push(...p.values.slice(r * inner, (r + 1) * inner));
    }
  return out;
}

describe('Concat on the wasm backend (the element loop for narrow slices)', () => {
  const cases: [string, number[][], number, 'float32' | 'int32'][] = [
    [
      "face-api's normalize: three [1, h, w, 1] on the last axis",
      [
        [1, 5, 7, 1],
        [1, 5, 7, 1],
        [1, 5, 7, 1],
      ],
      3,
      'float32',
    ],
    [
      'uneven narrow slices, int32',
      [
        [4, 2, 3],
        [4, 2, 1],
        [4, 2, 5],
      ],
      2,
      'int32',
    ],
    [
      'an empty input among them',
      [
        [3, 0],
        [3, 2],
        [3, 4],
      ],
      1,
      'float32',
    ],
    [
      'wide slices (the backend’s own kernel)',
      [
        [2, 100],
        [2, 80],
      ],
      1,
      'float32',
    ],
    [
      'along the first axis',
      [
        [2, 3],
        [1, 3],
      ],
      0,
      'float32',
    ],
  ];
  for (const [name, shapes, axis, dtype] of cases)
    it(name, () => {
      let next = 1;
      const parts = shapes.map((shape) => ({ shape, values: Array.from({ length: shape.reduce((a, b) => a * b, 1) }, () => next++) }));
      const tensors = parts.map((p) => tf.tensor(p.values, p.shape, dtype));
      const out = tf.concat(tensors, axis);
      expect(out.dtype).toBe(dtype);
      expect(out.shape).toEqual(tf.backend_util.computeOutShape(shapes, axis));
      expect(Array.from(out.dataSync())).toEqual(reference(parts, axis));
      for (const t of [...tensors, out]) t.dispose();
    });

  it('is the kernel registered for the wasm backend', () => {
    expect(tf.getBackend()).toBe('wasm');
    expect((tf.getKernel(tf.Concat, 'wasm') as { fast?: boolean }).fast).toBe(true);
  });
});
