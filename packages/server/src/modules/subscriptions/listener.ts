import type { FastifyInstance } from 'fastify';
import { currentGroups, receives, viewersOf, type Viewer } from '../../access';
import type { AppContext } from '../../context';
import { isConnectionError } from '../../db/connection-errors';
import { subscribeBatched, type BusEvent } from '../../lib/bus';
import { eventKey, findEvents, type EventWithoutDescriptor } from '../events/repo';
import { matches, matchesReading, type SituationRef } from './match';
import { findReading } from '../sensorreadings/repo';
import { situationRefs } from '../situations/repo';
import { enabledHooksOf, queueDeliveries } from '../webhooks/repo';
import * as repo from './repo';
import { resolveAll } from './service';

/**
 * Evaluates every stored event against the organisation's subscriptions (bus `event.created`,
 * published after the ingest commit). A hit is written with the subscription's ts_last and the
 * webhook deliveries it causes in one transaction, so a delivery is never lost once the hit is
 * recorded (sensor readings likewise, evaluateReading). The subscriber must still be allowed to
 * see the event (access `receives`, for the owner as `viewersOf` loads them: blocked users none),
 * by the camera's group now (access `currentGroups`, as GET /events decides; not the group the
 * message carries, which a move may have changed since). Events are evaluated per batch (the
 * messages published together, bus subscribeBatched): per organisation one read of the
 * subscriptions, the events, their cameras' groups, subscribers and situations, then the same
 * decision per event, and the hits of the batch written in one transaction.
 */

type HitListener = () => void;
const hitListeners = new Set<HitListener>();
/** Called after hits that queued webhook deliveries committed (the delivery worker wakes up). */
export function onDeliveriesQueued(fn: HitListener): () => void {
  hitListeners.add(fn);
  return () => hitListeners.delete(fn);
}

type EventMessage = Extract<BusEvent, { type: 'event.created' }>;

/** Rows per insert statement: keeps a large batch far below PostgreSQL's 65535 parameters. */
const CHUNK = 1000;

