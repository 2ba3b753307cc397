import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Registry } from 'prom-client';

type Env = Record<string, string | undefined>;

/**
 * The spec's `enable_metrics` (ARGUS_ENABLE_METRICS, off by default as the spec's defaults say):
 * whether the API, the media service and the edge serve Prometheus figures at GET /metrics.
 * Off, /metrics answers 404 and no per-request timing is taken.
 */
export function metricsEnabled(env: Env = process.env): boolean {
  return /^(1|true|yes|on)$/i.test(env.ARGUS_ENABLE_METRICS ?? '');
}

/** ARGUS_METRICS_TOKEN: a scraper from another machine sends `Authorization: Bearer <token>`; without one only loopback may scrape. */
export function metricsToken(env: Env = process.env): string | null {
  return env.ARGUS_METRICS_TOKEN?.trim() || null;
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

const digest = (s: string) => createHash('sha256').update(s).digest();

export interface ScrapeRequest {
  /** The socket's peer (never a forwarded address). */
  remoteAddress: string | undefined;
  authorization: string | undefined;
  /** The request came through a proxy (X-Forwarded-For): loopback then says nothing of the client. */
  forwarded: boolean;
}

/** Who may read /metrics: the configured token from anywhere, else a direct connection from this machine. */
export function mayScrape(request: ScrapeRequest, token: string | null): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(request.authorization ?? '')?.[1];
  if (token && given) return timingSafeEqual(digest(given), digest(token));
  return !request.forwarded && isLoopback(request.remoteAddress);
}

/** A registry with the process's default figures (CPU, memory, event-loop lag, handles, GC). */
export function processRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

/**
 * Answers GET /metrics of a plain node HTTP server (media, edge). True when the request was one
 * (answered: 404 while metrics are off, 403 to a caller that may not scrape, else the figures).
 */
export async function answerMetrics(req: IncomingMessage, res: ServerResponse, registry: Registry | null, env: Env = process.env): Promise<boolean> {
  if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://x').pathname !== '/metrics') return false;
  const reply = (status: number, body: string, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(body);
  };
  if (!registry) {
    reply(404, JSON.stringify({ type: 'not_found', status_code: 404, message: 'Metrics are off (ARGUS_ENABLE_METRICS)' }));
    return true;
  }
  const allowed = mayScrape(
    { remoteAddress: req.socket.remoteAddress, authorization: req.headers.authorization, forwarded: req.headers['x-forwarded-for'] !== undefined },
    metricsToken(env),
  );
  if (!allowed) {
    reply(403, JSON.stringify({ type: 'forbidden', status_code: 403, message: 'Metrics are for this machine or the holder of ARGUS_METRICS_TOKEN' }));
    return true;
  }
  reply(200, await registry.metrics(), registry.contentType);
  return true;
}
