import { ROLE, type Permission } from '@argus/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { subscribe, type BusEvent } from '../../lib/bus';
import { findEvent, type EventRow } from '../events/repo';
import { permissionsOf } from '../token/service';
import { matches, matchesReading, type SituationRef } from './match';
import * as repo from './repo';
import { resolveAll } from './service';

/**
 * Evaluates every stored event against the organisation's subscriptions (bus `event.created`,
 * published after the ingest commit). A hit is written with the subscription's ts_last and the
 * webhook deliveries it causes in one transaction, so a delivery is never lost once the hit is
 * recorded (sensor readings likewise, evaluateReading). The subscriber must still be allowed to see the event: event_read, not blocked,
 * and for non-administrators the camera's group among theirs.
 */

type HitListener = () => void;
const hitListeners = new Set<HitListener>();
/** Called after hits that queued webhook deliveries committed (the delivery worker wakes up). */
export function onDeliveriesQueued(fn: HitListener): () => void {
  hitListeners.add(fn);
  return () => hitListeners.delete(fn);
}

interface Subscriber {
  id: number;
  role_id: number | null;
  is_superuser: boolean;
  group_ids: number[];
  blocked: boolean;
}

async function subscribers(ctx: AppContext, ids: number[]): Promise<Map<number, Subscriber>> {
  if (ids.length === 0) return new Map();
  const now = ctx.clock();
  const users = await ctx.db.selectFrom('users').select(['id', 'role_id', 'is_superuser', 'blocked_to']).where('id', 'in', ids).execute();
  const groups = await ctx.db.selectFrom('user_groups').select(['user_id', 'group_id']).where('user_id', 'in', ids).execute();
  return new Map(
    users.map((u) => [
      u.id,
      {
        id: u.id,
        role_id: u.role_id,
        is_superuser: u.is_superuser,
        group_ids: groups.filter((g) => g.user_id === u.id).map((g) => g.group_id),
        blocked: !!u.blocked_to && u.blocked_to > now,
      },
    ]),
  );
}

function maySee(u: Subscriber, groupId: number | null, permission: Permission = 'event_read'): boolean {
  if (u.is_superuser || u.blocked) return false;
  if (!(permissionsOf(false, u.role_id) as readonly Permission[]).includes(permission)) return false;
  if (u.role_id === ROLE.administrator) return true;
  return groupId !== null && u.group_ids.includes(groupId);
}

export async function evaluateEvent(ctx: AppContext, message: Extract<BusEvent, { type: 'event.created' }>): Promise<void> {
  const subs = await repo.eventSubscriptions(ctx.db, message.organization_id);
  if (subs.length === 0) return;
  const event: EventRow | undefined = await findEvent(ctx.db, message.organization_id, message.event_id, new Date(message.ts));
  if (!event) return;
  const users = await subscribers(ctx, [...new Set(subs.map((s) => s.user_id))]);
  const situationIds = [...new Set(subs.map((s) => s.situation_id).filter((x): x is number => x !== null))];
  const situations = new Map<number, SituationRef>();
  if (situationIds.length > 0) {
    const rows = await ctx.db.selectFrom('situations').select(['id', 'event_type', 'reason', 'place_id', 'group_id']).where('id', 'in', situationIds).execute();
    for (const r of rows) situations.set(r.id, r);
  }
  const hit: repo.SubscriptionRow[] = [];
  for (const s of subs) {
    const u = users.get(s.user_id);
    if (!u || !maySee(u, message.group_id)) continue;
    if (!matches(s, event, message.group_id, s.situation_id === null ? null : (situations.get(s.situation_id) ?? null))) continue;
    // A stale subscription (something it names is gone or out of sight) stays silent.
    const owner = { organizationId: s.organization_id, groups: u.role_id === ROLE.administrator ? null : u.group_ids };
    if ((await resolveAll(ctx, s, owner)).stale) continue;
    hit.push(s);
  }
  if (hit.length === 0) return;
  const now = ctx.clock();
  let queued = 0;
  await ctx.db.transaction().execute(async (tx) => {
    for (const s of hit) {
      const inserted = await tx
        .insertInto('subscription_hits')
        .values({ subscription_id: s.id, event_id: event.event_id, ts: event.ts })
        .onConflict((oc) => oc.doNothing())
        .returning('event_id')
        .executeTakeFirst();
      if (!inserted) continue;
      await tx
        .updateTable('subscriptions')
        .set({ ts_last: sql<Date>`greatest(coalesce(ts_last, ${event.ts}), ${event.ts})` })
        .where('id', '=', s.id)
        .execute();
      const hooks = await tx.selectFrom('webhooks').select(['id']).where('subscription_id', '=', s.id).where('is_enabled', '=', true).execute();
      if (hooks.length === 0) continue;
      await tx
        .insertInto('webhook_deliveries')
        .values(hooks.map((h) => ({ webhook_id: h.id, event_id: event.event_id, event_ts: event.ts, organization_id: s.organization_id, next_attempt_at: now, created_at: now })))
        .onConflict((oc) => oc.doNothing())
        .execute();
      queued += hooks.length;
    }
  });
  if (queued > 0) for (const fn of hitListeners) fn();
}

