import type { GeoBox } from '@argus/contracts';
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { boxCondition } from '../places/repo';

type Conn = Kysely<DB> | Transaction<DB>;

/** One grid cell's places: how many, and the sums their mean position and (for one place) its id come from. */
export type CellRow = { cx: number; cy: number; count: number; sum_lat: number; sum_lon: number; sum_id: number | string };

/** The places a clustering looks at: the organisation's, in the caller's groups (`visible`), in the box; `n` cells per side. */
export interface CellGrid {
  organizationId: number;
  visible: Expression<SqlBool>;
  box: GeoBox;
  n: number;
}

/** A block of whole cells: columns cx0..cx1, rows cy0..cy1. */
export interface CellBlock {
  cx0: number;
  cx1: number;
  cy0: number;
  cy1: number;
}

/** The box's edge strips (degrees), outside the interior block. */
export interface Strips {
  west: number;
  east: number;
  north: number;
  south: number;
}

/** The places of the grid grouped by their cell (one indexed range scan and a hash aggregate on the stored Mercator position). */
function placesByCell(db: Conn, g: CellGrid) {
  return db
    .selectFrom('places as p')
    .select([
      sql<number>`floor(p.merc_x * ${g.n})::int`.as('cx'),
      sql<number>`floor(p.merc_y * ${g.n})::int`.as('cy'),
      sql<number>`count(*)::int`.as('count'),
      sql<number>`sum(p.latitude)`.as('sum_lat'),
      sql<number>`sum(p.longitude)`.as('sum_lon'),
      sql<number>`min(p.id)`.as('sum_id'),
    ])
    .where('p.organization_id', '=', g.organizationId)
    .where(g.visible)
    .where(boxCondition(g.box))
    .groupBy([sql`1`, sql`2`]);
}

/** Every place of the box, grouped by cell. */
export function cellsOfPlaces(db: Conn, g: CellGrid): Promise<CellRow[]> {
  return placesByCell(db, g).execute();
}

/**
 * The places of the box's edge strips whose cell is not an interior one, grouped by cell. Thin
 * strips are each read as their own indexed range (longitude: places_geo_idx, latitude:
 * places_lat_idx); wide ones in one pass over the box.
 */
export function cellsOfEdges(db: Conn, g: CellGrid, interior: CellBlock, s: Strips, thin: boolean): Promise<CellRow[]> {
  const { box: q, organizationId, n } = g;
  const ids = sql`(
    select id from places where organization_id = ${organizationId} and longitude between ${q.x_min} and ${s.west} and latitude between ${q.y_min} and ${q.y_max}
    union select id from places where organization_id = ${organizationId} and longitude between ${s.east} and ${q.x_max} and latitude between ${q.y_min} and ${q.y_max}
    union select id from places where organization_id = ${organizationId} and latitude between ${s.north} and ${q.y_max} and longitude between ${q.x_min} and ${q.x_max}
    union select id from places where organization_id = ${organizationId} and latitude between ${q.y_min} and ${s.south} and longitude between ${q.x_min} and ${q.x_max}
  )`;
  return placesByCell(db, g)
    .where(
      thin
        ? sql<boolean>`p.id in ${ids}`
        : sql<boolean>`(p.longitude <= ${s.west} or p.longitude >= ${s.east} or p.latitude >= ${s.north} or p.latitude <= ${s.south})`,
    )
    .where(
      sql<boolean>`not (floor(p.merc_x * ${n})::int between ${interior.cx0} and ${interior.cx1} and floor(p.merc_y * ${n})::int between ${interior.cy0} and ${interior.cy1})`,
    )
    .execute();
}

/** The precomputed cells of place_cells (migration 0013, kept by triggers) in the block, summed over the caller's groups (`scope`; null: all). */
export function precomputedCells(db: Conn, organizationId: number, zoom: number, block: CellBlock, scope: readonly number[] | null): Promise<CellRow[]> {
  return db
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
    .where('c.cx', '>=', block.cx0)
    .where('c.cx', '<=', block.cx1)
    .where('c.cy', '>=', block.cy0)
    .where('c.cy', '<=', block.cy1)
    .$if(scope !== null, (b) => b.where('c.group_key', 'in', [...(scope ?? [])]))
    .groupBy(['c.cx', 'c.cy'])
    .execute();
}
