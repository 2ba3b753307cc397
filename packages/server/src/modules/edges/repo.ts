import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

export function edgesQuery(db: Conn) {
  return db
    .selectFrom('edges as e')
    .select([
      'e.id',
      'e.name',
      'e.serial_number',
      'e.capacitygroup_token',
      'e.organization_id',
      'e.streamserver_id',
      'e.status',
      'e.hostname',
      'e.last_seen_at',
      'e.registered_at',
      'e.created_at',
      sql<boolean>`e.credential_hash is not null`.as('registered'),
      sql<number>`(select count(*)::int from cameras c where c.edge_id = e.id)`.as('camera_count'),
    ]);
}

export function findEdge(db: Conn, id: number) {
  return edgesQuery(db).where('e.id', '=', id).executeTakeFirst();
}

export type EdgeRow = NonNullable<Awaited<ReturnType<typeof findEdge>>>;
