import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ago, eventWorld, postBatch, simpleEvent } from './support/events';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';

type AnyBody = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Evaluation runs after the answer: poll until `check` holds (or give the last value). */
async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (check(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(ENGINES)('sensor-reading subscriptions and late items (%s)', (engine) => {
  let s: TestServer;
  let su: string;
  let org: { id: number; token: string };
  let group: number;
  let edge: { id: number; credential: string };
  let cameras: number[];
  let operator: string;

  beforeAll(async () => {
    s = await startServer(engine);
    su = await s.token(ADMIN.username, ADMIN.password);
    ({ org, group, edge, cameras } = await eventWorld(s, su, 'Readco', 1));
    await s.createUser({ username: 'op@readco.test', password: 'operator-password', roleId: 3 }, 'Readco');
    const opId = (await s.ctx.db.selectFrom('users').select('id').where('username', '=', 'op@readco.test').executeTakeFirstOrThrow()).id;
    await s.request('POST', `/api/v1/groups/${group}/members`, { token: org.token, json: { user_ids: [opId] } });
    operator = await s.token('op@readco.test', 'operator-password');
    expect((await s.request('POST', '/api/v1/sensorkinds', { token: su, json: { ident: 'temp', name: 'Thermometer' } })).status).toBe(200);
  });
  afterAll(async () => s?.close());

  const post = (path: string, json: unknown, token = org.token) => s.request<AnyBody>('POST', `/api/v1/${path}`, { token, json });
  const notes = (token = org.token) => s.request<AnyBody>('GET', '/api/v1/notifications', { token });
  const ids = (r: { body: AnyBody }) => (r.body.notifications as AnyBody[]).map((n) => n.subscription_id as number).sort((a, b) => a - b);
  const sub = async (json: AnyBody, token = org.token) => {
    const r = await post('subscriptions', json, token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return Number(r.body.id);
  };

  it('a stored reading fires the sensorreading subscriptions it matches (sensor, place, worktime, DSL over the payload) and no others', async () => {
    const store = (await post('places', { name: 'Cold store', latitude: 51, longitude: 71, group_id: group })).body;
    const hall = (await post('places', { name: 'Hall', latitude: 51, longitude: 71 })).body;
    const probe = (await post('sensors', { kind: 'temp', name: 'Freezer probe', place_id: store.id })).body;
    const lobby = (await post('sensors', { kind: 'temp', name: 'Lobby probe', place_id: hall.id })).body;

    const bySensor = await sub({ name: 'Freezer', kind: 'sensorreading', sensor_id: probe.id });
    const warm = await sub({ name: 'Freezer warm', kind: 'sensorreading', sensor_id: probe.id, dsl: 'attributes.celsius > 0' });
    const byPlace = await sub({ name: 'Hall', kind: 'sensorreading', place_id: hall.id });
    const off = Array(24).fill(false);
    const never = await sub({
      name: 'Never',
      kind: 'sensorreading',
      config: { worktime: { mon: off, tue: off, wed: off, thu: off, fri: off, sat: off, sun: off } },
    });
    const events = await sub({ name: 'Events', kind: 'event' });
    // The operator sees the cold store (their group's place) and not the hall (no group).
    const opAll = await sub({ name: 'Operator readings', kind: 'sensorreading' }, operator);
    // A sensor is seen through its place: the hall's probe is not the operator's to name.
    const foreignSensor = await post('subscriptions', { name: 'Lobby', kind: 'sensorreading', sensor_id: lobby.id }, operator);
    expect(foreignSensor.status).toBe(422);
    expect(foreignSensor.body.detail.sensor_id).toMatch(/not visible/);
    // The DSL names reading fields; an unknown one is refused at its position.
    const bad = await post('subscriptions', { name: 'Bad', kind: 'sensorreading', dsl: 'attributes.celsius >' });
    expect(bad.status).toBe(422);
    expect(bad.body.detail.dsl).toMatch(/position 21/);

    expect((await post('sensorreadings', { sensor_id: probe.id, payload: { celsius: -18 }, ts: ago(s, 30) })).status).toBe(201);
    const first = await eventually(notes, (r) => ids(r).length === 1);
    expect(ids(first)).toEqual([bySensor]);
    expect(first.body.notifications[0]).toMatchObject({ subscription_name: 'Freezer', ts_last: ago(s, 30) });
    expect(
      ids(
        await eventually(
          () => notes(operator),
          (r) => ids(r).length === 1,
        ),
      ),
    ).toEqual([opAll]);

    await post('sensorreadings', { sensor_id: probe.id, payload: { celsius: 4 }, ts: ago(s, 20) });
    expect(ids(await eventually(notes, (r) => ids(r).length === 2))).toEqual([bySensor, warm]);

    await post('sensorreadings', { sensor_id: lobby.id, payload: { celsius: 21 }, ts: ago(s, 10) });
    const after = await eventually(notes, (r) => ids(r).length === 3);
    expect(ids(after)).toEqual([bySensor, warm, byPlace]);
    // Give the evaluation time to (wrongly) fire the rest before checking they stayed silent.
    await new Promise((r) => setTimeout(r, 300));
    expect(ids(await notes())).not.toContain(never);
    expect(ids(await notes())).not.toContain(events);
    expect(ids(await notes(operator))).toEqual([opAll]);
    // Readings are no events: the subscription's event list stays empty.
    expect((await s.request<AnyBody>('GET', `/api/v1/subscriptions/${bySensor}/events`, { token: org.token })).body.events).toEqual([]);

    // A late reading older than what was read does not re-open the notification.
    const read = (await notes()).body.notifications.find((n: AnyBody) => n.subscription_id === bySensor);
    expect(
      (await s.request('PUT', '/api/v1/notifications/mark-as-read', { token: org.token, json: { subscription_id: bySensor, ts: read.ts_last } })).status,
    ).toBe(204);
    await post('sensorreadings', { sensor_id: probe.id, payload: { celsius: -19 }, ts: ago(s, 25) });
    await new Promise((r) => setTimeout(r, 300));
    expect(ids(await notes())).not.toContain(bySensor);
    const row = await s.ctx.db.selectFrom('subscriptions').select(['ts_last']).where('id', '=', bySensor).executeTakeFirstOrThrow();
    expect(row.ts_last?.toISOString()).toBe(ago(s, 20));
    // A newer one does.
    await post('sensorreadings', { sensor_id: probe.id, payload: { celsius: -17 }, ts: ago(s, 5) });
    expect(ids(await eventually(notes, (r) => ids(r).includes(bySensor)))).toContain(bySensor);

    for (const id of [bySensor, warm, byPlace, never, events]) await s.request('DELETE', `/api/v1/subscriptions/${id}`, { token: org.token });
    await s.request('DELETE', `/api/v1/subscriptions/${opAll}`, { token: operator });
  });

  it('a body with every filter null (as the console sends "any") matches; null is not stored as an empty reason', async () => {
    const c0 = cameras[0] as number;
    const body = {
      name: 'From the console',
      kind: 'event',
      event_type: 'tp',
      event_reason: null,
      match_kind: 'any',
      place_id: null,
      camera_id: c0,
      sensor_id: null,
      situation_id: null,
      list_id: null,
      entity_id: null,
      dsl: null,
      config: { worktime: null },
    };
    const id = await sub(body);
    const got = await s.request<AnyBody>('GET', `/api/v1/subscriptions/${id}`, { token: org.token });
    expect(got.body).toMatchObject({ event_reason: null, dsl: null, event_type: 'tp' });
    const put = await s.request<AnyBody>('PUT', `/api/v1/subscriptions/${id}`, { token: org.token, json: { ...body, event_type: null } });
    expect(put.body).toMatchObject({ event_reason: null, event_type: null });
    await postBatch(s, edge.credential, [simpleEvent('tp', c0, ago(s, 3), 'tampering')]);
    expect(ids(await eventually(notes, (r) => ids(r).includes(id)))).toContain(id);
    await s.request('DELETE', `/api/v1/subscriptions/${id}`, { token: org.token });
  });

  it('a late event older than ts_read leaves the notification read; ts_last never moves back', async () => {
    const gate = await sub({ name: 'Gate', kind: 'event', event_type: 'tp' });
    const c0 = cameras[0] as number;
    const newest = simpleEvent('tp', c0, ago(s, 60), 'tampering');
    await postBatch(s, edge.credential, [newest]);
    await eventually(notes, (r) => ids(r).includes(gate));
    // Read past the newest event (the console marks at ts_last; a later time is read too).
    const readAt = ago(s, 50);
    await s.request('PUT', '/api/v1/notifications/mark-as-read', { token: org.token, json: { subscription_id: gate, ts: readAt } });
    expect(ids(await notes())).not.toContain(gate);

    // An edge that was offline delivers older events now: between newest and ts_read, and before both.
    const between = simpleEvent('tp', c0, ago(s, 55), 'tampering');
    const older = simpleEvent('tp', c0, ago(s, 300), 'tampering');
    await postBatch(s, edge.credential, [between, older]);
    const hits = await eventually(
      () => s.request<AnyBody>('GET', `/api/v1/subscriptions/${gate}/events`, { token: org.token }),
      (r) => r.body.events.length === 3,
    );
    expect(hits.body.events.map((e: AnyBody) => e.event.event_id)).toEqual([between.event_id, newest.event_id, older.event_id]);
    expect(ids(await notes())).not.toContain(gate);
    const row = await s.ctx.db.selectFrom('subscriptions').select(['ts_last', 'ts_read']).where('id', '=', gate).executeTakeFirstOrThrow();
    expect(row.ts_last?.toISOString()).toBe(between.ts);
    expect(row.ts_read?.toISOString()).toBe(readAt);

    // Marked read at ts_last and then an older late event: still read (ts_last stays the greatest).
    await s.request('PUT', '/api/v1/notifications/mark-as-read', { token: org.token, json: { subscription_id: gate, ts: between.ts } });
    await postBatch(s, edge.credential, [simpleEvent('tp', c0, ago(s, 400), 'tampering')]);
    await eventually(
      () => s.request<AnyBody>('GET', `/api/v1/subscriptions/${gate}/events?limit=10`, { token: org.token }),
      (r) => r.body.events.length === 4,
    );
    expect(ids(await notes())).not.toContain(gate);
    // A genuinely newer event re-opens it.
    const fresh = simpleEvent('tp', c0, ago(s, 1), 'tampering');
    await postBatch(s, edge.credential, [fresh]);
    const back = await eventually(notes, (r) => ids(r).includes(gate));
    expect(back.body.notifications.find((n: AnyBody) => n.subscription_id === gate)).toMatchObject({ ts_last: fresh.ts, ts_read: between.ts });
  });
});
