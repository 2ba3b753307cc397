import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '@argus/contracts/openapi';

/**
 * The machines' client of the API, typed by the API's OpenAPI document (contracts' openapi.gen.ts):
 * a path, a body or an answer's field that the document does not have fails the type-check.
 */
export type MachineApi = Client<paths>;

/** An answer as its status and body; status 0 when none came (network failure, timeout): callers retry. */
export interface ApiReply<T> {
  status: number;
  body: T | null;
  /** The answer's Retry-After, in ms, when it named one (seconds or an HTTP date). */
  retryAfterMs?: number;
}

function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** A client of the API at `base` (its origin) as the machine holding `credential`; every call gives up after timeoutMs. */
export function machineApi(base: string, o: { credential?: string; timeoutMs?: number } = {}): MachineApi {
  const timeoutMs = o.timeoutMs ?? 10_000;
  return createClient<paths>({
    baseUrl: base,
    headers: o.credential ? { authorization: `Bearer ${o.credential}` } : {},
    fetch: (request) => fetch(request, { signal: AbortSignal.timeout(timeoutMs) }),
  });
}

/**
 * A call's outcome as an ApiReply: the answer on success, the error envelope on a refusal (null
 * when the body is not JSON), status 0 when no answer came or it could not be read.
 */
export async function settle<D>(call: Promise<{ data?: D; error?: unknown; response: Response }>): Promise<ApiReply<NonNullable<D>>> {
  try {
    const { data, error, response } = await call;
    const body = data ?? (error && typeof error === 'object' ? error : null);
    const reply: ApiReply<NonNullable<D>> = { status: response.status, body: (body ?? null) as NonNullable<D> | null };
    const wait = retryAfterMs(response.headers.get('retry-after'));
    if (wait !== undefined) reply.retryAfterMs = wait;
    return reply;
  } catch {
    return { status: 0, body: null };
  }
}

export function describe(reply: ApiReply<unknown>): string {
  if (reply.status === 0) return 'API unreachable';
  const b = reply.body as { type?: string; message?: string } | null;
  return `${reply.status} ${b?.type ?? ''} ${b?.message ?? ''}`.trim();
}
