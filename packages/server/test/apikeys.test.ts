import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ago, eventWorld, lprEvent, postBatch, type EventWorld } from './support/events';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import type { AnyBody } from './support/video';

describe.each(ENGINES)('organisation API keys and third-party ingest (%s)', (engine) => {
  let s: TestServer;
  let a: EventWorld;
  let b: EventWorld;

  beforeAll(async () => {
    s = await startServer(engine);
    const su = await s.token(ADMIN.username, ADMIN.password);
    a = await eventWorld(s, su, 'Keyco', 1);
    b = await eventWorld(s, su, 'Otherkeyco', 1);
  });
  afterAll(async () => s?.close());

  it('a key is shown once, stored hashed, never listed or audited in clear, and accepted on the events ingest', async () => {
    const created = await s.request<AnyBody>('POST', '/api/v1/apikeys', { token: a.org.token, json: { name: 'Vendor engine' } });
    expect(created.status).toBe(201);
    const secret = String(created.body.secret);
    expect(secret).toMatch(/^oak_[A-Za-z0-9_-]{40,}$/);
    expect(created.body).toMatchObject({ name: 'Vendor engine', prefix: secret.slice(0, 10), revoked_at: null, last_used_at: null });

    const listed = await s.request<AnyBody>('GET', '/api/v1/apikeys', { token: a.org.token });
    expect(listed.status).toBe(200);
    expect(listed.body.apikeys).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    expect(listed.body.apikeys[0]).not.toHaveProperty('secret');
    expect(listed.body.apikeys[0]).not.toHaveProperty('secret_hash');
    const row = await s.ctx.db.selectFrom('organization_api_keys').selectAll().where('id', '=', Number(created.body.id)).executeTakeFirstOrThrow();
    expect(row.secret_hash).not.toContain(secret.slice(4));
    const audit = await s.ctx.db.selectFrom('audit_logs').selectAll().where('action_type', '=', 'apikey_create').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(secret.slice(4));

    // The key posts an event of its organisation's camera; it is stored as an edge's would be.
    const event = lprEvent(a.cameras[0] ?? 0, ago(s, 10), 'K001KK77');
    const posted = await postBatch(s, secret, [event]);
    expect(posted.status).toBe(200);
    expect(posted.body).toEqual({ accepted: [event.event_id], rejected: [] });
    const got = await s.request<AnyBody>('GET', `/api/v1/events/${event.event_id}`, { token: a.org.token });
    expect(got.status).toBe(200);
    expect(got.body.number).toBe('K001KK77');
    const stored = await s.ctx.db.selectFrom('events').select('edge_id').where('event_id', '=', event.event_id).executeTakeFirstOrThrow();
    expect(stored.edge_id).toBe(a.edge.id);
    // Idempotent as for edges.
    expect((await postBatch(s, secret, [event])).body.accepted).toEqual([event.event_id]);
    expect(await s.ctx.db.selectFrom('events').select('event_id').where('event_id', '=', event.event_id).execute()).toHaveLength(1);
    const used = await s.request<AnyBody>('GET', '/api/v1/apikeys', { token: a.org.token });
    expect(used.body.apikeys[0].last_used_at).not.toBeNull();
  });

  it('a wrong, revoked or user credential answers 401; a key reaches only its own organisation', async () => {
    const created = await s.request<AnyBody>('POST', '/api/v1/apikeys', { token: a.org.token, json: { name: 'Short-lived' } });
    const secret = String(created.body.secret);
    const event = () => lprEvent(a.cameras[0] ?? 0, ago(s, 5), 'K002KK77');

    expect((await postBatch(s, `${secret.slice(0, -2)}xx`, [event()])).status).toBe(401);
    expect((await postBatch(s, 'oak_', [event()])).status).toBe(401);
    expect((await postBatch(s, a.org.token, [event()])).status).toBe(401);

    // Organisation B's key cannot post for A's camera (not found, as a foreign id), nor see A's keys.
    const other = await s.request<AnyBody>('POST', '/api/v1/apikeys', { token: b.org.token, json: { name: 'B engine' } });
    const foreign = await postBatch(s, String(other.body.secret), [event()]);
    expect(foreign.status).toBe(200);
    expect(foreign.body.accepted).toEqual([]);
    expect(foreign.body.rejected[0]).toMatchObject({ type: 'not_found' });
    const bList = await s.request<AnyBody>('GET', '/api/v1/apikeys', { token: b.org.token });
    expect((bList.body.apikeys as AnyBody[]).map((k) => k.name)).toEqual(['B engine']);
    expect((await s.request('DELETE', `/api/v1/apikeys/${String(created.body.id)}`, { token: b.org.token })).status).toBe(404);

    // Revoked: refused from then on, still listed with revoked_at, audited once.
    expect((await s.request('DELETE', `/api/v1/apikeys/${String(created.body.id)}`, { token: a.org.token })).status).toBe(204);
    expect((await postBatch(s, secret, [event()])).status).toBe(401);
    const listed = await s.request<AnyBody>('GET', '/api/v1/apikeys', { token: a.org.token });
    expect((listed.body.apikeys as AnyBody[]).find((k) => k.id === created.body.id)?.revoked_at).not.toBeNull();
    expect((await s.request('DELETE', `/api/v1/apikeys/${String(created.body.id)}`, { token: a.org.token })).status).toBe(204);
    const audit = await s.ctx.db.selectFrom('audit_logs').select('object_id').where('action_type', '=', 'apikey_revoke').execute();
    expect(audit.map((r) => String(r.object_id))).toEqual([String(created.body.id)]);

    // The edge keeps working.
    const edgeEvent = event();
    expect((await postBatch(s, a.edge.credential, [edgeEvent])).body.accepted).toEqual([edgeEvent.event_id]);
  });

  it('an event carries its camera’s place name, description and coordinates', async () => {
    const place = await s.ctx.db
      .insertInto('places')
      .values({ organization_id: a.org.id, name: 'North gate', description: 'Truck entrance', latitude: 51.1605, longitude: 71.4704 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await s.ctx.db
      .updateTable('cameras')
      .set({ place_id: place.id })
      .where('id', '=', a.cameras[0] ?? 0)
      .execute();
    const event = lprEvent(a.cameras[0] ?? 0, ago(s, 3), 'K003KK77');
    expect((await postBatch(s, a.edge.credential, [event])).body.accepted).toEqual([event.event_id]);
    const got = await s.request<AnyBody>('GET', `/api/v1/events/${event.event_id}`, { token: a.org.token });
    expect(got.body.origin).toMatchObject({
      place_id: place.id,
      place_name: 'North gate',
      place_description: 'Truck entrance',
      latitude: 51.1605,
      longitude: 71.4704,
    });
    const listed = await s.request<AnyBody>('GET', `/api/v1/events?place_id=${place.id}`, { token: a.org.token });
    expect((listed.body.events as AnyBody[]).map((e) => e.event_id)).toContain(event.event_id);
  });
});
