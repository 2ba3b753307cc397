import { SIMILARITY } from './constants';

/**
 * Face similarity, in one place for every package: the raw similarity on the wire (0..1) from
 * the distance of two face descriptors (calibrated, below), and the percent the console shows of
 * it (the spec's display mapping).
 */

const slope = (p50: number, p99: number) => Math.log(99) / (p99 - p50);

/** The percent the console shows (spec, document 2, "Similarity"): a logistic through 50 % at display50 (raw 0.35) and 99 % at display99 (raw 0.7). */
export function similarityToPercent(raw: number, p50: number = SIMILARITY.display50, p99: number = SIMILARITY.display99): number {
  if (!Number.isFinite(raw)) return 0;
  return 100 / (1 + Math.exp(-slope(p50, p99) * (raw - p50)));
}

/** The raw similarity shown as `percent` (0 < percent < 100), unclamped: the inverse of similarityToPercent. */
export function percentToSimilarity(percent: number, p50: number = SIMILARITY.display50, p99: number = SIMILARITY.display99): number {
  return p50 - Math.log(100 / percent - 1) / slope(p50, p99);
}

/*
 * Calibration of the face descriptor (face-api's 128-d ResNet, L2-normalised; measured in
 * @argus/vision, README "Calibration"). Raw similarity is linear in the distance, so the percent
 * shown is a logistic in the distance, fixed by two points:
 *
 * - 50 % at the model's published verification threshold: Euclidean 0.6 between its raw
 *   descriptors (dlib's ResNet, 99.38 % on LFW), whose length is 1.45 on average (measured on the
 *   demo faces, 1.40–1.51): 0.6 / 1.45 = 0.414 between L2-normalised ones.
 * - 75 % (the spec's default threshold) where impostors stay well under 0.1 % per comparison:
 *   measured on generated pairs (vision, test/support/identities.ts: 21 people, hard impostors of
 *   one sex and age band) 0.026 %, their normal fit 0.029 %, a margin of about four on both (the
 *   0.1 % point lies at 0.325–0.33) because 21 people cannot show a population's tail.
 *
 * The default list thresholds come from the same table: `threshold` at 75 %, `exact_threshold`
 * where the fit gives one false accept in 10^5 comparisons.
 */
/** Mean length of the recognition net's raw descriptors. */
export const FACE_RAW_DESCRIPTOR_NORM = 1.45;
/** The published threshold (0.6 between raw descriptors) between L2-normalised ones: shown as 50 %. */
export const FACE_DISTANCE_AT_50 = 0.6 / FACE_RAW_DESCRIPTOR_NORM;
/** False accepts under 0.1 % per comparison, with a margin: shown as the spec's default threshold (75 %). */
export const FACE_DISTANCE_AT_DEFAULT = 0.31;
/** False accepts 10^-5 per comparison: the default exact threshold. */
export const FACE_DISTANCE_EXACT = 0.26;

const RAW_AT_50 = SIMILARITY.display50;
const RAW_AT_DEFAULT = percentToSimilarity(SIMILARITY.defaultThreshold);
const RAW_PER_DISTANCE = (RAW_AT_DEFAULT - RAW_AT_50) / (FACE_DISTANCE_AT_50 - FACE_DISTANCE_AT_DEFAULT);

/** Raw similarity on the wire (0..1) from the Euclidean distance of two L2-normalised face descriptors; clamped to 0..1. */
export function faceSimilarity(distance: number): number {
  const raw = RAW_AT_50 + (FACE_DISTANCE_AT_50 - distance) * RAW_PER_DISTANCE;
  return Math.min(1, Math.max(0, raw));
}

/** The distance at which faceSimilarity gives `similarity`: nearer descriptors reach it. */
export function faceDistanceAt(similarity: number): number {
  return FACE_DISTANCE_AT_50 - (similarity - RAW_AT_50) / RAW_PER_DISTANCE;
}

/** The farthest distance that can reach any threshold (raw similarity 0 there). */
export const FACE_MAX_MATCH_DISTANCE = faceDistanceAt(0);

// Rounded up to 4 decimals: a stored default never lets a farther pair in than the calibration does.
const up4 = (v: number) => Math.ceil(v * 10_000) / 10_000;
/** A face list's default `threshold` (raw): the spec's default 75 %, 0.1 % false accepts per comparison. */
export const DEFAULT_FACE_THRESHOLD = up4(RAW_AT_DEFAULT);
/** A face list's default `exact_threshold` (raw): 10^-5 false accepts per comparison. */
export const DEFAULT_FACE_EXACT_THRESHOLD = up4(faceSimilarity(FACE_DISTANCE_EXACT));
