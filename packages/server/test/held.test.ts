import { describe, expect, it, vi } from 'vitest';
import { HeldRows } from '../src/lib/held';

describe('rows held between changes (lib/held.ts)', () => {
  it('answers nothing until the feed listens, and nothing once it is lost', () => {
    const rows = new HeldRows<number, string>(60_000);
    rows.put(1, rows.generation, 'a');
    expect(rows.get(1)).toBeUndefined();
    rows.resume();
    rows.put(1, rows.generation, 'a');
    expect(rows.get(1)).toEqual(expect.objectContaining({ value: 'a' }));
    rows.suspend();
    expect(rows.get(1)).toBeUndefined();
    rows.resume();
    expect(rows.get(1)).toBeUndefined();
  });

  it('does not keep a row read while a change was announced, nor one read across a break of the feed', () => {
    const rows = new HeldRows<number, string>(60_000);
    rows.resume();
    const before = rows.generation;
    rows.drop(2);
    rows.put(1, before, 'stale');
    expect(rows.get(1)).toBeUndefined();
    const again = rows.generation;
    rows.suspend();
    rows.resume();
    rows.put(1, again, 'stale');
    expect(rows.get(1)).toBeUndefined();
    rows.put(1, rows.generation, 'fresh');
    expect(rows.get(1)?.value).toBe('fresh');
  });

  it('drops what a change picks, holds a null, forgets the oldest past its bound and reads again after its age', () => {
    vi.useFakeTimers();
    try {
      const rows = new HeldRows<number, { org: number } | null>(1_000, 2);
      rows.resume();
      rows.put(1, rows.generation, { org: 7 });
      rows.put(2, rows.generation, null);
      expect(rows.get(2)).toEqual(expect.objectContaining({ value: null }));
      rows.dropWhere((v) => v?.org === 7);
      expect(rows.get(1)).toBeUndefined();
      rows.put(1, rows.generation, { org: 8 });
      rows.put(3, rows.generation, { org: 9 });
      expect(rows.size).toBe(2);
      expect(rows.get(2)).toBeUndefined();
      vi.advanceTimersByTime(1_001);
      expect(rows.get(3)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
