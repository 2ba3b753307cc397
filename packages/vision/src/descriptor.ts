/** Face descriptors: normalisation, comparison and the similarity we put on the wire. */

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
 * Raw similarity on the wire (0..1) from the distance of two L2-normalised 128-d descriptors.
 *
 * The console shows similarity through a logistic curve with its 50 % point at raw 0.35 and
 * its 99 % point at raw 0.7 (spec, document 2, "Similarity"). We map distance linearly so that
 * these points fall on measured distances (README, "Separation", ssdMobilenetv1):
 *   DISTANCE_AT_50 = 0.30: just under the closest two different people measured (0.313) -> raw 0.35
 *   DISTANCE_AT_99 = 0.15: a face against a degraded copy of itself (p95 0.164)       -> raw 0.7
 * The default search threshold (75 %, raw ~0.43) then falls at distance ~0.26, inside the
 * measured gap between copies of one face (max 0.237) and different people (min 0.313).
 * Clamped to 0..1; distance 0 gives 1.
 */
export const DISTANCE_AT_50 = 0.3;
export const DISTANCE_AT_99 = 0.15;

const SLOPE = (0.7 - 0.35) / (DISTANCE_AT_50 - DISTANCE_AT_99);

export function similarityFromDistance(distance: number): number {
  const raw = 0.35 + (DISTANCE_AT_50 - distance) * SLOPE;
  return Math.min(1, Math.max(0, raw));
}

/** The distance at which `similarityFromDistance` gives `similarity` (0..1): nearer descriptors reach it. */
export function distanceAtSimilarity(similarity: number): number {
  return DISTANCE_AT_50 - (similarity - 0.35) / SLOPE;
}

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
