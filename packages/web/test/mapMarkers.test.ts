import { describe, expect, it } from 'vitest';
import { cellOf, eventsByMarker, type MapEvent } from '../src/lib/mapMarkers';
import { clusterViewOf } from '../src/lib/mapView';

const ev = (id: string, ts: string, placeId: number | null, latitude: number | null, longitude: number | null): MapEvent => ({
  eventId: id,
  ts,
  eventType: 'fr',
  origin: { placeId, latitude, longitude, cameraName: `cam ${id}` },
});

describe('events on the map markers', () => {
  it('gives each single place its own newest event and count', () => {
    const clusters = [
      { latitude: 51.17, longitude: 71.45, count: 1, placeId: 1 },
      { latitude: 51.13, longitude: 71.43, count: 1, placeId: 2 },
    ];
    const events = [
      ev('a', '2026-01-01T10:00:00Z', 1, 51.17, 71.45),
      ev('b', '2026-01-01T10:05:00Z', 1, 51.17, 71.45),
      ev('c', '2026-01-01T09:00:00Z', 2, 51.13, 71.43),
    ];
    const m = eventsByMarker(clusters, events, 14);
    expect(m.get(0)).toEqual({ latest: events[1], count: 2 });
    expect(m.get(1)).toEqual({ latest: events[2], count: 1 });
  });

  it('gives a cluster the events of the places in its grid cell, and none to events elsewhere', () => {
    const zoom = 5;
    // Two places of Astana clustered at zoom 5: the cluster sits at their mean position.
    const clusters = [{ latitude: 51.15, longitude: 71.44, count: 2, placeId: null }];
    const events = [
      ev('a', '2026-01-01T10:00:00Z', 7, 51.17, 71.45),
      ev('b', '2026-01-01T11:00:00Z', 8, 51.13, 71.43),
      ev('far', '2026-01-01T12:00:00Z', 9, 43.24, 76.89),
      ev('nowhere', '2026-01-01T12:00:00Z', null, null, null),
    ];
    expect(cellOf(51.17, 71.45, zoom)).toBe(cellOf(51.15, 71.44, zoom));
    const m = eventsByMarker(clusters, events, zoom);
    expect(m.size).toBe(1);
    expect(m.get(0)?.count).toBe(2);
    expect(m.get(0)?.latest.eventId).toBe('b');
  });

  it('uses the grid of the cluster query (the same zoom as clusterViewOf sends)', () => {
    const view = clusterViewOf(70, 50, 73, 52, 7.4);
    const n = 4 * 2 ** view.zoom;
    const [cx, cy] = cellOf(51.17, 71.45, view.zoom).split(':').map(Number);
    // The query box is on cell boundaries and holds the cell of a place inside it.
    expect(cx! / n).toBeGreaterThanOrEqual((view.xMin + 180) / 360 - 1e-9);
    expect((cx! + 1) / n).toBeLessThanOrEqual((view.xMax + 180) / 360 + 1e-9);
    expect(cy).toBeGreaterThan(0);
  });
});
