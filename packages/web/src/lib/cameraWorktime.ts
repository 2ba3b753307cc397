import { WEEKDAYS } from '@argus/contracts';

/**
 * The worktime editor's grid: 7 weekdays (Mon..Sun) × 24 hours, `grid[day][hour]`. Pure
 * operations used by the editor and its tests.
 */
export type Grid = boolean[][];
export type Cell = { day: number; hour: number };
export type Worktime = Record<(typeof WEEKDAYS)[number], boolean[]> & { timezone?: string };

export const DAYS = WEEKDAYS.length;
export const HOURS = 24;

export function fullGrid(value = true): Grid {
  return Array.from({ length: DAYS }, () => Array.from({ length: HOURS }, () => value));
}

export function fromWorktime(w: Partial<Worktime> | null | undefined): Grid {
  if (!w) return fullGrid(true);
  return WEEKDAYS.map((d) => Array.from({ length: HOURS }, (_, h) => w[d]?.[h] === true));
}

export function toWorktime(grid: Grid, timezone?: string): Worktime {
  const out = {} as Worktime;
  WEEKDAYS.forEach((d, i) => (out[d] = Array.from({ length: HOURS }, (_, h) => grid[i]?.[h] === true)));
  if (timezone) out.timezone = timezone;
  return out;
}

/** Sets every cell of the rectangle spanned by two cells (a drag) to `value`. */
export function paint(grid: Grid, from: Cell, to: Cell, value: boolean): Grid {
  const [d0, d1] = [Math.min(from.day, to.day), Math.max(from.day, to.day)];
  const [h0, h1] = [Math.min(from.hour, to.hour), Math.max(from.hour, to.hour)];
  return grid.map((row, d) => row.map((on, h) => (d >= d0 && d <= d1 && h >= h0 && h <= h1 ? value : on)));
}

export function toggle(grid: Grid, cell: Cell): Grid {
  return paint(grid, cell, cell, !grid[cell.day]?.[cell.hour]);
}

/** A whole weekday on when any hour of it is off, else off. */
export function toggleDay(grid: Grid, day: number): Grid {
  const value = !grid[day]?.every(Boolean);
  return paint(grid, { day, hour: 0 }, { day, hour: HOURS - 1 }, value);
}

/** One hour of every weekday on when any day has it off, else off. */
export function toggleHour(grid: Grid, hour: number): Grid {
  const value = !grid.every((row) => row[hour]);
  return paint(grid, { day: 0, hour }, { day: DAYS - 1, hour }, value);
}

export const hoursOn = (grid: Grid) => grid.reduce((n, row) => n + row.filter(Boolean).length, 0);

/** Keyboard movement over the grid (arrows, Home, End), clamped at the edges; null for other keys. */
export function moveCell(cell: Cell, key: string): Cell | null {
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max - 1, v));
  switch (key) {
    case 'ArrowLeft':
      return { ...cell, hour: clamp(cell.hour - 1, HOURS) };
    case 'ArrowRight':
      return { ...cell, hour: clamp(cell.hour + 1, HOURS) };
    case 'ArrowUp':
      return { ...cell, day: clamp(cell.day - 1, DAYS) };
    case 'ArrowDown':
      return { ...cell, day: clamp(cell.day + 1, DAYS) };
    case 'Home':
      return { ...cell, hour: 0 };
    case 'End':
      return { ...cell, hour: HOURS - 1 };
    default:
      return null;
  }
}
