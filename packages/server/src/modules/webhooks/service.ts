import type { CreatedWebhook, CreateWebhook, UpdateWebhook, Webhook, WebhookAuthentication, WebhookListItem } from '@argus/contracts';
import type { AppContext } from '../../context';
import { ApiError, invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { randomToken } from '../../lib/secrets';
import { requireLimit } from '../licenses/limits';
import { registerUsage } from '../licenses/usage';
import { ownSubscription } from '../subscriptions/service';
import { refusedUrl, webhookPolicy } from './target';
import * as repo from './repo';
import { checkTemplate } from './template';

/**
 * Webhooks are their creator's, like the subscription they deliver. At most
 * organization_webhook_count per organisation, and the licence's `webhooks` limit. The bearer
 * token and basic password are write-only: no answer carries them (the edit form leaves them blank
 * to keep them). The signing secret is answered once, by the creation. The audit log masks them.
 */

registerUsage('webhooks', (db, organizationId) => repo.countWebhooks(db, organizationId));

type Row = repo.WebhookRow;

function publicPart(w: Row) {
  return {
    id: w.id,
    name: w.name,
    method: w.method as Webhook['method'],
    url: w.url,
    content_type: w.content_type as Webhook['content_type'],
    tls_verify: w.tls_verify,
    subscription_id: w.subscription_id,
    kind: w.kind as Webhook['kind'],
    template: w.template,
    is_enabled: w.is_enabled,
    rate: { duration: w.rate_duration, limit: w.rate_limit },
    created_at: w.created_at.toISOString(),
    updated_at: w.updated_at.toISOString(),
  };
}

export function presentListItem(w: Row): WebhookListItem {
  const a = w.authentication as WebhookAuthentication | null;
  const authentication = a === null ? null : a.type === 'basic' ? { type: 'basic' as const, username: a.username } : { type: 'bearer' as const };
  return { ...publicPart(w), authentication };
}

/** The creation answer: the signing secret once, for the receiver; never again. */
function presentCreated(w: Row): CreatedWebhook {
  return { ...presentListItem(w), signing_secret: w.signing_secret };
}

export async function ownWebhook(ctx: AppContext, p: Principal, id: number): Promise<Row> {
  const w = await repo.findWebhook(ctx.db, id);
  if (!w || w.user_id !== p.userId) throw notFound('Webhook');
  return w;
}

async function validate(ctx: AppContext, p: Principal, f: { url: string; kind: string; template: string | null; subscription_id: number }) {
  const detail: Record<string, string> = {};
  const refused = refusedUrl(f.url, webhookPolicy(ctx.config));
  if (refused) detail.url = refused;
  if (f.kind === 'template') {
    if (!f.template) detail.template = 'is required when kind is template';
    else {
      const problem = checkTemplate(f.template);
      if (problem) detail.template = problem;
    }
  }
  try {
    await ownSubscription(ctx, p, f.subscription_id);
  } catch {
    detail.subscription_id = 'does not exist or is not yours';
  }
  if (Object.keys(detail).length > 0) throw invalid(detail);
}

/** The audit log keeps the authentication's type only. */
function auditable(body: CreateWebhook | UpdateWebhook): Record<string, unknown> {
  const { authentication, ...rest } = body;
  return { ...rest, ...(authentication === undefined ? {} : { authentication: authentication === null ? null : authentication.type }) };
}

export async function get(ctx: AppContext, p: Principal, id: number): Promise<Webhook> {
  return presentListItem(await ownWebhook(ctx, p, id));
}

export async function create(ctx: AppContext, p: Principal, body: CreateWebhook, meta: RequestMeta): Promise<CreatedWebhook> {
  const kind = body.kind ?? 'raw';
  const template = body.template ?? null;
  await validate(ctx, p, { url: body.url, kind, template, subscription_id: body.subscription_id });
  const organizationId = p.organizationId ?? -1;
  const max = ctx.config.public.organization_webhook_count;
  const now = ctx.clock();
  const id = await ctx.db.transaction().execute(async (tx) => {
    await requireLimit(ctx, tx, organizationId, 'webhooks');
    if ((await repo.countWebhooks(tx, organizationId)) >= max)
      throw new ApiError('limit_exceeded', `An organisation may have at most ${max} webhooks`, { webhooks: 'organization_webhook_count' });
    const id = await repo.insertWebhook(tx, {
      organization_id: organizationId,
      user_id: p.userId,
      subscription_id: body.subscription_id,
      name: body.name,
      method: body.method ?? 'POST',
      url: body.url,
      content_type: body.content_type ?? 'application/json',
      tls_verify: body.tls_verify ?? true,
      kind,
      template,
      is_enabled: body.is_enabled ?? true,
      authentication: body.authentication ? JSON.stringify(body.authentication) : null,
      signing_secret: randomToken(32),
      rate_duration: body.rate?.duration ?? ctx.config.public.webhook_rate_duration,
      rate_limit: body.rate?.limit ?? ctx.config.public.webhook_rate_limit,
      created_at: now,
      updated_at: now,
    });
    await audit(tx, changeBy(p, 'webhook_create', 'webhook', id, now, meta, { after: auditable(body) }));
    return id;
  });
  return presentCreated(await ownWebhook(ctx, p, id));
}

export async function update(ctx: AppContext, p: Principal, id: number, body: UpdateWebhook, meta: RequestMeta): Promise<Webhook> {
  const w = await ownWebhook(ctx, p, id);
  const kind = body.kind ?? w.kind;
  const template = body.template === undefined ? w.template : body.template;
  await validate(ctx, p, { url: body.url ?? w.url, kind, template, subscription_id: body.subscription_id ?? w.subscription_id });
  const now = ctx.clock();
  const { rate, authentication, ...rest } = body;
  await ctx.db.transaction().execute(async (tx) => {
    await repo.updateWebhook(tx, id, {
      ...rest,
      ...(rate ? { rate_duration: rate.duration, rate_limit: rate.limit } : {}),
      ...(authentication === undefined ? {} : { authentication: authentication === null ? null : JSON.stringify(authentication) }),
      updated_at: now,
    });
    await audit(tx, changeBy(p, 'webhook_update', 'webhook', id, now, meta, { before: { name: w.name, url: w.url }, after: auditable(body) }));
  });
  return get(ctx, p, id);
}

export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const w = await ownWebhook(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.deleteWebhook(tx, id);
    await audit(tx, changeBy(p, 'webhook_delete', 'webhook', id, now, meta, { before: { name: w.name, url: w.url } }));
  });
}

