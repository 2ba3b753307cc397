import { describe, expect, it } from 'vitest';
import { compareDescriptors, DISTANCE_AT_50, DISTANCE_AT_99, distanceAtSimilarity, l2normalize, similarityFromDistance } from '../src/index';

describe('compareDescriptors', () => {
  it('gives cosine 1, distance 0 and similarity 1 for one descriptor', () => {
    const a = [0.1, 0.2, -0.3, 0.4];
    expect(compareDescriptors(a, a)).toMatchObject({ cosine: expect.closeTo(1, 6), distance: expect.closeTo(0, 3), similarity: 1 });
  });

  it('normalises first: scale does not matter, and distance = sqrt(2 - 2 cosine)', () => {
    const a = [1, 0, 0];
    const b = [5, 5, 0];
    const r = compareDescriptors(a, b);
    expect(r.cosine).toBeCloseTo(Math.SQRT1_2, 6);
    expect(r.distance).toBeCloseTo(Math.sqrt(2 - Math.SQRT2), 6);
    expect(compareDescriptors(new Float32Array(a), [0, 0, 2]).distance).toBeCloseTo(Math.SQRT2, 6);
  });

  it('refuses descriptors of different lengths', () => {
    expect(() => compareDescriptors([1, 2], [1, 2, 3])).toThrow(RangeError);
  });

  it('maps distance to the spec raw similarity through its 50 % and 99 % points', () => {
    expect(similarityFromDistance(DISTANCE_AT_50)).toBeCloseTo(0.35, 6);
    expect(similarityFromDistance(DISTANCE_AT_99)).toBeCloseTo(0.7, 6);
    expect(similarityFromDistance(0)).toBe(1);
    expect(similarityFromDistance(1.5)).toBe(0);
    expect(similarityFromDistance(0.2)).toBeGreaterThan(similarityFromDistance(0.25));
  });

  it('distanceAtSimilarity inverts the mapping inside 0..1', () => {
    for (const s of [0, 0.1, 0.35, 0.5, 0.7, 0.9, 1]) expect(similarityFromDistance(distanceAtSimilarity(s))).toBeCloseTo(s, 9);
    expect(distanceAtSimilarity(0.35)).toBeCloseTo(DISTANCE_AT_50, 9);
    expect(distanceAtSimilarity(0)).toBeCloseTo(0.45, 9);
  });

  it('l2normalize gives unit length', () => {
    expect(Math.hypot(...l2normalize([3, 4]))).toBeCloseTo(1, 6);
  });
});
