import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { groupIn } from '../../access';
import type { DB } from '../../db/types';
import type { Principal } from '../../http/principal';
import { containsPattern } from '../../lib/like';

type Conn = Kysely<DB> | Transaction<DB>;
export type SituationRow = Selectable<DB['situations']>;

/** What a subscription by situation matches on: its event type, reason, place and group. */
export function situationRefs(db: Conn, ids: readonly number[]) {
  return db.selectFrom('situations').select(['id', 'event_type', 'reason', 'place_id', 'group_id']).where('id', 'in', ids).execute();
}

export function findSituation(db: Conn, id: number) {
  return db.selectFrom('situations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertSituation(db: Conn, values: Insertable<DB['situations']>) {
  return db.insertInto('situations').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateSituation(db: Conn, id: number, values: Updateable<DB['situations']>) {
  return db.updateTable('situations').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteSituation(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('situations').where('id', '=', id).execute();
}

/** The organisation's situations in the caller's groups, by name, place and event type, in id order after `afterId`. */
export function searchSituations(
  db: Conn,
  p: Principal,
  organizationId: number,
  q: { text?: string; place_id?: number; event_type?: string },
  afterId: number | null,
  limit: number,
) {
  return db
    .selectFrom('situations')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where(groupIn(p, 'situations.group_id'))
    .$if(!!q.text, (b) => b.where('name', 'ilike', containsPattern(q.text ?? '')))
    .$if(q.place_id !== undefined, (b) => b.where('place_id', '=', q.place_id as number))
    .$if(q.event_type !== undefined, (b) => b.where('event_type', '=', q.event_type as string))
    .$if(afterId !== null, (b) => b.where('id', '>', afterId as number))
    .orderBy('id')
    .limit(limit)
    .execute();
}
