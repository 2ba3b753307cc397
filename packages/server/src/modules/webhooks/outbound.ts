import { createHmac } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { WebhooksTable } from '../../db/types';

/** The signature of a request body: HMAC-SHA256 of "<timestamp>.<body>" with the webhook's signing secret. */
export function signature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The headers of one outbound request: content type, ids (X-Argus-Event for an event, X-Argus-Reading for a sensor reading), the signature and the authentication. */
export function outboundHeaders(
  w: Selectable<WebhooksTable>,
  body: string,
  ids: { delivery: string; event: string } | { delivery: string; reading: string },
  now: Date,
): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const headers: Record<string, string> = {
    'content-type': w.content_type,
    'user-agent': 'Argus-Webhook/1',
    'x-argus-delivery': ids.delivery,
    ...('event' in ids ? { 'x-argus-event': ids.event } : { 'x-argus-reading': ids.reading }),
    'x-argus-timestamp': timestamp,
    'x-argus-signature': signature(w.signing_secret, timestamp, body),
  };
  const auth = w.authentication as { type: string; token?: string; username?: string; password?: string } | null;
  if (auth?.type === 'bearer') headers.authorization = `Bearer ${auth.token ?? ''}`;
  if (auth?.type === 'basic') headers.authorization = `Basic ${Buffer.from(`${auth.username ?? ''}:${auth.password ?? ''}`).toString('base64')}`;
  return headers;
}