/**
 * A stored sensor reading against the organisation's sensorreading subscriptions. The subscriber
 * needs sensorreading_read and, unless an administrator, the group of the sensor's place. A hit
 * moves ts_last forward only (greatest), so a late reading older than what was read stays read,
 * and queues a delivery of the reading to each enabled webhook of the subscription in the same
 * transaction (at most one per webhook and reading). Readings are not events: they are not
 * listed by GET /subscriptions/{id}/events (the spec answers events there).
 */
export async function evaluateReading(ctx: AppContext, message: Extract<BusEvent, { type: 'sensorreading.created' }>): Promise<void> {
  const subs = await repo.readingSubscriptions(ctx.db, message.organization_id);
  if (subs.length === 0) return;
  const row = await ctx.db.selectFrom('sensorreadings').select(['id', 'payload', 'ts']).where('id', '=', message.reading_id).executeTakeFirst();
  if (!row) return;
  const users = await subscribers(ctx, [...new Set(subs.map((s) => s.user_id))]);
  const reading = { sensor_id: message.sensor_id, place_id: message.place_id, ts: row.ts, payload: row.payload as Record<string, unknown> };
  const hit: number[] = [];
  for (const s of subs) {
    const u = users.get(s.user_id);
    if (!u || !maySee(u, message.group_id, 'sensorreading_read')) continue;
    if (!matchesReading(s, reading)) continue;
    const owner = { organizationId: s.organization_id, groups: u.role_id === ROLE.administrator ? null : u.group_ids };
    if ((await resolveAll(ctx, s, owner)).stale) continue;
    hit.push(s.id);
  }
  if (hit.length === 0) return;
  const now = ctx.clock();
  const queued = await ctx.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('subscriptions')
      .set({ ts_last: sql<Date>`greatest(coalesce(ts_last, ${reading.ts}), ${reading.ts})` })
      .where('id', 'in', hit)
      .execute();
    const hooks = await tx.selectFrom('webhooks').select(['id']).where('subscription_id', 'in', hit).where('is_enabled', '=', true).execute();
    if (hooks.length === 0) return 0;
    const rows = await tx
      .insertInto('webhook_deliveries')
      .values(hooks.map((h) => ({ webhook_id: h.id, sensorreading_id: String(row.id), organization_id: message.organization_id, next_attempt_at: now, created_at: now })))
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .execute();
    return rows.length;
  });
  if (queued > 0) for (const fn of hitListeners) fn();
}

/** Subscribes the app to stored events and sensor readings; pending evaluations finish before the app closes. */
export function registerSubscriptionListener(app: FastifyInstance): void {
  const pending = new Set<Promise<void>>();
  let unsubscribe: (() => void) | null = null;
  app.addHook('onReady', async () => {
    unsubscribe = subscribe((message) => {
      let work: Promise<void>;
      if (message.type === 'event.created') work = evaluateEvent(app.ctx, message);
      else if (message.type === 'sensorreading.created') work = evaluateReading(app.ctx, message);
      else return;
      const job = work
        .catch((error: unknown) => app.log.error({ err: error, message }, 'subscription evaluation failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    });
  });
  app.addHook('onClose', async () => {
    unsubscribe?.();
    await Promise.allSettled([...pending]);
  });
}
