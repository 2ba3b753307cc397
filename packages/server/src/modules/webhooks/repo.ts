import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/types';
import type { WebhookDeliveriesTable } from '../../db/tables/notify';

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
