/**
 * The clustering grid, shared by the SQL query and anyone who needs to reproduce it (tests,
 * benchmark). Positions are Web-Mercator fractions in [0, 1] (x east from -180°, y south from
 * the Mercator top edge), as map tiles use; at zoom z the world is 2^z tiles of 256 px and
 * the grid cell is CELL_PX screen pixels, so there are 2^z * 256 / CELL_PX cells per side.
 */
export const CELL_PX = 64;
export const MAX_LATITUDE = 85.05112878;

export function cellsPerSide(zoom: number): number {
  return 2 ** zoom * (256 / CELL_PX);
}

export function mercX(longitude: number): number {
  return (longitude + 180) / 360;
}

export function mercY(latitude: number): number {
  const lat = Math.min(Math.max(latitude, -MAX_LATITUDE), MAX_LATITUDE);
  return 0.5 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 180 / 2)) / (2 * Math.PI);
}

/** The zoom at which the box fills about a 1024 px wide map, when the caller gives none. */
export function defaultZoom(xMin: number, xMax: number): number {
  const span = xMin <= xMax ? xMax - xMin : 360 - (xMin - xMax);
  if (span <= 0) return 24;
  return Math.max(0, Math.min(24, Math.floor(Math.log2((360 * 1024) / 256 / span))));
}

/** The longitude of a Mercator x fraction. */
export function longitudeOf(x: number): number {
  return x * 360 - 180;
}

/** The latitude of a Mercator y fraction (inverse of mercY within ±MAX_LATITUDE). */
export function latitudeOf(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}
