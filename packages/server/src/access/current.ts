import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

/**
 * The groups objects are in now, for pushes: a bus message says which object it is about, never
 * who may see it, since an administrator may move the object (or the user) between the message
 * and its delivery (on another replica, later still). Lists and reads decide by the current group
 * in their queries (sql.ts); pushes ask here, one query for a whole batch of messages.
 *
 * Cameras carry their group; sensors are in the group of their place (a sensor without a place,
 * or whose place has no group, is the administrators'). An id that is gone is absent from the
 * answer: its pushes reach the administrators only, as its rows are listed to them only.
 */
export async function currentGroups(db: Conn, kind: 'camera' | 'sensor', ids: readonly number[]): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const wanted = [...new Set(ids)];
  const rows =
    kind === 'camera'
      ? await db.selectFrom('cameras').select(['id', 'group_id']).where('id', 'in', wanted).execute()
      : await db
          .selectFrom('sensors as s')
          .leftJoin('places as pl', 'pl.id', 's.place_id')
          .select(['s.id', 'pl.group_id'])
          .where('s.id', 'in', wanted)
          .execute();
  return new Map(rows.map((r) => [r.id, r.group_id ?? null]));
}
