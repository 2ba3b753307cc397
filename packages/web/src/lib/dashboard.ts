/**
 * Dashboard logic: the day range (presets or explicit dates, as YYYY-MM-DD UTC days) and the
 * pivots that turn the statistics rows into chart series with every day of the range present.
 */
export const RANGE_PRESETS = [1, 7, 14, 30, 90] as const;
export const DEFAULT_RANGE_DAYS = 7;
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

export interface DayRange {
  dateFrom: string;
  dateTo: string;
}

const isDay = (s: unknown): s is string => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));
export const toDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);

/** The last `days` UTC days ending today. */
export function presetRange(days: number, now: number): DayRange {
  const to = dayMs(toDay(now));
  return { dateFrom: toDay(to - (days - 1) * DAY_MS), dateTo: toDay(to) };
}

/** The range kept in the route state: explicit dates when both are valid and ordered, else a preset. */
export function rangeFromState(state: { days?: unknown; dateFrom?: unknown; dateTo?: unknown }, now: number): DayRange & { preset: number | null } {
  const { dateFrom, dateTo } = state;
  if (isDay(dateFrom) && isDay(dateTo) && dayMs(dateFrom) <= dayMs(dateTo) && (dayMs(dateTo) - dayMs(dateFrom)) / DAY_MS < MAX_RANGE_DAYS) {
    return { dateFrom, dateTo, preset: null };
  }
  const n = Number(state.days);
  const days = (RANGE_PRESETS as readonly number[]).includes(n) ? n : DEFAULT_RANGE_DAYS;
  return { ...presetRange(days, now), preset: days };
}

/** Checks a custom range typed by the user: null when valid, else the reason. */
export function rangeError(dateFrom: string, dateTo: string): 'missing' | 'order' | 'tooLong' | null {
  if (!isDay(dateFrom) || !isDay(dateTo)) return 'missing';
  if (dayMs(dateFrom) > dayMs(dateTo)) return 'order';
  if ((dayMs(dateTo) - dayMs(dateFrom)) / DAY_MS >= MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

/** Every day of the range, in order. */
export function daysOf(range: DayRange): string[] {
  const out: string[] = [];
  for (let t = dayMs(range.dateFrom); t <= dayMs(range.dateTo); t += DAY_MS) out.push(toDay(t));
  return out;
}

export type SeriesRow = { date: string } & Record<string, number | string>;

/**
 * Rows {date, key, count} pivoted into one row per day of the range with a column per key
 * (missing values are 0), and the keys in a stable order (the given order first, then sorted).
 */
export function pivotByDay<R extends { date: string; count: number }>(
  range: DayRange,
  rows: readonly R[],
  keyOf: (r: R) => string,
  order: readonly string[] = [],
): { data: SeriesRow[]; keys: string[] } {
  const seen = new Set(rows.map(keyOf));
  const keys = [...order.filter((k) => seen.has(k)), ...[...seen].filter((k) => !order.includes(k)).sort()];
  const byDay = new Map<string, SeriesRow>(daysOf(range).map((d) => [d, Object.fromEntries([['date', d], ...keys.map((k) => [k, 0])]) as SeriesRow]));
  for (const r of rows) {
    const row = byDay.get(r.date);
    if (row) row[keyOf(r)] = Number(row[keyOf(r)] ?? 0) + r.count;
  }
  return { data: [...byDay.values()], keys };
}

/** The largest `limit` items by count, the rest summed into one "other" item (when any). */
export function topN<T extends { count: number }>(items: readonly T[], limit: number): { top: T[]; other: number } {
  const sorted = [...items].sort((a, b) => b.count - a.count);
  return { top: sorted.slice(0, limit), other: sorted.slice(limit).reduce((s, i) => s + i.count, 0) };
}

/** Cohort tracking as a table: one row per cohort day, the share of that cohort seen on each following day (0 = first day). */
export function cohortTable(rows: readonly { cohort_date: string; date: string; count: number }[]): { cohort: string; size: number; returns: number[] }[] {
  const byCohort = new Map<string, Map<number, number>>();
  for (const r of rows) {
    const offset = Math.round((dayMs(r.date) - dayMs(r.cohort_date)) / DAY_MS);
    const m = byCohort.get(r.cohort_date) ?? new Map<number, number>();
    m.set(offset, (m.get(offset) ?? 0) + r.count);
    byCohort.set(r.cohort_date, m);
  }
  return [...byCohort.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([cohort, m]) => {
      const width = Math.max(0, ...m.keys()) + 1;
      return { cohort, size: m.get(0) ?? 0, returns: Array.from({ length: width }, (_, i) => m.get(i) ?? 0) };
    });
}

/** The total of a series' counts. */
export const total = (items: readonly { count: number }[]): number => items.reduce((s, i) => s + i.count, 0);
