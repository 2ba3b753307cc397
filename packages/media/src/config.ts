import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_ARCHIVE_DEPTH_DAYS } from './record/retention';
import { isValidStreamId, type StreamConfig } from './streams';

export interface MediaConfig {
  port: number;
  host: string;
  /** Recordings and the segment index: ARGUS_MEDIA_DATA_DIR, else `${ARGUS_DATA_DIR:-./data}/media`. */
  dataDir: string;
  archiveDepthDays: number;
  minFreeBytes: number;
  streams: StreamConfig[];
  /** Run the generated demo camera (pushed into the `demo` stream's RTMP ingest). */
  demo: boolean;
  demoWidth: number;
  demoHeight: number;
}

const DEMO_RTMP_PORT = 19350;

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number`);
  return n;
}

/** Cameras until the API assigns them: ARGUS_MEDIA_CAMERAS is a JSON array or the path of a JSON file holding one. */
export function parseStreams(raw: string): StreamConfig[] {
  const text = raw.trim().startsWith('[') ? raw : readFileSync(resolve(raw), 'utf8');
  const list = JSON.parse(text) as StreamConfig[];
  if (!Array.isArray(list)) throw new Error('ARGUS_MEDIA_CAMERAS must be a JSON array of streams');
  for (const s of list) {
    if (!s || !isValidStreamId(s.id)) throw new Error(`invalid stream id ${JSON.stringify(s?.id)}`);
    if (!s.source || !['rtsp', 'rtmp', 'rtmp_push', 'file'].includes(s.source.protocol))
      throw new Error(`stream ${s.id}: source.protocol must be rtsp, rtmp, rtmp_push or file`);
  }
  return list;
}

export function loadMediaConfig(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  const dataDir = resolve(env.ARGUS_MEDIA_DATA_DIR || `${env.ARGUS_DATA_DIR || './data'}/media`);
  const camerasVar = env.ARGUS_MEDIA_CAMERAS;
  const streams = camerasVar && (camerasVar.trim().startsWith('[') || existsSync(camerasVar)) ? parseStreams(camerasVar) : [];
  const demo = env.ARGUS_MEDIA_DEMO ? env.ARGUS_MEDIA_DEMO === '1' || env.ARGUS_MEDIA_DEMO === 'true' : streams.length === 0;
  if (demo && !streams.some((s) => s.id === 'demo'))
    streams.push({ id: 'demo', source: { protocol: 'rtmp_push', port: int(env, 'ARGUS_MEDIA_DEMO_RTMP_PORT', DEMO_RTMP_PORT) } });
  return {
    port: int(env, 'ARGUS_MEDIA_PORT', 8090),
    host: env.ARGUS_MEDIA_HOST || '0.0.0.0',
    dataDir,
    archiveDepthDays: int(env, 'ARGUS_VIDEOARCHIVE_DEPTH', DEFAULT_ARCHIVE_DEPTH_DAYS),
    minFreeBytes: int(env, 'ARGUS_MEDIA_MIN_FREE_MB', 1024) * 1024 * 1024,
    streams,
    demo,
    demoWidth: int(env, 'ARGUS_MEDIA_DEMO_WIDTH', 1280),
    demoHeight: int(env, 'ARGUS_MEDIA_DEMO_HEIGHT', 720),
  };
}
