/**
 * The event detail view: where the detection box sits over the scene, the neighbours of an event in
 * the current results, and the attributes worth showing.
 */

export type Rect = { xMin: number; yMin: number; xMax: number; yMax: number };

const clamp01 = (v: number) => Math.min(1, Math.max(0, Number.isFinite(v) ? v : 0));

/** A detection rect (fractions of the frame) as CSS percentages over the scene image; null when empty. */
export function boxStyle(rect: Rect | null | undefined): { left: string; top: string; width: string; height: string } | null {
  if (!rect) return null;
  const x0 = clamp01(Math.min(rect.xMin, rect.xMax));
  const x1 = clamp01(Math.max(rect.xMin, rect.xMax));
  const y0 = clamp01(Math.min(rect.yMin, rect.yMax));
  const y1 = clamp01(Math.max(rect.yMin, rect.yMax));
  if (x1 - x0 <= 0 || y1 - y0 <= 0) return null;
  const pct = (v: number) => `${(v * 100).toFixed(3)}%`;
  return { left: pct(x0), top: pct(y0), width: pct(x1 - x0), height: pct(y1 - y0) };
}

/** The events before and after `id` in the results as shown (newest first): ids or null at the ends. */
export function neighbours(ids: readonly string[], id: string): { prev: string | null; next: string | null; index: number } {
  const index = ids.indexOf(id);
  if (index < 0) return { prev: null, next: null, index };
  return { prev: index > 0 ? (ids[index - 1] ?? null) : null, next: index < ids.length - 1 ? (ids[index + 1] ?? null) : null, index };
}

/** Which way a key moves through the results (the detail view's arrows), or 0. */
export function stepOfKey(key: string): -1 | 0 | 1 {
  if (key === 'ArrowLeft' || key === 'ArrowUp') return -1;
  if (key === 'ArrowRight' || key === 'ArrowDown') return 1;
  return 0;
}

export type AttributeValue = { kind: 'number'; value: number; unit?: 'years' | 'kmh' } | { kind: 'bool'; value: boolean } | { kind: 'word'; value: string };

/**
 * Attributes shown first, in this order; others follow by name. Keys as the console reads them
 * (camel case); originalReason is the camera's own text, shown apart.
 */
const ORDER = [
  'age',
  'gender',
  'speed',
  'color',
  'type',
  'make',
  'model',
  'upperbodyColor',
  'upperbodyLength',
  'lowerbodyColor',
  'lowerbodyLength',
  'lowerbodyType',
];

/** The attributes an event carries, flattened (person.hardHat → hardHat), in a stable order, each typed for display. */
export function eventAttributes(attributes: Record<string, unknown> | null | undefined): [string, AttributeValue][] {
  const flat: [string, unknown][] = [];
  for (const [k, v] of Object.entries(attributes ?? {})) {
    if (k === 'originalReason') continue;
    if (v && typeof v === 'object' && !Array.isArray(v)) for (const [k2, v2] of Object.entries(v as Record<string, unknown>)) flat.push([k2, v2]);
    else flat.push([k, v]);
  }
  const out: [string, AttributeValue][] = [];
  const seen = new Set<string>();
  for (const [k, v] of flat) {
    const key = k === 'hardhat' ? 'hardHat' : k;
    if (seen.has(key) || v === null || v === undefined || v === '') continue;
    seen.add(key);
    if (typeof v === 'number')
      out.push([key, { kind: 'number', value: v, ...(key === 'age' ? { unit: 'years' as const } : key === 'speed' ? { unit: 'kmh' as const } : {}) }]);
    else if (typeof v === 'boolean') out.push([key, { kind: 'bool', value: v }]);
    else if (typeof v === 'string') out.push([key, { kind: 'word', value: v }]);
  }
  const rank = (k: string) => {
    const i = ORDER.indexOf(k);
    return i < 0 ? ORDER.length : i;
  };
  return out.sort((a, b) => rank(a[0]) - rank(b[0]) || a[0].localeCompare(b[0]));
}
