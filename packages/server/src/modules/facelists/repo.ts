import { sql, type Expression, type Insertable, type Kysely, type SqlBool, type Transaction, type Updateable } from 'kysely';
import type { DB } from '../../db/types';
import { containsPattern } from '../../lib/like';
import { facelistPacsColumns } from '../pacses/repo';
import type { MadeBy } from '../auditlogs/repo';

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

/**
 * The rows of a list search (POST /facelists/search, /platelists/search) over a lists table
 * aliased `l`: the organisation's, in the caller's groups (`visible`), a part of the name, one
 * group, and the rows after the cursor's id.
 */
export function listSearchFilter(
  organizationId: number,
  visible: Expression<SqlBool>,
  q: { text?: string | undefined; group_id?: number | undefined },
  afterId: number | null,
): Expression<SqlBool> {
  const conditions = [sql<SqlBool>`l.organization_id = ${organizationId}`, visible];
  if (q.text) conditions.push(sql<SqlBool>`l.name ilike ${containsPattern(q.text)}`);
  if (q.group_id !== undefined) conditions.push(sql<SqlBool>`l.group_id = ${q.group_id}`);
  if (afterId !== null) conditions.push(sql<SqlBool>`l.id > ${afterId}`);
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

export async function insertFacelist(db: Conn, values: Insertable<DB['facelists']>): Promise<number> {
  const row = await db.insertInto('facelists').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFacelist(db: Conn, id: number, values: Updateable<DB['facelists']>): Promise<void> {
  await db.updateTable('facelists').set(values).where('id', '=', id).execute();
}

/** Deletes the list; its faces and their photos go with it (foreign keys). */
export async function deleteFacelist(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('facelists').where('id', '=', id).execute();
}

/** The organisation's face lists in no group among those `made` names. */
export function ungroupedFacelistsAmong(db: Conn, organizationId: number, made: MadeBy) {
  return db
    .selectFrom('facelists')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('group_id', 'is', null)
    .where((eb) => eb(eb.cast('id', 'text'), 'in', made))
    .execute();
}

export async function setGroupOfFacelists(db: Conn, ids: readonly number[], groupId: number, now: Date): Promise<void> {
  await db
    .updateTable('facelists')
    .set({ group_id: groupId, updated_at: now })
    .where('id', 'in', [...ids])
    .execute();
}

/** The organisation's face list of exactly this name, if any. */
export function facelistNamed(db: Conn, organizationId: number, name: string) {
  return db.selectFrom('facelists').select('id').where('organization_id', '=', organizationId).where('name', '=', name).executeTakeFirst();
}
