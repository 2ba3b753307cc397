import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventWorld, postBatch, simpleEvent, type EventWorld } from './support/events';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';

type Histogram = { bucket: number; total: number; buckets: { ts: string; event_type: string; count: number }[] };

describe.each(ENGINES)('events per camera over time for the player timeline (%s)', (engine) => {
  let s: TestServer;
  let a: EventWorld;
  let b: EventWorld;
  let operator: string;
  const HOUR = 3600_000;
  let start: number;

  beforeAll(async () => {
    s = await startServer(engine);
    const su = await s.token(ADMIN.username, ADMIN.password);
    a = await eventWorld(s, su, 'Alpha', 2);
    b = await eventWorld(s, su, 'Bravo', 1);
    const op = await s.request('POST', '/api/v1/users', {
      token: a.org.token,
      json: { email: 'op@alpha.test', password: 'op-password-1', role_id: 3, group_ids: [a.group] },
    });
    expect(op.status).toBe(200);
    operator = await s.token('op@alpha.test', 'op-password-1');
    // 300 events in the last hour on the group's camera (about one every 12 s: more than a page of the list holds), a few on the other.
    start = Math.floor((s.clock.ms - HOUR) / 60_000) * 60_000 + 60_000;
    const at = (i: number) => new Date(start + i * 11_000).toISOString();
    const mine = Array.from({ length: 300 }, (_, i) => simpleEvent(i % 3 === 0 ? 'tp' : 'ao', a.cameras[0] ?? 0, at(i), i % 3 === 0 ? 'blurring' : 'any'));
    for (let i = 0; i < mine.length; i += 100) expect((await postBatch(s, a.edge.credential, mine.slice(i, i + 100))).body.rejected).toEqual([]);
    expect((await postBatch(s, a.edge.credential, [simpleEvent('ao', a.cameras[1] ?? 0, at(5), 'any')])).body.rejected).toEqual([]);
  });
  afterAll(async () => s?.close());

  const histogram = (token: string, camera: number, query: Record<string, string | number>) =>
    s.request<Histogram>(
      'GET',
      `/api/v1/cameras/${camera}/events/histogram?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      { token },
    );
  const window = () => ({ ts_from: new Date(start - 60_000).toISOString(), ts_to: new Date(s.clock.ms).toISOString() });

  it('counts every event of the window per type and per bucket, buckets starting at whole multiples', async () => {
    const r = await histogram(a.org.token, a.cameras[0] ?? 0, { ...window(), bucket: 60 });
    expect(r.status).toBe(200);
    expect(r.body.bucket).toBe(60);
    expect(r.body.total).toBe(300);
    const byType = (t: string) => r.body.buckets.filter((x) => x.event_type === t).reduce((n, x) => n + x.count, 0);
    expect([byType('tp'), byType('ao')]).toEqual([100, 200]);
    for (const x of r.body.buckets) expect(Date.parse(x.ts) % 60_000).toBe(0);
    // 300 events 11 s apart from a whole minute: the first minute holds events 0..5 (0, 11, …, 55 s).
    const first = r.body.buckets.filter((x) => x.ts === new Date(start).toISOString());
    expect(first.reduce((n, x) => n + x.count, 0)).toBe(6);
    // Oldest first.
    const times = r.body.buckets.map((x) => Date.parse(x.ts));
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    // The events list would give one page of at most 100 of them.
    const list = await s.request<{ events: unknown[] }>(
      'GET',
      `/api/v1/events?stream_id=${a.cameras[0]}&limit=100&ts_from=${encodeURIComponent(window().ts_from)}`,
      { token: a.org.token },
    );
    expect(list.body.events).toHaveLength(100);
  });

  it('chooses a bucket when none is given, and refuses windows of too many buckets or turned round', async () => {
    const r = await histogram(a.org.token, a.cameras[0] ?? 0, window());
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(300);
    expect(r.body.bucket).toBeGreaterThanOrEqual(1);
    const day = await histogram(a.org.token, a.cameras[0] ?? 0, {});
    expect(day.status).toBe(200);
    expect(day.body.bucket).toBe(Math.ceil(86_400 / 1999));
    expect(day.body.total).toBe(300);
    const many = await histogram(a.org.token, a.cameras[0] ?? 0, {
      ts_from: new Date(s.clock.ms - 86_400_000).toISOString(),
      ts_to: new Date(s.clock.ms).toISOString(),
      bucket: 1,
    });
    expect(many.status).toBe(422);
    expect(many.body).toMatchObject({ type: 'validation' });
    const turned = await histogram(a.org.token, a.cameras[0] ?? 0, { ts_from: window().ts_to, ts_to: window().ts_from, bucket: 60 });
    expect(turned.status).toBe(422);
  });

  it('is scoped like the events list: an operator counts the cameras of their groups only, another organisation none', async () => {
    const mine = await histogram(operator, a.cameras[0] ?? 0, { ...window(), bucket: 600 });
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(300);
    // The other camera is in no group: not the operator's.
    const other = await histogram(operator, a.cameras[1] ?? 0, { ...window(), bucket: 600 });
    expect(other.status).toBe(404);
    expect((await histogram(a.org.token, a.cameras[1] ?? 0, { ...window(), bucket: 600 })).body.total).toBe(1);
    const foreign = await histogram(b.org.token, a.cameras[0] ?? 0, { ...window(), bucket: 600 });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ type: 'not_found' });
  });
});
