import { sql, type Kysely, type Transaction } from 'kysely';
import { LOCK_CLASS } from '../../../db/locks';
import type { DB } from '../../../db/types';
import type { EventFilter } from '../repo';

/**
 * The face tables of events: event_faces (keyed rows, read by the face index of graph.ts) and
 * event_faces_pending (descriptors stored by ingest, waiting for the indexer of face-index.ts to
 * move them into event_faces, where they get their key).
 */

type Conn = Kysely<DB> | Transaction<DB>;
export type FaceTable = 'event_faces' | 'event_faces_pending';
/** A row of event_faces as face graphs know it: its key and organisation. */
export type FaceKey = { id: number; org: number };

/** How many descriptors wait to be moved into event_faces. */
export async function pendingFaces(db: Conn): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from event_faces_pending`.execute(db);
  return r.rows[0]?.n ?? 0;
}

/**
 * How many descriptors are not in a face graph whose watermark is `high`: waiting ones, and those of
 * event_faces past it (null: no graph in this process, only the waiting ones count).
 */
export async function facesNotInGraph(db: Conn, high: number | null): Promise<number> {
  if (high === null) return pendingFaces(db);
  const r = await sql<{ n: number }>`
    select ((select count(*) from event_faces_pending) + (select count(*) from event_faces where id > ${high}))::int as n`.execute(db);
  return r.rows[0]?.n ?? 0;
}

/**
 * Moves up to `limit` waiting descriptors into event_faces; answers how many moved. One move at a
 * time in the whole database (a transaction lock): the keys it hands out are then committed in
 * their order, so a face graph that has read every row up to a key has missed none below it.
 */
export async function movePendingFaces(db: Kysely<DB>, limit: number): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_CLASS.faceKeys}::int, 0)`.execute(tx);
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
      select count(*)::int as n from stored`.execute(tx);
    return r.rows[0]?.n ?? 0;
  });
}

/** Gives back the space of the moved rows (the embedded engine has no autovacuum). */
export async function vacuumPendingFaces(db: Kysely<DB>): Promise<void> {
  await sql`vacuum event_faces_pending`.execute(db);
}

/** Up to `limit` rows of event_faces past `high`, in key order, their descriptors in pgvector's binary form. */
export async function facesPast(db: Conn, high: number, limit: number): Promise<{ id: number; org: number; v: Uint8Array }[]> {
  const r = await sql<{ id: number; org: number; v: Uint8Array }>`
    select id::float8 as id, organization_id as org, vector_send(descriptor_vec) as v
    from event_faces where id > ${high} order by id limit ${limit}`.execute(db);
  return r.rows.map((x) => ({ id: Number(x.id), org: x.org, v: new Uint8Array(x.v) }));
}

/** Keys per row of event_faces_gone. */
const GONE_CHUNK = 10_000;

/** Records keys of face rows just deleted, for the other processes' graphs (migration 0028). */
export async function recordGoneFaces(db: Conn, keys: readonly FaceKey[]): Promise<void> {
  const byOrg = new Map<number, number[]>();
  for (const k of keys) {
    let ids = byOrg.get(k.org);
    if (!ids) byOrg.set(k.org, (ids = []));
    ids.push(k.id);
  }
  for (const [org, ids] of byOrg) {
    for (let i = 0; i < ids.length; i += GONE_CHUNK) {
      const chunk = ids.slice(i, i + GONE_CHUNK);
      await sql`insert into event_faces_gone (organization_id, ids) values (${org}, ${sql.val(chunk.map(String))}::bigint[])`.execute(db);
    }
  }
}

/** Up to `limit` rows of event_faces_gone past `seq`, in order. */
export async function goneFacesPast(db: Conn, seq: number, limit = 20): Promise<{ seq: number; keys: FaceKey[] }[]> {
  const r = await sql<{ seq: number; org: number; ids: string[] }>`
    select seq::float8 as seq, organization_id as org, ids::text[] as ids
    from event_faces_gone where seq > ${seq} order by seq limit ${limit}`.execute(db);
  return r.rows.map((x) => ({ seq: Number(x.seq), keys: x.ids.map((id) => ({ id: Number(id), org: x.org })) }));
}

/** Forgets the records of deleted keys older than two days (by the database's clock, as they were written). */
export async function pruneGoneFaces(db: Conn): Promise<void> {
  await sql`delete from event_faces_gone where at < now() - interval '2 days'`.execute(db);
}

/** What names this database's face keys, for a saved face graph: the key sequence's oid and the database's name. */
export async function faceKeysIdentity(db: Conn): Promise<string> {
  const r = await sql<{ identity: string }>`
    select coalesce(to_regclass('event_faces_id_seq')::oid::text, '') || ':' || current_database() as identity`.execute(db);
  return r.rows[0]?.identity ?? '';
}

/**
 * The k event faces nearest to a unit descriptor (pgvector literal), closest first, with their
 * cosine distance, computed exactly over: the face graph's `candidates` (event_faces ids), the rows
 * of event_faces past the graph's watermark `high`, and the descriptors still waiting to be moved
 * (event_faces_pending), in one statement so a row being moved between the tables is seen once.
 * Filtered on what event_faces holds: organisation, window, type, and each camera list given
 * (null: no limit). `high` 0 with no candidates is the exact answer over everything.
 */
export async function nearestEventFaces(
  db: Conn,
  organizationId: number,
  filter: EventFilter,
  cameraLists: readonly (readonly number[] | null)[],
  vector: string,
  k: number,
  candidates: readonly number[],
  high: number,
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
    return q;
  };
  // Read by key (the id index): the candidates at or below the watermark, and the rows past it.
  const keyed = nearest('event_faces').where(sql<boolean>`((id = any(${candidates.map(String)}::bigint[]) and id <= ${high}) or id > ${high})`);
  const found = await sql<{ event_id: string; ts: Date; cosine: number }>`
    select * from ((${keyed.orderBy(cosine).limit(k)}) union all (${nearest('event_faces_pending').orderBy(cosine).limit(k)})) nearest
    order by cosine limit ${k}`.execute(db);
  return found.rows;
}
