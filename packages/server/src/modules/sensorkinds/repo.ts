import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB, SensorkindsTable } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;
export type SensorkindRow = Selectable<SensorkindsTable>;

export function findSensorkind(db: Conn, ident: string): Promise<SensorkindRow | undefined> {
  return db.selectFrom('sensorkinds').selectAll().where('ident', '=', ident).executeTakeFirst();
}

export async function sensorkindExists(db: Conn, ident: string): Promise<boolean> {
  return (await db.selectFrom('sensorkinds').select('ident').where('ident', '=', ident).executeTakeFirst()) !== undefined;
}

export function insertSensorkind(db: Conn, values: { ident: string; name: string; created_at: Date; updated_at: Date }): Promise<SensorkindRow> {
  return db.insertInto('sensorkinds').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateSensorkind(db: Conn, ident: string, values: Updateable<SensorkindsTable>): Promise<SensorkindRow> {
  return db.updateTable('sensorkinds').set(values).where('ident', '=', ident).returningAll().executeTakeFirstOrThrow();
}

export async function deleteSensorkind(db: Conn, ident: string): Promise<void> {
  await db.deleteFrom('sensorkinds').where('ident', '=', ident).execute();
}

/** The kinds by ident after `afterIdent`; one more than `limit` tells a next page. */
export function sensorkindsAfter(db: Conn, afterIdent: string | null, limit: number): Promise<SensorkindRow[]> {
  return db
    .selectFrom('sensorkinds')
    .selectAll()
    .$if(afterIdent !== null, (b) => b.where('ident', '>', String(afterIdent)))
    .orderBy('ident')
    .limit(limit + 1)
    .execute();
}
