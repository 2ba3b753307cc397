import { Counter, Histogram, register } from 'prom-client';
import type { TelemetryItem } from '@argus/contracts';

/**
 * What consoles report of their own use, as Prometheus series on the process's registry (served
 * with the server's other metrics). Labels are route patterns and error types; a label set that
 * grows past LABEL_LIMIT values is folded into "other" so that a misbehaving client cannot grow
 * the series without bound.
 */
const LABEL_LIMIT = 300;
const seen = new Map<string, Set<string>>();

function bounded(metric: string, value: string): string {
  let values = seen.get(metric);
  if (!values) seen.set(metric, (values = new Set()));
  if (values.has(value)) return value;
  if (values.size >= LABEL_LIMIT) return 'other';
  values.add(value);
  return value;
}

function once<T>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

const sessions = once('argus_console_sessions_total', () => new Counter({ name: 'argus_console_sessions_total', help: 'Console telemetry sessions started' }));
const sessionSeconds = once(
  'argus_console_session_duration_seconds',
  () =>
    new Histogram({
      name: 'argus_console_session_duration_seconds',
      help: 'Length of ended console sessions, by why they ended',
      labelNames: ['reason'],
      buckets: [60, 300, 900, 1800, 3600, 7200, 14_400],
    }),
);
const pageViews = once('argus_console_page_views_total', () => new Counter({ name: 'argus_console_page_views_total', help: 'Console pages opened, by route', labelNames: ['route'] }));
const apiSeconds = once(
  'argus_console_api_duration_seconds',
  () =>
    new Histogram({
      name: 'argus_console_api_duration_seconds',
      help: 'API calls as the console measured them (network included), by route and status class',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);
const errors = once('argus_console_errors_total', () => new Counter({ name: 'argus_console_errors_total', help: 'Errors the console met, by type', labelNames: ['type'] }));

export function count(items: readonly TelemetryItem[]): void {
  for (const item of items) {
    switch (item.kind) {
      case 'session_start':
        sessions.inc();
        break;
      case 'session_end':
        sessionSeconds.observe({ reason: item.reason }, item.duration_ms / 1000);
        break;
      case 'page_view':
        pageViews.inc({ route: bounded('page', item.route) });
        break;
      case 'api_call':
        apiSeconds.observe(
          { method: item.method, route: bounded('api', item.route), status: item.status === 0 ? 'network' : `${Math.floor(item.status / 100)}xx` },
          item.duration_ms / 1000,
        );
        break;
      case 'error':
        errors.inc({ type: bounded('error', item.type) });
        break;
    }
  }
}
