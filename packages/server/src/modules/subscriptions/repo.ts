import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { DB, SubscriptionsTable } from '../../db/types';
import { PREPARED } from '../../db/prepared';

type Conn = Kysely<DB> | Transaction<DB>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;

export function findSubscription(db: Conn, id: number) {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function userSubscriptions(db: Conn, userId: number, afterId: number | null, limit: number) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(afterId !== null, (q) => q.where('id', '>', afterId as number))
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function countForUser(db: Conn, userId: number): Promise<number> {
  const r = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Subscriptions that can match an event of this organisation (sensor-reading ones cannot). */
export function eventSubscriptions(db: Conn, organizationId: number) {
  return db
    .selectFrom('subscriptions')
    .modifyFront(sql.raw(PREPARED))
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('kind', '!=', 'sensorreading')
    .execute();
}

/** Newest first; `before`: the ts cursor of the previous page. */
export function hits(db: Conn, subscriptionId: number, before: Date | null, limit: number) {
  return db
    .selectFrom('subscription_hits')
    .select(['event_id', 'ts'])
    .where('subscription_id', '=', subscriptionId)
    .$if(before !== null, (q) => q.where('ts', '<', before as Date))
    .orderBy('ts', 'desc')
    .orderBy('event_id', 'desc')
    .limit(limit)
    .execute();
}

/** Subscriptions of kind sensorreading in an organisation. */
export function readingSubscriptions(db: Conn, organizationId: number) {
  return db.selectFrom('subscriptions').selectAll().where('organization_id', '=', organizationId).where('kind', '=', 'sensorreading').execute();
}

export async function insertSubscription(db: Conn, values: Insertable<SubscriptionsTable>): Promise<number> {
  const row = await db.insertInto('subscriptions').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSubscription(db: Conn, id: number, values: Updateable<SubscriptionsTable>): Promise<void> {
  await db.updateTable('subscriptions').set(values).where('id', '=', id).execute();
}

export async function deleteSubscription(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('subscriptions').where('id', '=', id).execute();
}

/** Records hits; answers those recorded now (one already there, from a redelivered message, is not). */
export function recordHits(db: Conn, rows: { subscription_id: number; event_id: string; ts: Date }[]) {
  return db
    .insertInto('subscription_hits')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .returning(['subscription_id', 'event_id'])
    .execute();
}

/** ts_last moves forward only (greatest), so a late hit older than what was read stays read. */
export async function advanceTsLast(db: Conn, ids: readonly number[], ts: Date): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ ts_last: sql<Date>`greatest(coalesce(ts_last, ${ts}), ${ts})` })
    .where('id', 'in', ids)
    .execute();
}

/** A subscription's id, name and kind (what a webhook body names it by). */
export function subscriptionHead(db: Conn, id: number) {
  return db.selectFrom('subscriptions').select(['id', 'name', 'kind']).where('id', '=', id).executeTakeFirst();
}

/** A subscription's newest hit. */
export function newestHit(db: Conn, subscriptionId: number) {
  return db
    .selectFrom('subscription_hits')
    .select(['event_id', 'ts'])
    .where('subscription_id', '=', subscriptionId)
    .orderBy('ts', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The user's subscriptions with an item not read yet (ts_read before ts_last), newest item first. */
export function unreadSubscriptions(db: Conn, userId: number) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('ts_last', 'is not', null)
    .where((eb) => eb.or([eb('ts_read', 'is', null), eb('ts_read', '<', eb.ref('ts_last'))]))
    .orderBy('ts_last', 'desc')
    .execute();
}
