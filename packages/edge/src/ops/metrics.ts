import { metricsEnabled, processRegistry } from '@argus/machine-client';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Edge } from '../edge';

type Env = Record<string, string | undefined>;

/**
 * The edge's Prometheus figures (GET /metrics while ARGUS_ENABLE_METRICS is on): the event spool
 * (depth, age of the oldest event, spooled and delivered), the connection to the API, and per
 * camera frames analysed (rate: fps), decoder restarts and frames dropped. Read at scrape time.
 * Null while metrics are off.
 */
export function edgeMetrics(edge: Edge, env: Env = process.env): Registry | null {
  if (!metricsEnabled(env)) return null;
  const registry = processRegistry();
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  const counter = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  gauge('argus_edge_spool_events', 'Events in the spool waiting for the API', () => edge.spool.size());
  gauge('argus_edge_spool_oldest_seconds', 'How long the oldest spooled event has waited, seconds (0: none waits)', () => edge.spool.oldestAgeMs() / 1000);
  counter('argus_edge_events_spooled_total', 'Events produced and spooled by this process', () => edge.spool.appended);
  counter('argus_edge_events_delivered_total', 'Events the API accepted from this process', () => edge.sender.delivered);
  gauge('argus_edge_api_connected', '1 while heartbeats reach the API', () => (apiConnected(edge) ? 1 : 0));
  gauge('argus_edge_cameras', 'Cameras this edge runs', () => edge.cameras.size);
  const perCamera = (name: string, help: string, key: 'frames' | 'starts' | 'dropped' | 'forwarded', adjust = (n: number) => n) =>
    new Counter({
      name,
      help,
      labelNames: ['camera'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const c of edge.cameras.figures()) this.inc({ camera: String(c.id) }, adjust(c[key]));
      },
    });
  perCamera('argus_edge_camera_frames_total', 'Frames analysed per camera (rate: fps)', 'frames');
  perCamera('argus_edge_camera_restarts_total', 'Decoder (or device feed) restarts per camera', 'starts', (n) => Math.max(0, n - 1));
  perCamera('argus_edge_camera_frames_dropped_total', 'Frames dropped per camera because analysis was still busy', 'dropped');
  perCamera('argus_edge_camera_events_forwarded_total', 'Device events forwarded per camera (hikvision, dahua)', 'forwarded');
  return registry;
}

/** Heartbeats reach the API: the last one answered within three intervals. */
export function apiConnected(edge: Edge, now = Date.now()): boolean {
  const reg = edge.agent.registration;
  if (!reg || edge.agent.lastHeartbeat === 0) return false;
  return now - edge.agent.lastHeartbeat < 3 * Math.max(1, reg.heartbeat_interval) * 1000;
}
