import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { registerComponents } from './components';

/** Path segments of a route without the API prefix, e.g. ['cameras', '{camera_id}']. */
function segments(url: string, prefix: string): string[] {
  const path = url.startsWith(prefix) ? url.slice(prefix.length) : url;
  return path
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? `{${s.slice(1)}}` : s));
}

const words = (text: string): string[] => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capital = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/**
 * The operationId of a route, from its method and path alone so that it never changes while the
 * route does not: static segments in PascalCase, a parameter as `By<Name>`.
 * GET /cameras/{camera_id}/events/histogram → getCamerasByCameraIdEventsHistogram.
 */
export function operationIdOf(method: string, url: string, prefix = ''): string {
  const parts = segments(url, prefix).map((s) =>
    s.startsWith('{') ? `By${words(s).map(capital).join('')}` : words(s).map(capital).join(''),
  );
  return method.toLowerCase() + parts.join('');
}

/** A default summary read off the operationId: "Get cameras by camera id events histogram". */
export function summaryOf(operationId: string): string {
  const spaced = operationId.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

type RouteSchema = NonNullable<RouteOptions['schema']> & { operationId?: string; summary?: string; tags?: string[] };

/**
 * Names every route once, where it is registered: an operationId from its method and
 * path, and a summary when the route gives none (tags are set by each resource's routes).
 */
export function nameOperations(app: FastifyInstance, prefix: string): void {
  app.addHook('onRoute', (route) => {
    const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
    if (method === 'HEAD') return;
    const schema = (route.schema ?? {}) as RouteSchema;
    const operationId = schema.operationId ?? operationIdOf(method, route.url, prefix);
    route.schema = { ...schema, operationId, summary: schema.summary ?? summaryOf(operationId) };
  });
}

interface Operation {
  tags?: string[];
}

/** The document's list of tags: every tag an operation carries, sorted (linters ask for it). */
function declareTags(document: Record<string, unknown>): Record<string, unknown> {
  const tags = new Set<string>();
  for (const item of Object.values((document.paths ?? {}) as Record<string, Record<string, Operation>>)) {
    for (const operation of Object.values(item)) for (const tag of operation.tags ?? []) tags.add(tag);
  }
  return { ...document, tags: [...tags].sort().map((name) => ({ name })) };
}

/** The OpenAPI document of the API (served at /api/docs/openapi.json). */
export async function registerOpenApi(app: FastifyInstance, options: { prefix: string; version: string }): Promise<void> {
  nameOperations(app, options.prefix);
  registerComponents(app);
  await app.register(swagger, {
    // Shared schemas are named by their $id: #/components/schemas/Event.
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    openapi: {
      info: { title: 'Argus API', version: options.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transformObject: (document) =>
      'openapiObject' in document ? declareTags(document.openapiObject as Record<string, unknown>) : document.swaggerObject,
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
