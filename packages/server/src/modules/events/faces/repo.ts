import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import type { EventFilter } from '../repo';

/**
 * The face tables of events: event_faces (the HNSW graph) and event_faces_pending (descriptors
 * stored by ingest, waiting for the indexer of face-index.ts to move them into the graph).
 */

type Conn = Kysely<DB> | Transaction<DB>;
export type FaceTable = 'event_faces' | 'event_faces_pending';

/** How many descriptors wait for the graph. */
export async function pendingFaces(db: Conn): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from event_faces_pending`.execute(db);
  return r.rows[0]?.n ?? 0;
}

/**
 * Moves up to `limit` waiting descriptors into event_faces; answers how many moved. Rows are taken
 * with `skip locked`: several indexers (processes, or batches of one) never move the same row.
 */
export async function movePendingFaces(db: Conn, limit: number): Promise<number> {
  const r = await sql<{ n: number }>`
    with moved as (
      delete from event_faces_pending
      where ctid = any(array(select ctid from event_faces_pending limit ${limit} for update skip locked))
      returning event_id, ts, organization_id, camera_id, event_type, descriptor_vec
    ),
    stored as (
      insert into event_faces (event_id, ts, organization_id, camera_id, event_type, descriptor_vec)
      select event_id, ts, organization_id, camera_id, event_type, descriptor_vec from moved
      returning 1
    )
    select count(*)::int as n from stored`.execute(db);
  return r.rows[0]?.n ?? 0;
}

/** Gives back the space of the moved rows (the embedded engine has no autovacuum). */
export async function vacuumPendingFaces(db: Kysely<DB>): Promise<void> {
  await sql`vacuum event_faces_pending`.execute(db);
}
/**
 * The k event faces nearest to a unit descriptor (pgvector literal), closest first, with their
 * cosine distance: the graph's walk of event_faces and an exact scan of the few descriptors still
 * waiting for it (event_faces_pending, face-index.ts), in one statement so a row being moved
 * between them is seen once. Filtered on what event_faces holds: organisation, window, type, and
 * each camera list given (null: no limit). Ordered again: a relaxed walk answers nearly in order.
 */
export async function nearestEventFaces(
  db: Conn,
  organizationId: number,
  filter: EventFilter,
  cameraLists: readonly (readonly number[] | null)[],
  vector: string,
  k: number,
): Promise<{ event_id: string; ts: Date; cosine: number }[]> {
  const cosine = sql<number>`${sql.ref('descriptor_vec')} <=> ${vector}::vector`;
  const nearest = (table: FaceTable) => {
    let q = db
      .selectFrom(table)
      .select(['event_id', 'ts', cosine.as('cosine')])
      .where('organization_id', '=', organizationId)
      .where('ts', '>=', filter.ts_from)
      .where('ts', '<=', filter.ts_to);
    if (filter.event_type) q = q.where('event_type', '=', filter.event_type);
    for (const cameras of cameraLists) if (cameras) q = q.where('camera_id', 'in', cameras.length > 0 ? [...cameras] : [-1]);
    return q.orderBy(cosine).limit(k);
  };
  const found = await sql<{ event_id: string; ts: Date; cosine: number }>`
    select * from ((${nearest('event_faces')}) union all (${nearest('event_faces_pending')})) nearest
    order by cosine limit ${k}`.execute(db);
  return found.rows;
}
