import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB, VideowallsTable } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;
export type WallRow = Selectable<VideowallsTable>;

export function findWall(db: Conn, id: number): Promise<WallRow | undefined> {
  return db.selectFrom('videowalls').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A wall known to exist (just written): a missing one throws. */
export function wallOrThrow(db: Conn, id: number): Promise<WallRow> {
  return db.selectFrom('videowalls').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function countWallsOf(db: Conn, userId: number): Promise<number> {
  const row = await db
    .selectFrom('videowalls')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the user's walls by id, one more than the limit (the page helper's look-ahead). */
export function wallsOf(db: Conn, userId: number, afterId: number | null, limit: number): Promise<WallRow[]> {
  let query = db
    .selectFrom('videowalls')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .limit(limit + 1);
  if (afterId !== null) query = query.where('id', '>', afterId);
  return query.execute();
}

export async function insertWall(db: Conn, values: Insertable<VideowallsTable>): Promise<number> {
  const row = await db.insertInto('videowalls').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateWall(db: Conn, id: number, values: Updateable<VideowallsTable>): Promise<void> {
  await db.updateTable('videowalls').set(values).where('id', '=', id).execute();
}

export async function deleteWall(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('videowalls').where('id', '=', id).execute();
}
