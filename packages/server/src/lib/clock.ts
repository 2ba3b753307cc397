/** The one source of "now" on the server, replaceable so tests can move time instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

/** A UTC day; event partitions, windows and retention count in these. */
export const DAY_MS = 86_400_000;
