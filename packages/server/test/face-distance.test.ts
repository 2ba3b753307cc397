import { describe, expect, it } from 'vitest';
import { closePairs, squaredDistanceUnder } from '../src/modules/matching/faces';

const DIM = 128;
let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const unit = (v: number[]) => {
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
};
const full = (a: ArrayLike<number>, offset: number, b: ArrayLike<number>) => {
  let s = 0;
  for (let k = 0; k < DIM; k++) s += ((a[offset + k] as number) - (b[k] as number)) ** 2;
  return s;
};

describe('squared distance with early abandon', () => {
  it('is the exact squared distance under the limit, and at least the limit otherwise', () => {
    const limit = 0.45 ** 2;
    const centre = unit(Array.from({ length: DIM }, () => rnd() - 0.5));
    // Photos near the probe (some under the limit, some over it) and far ones, in one matrix.
    const photos = Array.from({ length: 200 }, (_, i) => unit(centre.map((x) => x + (rnd() - 0.5) * (i % 2 === 0 ? 0.05 : 0.4 + (i % 7) * 0.1))));
    const rows = Float64Array.from(photos.flat());
    const probe = Float64Array.from(centre);
    let under = 0;
    let over = 0;
    photos.forEach((_, i) => {
      const exact = full(rows, i * DIM, probe);
      const got = squaredDistanceUnder(rows, i * DIM, probe, limit);
      if (exact < limit) {
        under++;
        expect(got).toBeCloseTo(exact, 12);
      } else {
        over++;
        expect(got).toBeGreaterThanOrEqual(limit);
        expect(got).toBeLessThanOrEqual(exact + 1e-12);
      }
    });
    expect(under).toBeGreaterThan(50);
    expect(over).toBeGreaterThan(50);
  });

  it('closePairs finds exactly the probe–photo pairs under the limit, with their exact squared distance', () => {
    const limit = 0.3 ** 2;
    const centres = Array.from({ length: 6 }, () => unit(Array.from({ length: DIM }, () => rnd() - 0.5)));
    // Photos near one of the centres (some under the limit, some over it) or far from all.
    const photos = Array.from({ length: 300 }, (_, i) => {
      const c = centres[i % centres.length] ?? [];
      return i % 3 === 2 ? unit(Array.from({ length: DIM }, () => rnd() - 0.5)) : unit(c.map((x) => x + (rnd() - 0.5) * (i % 3 === 0 ? 0.03 : 0.09)));
    });
    const rows = Float64Array.from(photos.flat());
    const probes = centres.map((c) => Float64Array.from(c));
    const expected = new Map<string, number>();
    probes.forEach((p, i) =>
      photos.forEach((_, row) => {
        const exact = full(rows, row * DIM, p);
        if (exact < limit) expected.set(`${i} ${row}`, exact);
      }),
    );
    const got = new Map<string, number>();
    closePairs(rows, photos.length, probes, limit, (probe, row, squared) => got.set(`${probe} ${row}`, squared));
    expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [key, exact] of expected) expect(got.get(key)).toBeCloseTo(exact, 12);
    expect(expected.size).toBeGreaterThan(30);
    expect(expected.size).toBeLessThan((photos.length * probes.length) / 2);
  });
});
