import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { answerMetrics } from '@argus/machine-client';
import type { Registry } from 'prom-client';
import { WebSocketServer } from 'ws';
import { archiveFrame } from '../clips/frame';
import { clipPath } from '../clips/worker';
import { liveSnapshot } from '../live/snapshot';
import type { MediaService } from '../service';
import { isValidStreamId } from '../streams';
import { allowAllMediaRequests, type AuthorizeMediaRequest, type MediaAccess } from './auth';
import { attachLiveSocket } from './liveSocket';
import { archivePlaylist, livePlaylist } from './playlists';
import { parseTime } from './time';

export interface MediaServerOptions {
  authorize?: AuthorizeMediaRequest;
  /** GET /metrics (http/metrics.ts); null or absent: 404. */
  metrics?: Registry | null;
  /** Segments in the live HLS playlist. */
  liveWindow?: number;
  /** Longest archive playlist, in hours. */
  maxArchiveHours?: number;
}

const SEGMENT_FILE = /^(init\.mp4|seg_\d{6,}\.m4s)$/;
const RUN = /^\d{8}T\d{9}Z$/;

function send(res: ServerResponse, status: number, body: string | Buffer, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
  res.end(body);
}

function error(res: ServerResponse, status: number, type: string, message: string): void {
  send(res, status, JSON.stringify({ type, status_code: status, message }));
}

