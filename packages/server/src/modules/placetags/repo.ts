import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { DB, PlacetagsTable } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

/** Tags with the name of their group. */
export function tagsQuery(db: Conn) {
  return db.selectFrom('placetags as t').leftJoin('placetaggroups as g', 'g.id', 't.placetaggroup_id').selectAll('t').select('g.name as group_name');
}

export async function insertPlacetag(db: Conn, values: Insertable<PlacetagsTable>): Promise<number> {
  const row = await db.insertInto('placetags').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePlacetag(db: Conn, id: number, values: Updateable<PlacetagsTable>): Promise<void> {
  await db.updateTable('placetags').set(values).where('id', '=', id).execute();
}

export async function deletePlacetag(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('placetags').where('id', '=', id).execute();
}

/** How many of these tags belong to the organisation. */
export async function countTagsInOrganization(db: Conn, organizationId: number, tagIds: readonly number[]): Promise<number> {
  const row = await db
    .selectFrom('placetags')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('organization_id', '=', organizationId)
    .where('id', 'in', [...tagIds])
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The group's tags become exactly these: tags named move into it, tags left out leave it. */
export async function setTagsOfGroup(db: Conn, groupId: number, tagIds: readonly number[], now: Date): Promise<void> {
  await db.updateTable('placetags').set({ placetaggroup_id: null, updated_at: now }).where('placetaggroup_id', '=', groupId).execute();
  if (tagIds.length > 0)
    await db
      .updateTable('placetags')
      .set({ placetaggroup_id: groupId, updated_at: now })
      .where('id', 'in', [...tagIds])
      .execute();
}
