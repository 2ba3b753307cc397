import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Serves the built console: files as they are or precompressed (hashed assets cached for good,
 * everything else revalidated), and index.html for every other GET so that client-side routes
 * survive a reload. The title comes from product_title.
 */
export async function serveConsole(app: FastifyInstance, dist: string, title: string): Promise<void> {
  const indexPath = path.join(dist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ dist }, 'console build not found; run `npm run build` to serve the console');
    return;
  }
  const index = readFileSync(indexPath, 'utf8').replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside every asset (vite.config.ts): sent as the client accepts.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = async (
    request: { url: string },
    reply: { header: (k: string, v: string) => unknown; type: (t: string) => { send: (b: string) => unknown } },
  ) => {
    if (request.url.startsWith('/api/')) throw notFound('Route');
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(index);
  };
  app.get('/', sendIndex);
  app.get('/*', sendIndex);
}

export async function serveAgreements(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, { root: dir, prefix: '/agreements/', decorateReply: false, index: false });
}
