import http from 'node:http';
import https from 'node:https';
import type { OutboundPolicy } from '@argus/outbound';
import { guardedLookup, RefusedTarget, refusedUrl } from './target';

export interface Outbound {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  tlsVerify: boolean;
  /** Where it may go (target.webhookPolicy). */
  policy: OutboundPolicy;
  timeoutMs: number;
}

export type Outcome = { status: number; latencyMs: number } | { error: string; refused: boolean; latencyMs: number };

/** One request; never follows a redirect (the 3xx is the answer), times out, refuses forbidden targets at connect. */
export function send(o: Outbound): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (outcome: Outcome) => {
      if (!done) {
        done = true;
        resolve(outcome);
      }
    };
    let url: URL;
    try {
      url = new URL(o.url);
    } catch {
      finish({ error: 'invalid URL', refused: true, latencyMs: 0 });
      return;
    }
    // An IP literal is connected to without a lookup: the guard decides on it here.
    const refused = refusedUrl(o.url, o.policy);
    if (refused) {
      finish({ error: `target refused: ${url.hostname} ${refused}`, refused: true, latencyMs: 0 });
      return;
    }
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.request(
      url,
      {
        method: o.method,
        headers: { ...o.headers, 'content-length': String(Buffer.byteLength(o.body)) },
        lookup: guardedLookup(o.policy, url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80) as never,
        timeout: o.timeoutMs,
        ...(url.protocol === 'https:' ? { rejectUnauthorized: o.tlsVerify } : {}),
      },
      (res) => {
        res.resume(); // the answer's body is not kept
        res.on('end', () => finish({ status: res.statusCode ?? 0, latencyMs: Date.now() - started }));
        res.on('error', () => finish({ status: res.statusCode ?? 0, latencyMs: Date.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${o.timeoutMs} ms`)));
    req.on('error', (err) => finish({ error: err.message.slice(0, 500), refused: err instanceof RefusedTarget, latencyMs: Date.now() - started }));
    req.end(o.body);
  });
}
