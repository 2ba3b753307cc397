import { describe, expect, it } from 'vitest';
import { cohortTable, daysOf, pivotByDay, presetRange, rangeError, rangeFromState, topN } from '../src/lib/dashboard';

const NOW = Date.parse('2026-11-21T15:30:00Z');

describe('dashboard day range', () => {
  it('a preset ends today and counts today in', () => {
    expect(presetRange(1, NOW)).toEqual({ dateFrom: '2026-11-21', dateTo: '2026-11-21' });
    expect(presetRange(7, NOW)).toEqual({ dateFrom: '2026-11-15', dateTo: '2026-11-21' });
  });
  it('reads explicit dates, a known preset, or falls back to 7 days', () => {
    expect(rangeFromState({ dateFrom: '2026-10-01', dateTo: '2026-10-31' }, NOW)).toEqual({ dateFrom: '2026-10-01', dateTo: '2026-10-31', preset: null });
    expect(rangeFromState({ days: 30 }, NOW)).toMatchObject({ dateFrom: '2026-10-23', preset: 30 });
    expect(rangeFromState({ days: 5 }, NOW)).toMatchObject({ preset: 7 });
    expect(rangeFromState({ dateFrom: '2026-10-31', dateTo: '2026-10-01' }, NOW)).toMatchObject({ preset: 7 });
    expect(rangeFromState({ dateFrom: 'junk', dateTo: '2026-10-01' }, NOW)).toMatchObject({ preset: 7 });
  });
  it('checks a typed range', () => {
    expect(rangeError('2026-01-01', '2026-01-02')).toBeNull();
    expect(rangeError('', '2026-01-02')).toBe('missing');
    expect(rangeError('2026-01-03', '2026-01-02')).toBe('order');
    expect(rangeError('2025-01-01', '2026-01-02')).toBe('tooLong');
  });
  it('lists every day, across a month end', () => {
    expect(daysOf({ dateFrom: '2026-10-30', dateTo: '2026-11-02' })).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
  });
});

describe('dashboard series', () => {
  it('pivots rows per day with zeros for missing days and keys in the given order', () => {
    const range = { dateFrom: '2026-11-01', dateTo: '2026-11-03' };
    const rows = [
      { date: '2026-11-01', k: 'sa', count: 2 },
      { date: '2026-11-03', k: 'fr', count: 5 },
      { date: '2026-11-03', k: 'zz', count: 1 },
      { date: '2026-12-01', k: 'fr', count: 9 },
    ];
    const { data, keys } = pivotByDay(range, rows, (r) => r.k, ['fr', 'lpr', 'sa']);
    expect(keys).toEqual(['fr', 'sa', 'zz']);
    expect(data).toEqual([
      { date: '2026-11-01', fr: 0, sa: 2, zz: 0 },
      { date: '2026-11-02', fr: 0, sa: 0, zz: 0 },
      { date: '2026-11-03', fr: 5, sa: 0, zz: 1 },
    ]);
  });
  it('keeps the largest items and sums the rest', () => {
    expect(topN([{ count: 1 }, { count: 5 }, { count: 3 }, { count: 2 }], 2)).toEqual({ top: [{ count: 5 }, { count: 3 }], other: 3 });
  });
  it('lays cohort tracking out by day offset', () => {
    const rows = [
      { cohort_date: '2026-11-01', date: '2026-11-01', count: 4 },
      { cohort_date: '2026-11-01', date: '2026-11-03', count: 1 },
      { cohort_date: '2026-11-02', date: '2026-11-02', count: 2 },
    ];
    expect(cohortTable(rows)).toEqual([
      { cohort: '2026-11-01', size: 4, returns: [4, 0, 1] },
      { cohort: '2026-11-02', size: 2, returns: [2] },
    ]);
  });
});
