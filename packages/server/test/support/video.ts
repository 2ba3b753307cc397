import { expect } from 'vitest';
import type { TestServer } from './harness';

/** Set-up shared by the video tests: organisations with an administrator, licences, capacity groups, machines. */

export async function customer(s: Pick<TestServer, 'request' | 'token'>, su: string, name: string) {
  const o = await s.request('POST', '/api/v1/organizations', { token: su, json: { name } });
  expect(o.status).toBe(200);
  const id = Number(o.body.id);
  const email = `admin@${name.toLowerCase().replace(/\W/g, '')}.test`;
  const u = await s.request('POST', '/api/v1/users', { token: su, json: { email, password: 'admin-password', role_id: 1, organization_id: id } });
  expect(u.status).toBe(200);
  return { id, token: await s.token(email, 'admin-password') };
}

/** Issues a licence with these limits and has the organisation's administrator activate it. */
export async function license(
  s: Pick<TestServer, 'request'> & { clock: { ms: number } },
  su: string,
  org: { id: number; token: string },
  limits: Record<string, number>,
) {
  const expiry = new Date(s.clock.ms + 365 * 86400_000).toISOString();
  const issued = await s.request('POST', '/api/v1/licenses', { token: su, json: { organization_id: org.id, expiry_date: expiry, consents: [], limits } });
  expect(issued.status).toBe(201);
  const file = await s.request('GET', `/api/v1/licenses/${String(issued.body.id)}/file`, { token: org.token });
  const activated = await s.request('POST', '/api/v1/licenses/activate', { token: org.token, json: file.body });
  expect(activated.status).toBe(200);
  return String(issued.body.id);
}

export async function capacitygroup(s: Pick<TestServer, 'request'>, su: string, name: string, capacity: number, organizationIds: number[]) {
  const r = await s.request('POST', '/api/v1/capacitygroups', { token: su, json: { name, capacity, organization_ids: organizationIds } });
  expect(r.status).toBe(200);
  return r.body as { token: string; rpc_auth_secret: string; ticket_secret: string };
}

export const heartbeatBody = (cap = 100) => ({
  hostname: 'edge-host',
  cap,
  util: 0.2,
  uptime: 60,
  info: {
    os: 'linux',
    arch: 'x64',
    cpu: { model: 'test', cores: 4, load: 0.1 },
    mem: { total: 1000, used: 100 },
    disk: { total: 1000, used: 10 },
    net: { rx: 1, tx: 1 },
    temp: null,
    machine_uptime: 100,
  },
});

/** An edge created by the superuser, registered with its invitation, and online. */
export async function onlineEdge(s: TestServer, su: string, token: string, serial: string, cap = 100) {
  const created = await s.request('POST', '/api/v1/edges', { token: su, json: { name: `Edge ${serial}`, serial_number: serial, capacitygroup_token: token } });
  expect(created.status).toBe(200);
  const reg = await s.request('POST', '/api/v1/edges/register', {
    json: { invitation: created.body.invitation, hostname: 'edge-host', cap, version: '1.0.0' },
  });
  expect(reg.status).toBe(200);
  const credential = String(reg.body.credential);
  const id = Number(reg.body.id);
  const hb = await s.request('PUT', `/api/v1/edges/${id}/status`, { token: credential, json: heartbeatBody(cap) });
  expect(hb.status).toBe(200);
  return { id, credential };
}

export async function onlineStreamserver(s: TestServer, su: string, token: string, name: string) {
  const created = await s.request('POST', '/api/v1/streamservers', {
    token: su,
    json: { name, public_url: 'http://media.test', internal_url: 'http://media.internal', capacitygroup_token: token, capacity: 0 },
  });
  expect(created.status).toBe(200);
  const reg = await s.request('POST', '/api/v1/streamservers/register', {
    json: { invitation: created.body.invitation, hostname: 'media-host', version: '1.0.0' },
  });
  expect(reg.status).toBe(200);
  const credential = String(reg.body.credential);
  const id = Number(reg.body.id);
  expect((await s.request('PUT', `/api/v1/streamservers/${id}/status`, { token: credential, json: { hostname: 'media-host' } })).status).toBe(200);
  return { id, credential };
}

export const rtsp = (path = '/live', extra: Record<string, unknown> = {}) => ({
  source: { body: { protocol: 'rtsp', host: '10.0.0.5', port: 554, path, transport: 'tcp', ...extra } },
});

/** Answers in these tests are read field by field; the wire shapes are checked by the route schemas. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBody = any;
