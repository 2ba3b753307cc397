import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB, WebhooksTable } from '../../db/types';
import type { WebhookDeliveriesTable } from '../../db/tables/notify';

type Conn = Kysely<DB> | Transaction<DB>;

export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

/**
 * Takes the next due delivery for this worker: its next_attempt_at moves to `leaseUntil` in the same
 * statement, so no other worker (another replica) takes it while this one sends it. `skip locked`
 * lets workers claiming at the same moment pass over each other's rows instead of waiting. The
 * outcome overwrites the lease; a worker that dies mid-send leaves the row to be taken again when
 * the lease ends (at least once).
 */
export function claimDueDelivery(db: Kysely<DB>, now: Date, leaseUntil: Date): Promise<DeliveryRow | undefined> {
  return db
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: leaseUntil })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

/**
 * A request within the webhook's rate: marks the delivery sent (before the request, so that the
 * window counts it even if the process dies mid-request) and answers null, or answers when the
 * window has room again. Workers sending for one webhook take turns on its row here, so that
 * replicas together keep to the rate (counting and marking apart, each could see room for its
 * own request).
 */
export async function takeRateSlot(
  db: Kysely<DB>,
  webhook: { id: number; rate_limit: number; rate_duration: number },
  deliveryId: string,
  now: Date,
): Promise<Date | null> {
  return db.transaction().execute(async (tx) => {
    await tx.selectFrom('webhooks').select('id').where('id', '=', webhook.id).forNoKeyUpdate().execute();
    const since = new Date(now.getTime() - webhook.rate_duration * 1000);
    const window = await tx
      .selectFrom('webhook_deliveries')
      .select([(eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.min('sent_at').as('oldest')])
      .where('webhook_id', '=', webhook.id)
      .where('sent_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(window.n) >= webhook.rate_limit) {
      const oldest = window.oldest ? new Date(window.oldest as unknown as string) : now;
      return new Date(oldest.getTime() + webhook.rate_duration * 1000 + 1);
    }
    await tx.updateTable('webhook_deliveries').set({ sent_at: now }).where('id', '=', deliveryId).execute();
    return null;
  });
}

/** Deliveries waiting to be sent and the age of the oldest, seconds (the metrics' webhook queue). */
export async function queueFigures(db: Kysely<DB>, now: Date): Promise<{ length: number; oldestS: number }> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const oldest = row?.oldest ? new Date(row.oldest as unknown as string | Date).getTime() : null;
  return { length: Number(row?.n ?? 0), oldestS: oldest === null ? 0 : Math.max(0, (now.getTime() - oldest) / 1000) };
}

/** The enabled webhooks of these subscriptions, in id order. */
export function enabledHooksOf(db: Conn, subscriptionIds: readonly number[]) {
  return db
    .selectFrom('webhooks')
    .select(['id', 'subscription_id'])
    .where('subscription_id', 'in', subscriptionIds)
    .where('is_enabled', '=', true)
    .orderBy('id')
    .execute();
}

/** Queues deliveries, at most one per webhook and event (or reading); answers how many were queued now. */
export async function queueDeliveries(db: Conn, rows: Insertable<WebhookDeliveriesTable>[]): Promise<number> {
  const queued = await db
    .insertInto('webhook_deliveries')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return queued.length;
}

export type WebhookRow = Selectable<WebhooksTable>;

export function findWebhook(db: Conn, id: number) {
  return db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countWebhooks(db: Conn, organizationId: number): Promise<number> {
  const r = await db
    .selectFrom('webhooks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function insertWebhook(db: Conn, values: Insertable<WebhooksTable>): Promise<number> {
  const row = await db.insertInto('webhooks').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateWebhook(db: Conn, id: number, values: Updateable<WebhooksTable>): Promise<void> {
  await db.updateTable('webhooks').set(values).where('id', '=', id).execute();
}

export async function deleteWebhook(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('webhooks').where('id', '=', id).execute();
}

/** A user's webhooks in id order, after `afterId`. */
export function userWebhooks(db: Conn, userId: number, afterId: number | null, limit: number) {
  return db
    .selectFrom('webhooks')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(afterId !== null, (b) => b.where('id', '>', afterId as number))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A webhook's delivery log, newest first, before the delivery `beforeId`. */
export function deliveriesOf(db: Conn, webhookId: number, beforeId: string | null, limit: number) {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('webhook_id', '=', webhookId)
    .$if(beforeId !== null, (b) => b.where('id', '<', beforeId as string))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Queues a delivery of this webhook again; false when it has no such delivery. */
export async function requeueDelivery(db: Conn, webhookId: number, deliveryId: string, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, error: null })
    .where('id', '=', deliveryId)
    .where('webhook_id', '=', webhookId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The newest reading this webhook was to deliver. */
export async function lastReadingOf(db: Conn, webhookId: number): Promise<string | null> {
  const last = await db
    .selectFrom('webhook_deliveries')
    .select('sensorreading_id')
    .where('webhook_id', '=', webhookId)
    .where('sensorreading_id', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last?.sensorreading_id ?? null;
}

/** A delivery's outcome (or its next attempt). */
export async function finishDelivery(db: Conn, id: string, set: Updateable<WebhookDeliveriesTable>): Promise<void> {
  await db.updateTable('webhook_deliveries').set(set).where('id', '=', id).execute();
}
