import { percentToSimilarity, SIMILARITY, similarityToPercent } from '@argus/contracts';

/**
 * Raw similarity (0..1 on the wire) ⇄ the percent the console shows: the spec's logistic curve
 * (contracts, similarity.ts); a percent threshold converts back to raw, clamped to
 * clampMin..clampMax (0.01..0.7).
 */
export { similarityToPercent };

/** The percent with one decimal, e.g. "87.3". */
export function formatSimilarity(raw: number | null | undefined): string {
  if (raw === null || raw === undefined) return '';
  return similarityToPercent(raw).toFixed(1);
}

export function percentToThreshold(percent: number, opts: { p50?: number; p99?: number; min?: number; max?: number } = {}): number {
  const min = opts.min ?? SIMILARITY.clampMin;
  const max = opts.max ?? SIMILARITY.clampMax;
  if (!Number.isFinite(percent) || percent <= 0) return min;
  if (percent >= 100) return max;
  const raw = percentToSimilarity(percent, opts.p50 ?? SIMILARITY.display50, opts.p99 ?? SIMILARITY.display99);
  return Math.min(max, Math.max(min, raw));
}
