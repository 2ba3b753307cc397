import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB, PlansTable } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;
export type PlanRow = Selectable<PlansTable>;

export function findPlan(db: Conn, id: number): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The plan's place and that place's owners (organisation, group). */
export function planPlacement(db: Conn, id: number) {
  return db
    .selectFrom('plans as pn')
    .innerJoin('places as pl', 'pl.id', 'pn.place_id')
    .select(['pn.place_id', 'pl.organization_id', 'pl.group_id'])
    .where('pn.id', '=', id)
    .executeTakeFirst();
}

export async function insertPlan(db: Conn, values: Insertable<PlansTable>): Promise<number> {
  const row = await db.insertInto('plans').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePlan(db: Conn, id: number, values: Updateable<PlansTable>): Promise<void> {
  await db.updateTable('plans').set(values).where('id', '=', id).execute();
}

export async function deletePlan(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('plans').where('id', '=', id).execute();
}

/** A page of the place's plans by id, one more than the limit (the page helper's look-ahead). */
export function plansOfPlace(db: Conn, placeId: number, afterId: number | null, limit: number): Promise<PlanRow[]> {
  return db
    .selectFrom('plans')
    .selectAll()
    .where('place_id', '=', placeId)
    .$if(afterId !== null, (b) => b.where('id', '>', afterId as number))
    .orderBy('id')
    .limit(limit + 1)
    .execute();
}

export function plansAtPlace(db: Conn, placeId: number) {
  return db.selectFrom('plans').select(['id', 'image_id']).where('place_id', '=', placeId).execute();
}
