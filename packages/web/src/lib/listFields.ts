/**
 * Form values of the list, face and plate forms: thresholds as whole percents, date-only fields,
 * and attributes as key/value rows.
 */

/** A raw 0..1 threshold as a percent with up to two decimals (what percentToThreshold reads back unchanged, e.g. 0.4337 → 43.37). */
export function thresholdToPercent(raw: number): number {
  return Math.round(raw * 10_000) / 100;
}

/** A typed percent as a raw 0..1 threshold, or null when it is not a number from 0 to 100. */
export function percentToThreshold(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  const n = Number(t);
  if (n < 0 || n > 100) return null;
  return Math.round(n * 100) / 10_000;
}

export type ThresholdProblem = 'threshold' | 'exactThreshold' | 'order' | null;

/** The exact threshold (a certain match) may not be below the match threshold. */
export function thresholdProblem(threshold: string, exact: string): ThresholdProblem {
  const t = percentToThreshold(threshold);
  if (t === null) return 'threshold';
  const e = percentToThreshold(exact);
  if (e === null) return 'exactThreshold';
  return e < t ? 'order' : null;
}

export type DateProblem = 'format' | 'future' | null;

/** A date-only field: empty is fine; else a real YYYY-MM-DD day not after today (YYYY-MM-DD). */
export function dateOnlyProblem(value: string, today: string): DateProblem {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return 'format';
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) return 'format';
  return value > today ? 'future' : null;
}

/** Today in the user's calendar as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type AttributeRow = { key: string; value: string };

/** Attributes for editing: one row per key, values as text (objects as JSON). */
export function attributesToRows(attributes: Record<string, unknown> | null | undefined): AttributeRow[] {
  return Object.entries(attributes ?? {}).map(([key, v]) => ({ key, value: typeof v === 'string' ? v : JSON.stringify(v) }));
}

/** Rows back to attributes: blank keys dropped, later duplicates win; returns the duplicate keys too. */
export function rowsToAttributes(rows: readonly AttributeRow[]): { attributes: Record<string, string>; duplicates: string[] } {
  const attributes: Record<string, string> = {};
  const duplicates: string[] = [];
  for (const r of rows) {
    const key = r.key.trim();
    if (!key) continue;
    if (Object.hasOwn(attributes, key)) duplicates.push(key);
    attributes[key] = r.value.trim();
  }
  return { attributes, duplicates };
}

/** An optional text field for the wire: trimmed, empty as null. */
export function optionalText(value: string): string | null {
  const t = value.trim();
  return t ? t : null;
}
