import { createServer, type Server } from 'node:http';
import { answerMetrics } from '@argus/machine-client';
import type { Registry } from 'prom-client';
import type { Edge } from '../edge';
import { apiConnected } from './metrics';

/**
 * The edge's own HTTP server (ARGUS_EDGE_PORT): GET /healthz and GET /metrics, nothing else.
 * /healthz answers 200 while heartbeats reach the API, 503 while they do not (the edge keeps
 * analysing and spooling meanwhile), with the spool, the cameras and the connection.
 */
export function createEdgeServer(edge: Edge, metrics: Registry | null): Server {
  return createServer((req, res) => {
    void (async () => {
      if (await answerMetrics(req, res, metrics)) return;
      const path = new URL(req.url ?? '/', 'http://edge').pathname;
      if (req.method === 'GET' && path === '/healthz') {
        const body = health(edge);
        res.writeHead(body.status === 'ok' ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify(body));
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'not_found', status_code: 404, message: 'Not found' }));
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
}

export function health(edge: Edge) {
  const reg = edge.agent.registration;
  const connected = apiConnected(edge);
  return {
    status: connected ? ('ok' as const) : ('unavailable' as const),
    api: {
      registered: reg !== null,
      edge_id: reg?.id ?? null,
      connected,
      last_heartbeat: edge.agent.lastHeartbeat ? new Date(edge.agent.lastHeartbeat).toISOString() : null,
      last_camera_sync: edge.agent.lastSync ? new Date(edge.agent.lastSync).toISOString() : null,
    },
    spool: { events: edge.spool.size(), oldest_age_s: Math.round(edge.spool.oldestAgeMs() / 100) / 10, delivered: edge.sender.delivered },
    cameras: edge.cameras.figures(),
  };
}
