import { Counter, Gauge, Histogram, register } from 'prom-client';

/**
 * The API's Prometheus figures, in prom-client's global registry: with ARGUS_API_PROCESSES > 1 the
 * primary aggregates every process's registry (http/metrics-cluster.ts), which prom-client reads
 * from the global one. Figures owned by one app instance (live connections, the pool, the
 * webhook queue) are read at scrape time from the sources the app registers here and removes on
 * close (tests run several apps in one process; their figures add up, the queue is read once).
 */

export const httpDuration = new Histogram({
  name: 'argus_http_request_duration_seconds',
  help: 'API request latency by route pattern (not the raw URL), method and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export const eventsIngested = new Counter({
  name: 'argus_events_ingested_total',
  help: 'Events posted to POST /events/batch, by caller (edge or api_key) and outcome (accepted or rejected)',
  labelNames: ['caller', 'outcome'] as const,
});

export const eventBatchDuration = new Histogram({
  name: 'argus_event_batch_duration_seconds',
  help: 'Time to store one event batch (POST /events/batch), by caller',
  labelNames: ['caller'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
});

/** What consoles report of their own use (POST /m, modules/telemetry). */
export const consoleSessions = new Counter({ name: 'argus_console_sessions_total', help: 'Console telemetry sessions started' });
export const consoleSessionSeconds = new Histogram({
  name: 'argus_console_session_duration_seconds',
  help: 'Length of ended console sessions, by why they ended',
  labelNames: ['reason'] as const,
  buckets: [60, 300, 900, 1800, 3600, 7200, 14_400],
});
export const consolePageViews = new Counter({ name: 'argus_console_page_views_total', help: 'Console pages opened, by route', labelNames: ['route'] as const });
export const consoleApiSeconds = new Histogram({
  name: 'argus_console_api_duration_seconds',
  help: 'API calls as the console measured them (network included), by route and status class',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});
export const consoleErrors = new Counter({ name: 'argus_console_errors_total', help: 'Errors the console met, by type', labelNames: ['type'] as const });

type Source<T> = () => T;
const liveSources = new Set<Source<number>>();
const poolSources = new Set<Source<{ total: number; idle: number; waiting: number }>>();
const queueSources = new Set<Source<Promise<{ length: number; oldestS: number }>>>();
const workerSources = new Set<Source<readonly string[]>>();

function track<T>(set: Set<Source<T>>, source: Source<T>): () => void {
  set.add(source);
  return () => set.delete(source);
}
export const trackLiveConnections = (source: Source<number>) => track(liveSources, source);
export const trackPool = (source: Source<{ total: number; idle: number; waiting: number }>) => track(poolSources, source);
export const trackWebhookQueue = (source: Source<Promise<{ length: number; oldestS: number }>>) => track(queueSources, source);
export const trackWorkers = (source: Source<readonly string[]>) => track(workerSources, source);

new Gauge({
  name: 'argus_live_connections',
  help: 'Open live-push (server-sent events) connections',
  collect() {
    let n = 0;
    for (const s of liveSources) n += s();
    this.set(n);
  },
});

new Gauge({
  name: 'argus_db_pool_connections',
  help: 'Database pool connections: total open, idle, and requests waiting for one',
  labelNames: ['state'] as const,
  collect() {
    const sum = { total: 0, idle: 0, waiting: 0 };
    for (const s of poolSources) {
      const p = s();
      sum.total += p.total;
      sum.idle += p.idle;
      sum.waiting += p.waiting;
    }
    for (const [state, value] of Object.entries(sum)) this.set({ state }, value);
  },
});

/** One figure of the shared database: every API process reads the same, so processes are not summed. */
let queueRead: Promise<{ length: number; oldestS: number }> | null = null;
async function readQueue(): Promise<{ length: number; oldestS: number }> {
  const [first] = queueSources;
  if (!first) return { length: 0, oldestS: 0 };
  // One query per scrape for both gauges.
  queueRead ??= first().finally(() => setTimeout(() => (queueRead = null), 100).unref());
  return queueRead;
}

new Gauge({
  name: 'argus_webhook_queue_length',
  help: 'Webhook deliveries waiting to be sent (pending)',
  aggregator: 'max',
  async collect() {
    this.set((await readQueue()).length);
  },
});

new Gauge({
  name: 'argus_webhook_queue_oldest_seconds',
  help: 'Age of the oldest pending webhook delivery, seconds (0 when none waits)',
  aggregator: 'max',
  async collect() {
    this.set((await readQueue()).oldestS);
  },
});

new Gauge({
  name: 'argus_workers_running',
  help: 'Background workers this process runs (ARGUS_WORKERS), 1 per worker',
  labelNames: ['worker'] as const,
  collect() {
    this.reset();
    for (const s of workerSources) for (const w of s()) this.set({ worker: w }, 1);
  },
});

export { register as metricsRegistry };
