import type { Camelize } from '@argus/contracts';
import type { paths } from '@argus/contracts/openapi';
import { request, type Body, type RequestOptions } from './client';

/**
 * The console's calls typed by the API's OpenAPI document (contracts' openapi.gen.ts, made from
 * the server's own document): a route, path parameter, query or body field the API does not have,
 * or an answer's field read that it does not send, fails the type-check. Bodies and queries are
 * written camelCase (the client snakifies them); answers come camelCased, or as the server wrote
 * them with `keepCase: true` (where keys are data: a sensor's payload, counts by reason, a signed file).
 */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The API's prefix (client.ts API_BASE), which the console's routes leave out. */
type Prefix = '/api/v1';
/** A path of the API as the console writes it: without /api/v1. */
export type Route = keyof paths extends infer K ? (K extends `${Prefix}${infer R}` ? R : never) : never;
type Operation<R extends Route, M extends Method> = NonNullable<paths[`${Prefix}${R}`][M]>;
/** The routes that answer method M. */
export type RouteOf<M extends Method> = { [R in Route]: [Operation<R, M>] extends [never] ? never : R }[Route];

type PathPart<O> = O extends { parameters: { path: infer P } } ? { path: P } : { path?: never };
type QueryPart<O> = O extends { parameters: { query: infer Q } }
  ? { query: Camelize<Q> }
  : O extends { parameters: { query?: infer Q } }
    ? [Exclude<Q, undefined>] extends [never]
      ? { query?: never }
      : { query?: Camelize<Exclude<Q, undefined>> }
    : { query?: never };
/** A multipart body, where the route describes one (its form is built by the caller). */
type MultipartPart<O> = O extends { requestBody?: { content: { 'multipart/form-data': unknown } } } ? { json?: never; body: { multipart: FormData } } : never;
/** A JSON body as the console writes it (camelCase), or a multipart or form body as it is sent. */
type BodyPart<O> = O extends { requestBody?: never }
  ? { json?: never; body?: never }
  : O extends { requestBody: { content: { 'application/json': infer B } } }
    ? { json: Camelize<B>; body?: never } | MultipartPart<O>
    : O extends { requestBody?: { content: { 'application/json': infer B } } }
      ? { json?: Camelize<B>; body?: never } | MultipartPart<O>
      : O extends { requestBody?: { content: { 'multipart/form-data': unknown } } }
        ? MultipartPart<O>
        : { json?: never; body: Exclude<Body, { json: unknown }> };

/** The JSON of a success (200, else 201), or nothing (204). */
export type Wire<O> = O extends { responses: { 200: { content: { 'application/json': infer A } } } }
  ? A
  : O extends { responses: { 201: { content: { 'application/json': infer A } } } }
    ? A
    : void;
export type Answer<R extends Route, M extends Method> = Camelize<Wire<Operation<R, M>>>;
/** The answer as the server wrote it (`keepCase: true`). */
export type WireAnswer<R extends Route, M extends Method> = Wire<Operation<R, M>>;
/** The body of a route's JSON request as the console writes it. */
export type RequestOf<R extends Route, M extends Method> =
  Operation<R, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? Camelize<B> : never;

export type CallOptions<R extends Route, M extends Method> = PathPart<Operation<R, M>> &
  QueryPart<Operation<R, M>> &
  BodyPart<Operation<R, M>> &
  Pick<RequestOptions, 'signal' | 'raw'>;

/** /cameras/{camera_id} with { camera_id: 7 } → /cameras/7 (each value URL-encoded). */
export function fillRoute(route: string, values: Record<string, string | number> | undefined): string {
  return route.replace(/\{([a-z_0-9]+)\}/g, (_m, name: string) => {
    const value = values?.[name];
    if (value === undefined) throw new Error(`${route}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** The call itself: the types are the callers' (api below), checked where the route is named. */
interface Untyped {
  path?: Record<string, string | number>;
  query?: Record<string, unknown>;
  json?: unknown;
  body?: Body;
  signal?: AbortSignal;
  raw?: boolean;
  keepCase?: boolean;
}

function call(method: Method, route: string, o: Untyped = {}): Promise<unknown> {
  return request(fillRoute(route, o.path), {
    method: method.toUpperCase() as NonNullable<RequestOptions['method']>,
    ...(o.query ? { query: o.query } : {}),
    ...(o.json !== undefined ? { body: { json: o.json } } : o.body ? { body: o.body } : {}),
    ...(o.signal ? { signal: o.signal } : {}),
    ...(o.raw ? { raw: o.raw } : {}),
    ...(o.keepCase ? { keepCase: true } : {}),
  });
}

/** Whether the answer is read as the server wrote it (K true) or camelCased. */
type KeepCase<K extends boolean> = { keepCase?: K };
/** Optional options where the route needs none. */
type Rest<R extends Route, M extends Method, K extends boolean> =
  Record<string, never> extends CallOptions<R, M> ? [o?: CallOptions<R, M> & KeepCase<K>] : [o: CallOptions<R, M> & KeepCase<K>];
type Result<R extends Route, M extends Method, K extends boolean> = Promise<K extends true ? WireAnswer<R, M> : Answer<R, M>>;

export const api = {
  get: <R extends RouteOf<'get'>, K extends boolean = false>(route: R, ...[o]: Rest<R, 'get', K>) => call('get', route, o as Untyped) as Result<R, 'get', K>,
  post: <R extends RouteOf<'post'>, K extends boolean = false>(route: R, ...[o]: Rest<R, 'post', K>) =>
    call('post', route, o as Untyped) as Result<R, 'post', K>,
  put: <R extends RouteOf<'put'>, K extends boolean = false>(route: R, ...[o]: Rest<R, 'put', K>) => call('put', route, o as Untyped) as Result<R, 'put', K>,
  patch: <R extends RouteOf<'patch'>, K extends boolean = false>(route: R, ...[o]: Rest<R, 'patch', K>) =>
    call('patch', route, o as Untyped) as Result<R, 'patch', K>,
  delete: <R extends RouteOf<'delete'>, K extends boolean = false>(route: R, ...[o]: Rest<R, 'delete', K>) =>
    call('delete', route, o as Untyped) as Result<R, 'delete', K>,
};
