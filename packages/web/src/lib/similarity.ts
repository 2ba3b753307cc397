import { SIMILARITY } from '@argus/contracts';

/**
 * Raw similarity (0..1 on the wire) ⇄ the percent the console shows. A logistic curve through
 * 50% at display50 (0.35) and 99% at display99 (0.7); a percent threshold converts back to raw,
 * clamped to clampMin..clampMax (0.01..0.7).
 */
const slope = (p50: number, p99: number) => Math.log(99) / (p99 - p50);

export function similarityToPercent(raw: number, p50: number = SIMILARITY.display50, p99: number = SIMILARITY.display99): number {
  if (!Number.isFinite(raw)) return 0;
  return 100 / (1 + Math.exp(-slope(p50, p99) * (raw - p50)));
}

/** The percent with one decimal, e.g. "87.3". */
export function formatSimilarity(raw: number | null | undefined): string {
  if (raw === null || raw === undefined) return '';
  return similarityToPercent(raw).toFixed(1);
}

export function percentToThreshold(
  percent: number,
  opts: { p50?: number; p99?: number; min?: number; max?: number } = {},
): number {
  const p50 = opts.p50 ?? SIMILARITY.display50;
  const p99 = opts.p99 ?? SIMILARITY.display99;
  const min = opts.min ?? SIMILARITY.clampMin;
  const max = opts.max ?? SIMILARITY.clampMax;
  if (!Number.isFinite(percent) || percent <= 0) return min;
  if (percent >= 100) return max;
  const raw = p50 - Math.log(100 / percent - 1) / slope(p50, p99);
  return Math.min(max, Math.max(min, raw));
}
