import { metricsEnabled, processRegistry } from '@argus/machine-client';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { MediaService } from '../service';

/**
 * The media service's Prometheus figures (GET /metrics while ARGUS_ENABLE_METRICS is on), per stream
 * (a camera): frames and bytes received (rate: fps and bitrate), ffmpeg restarts, whether it is
 * live, viewers, bytes recorded; and the volume's free space. Read from the service at scrape time.
 * Null while metrics are off.
 */
export function mediaMetrics(service: MediaService, env: Record<string, string | undefined> = process.env): Registry | null {
  if (!metricsEnabled(env)) return null;
  const registry = processRegistry();
  const recorded = new Counter({
    name: 'argus_media_recorded_bytes_total',
    help: 'Bytes of recorded segments written, per stream',
    labelNames: ['stream'] as const,
    registers: [registry],
  });
  service.on('segment', (s) => recorded.inc({ stream: s.stream_id }, s.bytes));

  const supervisors = () =>
    service.streams().flatMap((s) => {
      const sup = service.supervisor(s.id);
      return sup ? [{ stream: s.id, sup }] : [];
    });
  /** A per-stream figure read from each supervisor (removed streams drop out). */
  const perStream = (kind: 'counter' | 'gauge', name: string, help: string, read: (sup: NonNullable<ReturnType<MediaService['supervisor']>>) => number) => {
    const Metric = kind === 'counter' ? Counter : Gauge;
    new Metric({
      name,
      help,
      labelNames: ['stream'] as const,
      registers: [registry],
      collect(this: Counter<'stream'> | Gauge<'stream'>) {
        this.reset();
        for (const { stream, sup } of supervisors()) this.inc({ stream }, read(sup));
      },
    });
  };
  perStream('counter', 'argus_media_stream_frames_total', 'Video frames received from the camera (rate: fps)', (sup) => sup.framesTotal);
  perStream('counter', 'argus_media_stream_received_bytes_total', 'Video bytes received from the camera (rate × 8: bitrate)', (sup) => sup.bytesTotal);
  perStream('counter', 'argus_media_stream_restarts_total', 'ffmpeg restarts of the stream (source lost, stalls, recording switched)', (sup) =>
    Math.max(0, sup.spawnCount - 1),
  );
  perStream('gauge', 'argus_media_stream_up', '1 while the stream is live', (sup) => (sup.status === 'live' ? 1 : 0));
  perStream('gauge', 'argus_media_stream_viewers', 'Live viewers of the stream', (sup) => sup.hub.viewerCount);
  new Gauge({
    name: 'argus_media_disk_free_bytes',
    help: 'Free bytes on the recording volume',
    registers: [registry],
    collect() {
      this.set(service.storage().free_bytes);
    },
  });
  new Gauge({
    name: 'argus_media_recording_stopped',
    help: '1 while recording is stopped for lack of disk space (live goes on)',
    registers: [registry],
    collect() {
      this.set(service.storage().low_space === null ? 0 : 1);
    },
  });
  return registry;
}
