import type { Worktime } from './entities/common';

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const formats = new Map<string, Intl.DateTimeFormat>();

/** The hour-and-weekday format of a timezone; an unknown zone name falls back to UTC. */
function format(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' });
    } catch {
      f = format('UTC');
    }
    formats.set(timeZone, f);
  }
  return f;
}

/**
 * Whether a worktime is on at `at` (a Date or ms): the hour of the week read in the worktime's
 * timezone (UTC when it names none or an unknown one). No worktime means always on. The one rule
 * for the edge's modules and the server's subscriptions: when the clock cannot be read (no
 * weekday or hour in the formatted parts), it counts as on, so a module keeps working and an alert
 * is sent rather than silently dropped.
 */
export function inWorktime(worktime: Worktime | null | undefined, at: Date | number): boolean {
  if (!worktime) return true;
  const parts = format(worktime.timezone ?? 'UTC').formatToParts(typeof at === 'number' ? new Date(at) : at);
  const weekday = parts
    .find((p) => p.type === 'weekday')
    ?.value.toLowerCase()
    .slice(0, 3);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  const day = DAYS.find((d) => d === weekday);
  if (!day || !Number.isInteger(hour)) return true;
  return worktime[day][hour % 24] === true;
}
