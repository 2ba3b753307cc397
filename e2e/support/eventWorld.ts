import { client } from './api';
import { ADMIN, USERS } from './users';

/**
 * The Demo organisation with a licence, an online edge and one camera on it running `modules`;
 * tokens of the superuser and Demo's administrator.
 */
export async function demoWithCamera(base: string, name: string, modules: string[] = ['lpr']) {
  const { call, token } = client(base);
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
    json: { name: `${name} camera`, source: { body: { protocol: 'hikvision', host: '10.0.0.7', port: 80, username: 'admin', password: 'camera-pass', event_type: 'lpr' } }, video_modules: modules, capacitygroup_token: cg.token },
  });
  return { call, root, admin, edge: reg, camera, capacitygroupToken: cg.token, organizationId: me.organization_id };
}