export async function list(ctx: AppContext, p: Principal, q: { cursor?: string; limit: number }) {
  const key = decodeCursor(q.cursor, 1);
  const rows = await repo.userWebhooks(ctx.db, p.userId, key !== null ? Number(key[0]) : null, q.limit + 1);
  const { items, pagination } = page(rows, q.limit, (r) => [r.id]);
  return { webhooks: items.map(presentListItem), pagination };
}

/** The delivery log, newest first. */
export async function deliveries(ctx: AppContext, p: Principal, id: number, q: { cursor?: string; limit: number }) {
  await ownWebhook(ctx, p, id);
  const key = decodeCursor(q.cursor, 1);
  const rows = await repo.deliveriesOf(ctx.db, id, key !== null ? String(key[0]) : null, q.limit + 1);
  const { items, pagination } = page(rows, q.limit, (r) => [String(r.id)]);
  return {
    deliveries: items.map((d) => ({
      id: String(d.id),
      event_id: d.event_id,
      sensorreading_id: d.sensorreading_id,
      status: d.status as 'pending' | 'delivered' | 'failed',
      attempts: d.attempts,
      next_attempt_at: d.status === 'pending' ? d.next_attempt_at.toISOString() : null,
      sent_at: d.sent_at?.toISOString() ?? null,
      response_code: d.response_code,
      latency_ms: d.latency_ms,
      error: d.error,
      created_at: d.created_at.toISOString(),
    })),
    pagination,
  };
}

/** Queues a delivery again (a failed or delivered one): it goes out with the next worker pass. */
export async function redeliver(ctx: AppContext, p: Principal, id: number, deliveryId: string, meta: RequestMeta): Promise<void> {
  await ownWebhook(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    if (!(await repo.requeueDelivery(tx, id, deliveryId, now))) throw notFound('Delivery');
    await audit(tx, changeBy(p, 'webhook_redeliver', 'webhook', id, now, meta, { after: { delivery_id: deliveryId } }));
  });
}

/** The delivery queue's length and the age of its oldest delivery (s), for /metrics. */
export function queueFigures(ctx: AppContext): Promise<{ length: number; oldestS: number }> {
  return repo.queueFigures(ctx.db, ctx.clock());
}
