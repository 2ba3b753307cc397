import { sql, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { DB, PlacecategoriesTable } from '../../db/types';
import { containsPattern } from '../../lib/like';

type Conn = Kysely<DB> | Transaction<DB>;
export type PlacecategoryRow = Selectable<PlacecategoriesTable>;

export function findPlacecategory(db: Conn, id: number): Promise<PlacecategoryRow | undefined> {
  return db.selectFrom('placecategories').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks the organisation's categories for the rest of the transaction (moves must not race into a cycle). */
export async function lockTree(tx: Transaction<DB>, organizationId: number): Promise<void> {
  await sql`select id from placecategories where organization_id = ${organizationId} order by id for update`.execute(tx);
}

export function categoryPath(db: Conn, id: number) {
  return db.selectFrom('placecategories').select(['path', 'organization_id']).where('id', '=', id).executeTakeFirst();
}

/** A new category; its path is its parent's path and its own id. */
export async function insertPlacecategory(
  db: Conn,
  values: { organization_id: number; parent_id: number | null; name: string; created_at: Date; updated_at: Date },
  prefix: readonly number[],
): Promise<number> {
  const row = await db
    .insertInto('placecategories')
    .values({ ...values, path: sql<number[]>`'{}'::int[]` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('placecategories')
    .set({ path: sql<number[]>`${sql.val([...prefix, row.id])}::int[]` })
    .where('id', '=', row.id)
    .execute();
  return row.id;
}

/** Moves the category's subtree under `prefix` (the new parent's path), in one statement. */
export async function moveSubtree(db: Conn, organizationId: number, id: number, prefix: readonly number[]): Promise<void> {
  // Re-read under the lock: a concurrent move may have changed this category's path.
  const current = await db.selectFrom('placecategories').select('path').where('id', '=', id).executeTakeFirstOrThrow();
  const depth = current.path.length;
  await db
    .updateTable('placecategories')
    .set({ path: sql<number[]>`${sql.val(prefix)}::int[] || path[${depth}:array_length(path, 1)]` })
    .where(sql<boolean>`path @> array[${id}]::int[]`)
    .where('organization_id', '=', organizationId)
    .execute();
}

export async function updatePlacecategory(db: Conn, id: number, values: Updateable<PlacecategoriesTable>): Promise<void> {
  await db.updateTable('placecategories').set(values).where('id', '=', id).execute();
}

export async function hasSubcategory(db: Conn, id: number): Promise<boolean> {
  const row = await db.selectFrom('placecategories').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function deletePlacecategory(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('placecategories').where('id', '=', id).execute();
}

/** A page of the organisation's categories by id, one more than the limit (the page helper's look-ahead). */
export function searchPlacecategories(
  db: Conn,
  organizationId: number,
  q: { text?: string | undefined; parent_id?: number | null | undefined },
  afterId: number | null,
  limit: number,
): Promise<PlacecategoryRow[]> {
  return db
    .selectFrom('placecategories')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .$if(!!q.text, (b) => b.where('name', 'ilike', containsPattern(q.text ?? '')))
    .$if(q.parent_id === null, (b) => b.where('parent_id', 'is', null))
    .$if(typeof q.parent_id === 'number', (b) => b.where('parent_id', '=', q.parent_id as number))
    .$if(afterId !== null, (b) => b.where('id', '>', afterId as number))
    .orderBy('id')
    .limit(limit + 1)
    .execute();
}
