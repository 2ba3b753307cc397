import type { Worktime } from '@argus/contracts';

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' });
    formats.set(timeZone, f);
  }
  return f;
}

/** Whether a module works at `ts` (ms): the hour of the week in the worktime's timezone (UTC when none). */
export function inWorktime(worktime: Worktime | undefined, ts: number): boolean {
  if (!worktime) return true;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = format(worktime.timezone ?? 'UTC').formatToParts(new Date(ts));
  } catch {
    // An unknown timezone name: judge in UTC rather than stop the module.
    parts = format('UTC').formatToParts(new Date(ts));
  }
  const weekday = parts.find((p) => p.type === 'weekday')?.value.toLowerCase().slice(0, 3);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  const day = DAYS.find((d) => d === weekday);
  if (!day || !Number.isInteger(hour)) return true;
  return worktime[day][hour % 24] === true;
}
