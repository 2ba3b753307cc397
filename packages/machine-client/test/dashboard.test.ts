import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Metric names the processes define (`name: 'argus_…'` in a prom-client constructor, or a helper's first argument). */
function definedMetrics(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      if (['node_modules', 'dist', 'test'].includes(entry)) continue;
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.ts')) for (const m of readFileSync(path, 'utf8').matchAll(/['"](argus_[a-z0-9_]+)['"]/g)) names.add(m[1] as string);
    }
  };
  walk(join(ROOT, 'packages'));
  return names;
}

describe('the Grafana dashboard (deploy/grafana/argus.json)', () => {
  it('queries only figures the API, the media service and the edge define, and shows each of them', () => {
    const dashboard = JSON.parse(readFileSync(join(ROOT, 'deploy/grafana/argus.json'), 'utf8')) as { panels: { targets: { expr: string }[] }[] };
    const used = new Set(
      dashboard.panels.flatMap((p) =>
        p.targets.flatMap((t) => [...t.expr.matchAll(/\b(argus_[a-z0-9_]+)/g)].map((m) => (m[1] as string).replace(/_(bucket|count|sum)$/, ''))),
      ),
    );
    const defined = definedMetrics();
    expect([...used].filter((n) => !defined.has(n))).toEqual([]);
    // Every figure of the issue has a panel.
    for (const name of [
      'argus_http_request_duration_seconds',
      'argus_events_ingested_total',
      'argus_event_batch_duration_seconds',
      'argus_webhook_queue_length',
      'argus_webhook_queue_oldest_seconds',
      'argus_live_connections',
      'argus_db_pool_connections',
      'argus_media_stream_frames_total',
      'argus_media_stream_received_bytes_total',
      'argus_media_stream_restarts_total',
      'argus_media_recorded_bytes_total',
      'argus_edge_spool_events',
      'argus_edge_spool_oldest_seconds',
    ])
      expect(used).toContain(name);
  });
});
