import { sql, type Kysely, type Transaction } from 'kysely';
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
