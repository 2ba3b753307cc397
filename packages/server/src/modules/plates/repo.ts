import { sql, type Insertable, type Kysely, type SqlBool, type Transaction, type Updateable } from 'kysely';
import type { DB } from '../../db/types';
import { PREPARED } from '../../db/prepared';

type Conn = Kysely<DB> | Transaction<DB>;

/** Plates with their list's scope fields and the vehicle photo's file; dates as text (date-only). */
export function platesQuery(db: Conn) {
  return db
    .selectFrom('plates as p')
    .innerJoin('platelists as l', 'l.id', 'p.platelist_id')
    .leftJoin('uploads as u', (join) => join.on(sql<boolean>`u.id::text = p.vehicle_image_id`))
    .select([
      'p.id',
      'p.organization_id',
      'p.platelist_id',
      'p.number',
      'p.owner_full_name',
      'p.owner_document_number',
      'p.vehicle_manufacturer',
      'p.vehicle_model',
      'p.vehicle_type',
      'p.vehicle_color',
      'p.vehicle_image_id',
      'p.attributes',
      'p.created_at',
      'p.updated_at',
      'l.group_id',
      'u.file as vehicle_image_file',
      sql<string | null>`p.owner_birth_date::text`.as('owner_birth_date'),
      sql<string | null>`p.vehicle_manufacture_date::text`.as('vehicle_manufacture_date'),
    ]);
}

export function findPlate(db: Conn, id: number) {
  return platesQuery(db).where('p.id', '=', id).executeTakeFirst();
}

export type PlateRow = NonNullable<Awaited<ReturnType<typeof findPlate>>>;

/** How many plates the lists hold together. */
export async function countPlatesOfLists(db: Conn, platelistIds: readonly number[]): Promise<number> {
  const n = await db
    .selectFrom('plates')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('platelist_id', 'in', [...platelistIds])
    .executeTakeFirstOrThrow();
  return Number(n.n);
}

/** What a device is told of a vehicle: the number and the owner's name. */
export function plateForDevice(db: Conn, id: number) {
  return db.selectFrom('plates').select(['id', 'number', 'owner_full_name']).where('id', '=', id).executeTakeFirst();
}

export async function insertPlate(db: Conn, values: Insertable<DB['plates']>): Promise<number> {
  const row = await db.insertInto('plates').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePlate(db: Conn, id: number, values: Updateable<DB['plates']>): Promise<void> {
  await db.updateTable('plates').set(values).where('id', '=', id).execute();
}

export async function deletePlate(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('plates').where('id', '=', id).execute();
}

/** Plates of the organisation whose normalised number is one of `keys`, with their list (plate matching of ingest: one query per batch). */
export function platesByNumberKeys(db: Conn, organizationId: number, keys: readonly string[]) {
  return (
    db
      .selectFrom('plates as p')
      .modifyFront(sql.raw(PREPARED))
      .innerJoin('platelists as l', 'l.id', 'p.platelist_id')
      .select(['p.id', 'p.number', 'p.number_key', 'l.id as list_id', 'l.name as list_name', 'l.priority'])
      .where('p.organization_id', '=', organizationId)
      // One array parameter for the batch's numbers (a list of parameters costs more to parse and plan).
      .where(sql<SqlBool>`p.number_key = any(${sql.val(keys)}::text[])`)
      .execute()
  );
}
