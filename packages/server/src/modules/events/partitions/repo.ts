import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import type { FaceKey, FaceTable } from '../faces/repo';

/** Partitions and retention (partitions.ts): the partitions of events and event_faces, and what retention deletes. */

type Conn = Kysely<DB> | Transaction<DB>;

/** Whether this database has event_faces (pgvector). */
export async function hasEventFaces(db: Conn): Promise<boolean> {
  const r = await sql<{ present: boolean }>`select to_regclass('event_faces') is not null as present`.execute(db);
  return r.rows[0]?.present === true;
}

/** Creates (if missing) the partition `name` of `parent` (events or event_faces) for [from, to) (timestamps as text). */
export async function createPartition(db: Conn, parent: 'events' | 'event_faces', name: string, from: string, to: string): Promise<void> {
  await sql`create table if not exists ${sql.raw(name)} partition of ${sql.raw(parent)}
    for values from (${sql.lit(from)}) to (${sql.lit(to)})`.execute(db);
}

/** The names of a partitioned table's partitions. */
export async function partitionNames(db: Conn, parent: string): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
    where p.relname = ${parent}`.execute(db);
  return rows.rows.map((r) => r.name);
}

export async function dropPartition(db: Conn, name: string): Promise<void> {
  await sql`drop table if exists ${sql.raw(name)}`.execute(db);
}

/** The organisations' own event retentions (days). */
export function retentionSettings(db: Conn) {
  return db.selectFrom('event_retention').select(['organization_id', 'days']).execute();
}

/** Deletes an organisation's events older than `before`; answers their files. */
export function deleteEventsBefore(db: Conn, organizationId: number, before: Date) {
  return db
    .deleteFrom('events')
    .where('organization_id', '=', organizationId)
    .where('ts', '<', before)
    .returning(['snapshot_file', 'scene_file', 'plate_file'])
    .execute();
}

/**
 * Deletes the face rows (indexed or waiting) older than `before`, of one organisation when given;
 * answers the keys of the indexed ones (event_faces), which face graphs hold.
 */
export async function deleteFaceRowsBefore(db: Conn, table: FaceTable, before: Date, organizationId?: number): Promise<FaceKey[]> {
  const q = db
    .deleteFrom(table)
    .$if(organizationId !== undefined, (d) => d.where('organization_id', '=', organizationId as number))
    .where('ts', '<', before);
  if (table === 'event_faces_pending') {
    await q.execute();
    return [];
  }
  const r = await q.returning([sql<number>`id::float8`.as('id'), 'organization_id as org']).execute();
  return r.map((x) => ({ id: Number(x.id), org: x.org }));
}

/** The keys of a partition of event_faces (before it is dropped). */
export async function faceKeysIn(db: Conn, partition: string): Promise<FaceKey[]> {
  const r = await sql<{ id: number; org: number }>`select id::float8 as id, organization_id as org from ${sql.table(partition)}`.execute(db);
  return r.rows.map((x) => ({ id: Number(x.id), org: x.org }));
}
