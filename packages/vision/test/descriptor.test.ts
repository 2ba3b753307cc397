import { describe, expect, it } from 'vitest';
import { DEFAULT_FACE_EXACT_THRESHOLD, DEFAULT_FACE_THRESHOLD, similarityToPercent } from '@argus/contracts';
import {
  compareDescriptors,
  DISTANCE_AT_50,
  DISTANCE_AT_DEFAULT,
  DISTANCE_EXACT,
  distanceAtSimilarity,
  l2normalize,
  MAX_MATCH_DISTANCE,
  similarityFromDistance,
} from '../src/index';

describe('compareDescriptors', () => {
  it('gives cosine 1, distance 0 and the highest similarity for one descriptor', () => {
    const a = [0.1, 0.2, -0.3, 0.4];
    expect(compareDescriptors(a, a)).toMatchObject({
      cosine: expect.closeTo(1, 6),
      distance: expect.closeTo(0, 3),
      similarity: expect.closeTo(similarityFromDistance(0), 3),
    });
    expect(similarityToPercent(similarityFromDistance(0))).toBeGreaterThan(95);
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

  it('shows the published threshold as 50 % and the 0.1 % false-accept distance as the default 75 %', () => {
    expect(DISTANCE_AT_50).toBeCloseTo(0.6 / 1.45, 9);
    expect(similarityToPercent(similarityFromDistance(DISTANCE_AT_50))).toBeCloseTo(50, 6);
    expect(similarityToPercent(similarityFromDistance(DISTANCE_AT_DEFAULT))).toBeCloseTo(75, 6);
    // The stored defaults are rounded up: never a farther pair than the calibration's.
    expect(distanceAtSimilarity(DEFAULT_FACE_THRESHOLD)).toBeLessThanOrEqual(DISTANCE_AT_DEFAULT);
    expect(distanceAtSimilarity(DEFAULT_FACE_THRESHOLD)).toBeGreaterThan(DISTANCE_AT_DEFAULT - 0.001);
    expect(distanceAtSimilarity(DEFAULT_FACE_EXACT_THRESHOLD)).toBeLessThanOrEqual(DISTANCE_EXACT);
    expect(similarityFromDistance(0.2)).toBeGreaterThan(similarityFromDistance(0.25));
    expect(similarityFromDistance(1.5)).toBe(0);
    expect(similarityFromDistance(MAX_MATCH_DISTANCE)).toBeCloseTo(0, 9);
  });

  it('distanceAtSimilarity inverts the mapping inside 0..1', () => {
    for (const s of [0, 0.1, 0.35, 0.5, 0.7]) expect(similarityFromDistance(distanceAtSimilarity(s))).toBeCloseTo(s, 9);
    expect(distanceAtSimilarity(0.35)).toBeCloseTo(DISTANCE_AT_50, 9);
    expect(distanceAtSimilarity(0)).toBeCloseTo(MAX_MATCH_DISTANCE, 9);
  });

  it('l2normalize gives unit length', () => {
    expect(Math.hypot(...l2normalize([3, 4]))).toBeCloseTo(1, 6);
  });
});
