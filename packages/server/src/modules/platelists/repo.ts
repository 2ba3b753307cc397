import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { DB } from '../../db/types';
import { platelistPacsColumns } from '../pacses/repo';

type Conn = Kysely<DB> | Transaction<DB>;

export function platelistsQuery(db: Conn) {
  return db
    .selectFrom('platelists as l')
    .selectAll('l')
    .select(sql<number>`(select count(*)::int from plates p where p.platelist_id = l.id)`.as('plate_count'))
    .select([...platelistPacsColumns]);
}

export function findPlatelist(db: Conn, id: number) {
  return platelistsQuery(db).where('l.id', '=', id).executeTakeFirst();
}

export type PlatelistRow = NonNullable<Awaited<ReturnType<typeof findPlatelist>>>;

export async function countPlates(db: Conn, where: { organizationId?: number; platelistId?: number }): Promise<number> {
  const row = await db
    .selectFrom('plates')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .$if(where.organizationId !== undefined, (q) => q.where('organization_id', '=', where.organizationId as number))
    .$if(where.platelistId !== undefined, (q) => q.where('platelist_id', '=', where.platelistId as number))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertPlatelist(db: Conn, values: Insertable<DB['platelists']>): Promise<number> {
  const row = await db.insertInto('platelists').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePlatelist(db: Conn, id: number, values: Updateable<DB['platelists']>): Promise<void> {
  await db.updateTable('platelists').set(values).where('id', '=', id).execute();
}

export async function deletePlatelist(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('platelists').where('id', '=', id).execute();
}
