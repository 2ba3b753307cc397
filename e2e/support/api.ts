/** A JSON (or form) caller of the journey server's API, and sign-in for an access token. */
export type Json = Record<string, unknown>;

export function client(base: string) {
  const call = async <T = Json>(method: string, path: string, opts: { token?: string; json?: unknown; form?: Record<string, string> } = {}): Promise<T> => {
    const headers: Record<string, string> = {};
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    }
    const res = await fetch(`${base}/api/v1${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : {}) as T;
  };
  const token = async (username: string, password: string) =>
    (await call<{ access_token: string }>('POST', '/token', { form: { username, password, grant_type: 'password' } })).access_token;
  return { call, token };
}
