import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

export function camerasQuery(db: Conn) {
  return db
    .selectFrom('cameras as c')
    .leftJoin('groups as g', 'g.id', 'c.group_id')
    .leftJoin('edges as e', 'e.id', 'c.edge_id')
    .leftJoin('places as pl', 'pl.id', 'c.place_id')
    .leftJoin('plans as pn', 'pn.id', 'c.plan_id')
    .selectAll('c')
    .select([
      'g.name as group_name',
      'e.name as edge_name',
      'pl.name as place_name',
      'pl.latitude as place_latitude',
      'pl.longitude as place_longitude',
      'pn.name as plan_name',
    ]);
}

export function findCamera(db: Conn, id: number) {
  return camerasQuery(db).where('c.id', '=', id).executeTakeFirst();
}

export type CameraRow = NonNullable<Awaited<ReturnType<typeof findCamera>>>;
