import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { DB } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

/** A stored reading's payload and time. */
export function findReading(db: Conn, id: string) {
  return db.selectFrom('sensorreadings').select(['id', 'payload', 'ts']).where('id', '=', id).executeTakeFirst();
}

/** A reading of the organisation with its sensor and the sensor's place. */
export function readingWithOrigin(db: Conn, organizationId: number, id: string) {
  return db
    .selectFrom('sensorreadings as r')
    .innerJoin('sensors as s', 's.id', 'r.sensor_id')
    .leftJoin('places as pl', 'pl.id', 's.place_id')
    .select(['r.id', 'r.sensor_id', 'r.payload', 'r.ts', 's.name as sensor_name', 's.kind as sensor_kind', 's.place_id', 'pl.name as place_name'])
    .where('r.id', '=', id)
    .where('s.organization_id', '=', organizationId)
    .executeTakeFirst();
}

/** Appends a reading (readings are never changed). */
export function insertReading(db: Conn, sensorId: number, payload: Record<string, unknown>, ts: Date, receivedAt: Date) {
  return db
    .insertInto('sensorreadings')
    .values({ sensor_id: sensorId, payload: JSON.stringify(payload), ts, received_at: receivedAt })
    .returning(['id', 'sensor_id', 'payload', 'ts'])
    .executeTakeFirstOrThrow();
}

/**
 * One page of readings of the `sensors` subquery's sensors, newest first (keyset on ts, id), and one
 * more to tell whether another page follows.
 */
export function readingsOf(
  db: Conn,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any subquery answering sensor ids
  sensors: SelectQueryBuilder<any, any, { id: number }>,
  q: { from: Date | null; to: Date | null; before: { ts: Date; id: string } | null; limit: number },
) {
  const { before } = q;
  return db
    .selectFrom('sensorreadings as r')
    .select(['r.id', 'r.sensor_id', 'r.payload', 'r.ts'])
    .where('r.sensor_id', 'in', sensors)
    .$if(q.from !== null, (b) => b.where('r.ts', '>=', q.from as Date))
    .$if(q.to !== null, (b) => b.where('r.ts', '<=', q.to as Date))
    .$if(before !== null, (b) => {
      const { ts, id } = before as NonNullable<typeof before>;
      return b.where((eb) => eb.or([eb('r.ts', '<', ts), eb.and([eb('r.ts', '=', ts), eb('r.id', '<', id)])]));
    })
    .orderBy('r.ts', 'desc')
    .orderBy('r.id', 'desc')
    .limit(q.limit + 1)
    .execute();
}
