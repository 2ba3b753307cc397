import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** A trivial statement: whether the database answers at all (the health probe). */
export async function ping(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
