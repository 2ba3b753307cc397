import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ago, descriptor, eventWorld, frEvent, lprEvent, near, postBatch, saEvent, type EventWorld } from './support/events';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import type { AnyBody } from './support/video';

describe.each(ENGINES)('attribute searches and search by an event (%s)', (engine) => {
  let s: TestServer;
  let w: EventWorld;
  let other: EventWorld;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    s = await startServer(engine);
    const su = await s.token(ADMIN.username, ADMIN.password);
    w = await eventWorld(s, su, 'Attrco', 2);
    other = await eventWorld(s, su, 'Attrother', 1);
    const cam = w.cameras[0] ?? 0;
    const cam2 = w.cameras[1] ?? 0;
    const person = descriptor(1);
    const events = {
      frMale: frEvent(cam, ago(s, 600), {}, { attributes: { gender: 'male', age: 31 }, descriptor: person }),
      frFemale: frEvent(cam, ago(s, 590), {}, { attributes: { gender: 'female', age: 64 }, descriptor: descriptor(2) }),
      frAgain: frEvent(cam2, ago(s, 580), {}, { attributes: { gender: 'male', age: 33 }, descriptor: near(person, 7) }),
      frNoFace: frEvent(cam, ago(s, 570), {}, { attributes: { gender: 'male', age: 50 } }),
      saPerson: saEvent(cam, ago(s, 500), { label: 'person', attributes: { gender: 'male', age: 25, upperbody_color: 'red', lowerbody_color: 'blue' } }),
      saPerson2: saEvent(cam, ago(s, 490), { label: 'person', attributes: { gender: 'female', age: 40, upperbody_color: 'white', lowerbody_color: 'black' } }),
      saCar: saEvent(cam2, ago(s, 480), { label: 'vehicle', attributes: { color: 'white', make: 'Toyota', model: 'Camry', speed: 70 } }),
      saCar2: saEvent(cam2, ago(s, 470), { label: 'vehicle', attributes: { color: 'black', make: 'Lada', model: 'Vesta', speed: 40 } }),
      lprFast: lprEvent(cam, ago(s, 400), 'A777AA77', { attributes: { color: 'black', make: 'BMW', model: 'X5', speed: 132 } }),
      lprSlow: lprEvent(cam, ago(s, 390), 'B555BB77', { attributes: { color: 'black', make: 'BMW', model: 'X3', speed: 54 } }),
      lprAgain: lprEvent(cam2, ago(s, 380), 'A777AA77', { attributes: { color: 'black', make: 'BMW', model: 'X5', speed: 60 } }),
    };
    const posted = await postBatch(s, w.edge.credential, Object.values(events));
    expect(posted.body.rejected).toEqual([]);
    for (const [k, e] of Object.entries(events)) ids[k] = e.event_id;
    const theirs = frEvent(other.cameras[0] ?? 0, ago(s, 100), {}, { attributes: { gender: 'male', age: 31 }, descriptor: person });
    ids.foreign = theirs.event_id;
    expect((await postBatch(s, other.edge.credential, [theirs])).body.rejected).toEqual([]);
  });
  afterAll(async () => s?.close());

  const search = (kind: 'byface' | 'byplate', query: Record<string, unknown>, token = w.org.token) =>
    s.request<AnyBody>('POST', `/api/v1/search/${kind}`, { token, json: { query, limit: 50 } });
  const found = (r: { body: AnyBody }) => (r.body.events as AnyBody[]).map((e) => e.event_id as string);

  it('person-fr: face events by gender and age range, newest first; never another organisation', async () => {
    const r = await search('byface', { event_type: 'fr', attributes: { gender: 'male', age: { from: 30, to: 40 } } });
    expect(r.status).toBe(200);
    expect(found(r)).toEqual([ids.frAgain, ids.frMale]);
    const women = await search('byface', { event_type: 'fr', attributes: { gender: 'female' } });
    expect(found(women)).toEqual([ids.frFemale]);
  });

  it('person-sa: people of situation events by clothing colours', async () => {
    const r = await search('byface', { event_type: 'sa', attributes: { upperbody_color: ['red', 'green'], lowerbody_color: ['blue'] } });
    expect(found(r)).toEqual([ids.saPerson]);
    const both = await search('byface', { event_type: 'sa', attributes: { age: { from: 20, to: 45 } } });
    expect(found(both)).toEqual([ids.saPerson2, ids.saPerson]);
  });

  it('plate-lpr: plate events by speed, colour, make and model (case does not matter)', async () => {
    const fast = await search('byplate', { event_type: 'lpr', attributes: { speed: { from: 100 }, make: 'bmw' } });
    expect(found(fast)).toEqual([ids.lprFast]);
    const x5 = await search('byplate', { event_type: 'lpr', attributes: { color: ['black'], model: 'X5' } });
    expect(found(x5)).toEqual([ids.lprAgain, ids.lprFast]);
  });

  it('plate-sa: vehicles of situation events by colour, make and speed', async () => {
    const r = await search('byplate', { event_type: 'sa', attributes: { color: ['white'], make: 'TOYOTA', speed: { to: 80 } } });
    expect(found(r)).toEqual([ids.saCar]);
  });

  it('search by a plate event finds every pass of its number', async () => {
    const r = await search('byplate', { event_type: 'lpr', event_id: ids.lprFast });
    expect(r.status).toBe(200);
    expect(found(r).sort()).toEqual([ids.lprFast, ids.lprAgain].sort());
    expect((r.body.events as AnyBody[]).every((e) => e.similarity === 1)).toBe(true);
    const noPlate = await search('byplate', { event_type: 'lpr', event_id: ids.saCar });
    expect(noPlate).toMatchObject({ status: 422, body: { type: 'validation' } });
  });

  it('search by a face event uses its descriptor (or says face search is unavailable without pgvector)', async () => {
    const r = await search('byface', { event_type: 'fr', event_id: ids.frMale });
    if (s.ctx.database.capabilities.vector) {
      expect(r.status).toBe(200);
      expect(found(r).slice(0, 2).sort()).toEqual([ids.frMale, ids.frAgain].sort());
      expect(found(r)).not.toContain(ids.frFemale);
      expect(found(r)).not.toContain(ids.foreign);
    } else {
      expect(r).toMatchObject({ status: 503, body: { type: 'temporarily_unavailable' } });
    }
    const noFace = await search('byface', { event_type: 'fr', event_id: ids.frNoFace });
    expect(noFace).toMatchObject({ status: 422, body: { type: 'validation' } });
  });

  it('a face search with attributes keeps to the events that have them', async () => {
    const r = await search('byface', { event_type: 'fr', descriptor: descriptor(1), attributes: { age: { from: 32 } } });
    if (!s.ctx.database.capabilities.vector) {
      expect(r).toMatchObject({ status: 503, body: { type: 'temporarily_unavailable' } });
      return;
    }
    expect(found(r)).toEqual([ids.frAgain]);
    const everyone = await search('byface', { event_type: 'fr', descriptor: descriptor(1), attributes: { gender: 'male' } });
    expect(found(everyone).sort()).toEqual([ids.frMale, ids.frAgain].sort());
    // An operator of the organisation's group sees only its cameras' faces (frAgain is on the other camera).
    const op = await s.request('POST', '/api/v1/users', {
      token: w.org.token,
      json: { email: 'op@attrco.test', password: 'operator-password', role_id: 3, group_ids: [w.group] },
    });
    expect(op.status).toBe(200);
    const operator = await s.token('op@attrco.test', 'operator-password');
    expect(found(await search('byface', { event_type: 'fr', descriptor: descriptor(1) }, operator))).toEqual([ids.frMale]);
  });

  it('a person seen more often than the first look of a face search is found every time, a page at a time', async () => {
    const person = descriptor(3);
    const seen = Array.from({ length: 230 }, (_, i) => frEvent(w.cameras[0] ?? 0, ago(s, 300 - i), {}, { descriptor: near(person, 100 + i) }));
    for (let i = 0; i < seen.length; i += 100) expect((await postBatch(s, w.edge.credential, seen.slice(i, i + 100))).body.rejected).toEqual([]);
    const probe = near(person, 99);
    const first = await search('byface', { event_type: 'fr', descriptor: probe });
    if (!s.ctx.database.capabilities.vector) {
      expect(first).toMatchObject({ status: 503, body: { type: 'temporarily_unavailable' } });
      return;
    }
    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const r: { status: number; body: AnyBody } = await s.request<AnyBody>('POST', '/api/v1/search/byface', {
        token: w.org.token,
        json: { query: { event_type: 'fr', descriptor: probe }, limit: 100, ...(cursor ? { cursor } : {}) },
      });
      expect(r.status).toBe(200);
      const similarities = (r.body.events as AnyBody[]).map((e) => e.similarity as number);
      expect(similarities).toEqual([...similarities].sort((a, b) => b - a));
      all.push(...found(r));
      cursor = (r.body.pagination as { cursor: string | null }).cursor;
    } while (cursor);
    expect(all).toHaveLength(seen.length);
    expect(new Set(all)).toEqual(new Set(seen.map((e) => e.event_id)));
  });

  it('an event of another organisation, or none, answers 404', async () => {
    expect((await search('byface', { event_type: 'fr', event_id: ids.foreign })).status).toBe(404);
    expect((await search('byplate', { event_type: 'lpr', event_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await search('byface', { event_type: 'fr' })).status).toBe(422);
  });
});
