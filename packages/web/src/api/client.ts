import { camelize, snakify } from '@argus/contracts';
import { ApiError, errorFromResponse, networkError, unparsableSuccess } from './errors';

export type Body = { json: unknown } | { form: Record<string, string | number | boolean | undefined | null> } | { multipart: FormData };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, unknown>;
  body?: Body;
  /** Not under /api/v1 (e.g. /config.json). */
  absolute?: boolean;
  /** Skip the 401 / tfa_required handling (token calls). */
  raw?: boolean;
  signal?: AbortSignal;
  /** Leave the answer as the server wrote it. */
  keepCase?: boolean;
}

export interface ClientHooks {
  getAccessToken: () => string | null;
  onUnauthorized: () => void;
  onTfaRequired: () => void;
  onServerDate: (header: string | null, sentAt: number, receivedAt: number) => void;
  /** Every finished call (status 0 when none came back), for session telemetry. */
  onCall: (method: string, path: string, status: number, durationMs: number) => void;
}

const noop = () => undefined;
let hooks: ClientHooks = { getAccessToken: () => null, onUnauthorized: noop, onTfaRequired: noop, onServerDate: noop, onCall: noop };

export function configureClient(h: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...h };
}

export const API_BASE = '/api/v1';

function buildUrl(path: string, opts: RequestOptions): string {
  const base = opts.absolute ? path : `${API_BASE}${path}`;
  if (!opts.query) return base;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(snakify(opts.query) as Record<string, unknown>)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) for (const item of v) params.append(k, String(item));
    else params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

function encodeBody(body: Body | undefined, headers: Headers): BodyInit | undefined {
  if (!body) return undefined;
  if ('json' in body) {
    headers.set('Content-Type', 'application/json');
    return JSON.stringify(snakify(body.json));
  }
  if ('form' in body) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(snakify(body.form) as Record<string, unknown>)) {
      if (v !== undefined && v !== null) params.set(k, String(v));
    }
    return params.toString();
  }
  return body.multipart;
}

/** One call to the API: auth header, case mapping, the error model; resolves to the camelCased answer. */
export async function request<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = hooks.getAccessToken();
  if (token && !opts.absolute) headers.set('Authorization', `Bearer ${token}`);
  const body = encodeBody(opts.body, headers);
  const sentAt = Date.now();
  const method = opts.method ?? 'GET';
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts), { method, headers, body, signal: opts.signal ?? null });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    hooks.onCall(method, path, 0, Date.now() - sentAt);
    throw networkError();
  }
  hooks.onServerDate(res.headers.get('Date'), sentAt, Date.now());
  hooks.onCall(method, path, res.status, Date.now() - sentAt);
  const text = await res.text();
  if (!res.ok) {
    const error = errorFromResponse(res.status, res.headers.get('Content-Type'), text);
    if (!opts.raw) {
      if (res.status === 401) hooks.onUnauthorized();
      else if (res.status === 403 && error.type === 'tfa_required') hooks.onTfaRequired();
    }
    throw error;
  }
  if (res.status === 204 || text === '') return undefined as T;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw unparsableSuccess(res.status);
  }
  return (opts.keepCase ? parsed : camelize(parsed)) as T;
}

/** A plain GET of a text document (e.g. the licence agreement); non-OK is a failure. */
export async function fetchText(url: string, signal?: AbortSignal): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { signal: signal ?? null });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw networkError();
  }
  if (!res.ok) throw new ApiError(res.status === 404 ? 'not_found' : 'internal_error', res.status, res.statusText);
  return res.text();
}
