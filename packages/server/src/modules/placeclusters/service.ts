import type { AppContext } from '../../context';
import { sql } from 'kysely';
import { invalid } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { boxCondition } from '../places/service';
import { organizationOf, scopeFilter } from '../places/scope';
import { cellsPerSide, defaultZoom, mercX, mercY } from './grid';

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

/**
 * Grid clustering in SQL: the places of the box (organisation and group scope) grouped by their
 * grid cell at the zoom (grid.ts), one answer per non-empty cell: how many places, their mean
 * position, and the place's id when the cell holds one place. The Mercator position is stored
 * on each place (generated columns), so the query is one indexed range scan and a hash
 * aggregate; measured in bench/places/clusters.ts.
 */
export async function clusters(ctx: AppContext, p: Principal, q: ClusterQuery): Promise<{ placeclusters: Placecluster[] }> {
  if (q.y_min > q.y_max) throw invalid({ y_min: 'must not be greater than y_max' });
  const zoom = q.zoom ?? defaultZoom(q.x_min, q.x_max);
  const n = cellsPerSide(zoom);
  const width = q.x_min <= q.x_max ? mercX(q.x_max) - mercX(q.x_min) : 1 - (mercX(q.x_min) - mercX(q.x_max));
  const height = mercY(q.y_min) - mercY(q.y_max);
  if (width * n * (height * n) > MAX_CELLS) throw invalid({ zoom: 'is too fine for so large a box: zoom out or make the box smaller' });
  const scope = scopeFilter(p);
  const rows = await ctx.db
    .selectFrom('places as p')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<number>`avg(p.latitude)`.as('latitude'),
      sql<number>`avg(p.longitude)`.as('longitude'),
      sql<number>`min(p.id)`.as('place_id'),
    ])
    .where('p.organization_id', '=', organizationOf(p))
    .$if(scope !== null, (b) => (scope && scope.length > 0 ? b.where('p.group_id', 'in', scope) : b.where('p.id', '<', 0)))
    .where(boxCondition(q))
    .groupBy([sql`floor(p.merc_x * ${n})`, sql`floor(p.merc_y * ${n})`])
    .execute();
  return {
    placeclusters: rows.map((r) => ({
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      count: r.count,
      place_id: r.count === 1 ? Number(r.place_id) : null,
    })),
  };
}
