import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { ApiError, invalid } from './errors';

/**
 * Malformed input is refused before it reaches a service or the database: numbers outside the
 * range of their columns, non-finite numbers, numeric strings in JSON bodies, NUL bytes and
 * unpaired surrogates (PostgreSQL stores neither in text or jsonb), and the router's and the
 * HTTP parser's own refusals all answer the catalogue's envelope.
 */

export const INT4_MAX = 2147483647;
const INT4_MIN = -2147483648;

type Schema = Record<string, unknown>;

/** Ids are int4 columns (the few bigserial ids are never taken as input). */
const isIdName = (name: string | undefined) => name !== undefined && /(^|_)ids?$/.test(name);

/**
 * A copy of a request schema whose unbounded integers get their column's range (int4 for ids,
 * JavaScript's safe range otherwise) and whose unbounded numbers are finite: `coerceTypes`
 * turns "1e400" into Infinity in a query string, which only a bound refuses.
 */
export function boundNumbers(schema: unknown, name?: string): unknown {
  if (Array.isArray(schema)) return schema.map((s) => boundNumbers(s, name));
  if (!schema || typeof schema !== 'object') return schema;
  const s = { ...(schema as Schema) };
  const types = Array.isArray(s.type) ? (s.type as unknown[]) : [s.type];
  const unbounded = (side: 'maximum' | 'minimum') => s[side] === undefined && s[side === 'maximum' ? 'exclusiveMaximum' : 'exclusiveMinimum'] === undefined;
  if (types.includes('integer')) {
    const id = isIdName(name);
    if (unbounded('maximum')) s.maximum = id ? INT4_MAX : Number.MAX_SAFE_INTEGER;
    if (unbounded('minimum')) s.minimum = id ? INT4_MIN : Number.MIN_SAFE_INTEGER;
  } else if (types.includes('number')) {
    if (unbounded('maximum')) s.maximum = Number.MAX_VALUE;
    if (unbounded('minimum')) s.minimum = -Number.MAX_VALUE;
  }
  if (s.properties && typeof s.properties === 'object') {
    s.properties = Object.fromEntries(Object.entries(s.properties as Schema).map(([k, v]) => [k, boundNumbers(v, k)]));
  }
  if (s.patternProperties && typeof s.patternProperties === 'object') {
    s.patternProperties = Object.fromEntries(Object.entries(s.patternProperties as Schema).map(([k, v]) => [k, boundNumbers(v)]));
  }
  // The alternatives and items of a field are still that field (a nullable id is an id).
  for (const key of ['items', 'anyOf', 'oneOf', 'allOf', 'then', 'else']) {
    if (s[key] && typeof s[key] === 'object') s[key] = boundNumbers(s[key], name);
  }
  for (const key of ['additionalProperties', 'not']) {
    if (s[key] && typeof s[key] === 'object') s[key] = boundNumbers(s[key]);
  }
  return s;
}

/**
 * NUL, or a surrogate without its pair (a JSON `\ud800`), which PostgreSQL refuses in text and
 * jsonb. With the u flag a surrogate pair is one code point, so \p{Cs} matches only unpaired halves.
 */
const LONE_SURROGATE = /\p{Cs}/u;
export const isBadText = (value: string) => value.includes('\u0000') || LONE_SURROGATE.test(value);

/**
 * The path of the first string (key or value) in `value` that PostgreSQL cannot store, or of a
 * non-finite number, or null. Query strings are coerced before the bounds are checked, and ajv
 * skips the bounds of a value it coerced to Infinity, hence this second look after validation.
 */
export function badTextPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isBadText(value) ? path : null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [k, v] of Object.entries(value as Schema)) {
    const at = path ? `${path}.${k}` : k;
    if (isBadText(k)) return at;
    const found = badTextPath(v, at);
    if (found !== null) return found;
  }
  return null;
}

export const BAD_TEXT = 'must not contain NUL characters or unpaired surrogates';
const NOT_FINITE = 'must be a finite number';

/** Refuses a value holding such a string or number: 422 naming the field. */
export function refuseBadText(value: unknown, context: string): void {
  const at = badTextPath(value);
  if (at === null) return;
  const leaf = at.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Schema)[k] : v), value);
  throw invalid({ [at || context]: typeof leaf === 'number' ? NOT_FINITE : BAD_TEXT });
}

type Compile = (route: { schema?: unknown; httpPart?: string }) => unknown;
type BuildFromPool = (externalSchemas: unknown, options: { customOptions?: Schema }) => Compile;

/**
 * A number for each distinct shared schema, read once per schema object: fastify asks for a compiler in each plugin
 * context and keys its pool by the JSON of every shared schema, which cost more than the compiling it saved. Shared
 * schemas are not changed once added (fastify stores its own copy).
 */
