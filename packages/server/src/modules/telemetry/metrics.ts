import type { TelemetryItem } from '@argus/contracts';
import { consoleApiSeconds, consoleErrors, consolePageViews, consoleSessionSeconds, consoleSessions } from '../../lib/metrics';

/**
 * What consoles report of their own use, counted on the console series of lib/metrics.ts. Labels
 * are route patterns and error types; a label set that grows past LABEL_LIMIT values is folded
 * into "other" so that a misbehaving client cannot grow the series without bound.
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

export function count(items: readonly TelemetryItem[]): void {
  for (const item of items) {
    switch (item.kind) {
      case 'session_start':
        consoleSessions.inc();
        break;
      case 'session_end':
        consoleSessionSeconds.observe({ reason: item.reason }, item.duration_ms / 1000);
        break;
      case 'page_view':
        consolePageViews.inc({ route: bounded('page', item.route) });
        break;
      case 'api_call':
        consoleApiSeconds.observe(
          { method: item.method, route: bounded('api', item.route), status: item.status === 0 ? 'network' : `${Math.floor(item.status / 100)}xx` },
          item.duration_ms / 1000,
        );
        break;
      case 'error':
        consoleErrors.inc({ type: bounded('error', item.type) });
        break;
    }
  }
}
