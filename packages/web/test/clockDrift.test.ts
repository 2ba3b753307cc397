import { describe, expect, it } from 'vitest';
import { INITIAL_DRIFT, addDriftSample, isDriftWarning, offsetFromDateHeader, type DriftState } from '../src/lib/clockDrift';

const feed = (values: number[], from: DriftState = INITIAL_DRIFT) => values.reduce(addDriftSample, from);

describe('clock drift', () => {
  it('keeps only the last 8 offsets', () => {
    const s = feed([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(s.samples).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('moves to a steady new offset more than 5 s away', () => {
    expect(feed([40_000]).drift).toBe(40_000);
    expect(feed([40_000, 40_000, 40_000]).drift).toBe(40_000);
  });

  it('ignores changes of 5 s or less', () => {
    expect(feed([5_000]).drift).toBe(0);
    expect(feed([3_000, 3_000]).drift).toBe(0);
  });

  it('ignores an outlier that lies beyond half a standard deviation of the series', () => {
    const steady = feed([0, 0, 0, 0, 0, 0, 0]);
    const s = addDriftSample(steady, 60_000);
    expect(s.drift).toBe(0);
    expect(s.samples).toHaveLength(8);
  });

  it('follows a series that has settled on a new value', () => {
    const s = feed([0, 0, 0, 0, 0, 0, 0, 0]);
    const moved = feed(Array(8).fill(45_000), s);
    expect(moved.drift).toBe(45_000);
  });

  it('warns from an absolute drift of 30 s', () => {
    expect(isDriftWarning(29_999)).toBe(false);
    expect(isDriftWarning(30_000)).toBe(true);
    expect(isDriftWarning(-30_000)).toBe(true);
  });

  it('reads the offset from the Date header at the middle of the request', () => {
    const server = Date.parse('Sat, 21 Nov 2026 08:00:00 GMT');
    expect(offsetFromDateHeader('Sat, 21 Nov 2026 08:00:00 GMT', server - 1000, server - 1000)).toBe(1500);
    expect(offsetFromDateHeader(null, 0, 0)).toBeNull();
    expect(offsetFromDateHeader('garbage', 0, 0)).toBeNull();
  });
});
