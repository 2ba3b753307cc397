import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { facelistPacsColumns } from '../pacses/repo';

type Conn = Kysely<DB> | Transaction<DB>;

export function facelistsQuery(db: Conn) {
  return db
    .selectFrom('facelists as l')
    .selectAll('l')
    .select(sql<number>`(select count(*)::int from faces f where f.facelist_id = l.id)`.as('face_count'))
    .select([...facelistPacsColumns]);
}

export function findFacelist(db: Conn, id: number) {
  return facelistsQuery(db).where('l.id', '=', id).executeTakeFirst();
}

export type FacelistRow = NonNullable<Awaited<ReturnType<typeof findFacelist>>>;

export async function countFaces(db: Conn, where: { organizationId?: number; facelistId?: number }): Promise<number> {
  const row = await db
    .selectFrom('faces')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .$if(where.organizationId !== undefined, (q) => q.where('organization_id', '=', where.organizationId as number))
    .$if(where.facelistId !== undefined, (q) => q.where('facelist_id', '=', where.facelistId as number))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
