import type { WebhookTestResult } from '@argus/contracts';
import type { AppContext } from '../../context';
import type { Principal } from '../../http/principal';
import { urlSigner } from '../../lib/files';
import { presentEvent } from '../events/present';
import { findEvent } from '../events/repo';
import { newestHit, subscriptionHead } from '../subscriptions/repo';
import { outboundHeaders } from './outbound';
import { findReading, sampleReading } from './reading';
import { lastReadingOf } from './repo';
import { send, type Outbound, type Outcome } from './send';
import { ownWebhook } from './service';
import { refusedUrl, webhookPolicy } from './target';
import { renderTemplate } from './template';

const TIMEOUT_MS = 10_000;
const SAMPLE_EVENT_ID = '00000000-0000-4000-8000-000000000000';

/** What a test sends when the subscription has matched nothing yet: an event of the usual shape, marked as a sample. */
function sampleEvent(now: Date) {
  const ts = now.toISOString();
  return {
    event_id: SAMPLE_EVENT_ID,
    event_type: 'lpr',
    ts,
    obsolete: false,
    sample: true,
    number: 'TEST000',
    region: null,
    origin: { camera_id: null, camera_name: 'Test', place_id: null, place_name: null },
    matches: [],
    event: { reason: 'any', label: null, detection: null, trajectory: [], roi: null, line: null, attributes: {}, ts },
  };
}

/**
 * Sends one request to the webhook's receiver now, as a delivery would (body, template,
 * signature, authentication, SSRF refusal, no redirects, time-out), with the subscription's
 * newest matched event or a sample (delivery.test is true); for a sensorreading subscription, the
 * newest reading this webhook delivered or a sample reading (event_id is then null). Works on a
 * disabled webhook too, so it can be tried before it is switched on. Not queued, not retried, not
 * logged as a delivery.
 */
export async function testSend(ctx: AppContext, p: Principal, id: number, transport: (o: Outbound) => Promise<Outcome> = send): Promise<WebhookTestResult> {
  const w = await ownWebhook(ctx, p, id);
  const now = ctx.clock();
  const policy = webhookPolicy(ctx.config);
  const refused = refusedUrl(w.url, policy);
  if (refused) return { ok: false, response_code: null, latency_ms: 0, error: `target refused: ${w.url} ${refused}`, event_id: null };

  const subscription = await subscriptionHead(ctx.db, w.subscription_id);
  const common = {
    subscription: subscription ? { id: subscription.id, name: subscription.name } : { id: w.subscription_id, name: '' },
    webhook: { id: w.id, name: w.name },
    delivery: { id: 'test', attempt: 1, test: true },
  };
  let body: string;
  let headers: Record<string, string>;
  let event_id: string | null = null;
  const render = (data: Record<string, unknown>) =>
    w.kind === 'template' && w.template !== null ? renderTemplate(w.template, data, w.content_type) : JSON.stringify(data);
  if (subscription?.kind === 'sensorreading') {
    // The newest reading this webhook delivered, else a sample reading.
    const last = await lastReadingOf(ctx.db, w.id);
    const stored = last ? await findReading(ctx.db, w.organization_id, last) : undefined;
    body = render({ reading: stored ?? sampleReading(now), ...common });
    headers = outboundHeaders(w, body, { delivery: 'test', reading: stored ? String(stored.id) : '0' }, now);
  } else {
    const hit = await newestHit(ctx.db, w.subscription_id);
    const stored = hit ? await findEvent(ctx.db, w.organization_id, hit.event_id, hit.ts) : undefined;
    body = render({ event: stored ? presentEvent(stored, await urlSigner(ctx)) : sampleEvent(now), ...common });
    headers = outboundHeaders(w, body, { delivery: 'test', event: stored ? stored.event_id : SAMPLE_EVENT_ID }, now);
    event_id = stored ? stored.event_id : null;
  }
  const outcome = await transport({ method: w.method, url: w.url, headers, body, tlsVerify: w.tls_verify, policy, timeoutMs: TIMEOUT_MS });
  if ('status' in outcome) {
    const s = outcome.status;
    const ok = s >= 200 && s < 300;
    const error = ok ? null : s >= 300 && s < 400 ? `answered ${s} (redirects are not followed)` : `answered ${s}`;
    return { ok, response_code: s, latency_ms: outcome.latencyMs, error, event_id };
  }
  return { ok: false, response_code: null, latency_ms: outcome.latencyMs, error: outcome.error, event_id };
}
