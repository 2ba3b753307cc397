import { describe, expect, it } from 'vitest';
import { eventMatchesFilter, jsonContains, type FilterableEvent } from '../src/eventFilter';

const event = (over: Partial<FilterableEvent> = {}): FilterableEvent => ({
  event_type: 'fr',
  reason: 'face',
  camera_id: 3,
  place_id: 7,
  group_id: 2,
  match_list_ids: [11],
  matched: true,
  attributes: { gender: 'male', age: 31, colors: ['red', 'blue'], car: { make: 'BMW', model: 'X5' } },
  ts: new Date('2026-11-26T10:00:00Z'),
  longitude: 76.9,
  latitude: 43.2,
  ...over,
});

describe('jsonContains (jsonb @>)', () => {
  it('contains objects by their keys, arrays by their elements, scalars by value', () => {
    const a = event().attributes;
    expect(jsonContains(a, { gender: 'male' })).toBe(true);
    expect(jsonContains(a, { gender: 'male', age: 31 })).toBe(true);
    expect(jsonContains(a, { age: '31' })).toBe(false);
    expect(jsonContains(a, { colors: ['blue'] })).toBe(true);
    expect(jsonContains(a, { colors: ['green'] })).toBe(false);
    expect(jsonContains(a, { car: { make: 'BMW' } })).toBe(true);
    expect(jsonContains(a, { car: { make: 'bmw' } })).toBe(false);
    expect(jsonContains(a, { missing: null })).toBe(false);
    expect(jsonContains({ x: null }, { x: null })).toBe(true);
    expect(jsonContains({ x: [1, 2] }, { x: 1 })).toBe(false);
  });
});

describe('eventMatchesFilter', () => {
  it('passes everything when nothing is set', () => {
    expect(eventMatchesFilter({}, event())).toBe(true);
  });
  it('holds each condition on its own', () => {
    const e = event();
    const cases: [Parameters<typeof eventMatchesFilter>[0], boolean][] = [
      [{ event_type: 'fr' }, true],
      [{ event_type: 'lpr' }, false],
      [{ reason: 'face' }, true],
      [{ reason: 'tampering' }, false],
      [{ stream_id: 3 }, true],
      [{ stream_id: 4 }, false],
      [{ place_id: 8 }, false],
      [{ group_id: 2 }, true],
      [{ group_id: 5 }, false],
      [{ list_id: 11 }, true],
      [{ list_id: 12 }, false],
      [{ only_matches: true }, true],
      [{ recognition: 'unrecognized' }, false],
      [{ recognition: 'recognized' }, true],
      [{ recognition: 'all' }, true],
      [{ ts_from: new Date('2026-11-26T10:00:00Z'), ts_to: new Date('2026-11-26T10:00:00Z') }, true],
      [{ ts_from: new Date('2026-11-26T10:00:00.001Z') }, false],
      [{ ts_to: new Date('2026-11-26T09:59:59.999Z') }, false],
      [{ attributes: { gender: 'male' } }, true],
      [{ attributes: { gender: 'female' } }, false],
      [{ attributes: {} }, true],
      [{ camera_ids: [1, 3] }, true],
      [{ camera_ids: [] }, false],
      [{ place_ids: [7] }, true],
      [{ box: { x_min: 76, x_max: 77, y_min: 43, y_max: 44 } }, true],
      [{ box: { x_min: 77, x_max: 78, y_min: 43, y_max: 44 } }, false],
    ];
    for (const [filter, expected] of cases) expect(eventMatchesFilter(filter, e), JSON.stringify(filter)).toBe(expected);
  });
  it('an unmatched event, or one without a place or position, fails the conditions that need them', () => {
    const e = event({ matched: false, match_list_ids: [], place_id: null, longitude: null, latitude: null, attributes: null });
    expect(eventMatchesFilter({ only_matches: true }, e)).toBe(false);
    expect(eventMatchesFilter({ recognition: 'unrecognized' }, e)).toBe(true);
    expect(eventMatchesFilter({ place_ids: [7] }, e)).toBe(false);
    expect(eventMatchesFilter({ box: { x_min: -180, x_max: 180, y_min: -90, y_max: 90 } }, e)).toBe(false);
    expect(eventMatchesFilter({ attributes: { gender: 'male' } }, e)).toBe(false);
  });
});
