import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB } from '../../db/types';

export type Conn = Kysely<DB> | Transaction<DB>;
export type TaskRow = Selectable<DB['tasks']>;

export const ACTIVE = ['pending', 'running'] as const;
export const FINISHED = ['succeeded', 'failed', 'aborted'] as const;

export function findTask(db: Conn, id: number): Promise<TaskRow | undefined> {
  return db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Active clip tasks a stream server is to do: its own, and unclaimed ones of the cameras it records (at most 100). */
export function streamserverTasks(db: Conn, streamserverId: number) {
  return db
    .selectFrom('tasks as t')
    .innerJoin('cameras as c', 'c.id', 't.camera_id')
    .select(['t.id', 't.kind', 't.status', 't.camera_id', 't.params'])
    .where('t.kind', '=', 'videoclip_export')
    .where('t.status', 'in', [...ACTIVE])
    .where((eb) =>
      eb.or([eb('t.streamserver_id', '=', streamserverId), eb.and([eb('t.streamserver_id', 'is', null), eb('c.streamserver_id', '=', streamserverId)])]),
    )
    .orderBy('t.id')
    .limit(100)
    .execute();
}

/** A stream server's succeeded tasks whose clip still exists. */
export function keptClipTasks(db: Conn, streamserverId: number) {
  return db
    .selectFrom('tasks as t')
    .innerJoin('videoclips as v', 'v.task_id', 't.id')
    .select('t.id')
    .where('t.streamserver_id', '=', streamserverId)
    .where('t.status', '=', 'succeeded')
    .execute();
}

/** Writes a report to a task still active; false when it is no longer (finished or aborted meanwhile). */
export async function writeActiveTask(db: Conn, id: number, values: Updateable<DB['tasks']>): Promise<boolean> {
  const written = await db
    .updateTable('tasks')
    .set(values)
    .where('id', '=', id)
    .where('status', 'in', [...ACTIVE])
    .executeTakeFirst();
  return Number(written.numUpdatedRows) > 0;
}

export async function insertTask(db: Conn, values: Insertable<DB['tasks']>): Promise<number> {
  const task = await db.insertInto('tasks').values(values).returning('id').executeTakeFirstOrThrow();
  return task.id;
}

/** Aborts the task if it is still active (a finished one keeps its outcome); answers whether it did. */
export async function abortActiveTask(db: Conn, id: number, now: Date): Promise<boolean> {
  const done = await db
    .updateTable('tasks')
    .set({ status: 'aborted', updated_at: now, finished_at: now })
    .where('id', '=', id)
    .where('status', 'in', [...ACTIVE])
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}
