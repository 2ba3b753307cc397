import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestServer } from './harness';
import { capacitygroup, customer, onlineEdge, rtsp } from './video';

// The cameras of these tests are put on their edge by hand (below); the scheduler's timer would
// take them off again (no licence), so it stays off in files that use this support.
process.env.ARGUS_SCHEDULER_INTERVAL = '0';

/** A tiny valid JPEG (1×1) for snapshot fields. */
export const JPEG_1PX = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
).toString('base64');

export interface EventWorld {
  org: { id: number; token: string };
  group: number;
  edge: { id: number; credential: string };
  cameras: number[];
}

/**
 * An organisation with an administrator, a group, an online edge and `count` cameras assigned to
 * that edge (the first in the group, the others without one).
 */
export async function eventWorld(s: TestServer, su: string, name: string, count = 2): Promise<EventWorld> {
  const org = await customer(s, su, name);
  const cg = await capacitygroup(s, su, `${name} capacity`, 100, [org.id]);
  const edge = await onlineEdge(s, su, cg.token, `SN-${name}`);
  const g = await s.request('POST', '/api/v1/groups', { token: org.token, json: { name: `${name} team` } });
  expect(g.status).toBe(200);
  const cameras: number[] = [];
  for (let i = 0; i < count; i++) {
    const c = await s.request('POST', '/api/v1/cameras', { token: org.token, json: { name: `${name} cam ${i}`, ...rtsp(`/live${i}`) } });
    expect(c.status).toBe(200);
    cameras.push(Number(c.body.id));
  }
  // Licences and scheduling are the video tests' business: here the cameras simply run on the edge.
  await s.ctx.db.updateTable('cameras').set({ edge_id: edge.id, state: 'active', state_reason: null }).where('id', 'in', cameras).execute();
  await s.ctx.db
    .updateTable('cameras')
    .set({ group_id: Number(g.body.id) })
    .where('id', '=', cameras[0] ?? 0)
    .execute();
  return { org, group: Number(g.body.id), edge, cameras };
}

type Extra = Record<string, unknown>;

export function frEvent(camera: number, ts: string, extra: Extra = {}, inner: Extra = {}) {
  return {
    event_id: randomUUID(),
    event_type: 'fr',
    ts,
    stream_id: camera,
    snapshot_jpeg: JPEG_1PX,
    event: {
      reason: 'any',
      label: null,
      detection: { rect: { x_min: 0.1, y_min: 0.1, x_max: 0.3, y_max: 0.4 } },
      trajectory: [],
      roi: null,
      line: null,
      attributes: {},
      ts,
      ...inner,
    },
    ...extra,
  };
}

export function lprEvent(camera: number, ts: string, number: string, inner: Extra = {}) {
  return {
    event_id: randomUUID(),
    event_type: 'lpr',
    ts,
    stream_id: camera,
    number,
    event: { reason: 'any', label: null, detection: null, trajectory: [], roi: null, line: null, attributes: {}, ts, ...inner },
  };
}

export function saEvent(camera: number, ts: string, inner: Extra = {}) {
  return {
    event_id: randomUUID(),
    event_type: 'sa',
    ts,
    stream_id: camera,
    event: { reason: 'motion', label: 'person', detection: null, trajectory: [], roi: null, line: null, attributes: {}, ts, ...inner },
  };
}

export function simpleEvent(type: 'tp' | 'ao', camera: number, ts: string, reason: string) {
  return {
    event_id: randomUUID(),
    event_type: type,
    ts,
    stream_id: camera,
    event: { reason, label: null, detection: null, trajectory: [], roi: null, line: null, attributes: {}, ts },
  };
}

export async function postBatch(s: TestServer, credential: string, events: unknown[]) {
  return s.request<{ accepted: string[]; rejected: { event_id: string; type: string; index: number }[] }>('POST', '/api/v1/events/batch', {
    token: credential,
    json: { events },
  });
}

/** An ISO time `seconds` before the test clock's now. */
export const ago = (s: TestServer, seconds: number) => new Date(s.clock.ms - seconds * 1000).toISOString();

/** A unit descriptor from a seed (a person's face as the model sees it). */
export function descriptor(seed: number): number[] {
  let x = seed;
  const v = Array.from({ length: 128 }, () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648 - 0.5;
  });
  const n = Math.hypot(...v);
  return v.map((e) => e / n);
}

/** A descriptor a little way from `d`: the same person seen again. */
export function near(d: number[], seed: number): number[] {
  const noise = descriptor(seed);
  const v = d.map((e, i) => e + 0.05 * (noise[i] ?? 0));
  const n = Math.hypot(...v);
  return v.map((e) => e / n);
}