const numberOfJson = new Map<string, number>();
const numberOfShared = new WeakMap<object, number>();
function sharedNumber(schema: unknown): number | string {
  if (!schema || typeof schema !== 'object') return JSON.stringify(schema);
  let n = numberOfShared.get(schema);
  if (n === undefined) {
    const json = JSON.stringify(schema);
    n = numberOfJson.get(json);
    if (n === undefined) numberOfJson.set(json, (n = numberOfJson.size));
    numberOfShared.set(schema, n);
  }
  return n;
}

/**
 * One compiler for each set of shared schemas and options in the process, and one validator for each schema it is
 * given: a process that builds the app more than once (each server of a test file, a replica's restart) reuses
 * them instead of making a new Ajv, adding every shared schema to it and compiling each route's schema again.
 * A validator is a pure function of its schema and options; fastify reads its `errors` right after each call.
 */
const pooled = new Map<string, Compile>();
export function pooledCompiler(externalSchemas: unknown, options: { customOptions?: Schema }): Compile {
  // Plugins and hooks of Ajv are code, which no key can compare: such options get a compiler of their own.
  const code = Object.entries(options).some(([k, v]) => k !== 'customOptions' && !(k === 'plugins' && Array.isArray(v) && v.length === 0));
  if (code) return (AjvCompiler() as unknown as BuildFromPool)(externalSchemas, options);
  const shared = Object.entries((externalSchemas ?? {}) as Schema);
  const key = JSON.stringify(options.customOptions ?? {}) + shared.map(([id, s]) => `\n${id}\t${sharedNumber(s)}`).join('');
  let compiler = pooled.get(key);
  if (!compiler) {
    const build = (AjvCompiler() as unknown as BuildFromPool)(externalSchemas, options);
    const made = new Map<string, unknown>();
    compiler = (route) => {
      const schemaKey = JSON.stringify(route.schema ?? null);
      if (!made.has(schemaKey)) made.set(schemaKey, build(route));
      return made.get(schemaKey);
    };
    pooled.set(key, compiler);
  }
  return compiler;
}

/**
 * The function `compile` makes, made on its first call rather than now (ARGUS_LAZY_SCHEMAS): a
 * validator's `errors` are copied onto the function handed out, where fastify reads them.
 */
export function onFirstUse<F extends (...args: never[]) => unknown>(compile: () => F): F {
  let made: F | undefined;
  const lazy = (...args: Parameters<F>) => {
    made ??= compile();
    const out = made(...args);
    (lazy as { errors?: unknown }).errors = (made as { errors?: unknown }).errors;
    return out;
  };
  return lazy as F;
}

/**
 * JSON bodies are taken as typed; query strings, path parameters and headers are text and are
 * coerced. `lazy`: each validator is compiled on its route's first request instead of at start.
 */
export function validatorCompilers(lazy = false): NonNullable<FastifyServerOptions['schemaController']> {
  const buildValidator = (externalSchemas: unknown, options: { customOptions?: Schema }): Compile => {
    const text = pooledCompiler(externalSchemas, options);
    const typed = pooledCompiler(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } });
    const compile = (route: { httpPart?: string }) => (route.httpPart === 'body' ? typed(route) : text(route));
    return lazy ? (route) => onFirstUse(() => compile(route) as (data: unknown) => unknown) : compile;
  };
  return { compilersFactory: { buildValidator: buildValidator as never } };
}

/** The router's refusals (a path that is not UTF-8, an overlong parameter) in the envelope. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_BAD_URL' ? 'The path is not valid' : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long' : 'Bad request';
  void reply.status(status).send(new ApiError('bad_request', message, undefined, status).toBody());
}

/** The HTTP parser's refusals (431 headers or URL too large, 400 malformed, 408) in the envelope. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, new ApiError('request_timeout', 'Request timed out')]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, new ApiError('bad_request', 'The request headers are too large', undefined, 431)]
        : [400, new ApiError('bad_request', 'Malformed HTTP request')];
  const json = JSON.stringify(body.toBody());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

export function registerInputChecks(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Schema | undefined;
    if (!schema) return;
    for (const part of ['body', 'querystring', 'params', 'headers']) {
      if (schema[part]) schema[part] = boundNumbers(schema[part]);
    }
  });
  // After validation: the values as coerced (a number in a query string was text before).
  app.addHook('preHandler', async (request) => {
    refuseBadText(request.params, 'path');
    refuseBadText(request.query, 'query');
    if (!request.headers['content-type']?.startsWith('multipart/')) refuseBadText(request.body, 'body');
  });
}
