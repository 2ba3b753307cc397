/** A JSON call to the API with a timeout; network failures become status 0 (callers retry). */
export interface ApiReply<T> {
  status: number;
  body: T | null;
}

export async function apiCall<T>(
  base: string,
  method: string,
  path: string,
  o: { credential?: string; json?: unknown; timeoutMs?: number } = {},
): Promise<ApiReply<T>> {
  const headers: Record<string, string> = {};
  if (o.credential) headers.authorization = `Bearer ${o.credential}`;
  if (o.json !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${base}/api/v1${path}`, {
      method,
      headers,
      ...(o.json !== undefined ? { body: JSON.stringify(o.json) } : {}),
      signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
    });
    const text = await res.text();
    let body: T | null = null;
    try {
      body = text ? (JSON.parse(text) as T) : null;
    } catch {
      body = null;
    }
    return { status: res.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

export function describe(reply: ApiReply<unknown>): string {
  if (reply.status === 0) return 'API unreachable';
  const b = reply.body as { type?: string; message?: string } | null;
  return `${reply.status} ${b?.type ?? ''} ${b?.message ?? ''}`.trim();
}
