import { groupIn, groupScope } from '../../access';
import type { AppContext } from '../../context';
import { CELL_MAX_ZOOM } from '../../db/migrations/0013_place_cells';
import { invalid } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { organizationOf } from '../places/scope';
import { cellsOfEdges, cellsOfPlaces, precomputedCells, type CellRow } from './repo';
import { cellsPerSide, defaultZoom, latitudeOf, longitudeOf, mercX, mercY } from './grid';

export interface ClusterQuery {
  x_min: number;
  y_min: number;
  x_max: number;
  y_max: number;
  zoom?: number;
}

export interface Placecluster {
  latitude: number;
  longitude: number;
  count: number;
  place_id: number | null;
}

/** More grid cells than this in one box is a client asking for every place one by one. */
const MAX_CELLS = 1 << 22;
/** Strips around the precomputed interior are widened by this much (degrees) so no place on an edge is missed. */
const EDGE = 1e-9;

/**
 * Grid clustering: the places of the box (organisation and group scope) grouped by their grid cell
 * at the zoom (grid.ts), one answer per non-empty cell: how many places, their mean position, and
 * the place's id when the cell holds one place.
 *
 * Up to zoom CELL_MAX_ZOOM the cells lying wholly inside the box come precomputed from place_cells
 * (migration 0013, kept by triggers), and only the places in the box's edge strips (the cells the
 * box cuts) are grouped from places — through the longitude and latitude indexes. Finer zooms,
 * boxes across the antimeridian and boxes too small to have an interior group the places directly
 * (one indexed range scan and a hash aggregate on the stored Mercator position). Both paths answer
 * exactly what grouping every place of the box would; measured in bench/places/clusters.ts.
 */
export async function clusters(ctx: AppContext, p: Principal, q: ClusterQuery): Promise<{ placeclusters: Placecluster[] }> {
  if (q.y_min > q.y_max) throw invalid({ y_min: 'must not be greater than y_max' });
  const zoom = q.zoom ?? defaultZoom(q.x_min, q.x_max);
  const n = cellsPerSide(zoom);
  const width = q.x_min <= q.x_max ? mercX(q.x_max) - mercX(q.x_min) : 1 - (mercX(q.x_min) - mercX(q.x_max));
  const height = mercY(q.y_min) - mercY(q.y_max);
  if (width * n * (height * n) > MAX_CELLS) throw invalid({ zoom: 'is too fine for so large a box: zoom out or make the box smaller' });
  const scope = groupScope(p);
  const organizationId = organizationOf(p);
  if (scope !== null && scope.length === 0) return { placeclusters: [] };

  // The interior: the cells wholly inside the box. A box on cell boundaries (as the console asks
  // for) is all interior, and its edge strips hold no place.
  const cx0 = Math.ceil(mercX(q.x_min) * n);
  const cx1 = Math.floor(mercX(q.x_max) * n) - 1;
  const cy0 = Math.ceil(mercY(q.y_max) * n);
  const cy1 = Math.floor(mercY(q.y_min) * n) - 1;
  const precomputed = zoom <= CELL_MAX_ZOOM && q.x_min <= q.x_max && cx0 <= cx1 && cy0 <= cy1;

  const grid = { organizationId, visible: groupIn(p, 'p.group_id'), box: q, n };
  let rows: CellRow[];
  if (!precomputed) {
    rows = await cellsOfPlaces(ctx.db, grid);
  } else {
    // Edge strips: west, east, north and south of the interior (in degrees, widened a little),
    // then exactly the places whose cell is not an interior one.
    const interior = { cx0, cx1, cy0, cy1 };
    const strips = {
      west: longitudeOf(cx0 / n) + EDGE,
      east: longitudeOf((cx1 + 1) / n) - EDGE,
      north: latitudeOf(cy0 / n) - EDGE,
      south: latitudeOf((cy1 + 1) / n) + EDGE,
    };
    // Thin strips: a box drawn on or near cell boundaries, as the console asks; wide ones where the box cuts coarse cells.
    const thin =
      strips.west - q.x_min + (q.x_max - strips.east) < (q.x_max - q.x_min) * 0.02 &&
      q.y_max - strips.north + (strips.south - q.y_min) < (q.y_max - q.y_min) * 0.02;
    rows = [...(await cellsOfEdges(ctx.db, grid, interior, strips, thin)), ...(await precomputedCells(ctx.db, organizationId, zoom, interior, scope))];
  }
  return {
    placeclusters: rows.map((r) => ({
      latitude: Number(r.sum_lat) / r.count,
      longitude: Number(r.sum_lon) / r.count,
      count: r.count,
      place_id: r.count === 1 ? Number(r.sum_id) : null,
    })),
  };
}
