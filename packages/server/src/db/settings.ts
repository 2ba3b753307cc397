import { sql, type Transaction } from 'kysely';
import type { DB } from './types';

/** Sets planner settings for the rest of the transaction only (set_config's is_local). */
export async function setLocal(tx: Transaction<DB>, settings: Readonly<Record<string, string>>): Promise<void> {
  for (const [name, value] of Object.entries(settings)) await sql`select set_config(${name}, ${value}, true)`.execute(tx);
}
