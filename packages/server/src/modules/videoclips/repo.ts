import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DB, VideoclipsTable } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

/** A clip with its export task's state and its camera's capacity group (where its file is served). */
export type ClipRow = Selectable<VideoclipsTable> & {
  status: string | null;
  progress: number | null;
  task_streamserver_id: number | null;
  capacitygroup_token: string;
};

function clipsQuery(db: Conn) {
  return db
    .selectFrom('videoclips as v')
    .innerJoin('cameras as c', 'c.id', 'v.camera_id')
    .leftJoin('tasks as t', 't.id', 'v.task_id')
    .selectAll('v')
    .select(['t.status', 't.progress', 't.streamserver_id as task_streamserver_id', 'c.capacitygroup_token']);
}

export function findClip(db: Conn, id: number): Promise<ClipRow | undefined> {
  return clipsQuery(db).where('v.id', '=', id).executeTakeFirst();
}

/** A user's clips (of one camera when given), newest first, with ids below `beforeId`; one more than `limit` tells a next page. */
export function clipsOfUser(db: Conn, userId: number, cameraId: number | undefined, beforeId: number | null, limit: number): Promise<ClipRow[]> {
  let query = clipsQuery(db).where('v.user_id', '=', userId);
  if (cameraId !== undefined) query = query.where('v.camera_id', '=', cameraId);
  if (beforeId !== null) query = query.where('v.id', '<', beforeId);
  return query
    .orderBy('v.id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** The seconds of the clips a user created since `since` (the daily quota). */
export async function secondsCutSince(db: Conn, userId: number, since: Date): Promise<number> {
  const used = await db
    .selectFrom('videoclips')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('seconds'), eb.val(0)).as('s'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(used.s);
}

export async function insertVideoclip(db: Conn, values: Insertable<VideoclipsTable>): Promise<number> {
  const row = await db.insertInto('videoclips').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteVideoclip(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('videoclips').where('id', '=', id).execute();
}
