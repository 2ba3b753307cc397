import type { Expression, Insertable, Kysely, Selectable, SqlBool, Transaction } from 'kysely';
import type { DB, VideomarksTable } from '../../db/types';
import { containsPattern } from '../../lib/like';

type Conn = Kysely<DB> | Transaction<DB>;

/** A mark with its camera's capacity group, stream server and group (marks follow their camera). */
export type MarkRow = Selectable<VideomarksTable> & { capacitygroup_token: string; streamserver_id: number | null; group_id: number | null };

function marksQuery(db: Conn) {
  return db
    .selectFrom('videomarks as m')
    .innerJoin('cameras as c', 'c.id', 'm.camera_id')
    .selectAll('m')
    .select(['c.capacitygroup_token', 'c.streamserver_id', 'c.group_id']);
}

export function findMark(db: Conn, id: number): Promise<MarkRow | undefined> {
  return marksQuery(db).where('m.id', '=', id).executeTakeFirst();
}

export interface MarkFilter {
  camera_id?: number;
  kind?: string;
  ts_from?: string;
  ts_to?: string;
  text?: string;
}

/**
 * The organisation's marks of cameras `visible` admits (alias `c`) matching the filter, newest
 * first (ts desc, id desc) after the cursor's (ts, id); one more than `limit` tells a next page.
 */
export function searchMarks(
  db: Conn,
  organizationId: number,
  visible: Expression<SqlBool>,
  f: MarkFilter,
  after: { ts: Date; id: number } | null,
  limit: number,
): Promise<MarkRow[]> {
  let q = marksQuery(db).where('m.organization_id', '=', organizationId);
  q = q.where(visible);
  if (f.camera_id !== undefined) q = q.where('m.camera_id', '=', f.camera_id);
  if (f.kind !== undefined) q = q.where('m.kind', '=', f.kind);
  if (f.ts_from !== undefined) q = q.where('m.ts', '>=', new Date(f.ts_from));
  if (f.ts_to !== undefined) q = q.where('m.ts', '<', new Date(f.ts_to));
  if (f.text) q = q.where('m.name', 'ilike', containsPattern(f.text));
  if (after) q = q.where((eb) => eb.or([eb('m.ts', '<', after.ts), eb.and([eb('m.ts', '=', after.ts), eb('m.id', '<', after.id)])]));
  return q
    .orderBy('m.ts', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit + 1)
    .execute();
}

export async function insertVideomark(db: Conn, values: Insertable<VideomarksTable>): Promise<number> {
  const row = await db.insertInto('videomarks').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteVideomark(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('videomarks').where('id', '=', id).execute();
}
