import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { DB, OrganizationsTable } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

/** Organisations with the file of their logo (an upload of kind logo). */
export function organizationsQuery(db: Conn) {
  // logo_id is text; the upload id a uuid: compare as text so that any stored value stays harmless.
  return db
    .selectFrom('organizations as o')
    .leftJoin('uploads as up', (join) => join.on(sql<boolean>`up.id::text = o.logo_id`))
    .selectAll('o')
    .select('up.file as logo_file');
}

export function findOrganization(db: Conn, id: number) {
  return organizationsQuery(db).where('o.id', '=', id).executeTakeFirst();
}

export async function organizationExists(db: Conn, id: number): Promise<boolean> {
  const row = await db.selectFrom('organizations').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Whether another organisation has this name, case aside. */
export async function organizationNameTaken(db: Conn, name: string, exceptId: number | null): Promise<boolean> {
  const row = await db
    .selectFrom('organizations')
    .select('id')
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertOrganization(db: Conn, values: Insertable<OrganizationsTable>): Promise<number> {
  const row = await db.insertInto('organizations').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOrganization(db: Conn, id: number, values: Updateable<OrganizationsTable>): Promise<void> {
  await db.updateTable('organizations').set(values).where('id', '=', id).execute();
}

/** The id of the organisation of this name, case aside. */
export async function organizationIdByName(db: Conn, name: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('organizations')
    .select('id')
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

/** How many of these organisations exist. */
export async function countOrganizations(db: Conn, ids: readonly number[]): Promise<number> {
  const rows = await db
    .selectFrom('organizations')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return rows.length;
}