/** Stored events of one organisation published together (one bus batch). */
async function evaluateOrganizationEvents(ctx: AppContext, organizationId: number, messages: readonly EventMessage[]): Promise<void> {
  const subs = await repo.eventSubscriptions(ctx.db, organizationId);
  if (subs.length === 0) return;
  const rows = await findEvents(
    ctx.db,
    organizationId,
    messages.map((m) => ({ event_id: m.event_id, ts: new Date(m.ts) })),
  );
  if (rows.length === 0) return;
  const events = new Map(rows.map((r) => [eventKey(r.event_id, r.ts), r]));
  const groups = await currentGroups(
    ctx.db,
    'camera',
    rows.map((r) => r.camera_id),
  );
  const users = await viewersOf(
    ctx.db,
    subs.map((s) => s.user_id),
    ctx.clock(),
  );
  const situationIds = [...new Set(subs.map((s) => s.situation_id).filter((x): x is number => x !== null))];
  const situations = new Map<number, SituationRef>();
  if (situationIds.length > 0) {
    for (const r of await situationRefs(ctx.db, situationIds)) situations.set(r.id, r);
  }
  // Staleness depends on the subscription and its owner only: resolved once per batch, when first matched.
  const staleness = new Map<number, Promise<boolean>>();
  const stale = (s: repo.SubscriptionRow, u: Viewer) => {
    let known = staleness.get(s.id);
    if (!known) {
      known = resolveAll(ctx, s, u).then((r) => r.stale);
      staleness.set(s.id, known);
    }
    return known;
  };
  const hits: { s: repo.SubscriptionRow; event: EventWithoutDescriptor }[] = [];
  const seen = new Set<string>();
  for (const message of messages) {
    const event = events.get(eventKey(message.event_id, new Date(message.ts)));
    if (!event) continue;
    const group = groups.get(event.camera_id) ?? null;
    for (const s of subs) {
      const u = users.get(s.user_id);
      if (!u || !receives(u, 'event_read', event.organization_id, group)) continue;
      if (!matches(s, event, group, s.situation_id === null ? null : (situations.get(s.situation_id) ?? null))) continue;
      // A stale subscription (something it names is gone or out of sight) stays silent.
      if (await stale(s, u)) continue;
      // The same event twice in a batch is one hit, as the second evaluation found it recorded.
      const key = `${s.id} ${event.event_id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      hits.push({ s, event });
    }
  }
  if (hits.length === 0) return;
  const now = ctx.clock();
  let queued = 0;
  await ctx.db.transaction().execute(async (tx) => {
    // Only hits recorded now count: one already there (a redelivered message) changes nothing.
    const inserted = new Set<string>();
    for (let i = 0; i < hits.length; i += CHUNK) {
      const rows = await repo.recordHits(
        tx,
        hits.slice(i, i + CHUNK).map(({ s, event }) => ({ subscription_id: s.id, event_id: event.event_id, ts: event.ts })),
      );
      for (const r of rows) inserted.add(`${r.subscription_id} ${r.event_id}`);
    }
    const fresh = hits.filter(({ s, event }) => inserted.has(`${s.id} ${event.event_id}`));
    if (fresh.length === 0) return;
    const newest = new Map<number, Date>();
    for (const { s, event } of fresh) {
      const ts = newest.get(s.id);
      if (!ts || event.ts > ts) newest.set(s.id, event.ts);
    }
    // ts_last moves to the newest hit (greatest, as one update per hit did). In id order, so that
    // concurrent batches lock the subscriptions they share in the same order.
    for (const [id, ts] of [...newest].sort(([a], [b]) => a - b)) {
      await repo.advanceTsLast(tx, [id], ts);
    }
    const hooks = await enabledHooksOf(tx, [...newest.keys()]);
    if (hooks.length === 0) return;
    const deliveries = fresh.flatMap(({ s, event }) =>
      hooks
        .filter((h) => h.subscription_id === s.id)
        .map((h) => ({
          webhook_id: h.id,
          event_id: event.event_id,
          event_ts: event.ts,
          organization_id: s.organization_id,
          next_attempt_at: now,
          created_at: now,
        })),
    );
    for (let i = 0; i < deliveries.length; i += CHUNK) {
      await queueDeliveries(tx, deliveries.slice(i, i + CHUNK));
    }
    queued = deliveries.length;
  });
  if (queued > 0) for (const fn of hitListeners) fn();
}

/**
 * A stored sensor reading against the organisation's sensorreading subscriptions. The subscriber
 * must receive it (access `receives`: sensorreading_read and the sensor's place in sight now,
 * access `currentGroups`). A hit
 * moves ts_last forward only (greatest), so a late reading older than what was read stays read,
 * and queues a delivery of the reading to each enabled webhook of the subscription in the same
 * transaction (at most one per webhook and reading). Readings are not events: they are not
 * listed by GET /subscriptions/{id}/events (the spec answers events there).
 */
export async function evaluateReading(ctx: AppContext, message: Extract<BusEvent, { type: 'sensorreading.created' }>): Promise<void> {
  const subs = await repo.readingSubscriptions(ctx.db, message.organization_id);
  if (subs.length === 0) return;
  const row = await findReading(ctx.db, message.reading_id);
  if (!row) return;
  const users = await viewersOf(
    ctx.db,
    subs.map((s) => s.user_id),
    ctx.clock(),
  );
  const group = (await currentGroups(ctx.db, 'sensor', [message.sensor_id])).get(message.sensor_id) ?? null;
  const reading = { sensor_id: message.sensor_id, place_id: message.place_id, ts: row.ts, payload: row.payload as Record<string, unknown> };
  const hit: number[] = [];
  for (const s of subs) {
    const u = users.get(s.user_id);
    if (!u || !receives(u, 'sensorreading_read', message.organization_id, group)) continue;
    if (!matchesReading(s, reading)) continue;
    if ((await resolveAll(ctx, s, u)).stale) continue;
    hit.push(s.id);
  }
  if (hit.length === 0) return;
  const now = ctx.clock();
  const queued = await ctx.db.transaction().execute(async (tx) => {
    await repo.advanceTsLast(tx, hit, reading.ts);
    const hooks = await enabledHooksOf(tx, hit);
    if (hooks.length === 0) return 0;
    return queueDeliveries(
      tx,
      hooks.map((h) => ({
        webhook_id: h.id,
        sensorreading_id: String(row.id),
        organization_id: message.organization_id,
        next_attempt_at: now,
        created_at: now,
      })),
    );
  });
  if (queued > 0) for (const fn of hitListeners) fn();
}

/**
 * Pauses before an evaluation that met a lost database connection is tried again (about a minute
 * in all). A retry records nothing twice: hits and deliveries already written are left as they are.
 */
const RETRY_MS = [1000, 2000, 5000, 10_000, 20_000, 30_000];

/** Subscribes the app to stored events and sensor readings; pending evaluations finish before the app closes. */
export function registerSubscriptionListener(app: FastifyInstance): boolean {
  const pending = new Set<Promise<void>>();
  let unsubscribe: (() => void) | null = null;
  let closing = false;
  const wakers = new Set<() => void>();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakers.add(done);
    });
  const attempt = async (work: () => Promise<void>, context: Record<string, unknown>): Promise<void> => {
    for (let tries = 0; ; tries++) {
      try {
        return await work();
      } catch (error) {
        const wait = RETRY_MS[tries];
        if (!isConnectionError(error) || wait === undefined || closing) throw error;
        app.log.warn({ err: error, ...context }, 'subscription evaluation met a lost database connection; trying again');
        await pause(wait);
      }
    }
  };
  const track = (work: () => Promise<void>, context: Record<string, unknown>) => {
    const job = attempt(work, context)
      .catch((error: unknown) => app.log.error({ err: error, ...context }, 'subscription evaluation failed'))
      .finally(() => pending.delete(job));
    pending.add(job);
  };
  app.addHook('onReady', async () => {
    unsubscribe = subscribeBatched((messages) => {
      const events: EventMessage[] = [];
      for (const message of messages) {
        if (message.type === 'event.created') events.push(message);
        else if (message.type === 'sensorreading.created') track(() => evaluateReading(app.ctx, message), { message });
      }
      // One job per organisation: a failure in one does not keep the others' hits from being written.
      for (const organizationId of new Set(events.map((m) => m.organization_id))) {
        const batch = events.filter((m) => m.organization_id === organizationId);
        track(() => evaluateOrganizationEvents(app.ctx, organizationId, batch), { organization_id: organizationId, event_ids: batch.map((m) => m.event_id) });
      }
    });
  });
  app.addHook('onClose', async () => {
    // Unsubscribing hands over the messages not yet flushed, so their jobs are pending below.
    unsubscribe?.();
    // Waiting retries give up (once, at once) instead of keeping the close waiting.
    closing = true;
    for (const wake of [...wakers]) wake();
    await Promise.allSettled([...pending]);
  });
  return true;
}
