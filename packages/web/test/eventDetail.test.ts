import { describe, expect, it } from 'vitest';
import { EVENT_TIMING } from '@argus/contracts';
import { boxStyle, eventAttributes, neighbours, stepOfKey } from '../src/lib/eventDetail';
import { cardsPerRow, parseCardSize } from '../src/lib/eventGrid';
import { eventClip } from '../src/lib/eventPlayback';

describe('event detail', () => {
  it('draws the detection box at its fractions of the scene, ordered and clamped; an empty box is none', () => {
    expect(boxStyle({ xMin: 0.25, yMin: 0.1, xMax: 0.75, yMax: 0.6 })).toEqual({ left: '25.000%', top: '10.000%', width: '50.000%', height: '50.000%' });
    expect(boxStyle({ xMin: 0.9, yMin: 0.5, xMax: 0.8, yMax: 1.4 })).toEqual({ left: '80.000%', top: '50.000%', width: '10.000%', height: '50.000%' });
    expect(boxStyle({ xMin: 0.5, yMin: 0.5, xMax: 0.5, yMax: 0.9 })).toBeNull();
    expect(boxStyle(null)).toBeNull();
  });

  it('finds the previous and next event of the results, none past the ends or for an event not in them', () => {
    const ids = ['a', 'b', 'c'];
    expect(neighbours(ids, 'b')).toEqual({ prev: 'a', next: 'c', index: 1 });
    expect(neighbours(ids, 'a')).toEqual({ prev: null, next: 'b', index: 0 });
    expect(neighbours(ids, 'c')).toEqual({ prev: 'b', next: null, index: 2 });
    expect(neighbours(ids, 'x')).toEqual({ prev: null, next: null, index: -1 });
    expect([stepOfKey('ArrowLeft'), stepOfKey('ArrowRight'), stepOfKey('ArrowUp'), stepOfKey('ArrowDown'), stepOfKey('a')]).toEqual([-1, 1, -1, 1, 0]);
  });

  it('lists the attributes measured, age and gender first, nested ones flattened (as the console reads them, camel case), empty ones left out', () => {
    const list = eventAttributes({
      originalReason: 'VMD',
      glasses: true,
      gender: 'female',
      age: 34,
      race: '',
      person: { hardHat: false },
      speed: 62.5,
      color: 'red',
    });
    expect(list.map(([k]) => k)).toEqual(['age', 'gender', 'speed', 'color', 'glasses', 'hardHat']);
    expect(list[0]).toEqual(['age', { kind: 'number', value: 34, unit: 'years' }]);
    expect(list[2]).toEqual(['speed', { kind: 'number', value: 62.5, unit: 'kmh' }]);
    expect(list[5]).toEqual(['hardHat', { kind: 'bool', value: false }]);
    expect(eventAttributes(undefined)).toEqual([]);
  });

  it('plays an event from its lead-in to 5 s after it', () => {
    const ts = '2026-01-01T12:00:00.000Z';
    const t = Date.parse(ts);
    expect(EVENT_TIMING.afterS).toBe(5);
    expect(eventClip({ ts, eventType: 'lpr', event: { reason: 'any' } })).toEqual({ from: t - 2000, to: t + 5000 });
    expect(eventClip({ ts, eventType: 'tp', event: { reason: 'tampering' } })).toEqual({ from: t - 7000, to: t + 5000 });
  });
});

describe('events grid', () => {
  it('fits at least six cards a row of the default size in the list beside the filters at 1280 px', () => {
    // 1280 − the expanded sidebar (240) − the page's padding (48) − the filters (288) − their gap (16) − the list's border (2).
    const listWidth = 1280 - 240 - 48 - 288 - 16 - 2;
    expect(cardsPerRow(listWidth, parseCardSize(undefined))).toBeGreaterThanOrEqual(6);
    expect(cardsPerRow(listWidth, 's')).toBeGreaterThan(cardsPerRow(listWidth, 'm'));
    expect(cardsPerRow(listWidth, 'l')).toBeLessThan(cardsPerRow(listWidth, 'm'));
    expect(cardsPerRow(50, 'l')).toBe(1);
    expect(parseCardSize('l')).toBe('l');
    expect(parseCardSize('huge')).toBe('m');
  });
});
