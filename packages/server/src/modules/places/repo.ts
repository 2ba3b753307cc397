import type { GeoBox } from '@argus/contracts';
import { sql, type Expression, type Insertable, type Kysely, type SqlBool, type Transaction, type Updateable } from 'kysely';
import type { DB, PlacesTable } from '../../db/types';
import { containsPattern } from '../../lib/like';

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

/** The organisation and group a place belongs to. */
export function placeOwners(db: Conn, id: number) {
  return db.selectFrom('places').select(['organization_id', 'group_id']).where('id', '=', id).executeTakeFirst();
}

export async function categoryHasPlace(db: Conn, categoryId: number): Promise<boolean> {
  const row = await db.selectFrom('places').select('id').where('category_id', '=', categoryId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Whether a kind, tag or tag group of the organisation has this name, case aside (they share the rule). */
export async function placeResourceNameTaken(
  db: Conn,
  table: 'placekinds' | 'placetags' | 'placetaggroups',
  organizationId: number,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  const taken = await db
    .selectFrom(table)
    .select('id')
    .where('organization_id', '=', organizationId)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  return taken !== undefined;
}

export async function insertPlace(db: Conn, values: Insertable<PlacesTable>): Promise<number> {
  const row = await db.insertInto('places').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePlace(db: Conn, id: number, values: Updateable<PlacesTable>): Promise<void> {
  await db.updateTable('places').set(values).where('id', '=', id).execute();
}

export async function deletePlace(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('places').where('id', '=', id).execute();
}

export interface PlaceFilter {
  text?: string | undefined;
  group_id?: number | undefined;
  placecategory_id?: number | undefined;
  placekind_id?: number | undefined;
  placetag_id?: number | undefined;
  box?: GeoBox | undefined;
}

/**
 * A page of the organisation's places by id (one more than the limit, the page helper's
 * look-ahead) among those the viewer sees (`visible`); a category matches its whole subtree.
 */
export function searchPlaces(db: Conn, organizationId: number, visible: Expression<SqlBool>, q: PlaceFilter, afterId: number | null, limit: number) {
  const box = q.box;
  return placesQuery(db)
    .where('p.organization_id', '=', organizationId)
    .where(visible)
    .$if(!!q.text, (b) => b.where('p.name', 'ilike', containsPattern(q.text ?? '')))
    .$if(q.group_id !== undefined, (b) => b.where('p.group_id', '=', q.group_id as number))
    .$if(q.placecategory_id !== undefined, (b) => b.where(sql<boolean>`pc.path @> array[${q.placecategory_id}]::int[]`))
    .$if(q.placekind_id !== undefined, (b) => b.where('p.kind_id', '=', q.placekind_id as number))
    .$if(q.placetag_id !== undefined, (b) =>
      b.where((eb) =>
        eb.exists(
          eb
            .selectFrom('place_tags as t')
            .select('t.place_id')
            .whereRef('t.place_id', '=', 'p.id')
            .where('t.placetag_id', '=', q.placetag_id as number),
        ),
      ),
    )
    .$if(box !== undefined, (b) => b.where(boxCondition(box as GeoBox)))
    .$if(afterId !== null, (b) => b.where('p.id', '>', afterId as number))
    .orderBy('p.id')
    .limit(limit + 1)
    .execute();
}

/** A map box; x_min > x_max is a box across the antimeridian. */
export function boxCondition(box: GeoBox) {
  const lat = sql<boolean>`p.latitude between ${box.y_min} and ${box.y_max}`;
  const lon =
    box.x_min <= box.x_max
      ? sql<boolean>`p.longitude between ${box.x_min} and ${box.x_max}`
      : sql<boolean>`(p.longitude >= ${box.x_min} or p.longitude <= ${box.x_max})`;
  return sql<boolean>`(${lat} and ${lon})`;
}

/** The organisation a place belongs to (undefined: no such place). */
export async function placeOrganization(db: Conn, id: number): Promise<number | undefined> {
  const place = await db.selectFrom('places').select('organization_id').where('id', '=', id).executeTakeFirst();
  return place?.organization_id;
}
