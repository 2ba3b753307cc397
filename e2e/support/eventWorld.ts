import { ADMIN, USERS } from './users';

type Json = Record<string, unknown>;

/** Calls to a journey's server from the test (not the page). */
export function apiClient(base: string) {
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

/** The Demo organisation with a licence, an online edge and one camera on it; tokens of the superuser and Demo's administrator. */
export async function demoWithCamera(base: string, name: string) {
  const { call, token } = apiClient(base);
  const root = await token(ADMIN.username, ADMIN.password);
  const admin = await token(USERS.administrator.username, USERS.administrator.password);
  const me = await call<{ organization_id: number }>('GET', '/users/me', { token: admin });
  const expiry = new Date(Date.now() + 365 * 86_400_000).toISOString();
  const issued = await call<{ id: number }>('POST', '/licenses', { token: root, json: { organization_id: me.organization_id, expiry_date: expiry, consents: [], limits: { cameras: 10, fr: 10, lpr: 10, sa: 10, tp: 10, ao: 10 } } });
  await call('POST', '/licenses/activate', { token: admin, json: await call('GET', `/licenses/${issued.id}/file`, { token: admin }) });
  const cg = await call<{ token: string }>('POST', '/capacitygroups', { token: root, json: { name: `${name} pool`, capacity: 10, organization_ids: [me.organization_id] } });
  const edge = await call<{ invitation: string }>('POST', '/edges', { token: root, json: { name: `${name} edge`, serial_number: `${name}-1`, capacitygroup_token: cg.token } });
  const reg = await call<{ id: number; credential: string }>('POST', '/edges/register', { json: { invitation: edge.invitation, hostname: 'edge-host', cap: 10, version: '1.0.0' } });
  const info = { os: 'linux', arch: 'x64', cpu: { model: 'test', cores: 4, load: 0.1 }, mem: { total: 1000, used: 100 }, disk: { total: 1000, used: 10 }, net: { rx: 1, tx: 1 }, temp: null, machine_uptime: 100 };
  await call('PUT', `/edges/${reg.id}/status`, { token: reg.credential, json: { hostname: 'edge-host', cap: 10, util: 0.2, uptime: 60, info } });
  const camera = await call<{ id: number }>('POST', '/cameras', {
    token: admin,
    json: { name: `${name} camera`, source: { body: { protocol: 'rtsp', host: '10.0.0.7', port: 554, path: '/live', transport: 'tcp' } }, video_modules: ['lpr'], capacitygroup_token: cg.token },
  });
  return { call, root, admin, edge: reg, camera, organizationId: me.organization_id };
}
