import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

/** Tag groups with their tags by name. */
export function groupsQuery(db: Conn) {
  return db
    .selectFrom('placetaggroups as g')
    .selectAll('g')
    .select(
      sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name, t.id)
        from placetags t where t.placetaggroup_id = g.id), '[]'::json)`.as('tags'),
    );
}

export function placetaggroupOwner(db: Conn, id: number) {
  return db.selectFrom('placetaggroups').select('organization_id').where('id', '=', id).executeTakeFirst();
}

export async function insertPlacetaggroup(db: Conn, values: { organization_id: number; name: string; created_at: Date; updated_at: Date }): Promise<number> {
  const row = await db.insertInto('placetaggroups').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function renamePlacetaggroup(db: Conn, id: number, name: string, now: Date): Promise<void> {
  await db.updateTable('placetaggroups').set({ name, updated_at: now }).where('id', '=', id).execute();
}

export async function deletePlacetaggroup(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('placetaggroups').where('id', '=', id).execute();
}
