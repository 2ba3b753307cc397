import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../src';

describe('backoffDelay', () => {
  it('doubles per attempt from the initial delay up to the cap', () => {
    const exact = { initialMs: 1000, maxMs: 30_000, jitter: 0 };
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => backoffDelay(a, exact))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(backoffDelay(-3, exact)).toBe(1000);
    expect(backoffDelay(2, { initialMs: 100, maxMs: 10_000, factor: 3, jitter: 0 })).toBe(900);
  });

  it('spreads each delay by its jitter, 10% when not said', () => {
    expect(backoffDelay(1, { initialMs: 1000, maxMs: 30_000 }, () => 0)).toBe(1800);
    expect(backoffDelay(1, { initialMs: 1000, maxMs: 30_000 }, () => 1)).toBe(2200);
    expect(backoffDelay(1, { initialMs: 1000, maxMs: 30_000, jitter: 0.5 }, () => 0.5)).toBe(2000);
    for (let i = 0; i < 100; i++) {
      const d = backoffDelay(10, { initialMs: 500, maxMs: 15_000 });
      expect(d).toBeGreaterThanOrEqual(13_500);
      expect(d).toBeLessThanOrEqual(16_500);
    }
  });
});
