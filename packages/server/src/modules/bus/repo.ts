import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { PREPARED } from '../../db/prepared';

/**
 * PostgreSQL's notification bus (LISTEN/NOTIFY). Its channels own no table, so they get this one
 * repository: the live relay (live/relay.ts) and the revocation feed (token/listener.ts) both send
 * through it; each owns its channel's name and payloads.
 */

/** Sends the payloads on the channel in one statement, one transaction: delivered together, in array order. */
export async function notify(db: Kysely<DB>, channel: string, payloads: readonly string[]): Promise<void> {
  await sql`${sql.raw(PREPARED)} select pg_notify(${channel}, m) from unnest(${payloads}::text[]) with ordinality as p(m, i) order by i`.execute(db);
}
