import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

/** Places with what every place answer shows: category, kind, tags and counts. */
export function placesQuery(db: Conn) {
  return db
    .selectFrom('places as p')
    .leftJoin('placecategories as pc', 'pc.id', 'p.category_id')
    .leftJoin('placekinds as pk', 'pk.id', 'p.kind_id')
    .selectAll('p')
    .select([
      'pc.name as category_name',
      'pc.path as category_path',
      'pk.name as kind_name',
      'pk.icon as kind_icon',
      sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name, t.id)
        from place_tags pt join placetags t on t.id = pt.placetag_id where pt.place_id = p.id), '[]'::json)`.as('tags'),
      sql<number>`(select count(*)::int from plans pl where pl.place_id = p.id)`.as('plan_count'),
      sql<number>`(select count(*)::int from cameras c where c.place_id = p.id)`.as('camera_count'),
    ]);
}

export function findPlace(db: Conn, id: number) {
  return placesQuery(db).where('p.id', '=', id).executeTakeFirst();
}

export type PlaceRecord = NonNullable<Awaited<ReturnType<typeof findPlace>>>;

export async function setTags(db: Conn, placeId: number, tagIds: readonly number[]): Promise<void> {
  await db.deleteFrom('place_tags').where('place_id', '=', placeId).execute();
  if (tagIds.length > 0)
    await db
      .insertInto('place_tags')
      .values(tagIds.map((placetag_id) => ({ place_id: placeId, placetag_id })))
      .execute();
}

/** How many of these ids exist in the organisation's table. */
export async function countOwned(
  db: Conn,
  table: 'placecategories' | 'placekinds' | 'placetags',
  organizationId: number,
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('n'))
    .where('organization_id', '=', organizationId)
    .where('id', 'in', [...ids])
    .executeTakeFirstOrThrow();
  return row.n;
}
