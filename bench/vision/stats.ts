/** Small timing and summary helpers for the vision benchmarks. */

export interface Timing {
  /** Wall-clock milliseconds per item. */
  wall: number;
  /** Process CPU milliseconds (user + system) per item: the cost on one core, insensitive to other load. */
  cpu: number;
}

/** Mean cost of `fn` over every item, `repeat` times. */
export async function timeIt<T>(items: T[], repeat: number, fn: (item: T) => Promise<unknown>): Promise<Timing> {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (let r = 0; r < repeat; r++) for (const item of items) await fn(item);
  const c = process.cpuUsage(c0);
  const n = items.length * repeat;
  return { wall: (performance.now() - t0) / n, cpu: (c.user + c.system) / 1000 / n };
}

export const fmt = (t: Timing, digits = 0): string => `${t.cpu.toFixed(digits)} (wall ${t.wall.toFixed(digits)})`;

export function summary(values: number[]): string {
  if (values.length === 0) return 'n=0';
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `n=${values.length} min ${sorted[0]!.toFixed(3)} median ${at(0.5).toFixed(3)} p95 ${at(0.95).toFixed(3)} max ${sorted[sorted.length - 1]!.toFixed(3)}`;
}
