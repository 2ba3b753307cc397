import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestStats } from '../src/modules/sensorreadings/mqtt';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { customer, type AnyBody } from './support/video';

/** The Mosquitto broker of the test machine. */
const BROKER = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(ENGINES)('sensors, readings and situations on %s', (engine) => {
  let s: TestServer;
  let su: string;
  let org: { id: number; token: string };
  const prefix = `argus-test-${engine}-${process.pid}`;
  const post = (path: string, json: unknown, token = org.token) => s.request<AnyBody>('POST', `/api/v1/${path}`, { token, json });
  const get = (path: string, token = org.token) => s.request<AnyBody>('GET', `/api/v1/${path}`, { token });

  beforeAll(async () => {
    s = await startServer(engine, { env: { ARGUS_MQTT_URL: BROKER, ARGUS_MQTT_TOPIC_PREFIX: prefix } });
    su = await s.token(ADMIN.username, ADMIN.password);
    org = await customer(s, su, 'Sensco');
  });
  afterAll(async () => s?.close());

  it('sensor kinds: the superuser keeps them by ident; sensor users read the list', async () => {
    expect((await post('sensorkinds', { ident: 'temp', name: 'Thermometer' }, su)).status).toBe(200);
    expect((await post('sensorkinds', { ident: 'temp', name: 'Again' }, su)).status).toBe(409);
    expect((await post('sensorkinds', { ident: 'Bad Ident', name: 'Bad' }, su)).status).toBe(422);
    expect((await post('sensorkinds', { ident: 'door', name: 'Door contact' }, su)).status).toBe(200);
    expect((await s.request<AnyBody>('PUT', '/api/v1/sensorkinds/door', { token: su, json: { name: 'Door switch' } })).body.name).toBe('Door switch');
    expect((await post('sensorkinds', { ident: 'nope', name: 'Nope' })).status).toBe(403);
    expect(((await get('sensorkinds')).body.sensorkinds as AnyBody[]).map((k) => k.ident)).toEqual(['door', 'temp']);
  });

  it('sensors: CRUD and search by kind, name, place and stream; readings over HTTP are listed newest first', async () => {
    const place = (await post('places', { name: 'Cold store', latitude: 51, longitude: 71 })).body;
    const t = (await post('sensors', { kind: 'temp', name: 'Freezer probe', place_id: place.id })).body;
    const d = (await post('sensors', { kind: 'door', name: 'Back door' })).body;
    expect((await post('sensors', { kind: 'unknown', name: 'Ghost' })).body.detail).toEqual({ kind: 'names a sensor kind that does not exist' });
    expect((await post('sensors/search', { query: { kind: 'temp' } })).body.sensors.map((x: AnyBody) => x.name)).toEqual(['Freezer probe']);
    expect((await post('sensors/search', { query: { text: 'door' } })).body.sensors.map((x: AnyBody) => x.id)).toEqual([d.id]);
    expect((await get(`sensors?place_id=${place.id}`)).body.sensors.map((x: AnyBody) => x.id)).toEqual([t.id]);
    expect((await s.request('DELETE', '/api/v1/sensorkinds/temp', { token: su })).status).toBe(409);

    for (const [i, ts] of ['2026-06-01T09:00:00Z', '2026-06-01T09:05:00Z', '2026-06-01T09:10:00Z'].entries()) {
      const r = await post('sensorreadings', { sensor_id: t.id, payload: { celsius: -18 - i }, ts });
      expect(r.status).toBe(201);
    }
    expect((await post('sensorreadings', { sensor_id: t.id, payload: [1, 2] })).status).toBe(422);
    const list = (await get(`sensorreadings?sensor_id=${t.id}&limit=2`)).body;
    expect(list.sensorreadings.map((r: AnyBody) => r.payload.celsius)).toEqual([-20, -19]);
    const next = (await get(`sensorreadings?sensor_id=${t.id}&limit=2&cursor=${list.pagination.cursor}`)).body;
    expect(next.sensorreadings.map((r: AnyBody) => r.payload.celsius)).toEqual([-18]);
    const ranged = (await get(`sensorreadings?place_id=${place.id}&ts_from=2026-06-01T09:04:00Z&ts_to=2026-06-01T09:06:00Z`)).body;
    expect(ranged.sensorreadings).toHaveLength(1);

    // Another organisation sees none of it.
    const other = await customer(s, su, 'Othersens');
    expect((await get(`sensors/${t.id}`, other.token)).status).toBe(404);
    expect((await get('sensorreadings', other.token)).body.sensorreadings).toEqual([]);
    expect((await post('sensorreadings', { sensor_id: t.id, payload: { celsius: 99 } }, other.token)).status).toBe(422);
  });

  it('group scope: an operator sees the sensors (and readings) of places in their groups only', async () => {
    const team = (await post('groups', { name: 'Sensor team' })).body;
    await post('users', { email: 'op@sensco.test', password: 'operator-pass', role_id: 3, group_ids: [team.id] });
    const op = await s.token('op@sensco.test', 'operator-pass');
    const ours = (await post('places', { name: 'Team place', latitude: 1, longitude: 1, group_id: team.id })).body;
    const sensor = (await post('sensors', { kind: 'door', name: 'Team door', place_id: ours.id })).body;
    await post('sensorreadings', { sensor_id: sensor.id, payload: { open: true } });
    const seen = (await get('sensors?limit=100', op)).body.sensors.map((x: AnyBody) => x.name);
    expect(seen).toEqual(['Team door']);
    const readings = (await get('sensorreadings?limit=100', op)).body.sensorreadings as AnyBody[];
    expect(readings.map((r) => r.sensor_id)).toEqual([sensor.id]);
  });

  it('MQTT: readings arrive and are listed; malformed messages are counted and logged, and the consumer keeps going', async () => {
    const sensor = (await post('sensors', { kind: 'temp', name: 'Roof probe' })).body;
    await until(() => ingestStats(s.ctx)?.connected === true);
    const client = await mqtt.connectAsync(BROKER, { protocolVersion: 5 });
    const topic = `${prefix}/${org.id}/sensors/${sensor.id}/readings`;
    // Malformed first: none of them may stop the good ones behind them.
    await client.publishAsync(topic, 'not json at all', { qos: 1 });
    await client.publishAsync(topic, JSON.stringify([1, 2, 3]), { qos: 1 });
    await client.publishAsync(topic, JSON.stringify({ payload: 'text' }), { qos: 1 });
    await client.publishAsync(topic, JSON.stringify({ payload: { c: 1 }, ts: 'yesterday' }), { qos: 1 });
    await client.publishAsync(topic, JSON.stringify({ payload: { c: 1 }, extra: 1 }), { qos: 1 });
    await client.publishAsync(`${prefix}/${org.id}/sensors/999999/readings`, JSON.stringify({ payload: { c: 1 } }), { qos: 1 });
    await client.publishAsync(`${prefix}/${org.id + 1000}/sensors/${sensor.id}/readings`, JSON.stringify({ payload: { c: 1 } }), { qos: 1 });
    await client.publishAsync(topic, Buffer.alloc(70 * 1024, 0x20), { qos: 1 });
    await client.publishAsync(topic, JSON.stringify({ payload: { celsius: 21.5 }, ts: '2026-06-01T09:30:00Z' }), { qos: 1 });
    await client.publishAsync(topic, JSON.stringify({ payload: { celsius: 22 } }), { qos: 1 });
    await client.endAsync();

    await until(() => (ingestStats(s.ctx)?.stored ?? 0) >= 2);
    const stats = ingestStats(s.ctx);
    expect(stats?.malformed).toEqual({ not_json: 1, not_object: 1, payload: 1, ts: 1, unknown_field: 1, unknown_sensor: 2, too_large: 1 });
    expect(stats?.recent.map((r) => r.reason)).toContain('not_json');
    expect(stats?.failed).toBe(0);
    const list = (await get(`sensorreadings?sensor_id=${sensor.id}`)).body.sensorreadings as AnyBody[];
    expect(list.map((r) => r.payload)).toEqual([{ celsius: 22 }, { celsius: 21.5 }]);
    expect(list[0]?.ts).toBe(s.clock.now().toISOString());
  });

  it('situations: CRUD and search, group scope, an ao situation has no reason', async () => {
    const place = (await post('places', { name: 'Gate place', latitude: 2, longitude: 2 })).body;
    const sit = await post('situations', { name: 'Crowd at the gate', event_type: 'sa', reason: 'crowding', priority: 'high', place_id: place.id });
    expect(sit.status).toBe(200);
    expect(sit.body).toMatchObject({ name: 'Crowd at the gate', event_type: 'sa', reason: 'crowding', priority: 'high', place_id: place.id, description: '' });
    expect((await post('situations', { name: 'Left bag', event_type: 'ao', reason: 'motion' })).body.detail).toEqual({
      reason: 'an ao situation has no reason',
    });
    await post('situations', { name: 'Left bag', event_type: 'ao' });
    expect((await post('situations/search', { query: { event_type: 'ao' } })).body.situations.map((x: AnyBody) => x.name)).toEqual(['Left bag']);
    expect((await get(`situations?place_id=${place.id}`)).body.situations.map((x: AnyBody) => x.name)).toEqual(['Crowd at the gate']);
    const changed = await s.request<AnyBody>('PUT', `/api/v1/situations/${sit.body.id}`, { token: org.token, json: { priority: 'low' } });
    expect(changed.body.priority).toBe('low');
    const op = await s.token('op@sensco.test', 'operator-pass');
    expect((await get(`situations/${sit.body.id}`, op)).status).toBe(404);
    expect((await s.request('DELETE', `/api/v1/situations/${sit.body.id}`, { token: org.token })).status).toBe(204);
    const audit = JSON.stringify((await get('auditlogs?limit=100')).body);
    for (const action of ['situation_create', 'situation_update', 'situation_delete', 'sensor_create']) expect(audit).toContain(action);
  });
});
