import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { registerComponents } from './components';
import { withDocumentedBody } from './documented-body';

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
  const parts = segments(url, prefix).map((s) => (s.startsWith('{') ? `By${words(s).map(capital).join('')}` : words(s).map(capital).join('')));
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

/** The document's list of tags (every tag an operation carries, sorted) and its server (paths carry the /api/v1 prefix); linters ask for both. */
function declareTags(document: Record<string, unknown>): Record<string, unknown> {
  const tags = new Set<string>();
  for (const item of Object.values((document.paths ?? {}) as Record<string, Record<string, Operation>>)) {
    for (const operation of Object.values(item)) for (const tag of operation.tags ?? []) tags.add(tag);
  }
  return { ...document, servers: [{ url: '/' }], tags: [...tags].sort().map((name) => ({ name })) };
}

/**
 * Schemas in OpenAPI 3.0's dialect: the server validates with JSON Schema draft 7 (numeric
 * exclusive bounds, `dependencies`), which 3.0 writes as a boolean beside minimum/maximum and does
 * not have (the pairing is said in the description instead).
 */
export function toOpenApi30(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toOpenApi30);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) out[key] = toOpenApi30(v);
  for (const [bound, exclusive] of [
    ['minimum', 'exclusiveMinimum'],
    ['maximum', 'exclusiveMaximum'],
  ] as const) {
    if (typeof out[exclusive] === 'number') {
      out[bound] = out[exclusive];
      out[exclusive] = true;
    }
  }
  const dependencies = out.dependencies;
  if (dependencies && typeof dependencies === 'object' && !Array.isArray(dependencies) && typeof out.type === 'string') {
    delete out.dependencies;
    const pairs = Object.entries(dependencies as Record<string, unknown>)
      .filter((e): e is [string, string[]] => Array.isArray(e[1]))
      .map(([field, needs]) => `${field} requires ${needs.join(', ')}`);
    out.description = [out.description, pairs.length ? `${pairs.join('; ')}.` : ''].filter(Boolean).join(' ');
  }
  return out;
}

/** The OpenAPI document of the API (served at /api/docs/openapi.json, browsable at /api/docs). */
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
    // Bodies a route reads itself (JSON or multipart) are described by media type.
    transform: ({ schema, url }) => ({ schema: schema && withDocumentedBody(schema), url }),
    transformObject: (document) =>
      'openapiObject' in document
        ? (toOpenApi30(declareTags(document.openapiObject as Record<string, unknown>)) as typeof document.openapiObject)
        : document.swaggerObject,
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // The document browsable at /api/docs: Swagger UI's files ship inside the package (nothing is fetched from elsewhere).
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { deepLinking: true, docExpansion: 'none', defaultModelsExpandDepth: 0 },
    staticCSP: true,
  });
}
