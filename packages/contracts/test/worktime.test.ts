import { describe, expect, it } from 'vitest';
import { inWorktime, worktimeAlways, type Worktime } from '../src';

function only(day: keyof Omit<Worktime, 'timezone'>, hour: number, timezone?: string): Worktime {
  const w = worktimeAlways();
  for (const d of ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const) w[d] = w[d].map(() => false);
  w[day][hour] = true;
  if (timezone) w.timezone = timezone;
  return w;
}

describe('inWorktime', () => {
  // 2026-06-01 is a Monday.
  const mondayTen = Date.parse('2026-06-01T10:30:00Z');

  it('is always on without a worktime', () => {
    expect(inWorktime(null, mondayTen)).toBe(true);
    expect(inWorktime(undefined, new Date(mondayTen))).toBe(true);
  });

  it('reads the hour of the week in UTC by default', () => {
    expect(inWorktime(only('mon', 10), mondayTen)).toBe(true);
    expect(inWorktime(only('mon', 11), mondayTen)).toBe(false);
    expect(inWorktime(only('tue', 10), mondayTen)).toBe(false);
  });

  it('reads it in the worktime timezone, across the day boundary', () => {
    // 10:30 UTC is 15:30 in Almaty (UTC+5) on the same Monday; 03:00 UTC on Monday is 17:00 on Sunday in Honolulu (UTC-10).
    expect(inWorktime(only('mon', 15, 'Asia/Almaty'), mondayTen)).toBe(true);
    expect(inWorktime(only('mon', 10, 'Asia/Almaty'), mondayTen)).toBe(false);
    const mondayEarly = Date.parse('2026-06-01T03:00:00Z');
    expect(inWorktime(only('sun', 17, 'Pacific/Honolulu'), mondayEarly)).toBe(true);
  });

  it('takes a Date and ms alike, and an unknown timezone counts as UTC', () => {
    expect(inWorktime(only('mon', 10, 'Not/AZone'), mondayTen)).toBe(true);
    expect(inWorktime(only('mon', 10, 'Not/AZone'), new Date(mondayTen))).toBe(true);
    expect(inWorktime(only('mon', 11, 'Not/AZone'), mondayTen)).toBe(false);
  });
});
