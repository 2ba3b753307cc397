import { groupIn, groupScope } from '../../access';
import type { AppContext } from '../../context';
import { sql } from 'kysely';
import { CELL_MAX_ZOOM } from '../../db/migrations/0013_place_cells';
import { invalid } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { boxCondition } from '../places/service';
import { organizationOf } from '../places/scope';
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

type Row = { cx: number; cy: number; count: number; sum_lat: number; sum_lon: number; sum_id: number | string };

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

  const places = ctx.db
    .selectFrom('places as p')
    .select([
      sql<number>`floor(p.merc_x * ${n})::int`.as('cx'),
      sql<number>`floor(p.merc_y * ${n})::int`.as('cy'),
      sql<number>`count(*)::int`.as('count'),
      sql<number>`sum(p.latitude)`.as('sum_lat'),
      sql<number>`sum(p.longitude)`.as('sum_lon'),
      sql<number>`min(p.id)`.as('sum_id'),
    ])
    .where('p.organization_id', '=', organizationId)
    .where(groupIn(p, 'p.group_id'))
    .where(boxCondition(q))
    .groupBy([sql`1`, sql`2`]);

  let rows: Row[];
  if (!precomputed) {
    rows = await places.execute();
  } else {
    // Edge strips: west, east, north and south of the interior (in degrees, widened a little),
    // then exactly the places whose cell is not an interior one.
    const west = longitudeOf(cx0 / n) + EDGE;
    const east = longitudeOf((cx1 + 1) / n) - EDGE;
    const north = latitudeOf(cy0 / n) - EDGE;
    const south = latitudeOf((cy1 + 1) / n) + EDGE;
    // Thin strips (a box drawn on or near cell boundaries, as the console asks) are each read as
    // their own indexed range (longitude: places_geo_idx, latitude: places_lat_idx); wide ones,
    // where the box cuts coarse cells, in one pass over the box.
    const thin = west - q.x_min + (q.x_max - east) < (q.x_max - q.x_min) * 0.02 && q.y_max - north + (south - q.y_min) < (q.y_max - q.y_min) * 0.02;
    const ids = sql`(
      select id from places where organization_id = ${organizationId} and longitude between ${q.x_min} and ${west} and latitude between ${q.y_min} and ${q.y_max}
      union select id from places where organization_id = ${organizationId} and longitude between ${east} and ${q.x_max} and latitude between ${q.y_min} and ${q.y_max}
      union select id from places where organization_id = ${organizationId} and latitude between ${north} and ${q.y_max} and longitude between ${q.x_min} and ${q.x_max}
      union select id from places where organization_id = ${organizationId} and latitude between ${q.y_min} and ${south} and longitude between ${q.x_min} and ${q.x_max}
    )`;
    const edges = places
      .where(
        thin
          ? sql<boolean>`p.id in ${ids}`
          : sql<boolean>`(p.longitude <= ${west} or p.longitude >= ${east} or p.latitude >= ${north} or p.latitude <= ${south})`,
      )
      .where(sql<boolean>`not (floor(p.merc_x * ${n})::int between ${cx0} and ${cx1} and floor(p.merc_y * ${n})::int between ${cy0} and ${cy1})`);
    const interior = ctx.db
      .selectFrom('place_cells as c')
      .select([
        'c.cx',
        'c.cy',
        sql<number>`sum(c.count)::int`.as('count'),
        sql<number>`sum(c.sum_lat)`.as('sum_lat'),
        sql<number>`sum(c.sum_lon)`.as('sum_lon'),
        sql<string>`sum(c.sum_id)`.as('sum_id'),
      ])
      .where('c.organization_id', '=', organizationId)
      .where('c.zoom', '=', zoom)
      .where('c.cx', '>=', cx0)
      .where('c.cx', '<=', cx1)
      .where('c.cy', '>=', cy0)
      .where('c.cy', '<=', cy1)
      .$if(scope !== null, (b) => b.where('c.group_key', 'in', scope ?? []))
      .groupBy(['c.cx', 'c.cy']);
    rows = [...(await edges.execute()), ...(await interior.execute())];
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
