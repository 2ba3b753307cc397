import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

/**
 * server_keys: secrets made once per installation and shared by every replica (the HMAC keys of
 * signed file URLs, lib/files.ts, and of device cookies, token/device.ts).
 */

/** The key stored under `name`, storing `fresh` first when there is none yet (the first replica's wins). */
export async function keepServerKey(db: Kysely<DB>, name: string, fresh: string): Promise<string> {
  await db
    .insertInto('server_keys')
    .values({ name, value: fresh })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
