import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB, PlacekindsTable } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;
export type PlacekindRow = Selectable<PlacekindsTable>;

export function findPlacekind(db: Conn, id: number): Promise<PlacekindRow | undefined> {
  return db.selectFrom('placekinds').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertPlacekind(db: Conn, values: Insertable<PlacekindsTable>): Promise<PlacekindRow> {
  return db.insertInto('placekinds').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updatePlacekind(db: Conn, id: number, values: Updateable<PlacekindsTable>): Promise<PlacekindRow> {
  return db.updateTable('placekinds').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deletePlacekind(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('placekinds').where('id', '=', id).execute();
}

/** A page of the organisation's kinds by id, one more than the limit (the page helper's look-ahead). */
export function placekindsOf(db: Conn, organizationId: number, afterId: number | null, limit: number): Promise<PlacekindRow[]> {
  return db
    .selectFrom('placekinds')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .$if(afterId !== null, (b) => b.where('id', '>', afterId as number))
    .orderBy('id')
    .limit(limit + 1)
    .execute();
}
