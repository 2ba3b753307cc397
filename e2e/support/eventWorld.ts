import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { client } from './api';
import { ADMIN, USERS } from './users';

type Call = ReturnType<typeof client>['call'];

/** Licence limits of the journeys that run cameras with every analytics module. */
export const CAMERA_LIMITS = { cameras: 10, fr: 10, lpr: 10, sa: 10, tp: 10, ao: 10 };

/** The superuser issues the organisation a year's licence with `limits`; its administrator activates the file. */
export async function licenseOrganization(
  call: Call,
  tokens: { root: string; admin: string },
  organizationId: number,
  limits: Record<string, number>,
): Promise<void> {
  const expiry = new Date(Date.now() + 365 * 86_400_000).toISOString();
  const issued = await call<{ id: number }>('POST', '/licenses', {
    token: tokens.root,
    json: { organization_id: organizationId, expiry_date: expiry, consents: [], limits },
  });
  await call('POST', '/licenses/activate', { token: tokens.admin, json: await call('GET', `/licenses/${issued.id}/file`, { token: tokens.admin }) });
}

/** A capacity group of 10 named `name` serving the organisation. */
export function capacitygroupFor(call: Call, root: string, organizationId: number, name: string): Promise<{ token: string }> {
  return call<{ token: string }>('POST', '/capacitygroups', { token: root, json: { name, capacity: 10, organization_ids: [organizationId] } });
}

/** An edge of the capacity group, registered and reporting online (its heartbeat sent once): cameras of the group are scheduled onto it. */
export async function onlineEdge(
  call: Call,
  root: string,
  capacitygroupToken: string,
  name: string,
  serialNumber: string,
): Promise<{ id: number; credential: string }> {
  const edge = await call<{ invitation: string }>('POST', '/edges', {
    token: root,
    json: { name, serial_number: serialNumber, capacitygroup_token: capacitygroupToken },
  });
  const reg = await call<{ id: number; credential: string }>('POST', '/edges/register', {
    json: { invitation: edge.invitation, hostname: 'edge-host', cap: 10, version: '1.0.0' },
  });
  const info = {
    os: 'linux',
    arch: 'x64',
    cpu: { model: 'test', cores: 4, load: 0.1 },
    mem: { total: 1000, used: 100 },
    disk: { total: 1000, used: 10 },
    net: { rx: 1, tx: 1 },
    temp: null,
    machine_uptime: 100,
  };
  await call('PUT', `/edges/${reg.id}/status`, { token: reg.credential, json: { hostname: 'edge-host', cap: 10, util: 0.2, uptime: 60, info } });
  return reg;
}

/**
 * The Demo organisation with a licence, an online edge and one camera on it running `modules`;
 * tokens of the superuser and Demo's administrator.
 */
export async function demoWithCamera(base: string, name: string, modules: string[] = ['lpr']) {
  const { call, token } = client(base);
  const root = await token(ADMIN.username, ADMIN.password);
  const admin = await token(USERS.administrator.username, USERS.administrator.password);
  const me = await call<{ organization_id: number }>('GET', '/users/me', { token: admin });
  await licenseOrganization(call, { root, admin }, me.organization_id, CAMERA_LIMITS);
  const cg = await capacitygroupFor(call, root, me.organization_id, `${name} pool`);
  const reg = await onlineEdge(call, root, cg.token, `${name} edge`, `${name}-1`);
  const camera = await call<{ id: number }>('POST', '/cameras', {
    token: admin,
    json: {
      name: `${name} camera`,
      source: { body: { protocol: 'hikvision', host: '10.0.0.7', port: 80, username: 'admin', password: 'camera-pass', event_type: 'lpr' } },
      video_modules: modules,
      capacitygroup_token: cg.token,
    },
  });
  return { call, root, admin, edge: reg, camera, capacitygroupToken: cg.token, organizationId: me.organization_id };
}

/** The event object of an ingested event at `ts` (spec: reason, label, detection, …), with `extra` over it. */
export const innerEvent = (ts: string, extra: Record<string, unknown> = {}) => ({
  reason: 'any',
  label: null,
  detection: null,
  trajectory: [],
  roi: null,
  line: null,
  attributes: {},
  ts,
  ...extra,
});

/** A JPEG of one colour, base64: a scene or crop whose shape the console must keep. */
export async function solidJpeg(width: number, height: number, background: { r: number; g: number; b: number }): Promise<string> {
  return (
    await sharp({ create: { width, height, channels: 3, background } })
      .jpeg()
      .toBuffer()
  ).toString('base64');
}

/** `count` plate events of the camera a minute apart, the newest 10 s before `now`. */
export function plateEvents(cameraId: number, now: number, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const ts = new Date(now - 10_000 - i * 60_000).toISOString();
    return { event_id: randomUUID(), event_type: 'lpr', ts, stream_id: cameraId, number: `A${100 + i}BC77`, region: 'ru', event: innerEvent(ts) };
  });
}
