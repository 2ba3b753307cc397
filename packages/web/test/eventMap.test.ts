import { describe, expect, it } from 'vitest';
import { eventSpots, spotsBounds } from '../src/lib/eventMap';

const ev = (id: string, placeId: number | null, lat: number | null, lon: number | null) => ({
  id,
  origin: { placeId, placeName: placeId ? `P${placeId}` : null, latitude: lat, longitude: lon },
});

describe('events on the map', () => {
  it('groups events by place, keeps their order, and counts those without coordinates', () => {
    const { spots, unplaced } = eventSpots([
      ev('a', 1, 51.1, 71.4),
      ev('b', 2, 43.2, 76.9),
      ev('c', 1, 51.1, 71.4),
      ev('d', null, null, null),
      ev('e', null, 50, 70),
    ]);
    expect(unplaced).toBe(1);
    expect(spots.map((s) => [s.key, s.events.map((e) => e.id)])).toEqual([
      ['p1', ['a', 'c']],
      ['p2', ['b']],
      ['c50.000000,70.000000', ['e']],
    ]);
  });

  it('bounds the spots with a margin, or gives none', () => {
    expect(spotsBounds([])).toBeNull();
    expect(
      spotsBounds(
        [
          { latitude: 51, longitude: 71 },
          { latitude: 43, longitude: 77 },
        ],
        0.5,
      ),
    ).toEqual([70.5, 42.5, 77.5, 51.5]);
  });
});
