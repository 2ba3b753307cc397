/** The map's visible box and zoom as sent to GET /placeclusters. */
export interface ClusterViewBox {
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  zoom: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const MAX_LATITUDE = 85.05112878;
export const mercX = (lon: number) => (lon + 180) / 360;
export const mercY = (lat: number) => {
  const l = clamp(lat, -MAX_LATITUDE, MAX_LATITUDE);
  return 0.5 - Math.log(Math.tan(Math.PI / 4 + (l * Math.PI) / 180 / 2)) / (2 * Math.PI);
};
const lonOf = (x: number) => x * 360 - 180;
const latOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/**
 * Normalises MapLibre bounds into a query: the box grown outwards to the API's clustering grid
 * (GET /placeclusters: 4·2^zoom Web-Mercator cells per side), so that small pans give the same
 * query (and its cache) and the server answers from its precomputed cells alone; longitudes within
 * [-180, 180] (a view across the antimeridian or wider than the world asks for the whole width),
 * latitudes within the Mercator range. MapLibre's zoom counts 512 px tiles, the API's 256 px tiles:
 * the query's zoom is one more, so that the grid cells have their intended size on screen.
 */
export function clusterViewOf(west: number, south: number, east: number, north: number, zoom: number): ClusterViewBox {
  const z = clamp(Math.floor(zoom) + 1, 0, 24);
  const n = 4 * 2 ** z;
  const whole = east - west >= 360 || west < -180 || east > 180;
  const xMin = whole ? -180 : lonOf(clamp(Math.floor(mercX(west) * n), 0, n) / n);
  const xMax = whole ? 180 : lonOf(clamp(Math.ceil(mercX(east) * n), 0, n) / n);
  const yMax = latOf(clamp(Math.floor(mercY(north) * n), 0, n) / n);
  const yMin = latOf(clamp(Math.ceil(mercY(south) * n), 0, n) / n);
  return { xMin: clamp(xMin, -180, 180), yMin: clamp(yMin, -90, 90), xMax: clamp(xMax, -180, 180), yMax: clamp(yMax, -90, 90), zoom: z };
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
