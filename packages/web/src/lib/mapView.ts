/** The map's visible box and zoom as sent to GET /placeclusters. */
export interface ClusterViewBox {
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  zoom: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Normalises MapLibre bounds into a query: longitudes clamped to [-180, 180] (a view across the
 * antimeridian or wider than the world asks for the whole width), latitudes to [-90, 90], and the
 * edges rounded outwards to a grid that depends on the zoom so that small pans reuse the same query
 * (and its cache). MapLibre's zoom counts 512 px tiles, the API's 256 px tiles: the query's zoom is
 * one more, so that the server's grid cells have their intended size on screen.
 */
export function clusterViewOf(west: number, south: number, east: number, north: number, zoom: number): ClusterViewBox {
  const z = clamp(Math.floor(zoom) + 1, 0, 24);
  const step = 360 / 2 ** (z + 3);
  const down = (v: number) => Math.floor(v / step) * step;
  const up = (v: number) => Math.ceil(v / step) * step;
  let xMin = down(west);
  let xMax = up(east);
  if (east - west >= 360 || xMin < -180 || xMax > 180) {
    xMin = Math.max(-180, xMin);
    xMax = Math.min(180, xMax);
    if (east - west >= 360 || west < -180 || east > 180) {
      xMin = -180;
      xMax = 180;
    }
  }
  const r = (v: number) => Math.round(v * 1e6) / 1e6;
  return {
    xMin: r(clamp(xMin, -180, 180)),
    yMin: r(clamp(down(south), -90, 90)),
    xMax: r(clamp(xMax, -180, 180)),
    yMax: r(clamp(up(north), -90, 90)),
    zoom: z,
  };
}

export interface ClusterPoint {
  latitude: number;
  longitude: number;
  count: number;
  placeId: number | null;
}

/** GeoJSON of clusters for a MapLibre source: single places carry their id, clusters their count. */
export function clustersToGeoJson(clusters: readonly ClusterPoint[]) {
  return {
    type: 'FeatureCollection' as const,
    features: clusters.map((c, i) => ({
      type: 'Feature' as const,
      id: c.placeId ?? -(i + 1),
      properties: { count: c.count, placeId: c.placeId, single: c.placeId !== null && c.count === 1, label: c.count > 1 ? String(c.count) : '' },
      geometry: { type: 'Point' as const, coordinates: [c.longitude, c.latitude] },
    })),
  };
}

/** A zoom that shows a cluster's members apart: two levels deeper, capped. */
export function zoomIntoCluster(zoom: number, maxZoom = 18): number {
  return Math.min(maxZoom, Math.floor(zoom) + 2);
}
