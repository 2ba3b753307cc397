import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/types';

export type Conn = Kysely<DB> | Transaction<DB>;
export type TaskRow = Selectable<DB['tasks']>;

export const ACTIVE = ['pending', 'running'] as const;
export const FINISHED = ['succeeded', 'failed', 'aborted'] as const;

export function findTask(db: Conn, id: number): Promise<TaskRow | undefined> {
  return db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();
}
