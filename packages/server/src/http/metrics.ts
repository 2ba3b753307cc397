import cluster from 'node:cluster';
import { mayScrape, metricsToken } from '@argus/machine-client';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics } from 'prom-client';
import { httpDuration, metricsRegistry, trackPool, trackWebhookQueue } from '../lib/metrics';
import { queueFigures } from '../modules/webhooks/service';
import { answerClusterMetrics, clusterMetrics } from './metrics-cluster';

let defaults = false;

/**
 * GET /metrics (Prometheus text) while the spec's `enable_metrics` is on (ARGUS_ENABLE_METRICS):
 * request latency by route pattern, and the figures of lib/metrics.ts. Readable from this machine
 * (a direct connection from loopback) or with `Authorization: Bearer $ARGUS_METRICS_TOKEN`.
 * Under ARGUS_API_PROCESSES > 1 any process answers with the sum over all of them.
 */
export function registerMetrics(app: FastifyInstance): void {
  if (!app.ctx.config.public.enable_metrics) return;
  if (!defaults) {
    collectDefaultMetrics({ register: metricsRegistry });
    defaults = true;
  }
  if (cluster.isWorker) answerClusterMetrics();
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/v1/cameras/:camera_id), never the raw URL: one series per route.
    const route = request.routeOptions.url ?? 'unmatched';
    httpDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  const untrack = [trackPool(() => app.ctx.database.poolUse()), trackWebhookQueue(() => queueFigures(app.ctx))];
  app.addHook('onClose', async () => {
    for (const u of untrack) u();
  });
  const token = metricsToken();
  app.get('/metrics', {
    schema: { hide: true },
    handler: async (request, reply) => {
      const allowed = mayScrape(
        {
          remoteAddress: request.raw.socket.remoteAddress,
          authorization: request.headers.authorization,
          forwarded: request.headers['x-forwarded-for'] !== undefined,
        },
        token,
      );
      if (!allowed)
        return reply.status(403).send({ type: 'forbidden', status_code: 403, message: 'Metrics are for this machine or the holder of ARGUS_METRICS_TOKEN' });
      const text = cluster.isWorker ? await clusterMetrics() : await metricsRegistry.metrics();

      return reply.header('content-type', metricsRegistry.contentType).header('cache-control', 'no-store').send(text);
    },
  });
}
