import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { DB, SensorsTable } from '../../db/types';
import { containsPattern } from '../../lib/like';

type Conn = Kysely<DB> | Transaction<DB>;

/** A sensor's organisation, place and the place's group (where its readings are seen). */
export function sensorOrigin(db: Conn, id: number) {
  return db
    .selectFrom('sensors as s')
    .leftJoin('places as pl', 'pl.id', 's.place_id')
    .select(['s.organization_id', 's.place_id', 'pl.group_id'])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** Whether any sensor (of any organisation) is of this kind. */
export async function kindInUse(db: Conn, kind: string): Promise<boolean> {
  return (await db.selectFrom('sensors').select('id').where('kind', '=', kind).limit(1).executeTakeFirst()) !== undefined;
}

/** Sensors with their place's group (their group scope). */
export function sensorsQuery(db: Conn) {
  return db.selectFrom('sensors as s').leftJoin('places as pl', 'pl.id', 's.place_id').selectAll('s').select('pl.group_id as place_group_id');
}
export type SensorRow = NonNullable<Awaited<ReturnType<ReturnType<typeof sensorsQuery>['executeTakeFirst']>>>;

export function findSensor(db: Conn, id: number): Promise<SensorRow | undefined> {
  return sensorsQuery(db).where('s.id', '=', id).executeTakeFirst();
}

export interface SensorFilter {
  text?: string;
  kind?: string;
  place_id?: number;
  stream_id?: number;
}

/** The sensors of `query` (a sensorsQuery, scoped) matching the filter, by id after `afterId`; one more than `limit` tells a next page. */
export function searchSensors<Q extends ReturnType<typeof sensorsQuery>>(
  query: Q,
  q: SensorFilter,
  afterId: number | null,
  limit: number,
): Promise<SensorRow[]> {
  return query
    .$if(!!q.text, (b) => b.where(sql`lower(s.name)`, 'like', containsPattern(q.text ?? '')))
    .$if(q.kind !== undefined, (b) => b.where('s.kind', '=', q.kind as string))
    .$if(q.place_id !== undefined, (b) => b.where('s.place_id', '=', q.place_id as number))
    .$if(q.stream_id !== undefined, (b) => b.where('s.stream_id', '=', q.stream_id as number))
    .$if(afterId !== null, (b) => b.where('s.id', '>', Number(afterId)))
    .orderBy('s.id')
    .limit(limit + 1)
    .execute();
}

export async function insertSensor(db: Conn, values: Insertable<SensorsTable>): Promise<number> {
  const r = await db.insertInto('sensors').values(values).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export async function updateSensor(db: Conn, id: number, values: Updateable<SensorsTable>): Promise<void> {
  await db.updateTable('sensors').set(values).where('id', '=', id).execute();
}

export async function deleteSensor(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('sensors').where('id', '=', id).execute();
}
