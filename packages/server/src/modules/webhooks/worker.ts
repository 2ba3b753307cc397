import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { stillReceives, viewersOf } from '../../access';
import type { AppContext } from '../../context';
import { urlSigner } from '../../lib/files';
import { backoffSeconds, QueueWorker, realTimer, type WorkerTimer } from '../../lib/queue-worker';
import { presentEvent } from '../events/present';
import { findEvent } from '../events/repo';
import { subscriptionHead } from '../subscriptions/repo';
import { onDeliveriesQueued } from '../subscriptions/listener';
import { outboundHeaders } from './outbound';
import { findReading } from './reading';
import { claimDueDelivery, findWebhook, finishDelivery, takeRateSlot, type DeliveryRow } from './repo';
import { send, type Outbound, type Outcome } from './send';
import { refusedUrl, webhookPolicy } from './target';
import { renderTemplate } from './template';

/**
 * The webhook delivery worker. The queue is the webhook_deliveries table (rows are written with
 * the subscription hit, listener.ts), so nothing is lost when the process stops: a delivery is
 * 'pending' until the receiver answered 2xx, and the next process picks it up (at least once;
 * the receiver deduplicates by X-Argus-Delivery, or X-Argus-Event / X-Argus-Reading). A row
 * carries an event (subscriptions of kind event) or a sensor reading (kind sensorreading); both
 * go through the same template, signature, authentication, SSRF refusal, rate and retries.
 *
 * Retries after a network error, a timeout, 408, 429 or 5xx, with exponential backoff
 * (10 s, 20 s, 40 s … capped at 1 h) up to MAX_ATTEMPTS; other 4xx, 3xx (redirects are not
 * followed) and refused targets fail at once. A webhook sends at most rate.limit requests per
 * rate.duration seconds; the rest wait for the window. Time is the context's clock, and the
 * timer is injectable so tests drive the worker.
 *
 * Several replicas may run a worker on one database: each takes its deliveries one at a time with
 * a lease (repo.claimDueDelivery), so a delivery is sent by one of them, and the rate of a webhook
 * is counted and taken in one turn on the webhook's row (repo.takeRateSlot).
 */

export { signature } from './outbound';

export const MAX_ATTEMPTS = 8;
const BATCH = 20;
const TIMEOUT_MS = 10_000;
/** How long a taken delivery is this worker's: well past the request's timeout and the writes around it. */
export const LEASE_MS = 6 * TIMEOUT_MS;

const workers = new WeakMap<AppContext, DeliveryWorker>();
/** The worker of a running app (tests drain it instead of waiting for the poll). */
export function deliveryWorkerOf(ctx: AppContext): DeliveryWorker | undefined {
  return workers.get(ctx);
}

export class DeliveryWorker extends QueueWorker {
  constructor(
    private readonly ctx: AppContext,
    log: FastifyBaseLogger,
    timer: WorkerTimer = realTimer,
    private readonly transport: (o: Outbound) => Promise<Outcome> = send,
  ) {
    super(log, 'webhook delivery pass failed', () => ctx.config.webhooks.pollMs, timer);
    workers.set(ctx, this);
  }

  /** A full batch may have left more due. */
  protected more(handled: number): boolean {
    return handled === BATCH;
  }

  /** One pass over up to BATCH due deliveries, each taken just before it is sent; answers how many it took. */
  async runOnce(): Promise<number> {
    let taken = 0;
    while (taken < BATCH && !this.stopped) {
      const now = this.ctx.clock();
      const d = await claimDueDelivery(this.ctx.db, now, new Date(now.getTime() + LEASE_MS));
      if (!d) break;
      taken++;
      await this.deliver(d);
    }
    return taken;
  }

  private async finish(id: string, set: Parameters<typeof finishDelivery>[2]): Promise<void> {
    await finishDelivery(this.ctx.db, id, set);
  }

