/** A time query parameter: ISO 8601, or epoch seconds (a number under 1e11) or milliseconds. */
export function parseTime(value: string | null): number | null {
  if (value === null || value === '') return null;
  if (/^\d+(\.\d+)?$/.test(value)) {
    const n = Number(value);
    return n < 1e11 ? Math.round(n * 1000) : Math.round(n);
  }
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}
