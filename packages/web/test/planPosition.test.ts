import { describe, expect, it } from 'vitest';
import { defaultSpot, isDrag, nudge, toPlanPoint } from '../src/lib/planPosition';

describe('camera positions on a plan', () => {
  const box = { left: 100, top: 50, width: 400, height: 200 };

  it('maps a pointer to fractions of the image, clamped to it', () => {
    expect(toPlanPoint(300, 150, box)).toEqual({ x: 0.5, y: 0.5 });
    expect(toPlanPoint(0, 0, box)).toEqual({ x: 0, y: 0 });
    expect(toPlanPoint(1000, 1000, box)).toEqual({ x: 1, y: 1 });
    expect(toPlanPoint(5, 5, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });

  it('nudges with the arrows, 1 % or 10 % with Shift, within the image', () => {
    expect(nudge({ x: 0.5, y: 0.5 }, 'ArrowRight', false)).toEqual({ x: 0.51, y: 0.5 });
    expect(nudge({ x: 0.5, y: 0.05 }, 'ArrowUp', true)).toEqual({ x: 0.5, y: 0 });
    expect(nudge({ x: 0.5, y: 0.5 }, 'Enter', false)).toBeNull();
  });

  it('tells a click from a drag', () => {
    expect(isDrag(1, 2)).toBe(false);
    expect(isDrag(3, 4)).toBe(true);
  });

  it('spreads unplaced cameras so they do not overlap', () => {
    const spots = Array.from({ length: 20 }, (_, i) => defaultSpot(i));
    expect(new Set(spots.map((s) => `${s.x},${s.y}`)).size).toBe(20);
    expect(spots.every((s) => s.x >= 0 && s.x <= 1 && s.y >= 0 && s.y <= 1)).toBe(true);
  });
});
