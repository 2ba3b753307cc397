import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

export function serversQuery(db: Conn) {
  return db
    .selectFrom('streamservers as s')
    .select([
      's.id',
      's.name',
      's.public_url',
      's.internal_url',
      's.capacitygroup_token',
      's.capacity',
      's.hostname',
      's.version',
      's.streams',
      's.storage',
      's.last_seen_at',
      's.created_at',
      's.updated_at',
      sql<boolean>`s.credential_hash is not null`.as('registered'),
      sql<number>`(select count(*)::int from cameras c where c.streamserver_id = s.id)`.as('stream_count'),
    ]);
}

export function findServer(db: Conn, id: number) {
  return serversQuery(db).where('s.id', '=', id).executeTakeFirst();
}

export type ServerRow = NonNullable<Awaited<ReturnType<typeof findServer>>>;
