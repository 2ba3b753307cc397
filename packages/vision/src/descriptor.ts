/** Face descriptors: normalisation, comparison and the calibrated similarity we put on the wire. */
import { FACE_DISTANCE_AT_50, FACE_DISTANCE_AT_DEFAULT, FACE_DISTANCE_EXACT, FACE_MAX_MATCH_DISTANCE, faceDistanceAt, faceSimilarity } from '@argus/contracts';

export function l2normalize(v: ArrayLike<number>): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += (v[i] as number) ** 2;
  const norm = Math.sqrt(sum) || 1;
  const out = new Float32Array(v.length);
  for (let i = 0; i < v.length; i++) out[i] = (v[i] as number) / norm;
  return out;
}

export interface DescriptorComparison {
  /** Cosine of the angle between the descriptors, -1..1. */
  cosine: number;
  /** Euclidean distance between the L2-normalised descriptors, 0..2 (= sqrt(2 - 2 cosine)). */
  distance: number;
  /** The spec's raw similarity, 0..1 (see `similarityFromDistance`). */
  similarity: number;
}

/**
 * The similarity is calibrated in one place for every package (contracts, similarity.ts; the
 * measurements in this package's README, "Calibration"): raw similarity from the distance, and back.
 */
export const similarityFromDistance = faceSimilarity;
export const distanceAtSimilarity = faceDistanceAt;
export {
  FACE_DISTANCE_AT_50 as DISTANCE_AT_50,
  FACE_DISTANCE_AT_DEFAULT as DISTANCE_AT_DEFAULT,
  FACE_DISTANCE_EXACT as DISTANCE_EXACT,
  FACE_MAX_MATCH_DISTANCE as MAX_MATCH_DISTANCE,
};

/** Compares two descriptors of the same length (normalising them first). */
export function compareDescriptors(a: ArrayLike<number>, b: ArrayLike<number>): DescriptorComparison {
  if (a.length !== b.length || a.length === 0) {
    throw new RangeError(`Descriptors differ in length (${a.length} vs ${b.length})`);
  }
  const na = l2normalize(a);
  const nb = l2normalize(b);
  let dot = 0;
  for (let i = 0; i < na.length; i++) dot += (na[i] as number) * (nb[i] as number);
  const cosine = Math.min(1, Math.max(-1, dot));
  const distance = Math.sqrt(Math.max(0, 2 - 2 * cosine));
  return { cosine, distance, similarity: similarityFromDistance(distance) };
}