  private async deliver(d: DeliveryRow): Promise<void> {
    const db = this.ctx.db;
    const now = this.ctx.clock();
    const w = await findWebhook(db, d.webhook_id);
    if (!w) return;
    if (!w.is_enabled) return this.finish(d.id, { status: 'failed', error: 'the webhook is disabled' });

    const policy = webhookPolicy(this.ctx.config);
    const refused = refusedUrl(w.url, policy);
    if (refused) return this.finish(d.id, { status: 'failed', attempts: d.attempts + 1, sent_at: now, error: `target refused: ${w.url} ${refused}` });
    // The item: an event or a sensor reading (exactly one is set, migration 0012).
    let item: { event: unknown } | { reading: unknown };
    let ids: Parameters<typeof outboundHeaders>[2];
    // The webhook acts for its subscription's owner: what they may no longer see is not sent.
    const owner = (await viewersOf(db, [w.user_id], now)).get(w.user_id);
    const unseen = { status: 'failed', error: "the webhook's owner may no longer see it" } as const;
    if (d.sensorreading_id !== null) {
      const reading = await findReading(db, d.organization_id, d.sensorreading_id);
      if (!reading) return this.finish(d.id, { status: 'failed', error: 'the sensor reading is no longer stored' });
      if (!owner || !(await stillReceives(db, owner, { sensor_id: reading.sensor_id }))) return this.finish(d.id, unseen);
      item = { reading };
      ids = { delivery: String(d.id), reading: d.sensorreading_id };
    } else {
      const event = d.event_id !== null && d.event_ts !== null ? await findEvent(db, d.organization_id, d.event_id, d.event_ts) : undefined;
      if (!event) return this.finish(d.id, { status: 'failed', error: 'the event is no longer stored' });
      if (!owner || !(await stillReceives(db, owner, event))) return this.finish(d.id, unseen);
      item = { event: presentEvent(event, await urlSigner(this.ctx)) };
      ids = { delivery: String(d.id), event: event.event_id };
    }
    const head = await subscriptionHead(db, w.subscription_id);
    const subscription = head ? { id: head.id, name: head.name } : undefined;
    const data = {
      ...item,
      subscription: subscription ?? { id: w.subscription_id, name: '' },
      webhook: { id: w.id, name: w.name },
      delivery: { id: String(d.id), attempt: d.attempts + 1 },
    };
    const body = w.kind === 'template' && w.template !== null ? renderTemplate(w.template, data, w.content_type) : JSON.stringify(data);
    const headers = outboundHeaders(w, body, ids, now);

    // Rate: requests sent in the window (each row counts its last attempt); full, the delivery waits for room.
    const room = await takeRateSlot(db, w, d.id, now);
    if (room) return this.finish(d.id, { next_attempt_at: room });
    const outcome = await this.transport({
      method: w.method,
      url: w.url,
      headers,
      body,
      tlsVerify: w.tls_verify,
      policy,
      timeoutMs: TIMEOUT_MS,
    });
    const attempts = d.attempts + 1;
    const base = { attempts, sent_at: now, latency_ms: outcome.latencyMs };
    if ('status' in outcome) {
      const s = outcome.status;
      if (s >= 200 && s < 300) return this.finish(d.id, { ...base, status: 'delivered', response_code: s, error: null });
      const retry = s >= 500 || s === 408 || s === 429;
      const error = s >= 300 && s < 400 ? `answered ${s} (redirects are not followed)` : `answered ${s}`;
      if (!retry || attempts >= MAX_ATTEMPTS) return this.finish(d.id, { ...base, status: 'failed', response_code: s, error });
      return this.finish(d.id, { ...base, response_code: s, error, next_attempt_at: new Date(now.getTime() + backoffSeconds(attempts) * 1000) });
    }
    if (outcome.refused || attempts >= MAX_ATTEMPTS) return this.finish(d.id, { ...base, status: 'failed', response_code: null, error: outcome.error });
    return this.finish(d.id, {
      ...base,
      response_code: null,
      error: outcome.error,
      next_attempt_at: new Date(now.getTime() + backoffSeconds(attempts) * 1000),
    });
  }
}

/** The background worker of src/workers.ts: sends from the app's start to its close, woken when hits queue deliveries. */
export function startDeliveryWorker(app: FastifyInstance): boolean {
  const worker = new DeliveryWorker(app.ctx, app.log);
  const stopKicks = onDeliveriesQueued(() => worker.kick());
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    stopKicks();
    await worker.stop();
  });
  return true;
}
