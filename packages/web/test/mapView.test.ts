import { describe, expect, it } from 'vitest';
import { clusterViewOf, clustersToGeoJson, zoomIntoCluster } from '../src/lib/mapView';

describe('map view to cluster query', () => {
  it('grows the box outwards to the API grid so small pans give the same query', () => {
    const a = clusterViewOf(71.3, 51.0, 71.6, 51.3, 10.4);
    const b = clusterViewOf(71.301, 51.001, 71.601, 51.301, 10.9);
    expect(a).toEqual(b);
    expect(a.zoom).toBe(11);
    expect(a.xMin).toBeLessThanOrEqual(71.3);
    expect(a.xMax).toBeGreaterThanOrEqual(71.6);
    expect(a.yMin).toBeLessThanOrEqual(51.0);
    expect(a.yMax).toBeGreaterThanOrEqual(51.3);
    // On cell boundaries: 4·2^11 cells per side.
    const n = 4 * 2 ** 11;
    const cell = ((a.xMin + 180) / 360) * n;
    expect(Math.abs(cell - Math.round(cell))).toBeLessThan(1e-6);
    const y = 0.5 - Math.log(Math.tan(Math.PI / 4 + (a.yMax * Math.PI) / 360)) / (2 * Math.PI);
    expect(Math.abs(y * n - Math.round(y * n))).toBeLessThan(1e-6);
  });

  it('clamps to the world and asks for the whole width across the antimeridian', () => {
    const world = clusterViewOf(-400, -100, 400, 100, 0);
    expect(world).toMatchObject({ xMin: -180, xMax: 180, zoom: 1 });
    expect(world.yMax).toBeCloseTo(85.0511, 3);
    expect(world.yMin).toBeCloseTo(-85.0511, 3);
    const v = clusterViewOf(170, 10, 190, 20, 4);
    expect([v.xMin, v.xMax]).toEqual([-180, 180]);
    expect(clusterViewOf(0, 0, 1, 1, 30).zoom).toBe(24);
  });

  it('makes GeoJSON points: single places keep their id, clusters their count as a label', () => {
    const g = clustersToGeoJson([
      { latitude: 51.1, longitude: 71.4, count: 1, placeId: 7 },
      { latitude: 43.2, longitude: 76.9, count: 12, placeId: null },
    ]);
    expect(g.features[0]).toMatchObject({ id: 7, properties: { single: true, placeId: 7, label: '' }, geometry: { coordinates: [71.4, 51.1] } });
    expect(g.features[1]).toMatchObject({ properties: { single: false, count: 12, label: '12' } });
    expect(g.features[1]?.id).toBeLessThan(0);
  });

  it('zooms two levels into a cluster, capped', () => {
    expect(zoomIntoCluster(5.7)).toBe(7);
    expect(zoomIntoCluster(17.5)).toBe(18);
  });
});
