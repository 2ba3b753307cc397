import { describe, expect, it } from 'vitest';
import { clampPage, columnsOf, latestByCamera, pageCount, pageItems, pageOfIndex, parseLayout } from '../src/lib/liveGrid';

describe('the live view grid', () => {
  it('keeps the layout to 1, 4, 9 or 16 tiles', () => {
    expect(parseLayout('9')).toBe(9);
    expect(parseLayout(16)).toBe(16);
    expect(parseLayout('5')).toBe(4);
    expect(parseLayout(undefined)).toBe(4);
    expect([1, 4, 9, 16].map((n) => columnsOf(parseLayout(n)))).toEqual([1, 2, 3, 4]);
  });

  it('pages hundreds of cameras so that only one page of tiles exists at a time', () => {
    const ids = Array.from({ length: 300 }, (_, i) => i + 1);
    expect(pageCount(ids.length, 16)).toBe(19);
    expect(pageItems(ids, 18, 16)).toEqual(ids.slice(288));
    expect(pageItems(ids, 0, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageCount(0, 4)).toBe(1);
    expect(clampPage('99', ids.length, 16)).toBe(18);
    expect(clampPage(-1, ids.length, 16)).toBe(0);
    expect(clampPage('x', ids.length, 16)).toBe(0);
    expect(pageOfIndex(17, 16)).toBe(1);
    expect(pageOfIndex(17, 1)).toBe(17);
  });

  it('finds the newest event of each camera among fetched and pushed events', () => {
    const e = (id: string, cameraId: number, ts: string) => ({ id, ts, origin: { cameraId } });
    const fetched = [e('a', 1, '2026-01-01T10:00:00Z'), e('b', 2, '2026-01-01T10:01:00Z')];
    const pushed = [e('c', 1, '2026-01-01T10:02:00Z'), e('d', 2, '2026-01-01T09:00:00Z')];
    const m = latestByCamera(fetched, pushed, undefined);
    expect(m.get(1)?.id).toBe('c');
    expect(m.get(2)?.id).toBe('b');
    expect(m.has(3)).toBe(false);
  });
});
