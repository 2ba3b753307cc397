import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
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