/** The media process's HTTP + WebSocket server (see README in this folder's package for the routes). */
export function createMediaServer(service: MediaService, o: MediaServerOptions = {}): Server {
  const authorize = o.authorize ?? allowAllMediaRequests;
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });

  async function allowed(req: IncomingMessage, access: MediaAccess): Promise<boolean> {
    try {
      return await authorize(req, access);
    } catch {
      return false;
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (await answerMetrics(req, res, o.metrics ?? null)) return;
    const url = new URL(req.url ?? '/', 'http://media');
    const parts = url.pathname.split('/').filter(Boolean);
    res.setHeader('access-control-allow-origin', '*');
    const [root, name, ...rest] = parts;
    if (req.method === 'GET' && url.pathname === '/health') {
      const streams = service.streams().map((s) => {
        const sup = service.supervisor(s.id);
        return { stream_id: s.id, status: sup?.status, reason: sup?.reason, viewers: sup?.hub.viewerCount ?? 0 };
      });
      return send(res, 200, JSON.stringify({ status: 'ok', streams }));
    }
    if (!root || !name) return error(res, 404, 'not_found', 'Not found');
    const dot = name.lastIndexOf('.');
    const streamId = root === 'segments' || dot < 0 ? name : name.slice(0, dot);
    const ext = root === 'segments' || dot < 0 ? '' : name.slice(dot + 1);
    if (!isValidStreamId(streamId)) return error(res, 404, 'not_found', 'Unknown stream');

    if (req.method === 'POST' && root === 'events' && !ext) {
      if (!(await allowed(req, { streamId, kind: 'event' }))) return error(res, 403, 'forbidden', 'Forbidden');
      let ts: number | null;
      try {
        ts = parseTime(String((JSON.parse((await readBody(req)) || '{}') as { ts?: unknown }).ts ?? ''));
      } catch {
        ts = null;
      }
      if (ts === null) return error(res, 400, 'validation_error', 'ts is required');
      service.retention.markEvent(streamId, ts);
      return send(res, 204, '');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return error(res, 405, 'method_not_allowed', 'Method not allowed');
    // A playlist passes its ticket on to the files it lists (players do not add it themselves).
    const ticket = url.searchParams.get('ticket');
    const query = ticket ? `?ticket=${encodeURIComponent(ticket)}` : '';

    if (root === 'live' && ext === 'm3u8' && !rest.length) {
      if (!(await allowed(req, { streamId, kind: 'live-hls' }))) return error(res, 403, 'forbidden', 'Forbidden');
      const all = service.index.all(streamId);
      if (!all.length) return error(res, 404, 'not_found', 'Nothing recorded yet');
      const recent = all.slice(-(o.liveWindow ?? 6));
      return send(res, 200, livePlaylist(recent, query), 'application/vnd.apple.mpegurl');
    }
    if (root === 'archive' && ext === 'm3u8' && !rest.length) {
      if (!(await allowed(req, { streamId, kind: 'archive' }))) return error(res, 403, 'forbidden', 'Forbidden');
      const from = parseTime(url.searchParams.get('from'));
      const to = parseTime(url.searchParams.get('to')) ?? Date.now();
      if (from === null || to <= from) return error(res, 400, 'validation_error', 'from (and to after it) are required');
      if (to - from > (o.maxArchiveHours ?? 24) * 3_600_000) return error(res, 400, 'validation_error', 'range too long');
      const segments = service.index.range(streamId, from, to);
      if (!segments.length) return error(res, 404, 'not_found', 'Nothing recorded in that range');
      return send(res, 200, archivePlaylist(segments, from, query), 'application/vnd.apple.mpegurl');
    }
    if (root === 'snapshot' && ext === 'jpg' && !rest.length) {
      if (!(await allowed(req, { streamId, kind: 'snapshot' }))) return error(res, 403, 'forbidden', 'Forbidden');
      const sup = service.supervisor(streamId);
      if (!sup?.hub.latestGop) return error(res, 404, 'not_found', 'No live video for this stream');
      const jpeg = await liveSnapshot(sup.hub);
      return send(res, 200, jpeg, 'image/jpeg');
    }
    // Marks' snapshots: the recorded frame at ts (or the nearest within 30 s).
    if (root === 'frame' && ext === 'jpg' && !rest.length) {
      if (!(await allowed(req, { streamId, kind: 'frame' }))) return error(res, 403, 'forbidden', 'Forbidden');
      const ts = parseTime(url.searchParams.get('ts'));
      if (ts === null) return error(res, 400, 'validation_error', 'ts is required');
      const jpeg = await archiveFrame(service.dataDir, service.index, streamId, ts);
      if (!jpeg) return error(res, 404, 'not_found', 'Nothing recorded near ts');
      return send(res, 200, jpeg, 'image/jpeg');
    }
    // Exported clips (src/clips/): a download of the MP4 the clip task made.
    if (root === 'clips' && rest.length === 1 && /^\d{1,10}\.mp4$/.test(rest[0] as string)) {
      if (!(await allowed(req, { streamId, kind: 'clip' }))) return error(res, 403, 'forbidden', 'Forbidden');
      const path = clipPath(service.dataDir, streamId, Number((rest[0] as string).slice(0, -4)));
      let size: number;
      try {
        size = statSync(path).size;
      } catch {
        return error(res, 404, 'not_found', 'Clip not found');
      }
      res.writeHead(200, {
        'content-type': 'video/mp4',
        'content-length': size,
        'content-disposition': `attachment; filename="clip-${streamId}-${rest[0] as string}"`,
        'cache-control': 'private, no-store',
      });
      if (req.method === 'HEAD') return void res.end();
      createReadStream(path)
        .on('error', () => res.destroy())
        .pipe(res);
      return;
    }
    if (root === 'segments' && rest.length === 2) {
      const [run, file] = rest as [string, string];
      if (!RUN.test(run) || !SEGMENT_FILE.test(file)) return error(res, 404, 'not_found', 'Not found');
      if (!(await allowed(req, { streamId, kind: 'segment' }))) return error(res, 403, 'forbidden', 'Forbidden');
      const path = join(service.dataDir, 'streams', streamId, run, file);
      let size: number;
      try {
        size = statSync(path).size;
      } catch {
        return error(res, 404, 'not_found', 'Segment not found');
      }
      res.writeHead(200, {
        'content-type': file.endsWith('.mp4') ? 'video/mp4' : 'video/iso.segment',
        'content-length': size,
        'cache-control': 'private, max-age=86400, immutable',
      });
      if (req.method === 'HEAD') return void res.end();
      createReadStream(path)
        .on('error', () => res.destroy())
        .pipe(res);
      return;
    }
    return error(res, 404, 'not_found', 'Not found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => {
      if (!res.headersSent) error(res, 500, 'internal_error', err.message);
      else res.destroy();
    });
  });

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://media');
    const match = /^\/live\/([A-Za-z0-9_-]{1,64})$/.exec(url.pathname);
    const sup = match ? service.supervisor(match[1] as string) : undefined;
    const refuse = (status: string) => {
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    };
    if (!match || !sup) return refuse('404 Not Found');
    const streamId = match[1] as string;
    void allowed(req, { streamId, kind: 'live' }).then((ok) => {
      if (!ok) return refuse('403 Forbidden');
      wss.handleUpgrade(req, socket, head, (ws) => attachLiveSocket(ws, sup.hub, streamId));
    });
  });
  sockets.set(server, wss);
  return server;
}

const sockets = new WeakMap<Server, WebSocketServer>();

/** Closes the server now: live viewers and keep-alive connections included. */
export function stopMediaServer(server: Server): Promise<void> {
  const wss = sockets.get(server);
  for (const ws of wss?.clients ?? []) ws.terminate();
  wss?.close();
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function readBody(req: IncomingMessage, limit = 64 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      body += c;
      if (body.length > limit) reject(new Error('body too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}
