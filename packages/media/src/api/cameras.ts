import { parseHost } from '@argus/outbound';
import type { StreamConfig } from '../streams';

/** The part of a camera (GET /streamservers/{id}/cameras) the media service needs. */
export interface ApiCamera {
  id: number;
  source: {
    url: string;
    body: {
      protocol: string;
      host: string;
      port: number;
      path?: string;
      transport?: 'tcp' | 'udp';
      username?: string;
      password?: string;
    };
  };
  video_streaming?: { by_event?: boolean; storage_depth?: number };
}

/** A camera is recorded under this stream id: its id in the API (GET /segments?stream_id= is the camera id). */
export const streamIdOf = (cameraId: number): string => String(cameraId);

/** Loopback in any spelling (127.1, ::ffff:7f00:1, localhost., …). */
const isLoopback = (host: string): boolean => parseHost(host).cls === 'loopback';

function address(body: ApiCamera['source']['body']): string {
  const host = body.host.includes(':') && !body.host.startsWith('[') ? `[${body.host}]` : body.host;
  const auth = body.username ? `${encodeURIComponent(body.username)}:${encodeURIComponent(body.password ?? '')}@` : '';
  return `${body.protocol}://${auth}${host}:${body.port}${body.path ?? ''}`;
}

/**
 * How to record a camera, or null when this service does not (external hikvision/dahua sources
 * carry device analytics, not a stream). An RTMP source on a loopback address at one of this
 * service's ingest ports is a push into its own ingest (the demo camera): it listens there.
 */
export function streamOf(camera: ApiCamera, ingestPorts: readonly number[]): StreamConfig | null {
  const b = camera.source.body;
  const base: Pick<StreamConfig, 'id' | 'byEvent' | 'storageDepthDays'> = {
    id: streamIdOf(camera.id),
    ...(camera.video_streaming?.by_event ? { byEvent: true } : {}),
    ...(camera.video_streaming?.storage_depth ? { storageDepthDays: camera.video_streaming.storage_depth } : {}),
  };
  if (b.protocol === 'rtsp') return { ...base, source: { protocol: 'rtsp', url: address(b), transport: b.transport ?? 'tcp' } };
  if (b.protocol === 'rtmp') {
    if (isLoopback(b.host) && ingestPorts.includes(Number(b.port))) return { ...base, source: { protocol: 'rtmp_push', port: Number(b.port) } };
    return { ...base, source: { protocol: 'rtmp', url: address(b) } };
  }
  return null;
}

/** The streams to run for these cameras; a second camera on an ingest port already taken is left out. */
export function streamsOf(cameras: readonly ApiCamera[], ingestPorts: readonly number[]): { streams: StreamConfig[]; skipped: number[] } {
  const streams: StreamConfig[] = [];
  const skipped: number[] = [];
  const ports = new Set<number>();
  for (const c of cameras) {
    const s = streamOf(c, ingestPorts);
    if (!s) continue;
    if (s.source.protocol === 'rtmp_push' && s.source.port !== undefined) {
      if (ports.has(s.source.port)) {
        skipped.push(c.id);
        continue;
      }
      ports.add(s.source.port);
    }
    streams.push(s);
  }
  return { streams, skipped };
}
