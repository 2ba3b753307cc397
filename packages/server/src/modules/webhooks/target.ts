import { guardedLookup as outboundLookup, OutboundRefused, parseRanges, refusedUrl as outboundRefusedUrl, type OutboundPolicy } from '@argus/outbound';
import type { ServerConfig } from '../../config/env';

/**
 * Where a webhook may send (SSRF), by the outbound guard (@argus/outbound): never to link-local,
 * metadata, unspecified or multicast addresses, and not to loopback or private networks unless
 * allowed (ARGUS_OUTBOUND_ALLOW_CIDRS, or all of them with ARGUS_WEBHOOK_ALLOW_PRIVATE, for tests
 * and closed installations). Checked on the URL when saved and before sending (every spelling of
 * an address), and on every resolved address when connecting (a name that later resolves
 * elsewhere is refused too). Redirects are never followed.
 */

const LOCAL_NETWORKS = parseRanges('127.0.0.0/8,::1/128,10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,100.64.0.0/10,fc00::/7');

/** The guard's policy for webhooks under the current configuration (read on every use: tests change it). */
export function webhookPolicy(config: Pick<ServerConfig, 'outbound' | 'webhooks'>): OutboundPolicy {
  if (!config.webhooks.allowPrivate) return config.outbound;
  return { ...config.outbound, allow: [...config.outbound.allow, ...LOCAL_NETWORKS] };
}

/** The URL check when a webhook is saved or sent: scheme, credentials and the guard on its host. */
export function refusedUrl(raw: string, policy: OutboundPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be http or https';
  if (url.username || url.password) return 'must not carry credentials (use authentication)';
  return outboundRefusedUrl('webhook', raw, policy);
}

export { OutboundRefused as RefusedTarget };

/** A dns.lookup for http.request that refuses forbidden addresses at connect time. */
export function guardedLookup(policy: OutboundPolicy, port: number | null) {
  return outboundLookup('webhook', port, policy);
}
