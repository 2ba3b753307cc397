import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faceWeeks, maintainEvents, partitionDays, weekKey } from '../src/modules/events/partitions';
import { fileStore } from '../src/lib/files';
import { ago, eventWorld, frEvent, JPEG_1PX, lprEvent, postBatch, saEvent, simpleEvent, type EventWorld } from './support/events';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import type { AnyBody } from './support/video';

describe.each(ENGINES)('events: ingest and read (%s)', (engine) => {
  let s: TestServer;
  let su: string;
  let a: EventWorld;
  let b: EventWorld;

  beforeAll(async () => {
    s = await startServer(engine);
    su = await s.token(ADMIN.username, ADMIN.password);
    a = await eventWorld(s, su, 'Alpha', 2);
    b = await eventWorld(s, su, 'Bravo', 1);
  });
  afterAll(async () => s?.close());

  const list = (token: string, query = '') => s.request<AnyBody>('GET', `/api/v1/events${query}`, { token });

  it('ingest is idempotent by event_id: a repeated batch is accepted again and stored once', async () => {
    const e = frEvent(a.cameras[0] ?? 0, ago(s, 60));
    const first = await postBatch(s, a.edge.credential, [e, e]);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ accepted: [e.event_id, e.event_id], rejected: [] });
    const again = await postBatch(s, a.edge.credential, [e]);
    expect(again.body).toEqual({ accepted: [e.event_id], rejected: [] });
    // The same id with another ts is still the same event.
    const moved = await postBatch(s, a.edge.credential, [{ ...e, ts: ago(s, 30) }]);
    expect(moved.body.accepted).toEqual([e.event_id]);
    // A repeat carrying other images leaves the stored event's images as they were.
    const other = Buffer.concat([Buffer.from(JPEG_1PX, 'base64'), Buffer.from([0xff, 0xd9])]);
    expect((await postBatch(s, a.edge.credential, [{ ...e, snapshot_jpeg: other.toString('base64') }])).body.accepted).toEqual([e.event_id]);
    const rows = await s.ctx.db.selectFrom('events').select(['event_id', 'snapshot_file']).where('event_id', '=', e.event_id).execute();
    expect(rows).toHaveLength(1);
    const stored = await fileStore(s.ctx).get(rows[0]?.snapshot_file ?? '');
    expect(stored?.equals(Buffer.from(JPEG_1PX, 'base64'))).toBe(true);
  });

  it('rejects events of cameras not assigned to the edge, out-of-range times and non-JPEG images, one by one', async () => {
    const ok = frEvent(a.cameras[1] ?? 0, ago(s, 10));
    const foreign = frEvent(b.cameras[0] ?? 0, ago(s, 10));
    const future = frEvent(a.cameras[0] ?? 0, new Date(s.clock.ms + 2 * 86400_000).toISOString());
    const old = frEvent(a.cameras[0] ?? 0, ago(s, 31 * 86400));
    const png = frEvent(a.cameras[0] ?? 0, ago(s, 10), { snapshot_jpeg: Buffer.from('\x89PNG\r\n\x1a\nxxxx').toString('base64') });
    const r = await postBatch(s, a.edge.credential, [ok, foreign, future, old, png]);
    expect(r.status).toBe(200);
    expect(r.body.accepted).toEqual([ok.event_id]);
    expect(r.body.rejected.map((x) => [x.index, x.type])).toEqual([
      [1, 'not_found'],
      [2, 'validation'],
      [3, 'validation'],
      [4, 'validation'],
    ]);
    // A user token or another kind of machine is not an edge.
    expect((await postBatch(s, a.org.token, [ok])).status).toBe(401);
    // The whole batch is validated by its schema first.
    const bad = await s.request('POST', '/api/v1/events/batch', { token: a.edge.credential, json: { events: [{ ...ok, event_type: 'zz' }] } });
    expect(bad.status).toBe(422);
    // Each event is checked against its own type's schema: the answer names its own faults only
    // (not those of the other types it is not, such as fr's event_type or lpr's unknown fields).
    const { number: _, ...noNumber } = lprEvent(a.cameras[0] ?? 0, ago(s, 10), 'A123BC77');
    const letters = frEvent(a.cameras[0] ?? 0, ago(s, 10), {}, { descriptor: ['x', ...Array.from({ length: 127 }, () => 0.1)] });
    const faults = await s.request<AnyBody>('POST', '/api/v1/events/batch', { token: a.edge.credential, json: { events: [ok, noNumber, letters] } });
    expect(faults.status).toBe(422);
    expect(faults.body.detail).toMatchObject({ 'events.1.number': 'is required', 'events.2.event.descriptor.0': 'must be number' });
    // (descriptor is nullable: its "must be null" alternative is named too.)
    expect(Object.keys(faults.body.detail).sort()).toEqual(['events.1.number', 'events.2.event.descriptor', 'events.2.event.descriptor.0']);
    const many = await s.request('POST', '/api/v1/events/batch', { token: a.edge.credential, json: { events: Array.from({ length: 101 }, () => ok) } });
    expect(many.status).toBe(422);
  });

  it('reads an event by id with its type, with a signed snapshot URL, and hides it from other organisations', async () => {
    const values = Array.from({ length: 128 }, (_, i) => Math.sin(i + 1) / 3);
    const e = frEvent(a.cameras[0] ?? 0, ago(s, 5), {}, { descriptor: values });
    // Descriptors are stored as real (float4); a model's descriptor may have another length, and
    // events of one batch keep their own.
    const person = saEvent(a.cameras[0] ?? 0, ago(s, 5), { descriptor: Array.from({ length: 7 }, (_, i) => -i / 8) });
    const none = frEvent(a.cameras[0] ?? 0, ago(s, 5));
    expect((await postBatch(s, a.edge.credential, [none, e, person])).body.rejected).toEqual([]);
    const got = await s.request<AnyBody>('GET', `/api/v1/events/${e.event_id}?event_type=fr&with_descriptor=true`, { token: a.org.token });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      event_id: e.event_id,
      event_type: 'fr',
      stream_id: a.cameras[0],
      origin: { camera_id: a.cameras[0], camera_name: 'Alpha cam 0' },
      matches: [],
    });
    expect((got.body.event.descriptor as number[]).map(Math.fround)).toEqual(values.map(Math.fround));
    const descriptorOf = async (id: string, type: string) =>
      (await s.request<AnyBody>('GET', `/api/v1/events/${id}?event_type=${type}&with_descriptor=true`, { token: a.org.token })).body.event.descriptor;
    expect(await descriptorOf(person.event_id, 'sa')).toEqual([0, -0.125, -0.25, -0.375, -0.5, -0.625, -0.75]);
    expect(await descriptorOf(none.event_id, 'fr')).toBeNull();
    const image = await fetch(s.url + String(got.body.snapshot_url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    // A tampered signature (its first digit changed, whatever it was) is refused.
    const forged = String(got.body.snapshot_url).replace(/sig=(.)/, (_, c: string) => `sig=${c === '0' ? '1' : '0'}`);
    expect(forged).not.toBe(String(got.body.snapshot_url));
    expect((await fetch(s.url + forged)).status).toBe(404);
    expect((await s.request('GET', `/api/v1/events/${e.event_id}?event_type=lpr`, { token: a.org.token })).status).toBe(404);
    expect((await s.request('GET', `/api/v1/events/${e.event_id}?event_type=fr`, { token: b.org.token })).status).toBe(404);
    expect((await list(b.org.token)).body.events.map((x: AnyBody) => x.event_id)).not.toContain(e.event_id);
  });

  it('filters by every field of the spec', async () => {
    const [c0, c1] = [a.cameras[0] ?? 0, a.cameras[1] ?? 0];
    const t = ago(s, 3600);
    const frMale = frEvent(c0, t, {}, { attributes: { gender: 'male', age: 30 } });
    const frFemale = frEvent(c1, t, {}, { attributes: { gender: 'female' } });
    const plate = lprEvent(c1, t, 'A123BC');
    const motion = saEvent(c0, t, { reason: 'motion' });
    const crossing = saEvent(c1, t, { reason: 'line_crossing', line: { id: 'l1', name: 'Door' } });
    const tamper = simpleEvent('tp', c0, t, 'blurring');
    const ao = simpleEvent('ao', c1, ago(s, 3 * 86400), 'any');
    expect((await postBatch(s, a.edge.credential, [frMale, frFemale, plate, motion, crossing, tamper, ao])).body.rejected).toEqual([]);
    // A match as the lists module would have stored it (no matcher is registered here).
    await s.ctx.db
      .updateTable('events')
      .set({
        matched: true,
        match_list_ids: [77],
        matches: JSON.stringify([{ entity_id: 5, entity_name: 'X', list_id: 77, list_name: 'VIP', priority: 5, similarity: 0.9 }]),
      })
      .where('event_id', '=', frMale.event_id)
      .execute();

    const mine = new Set<string>([frMale, frFemale, plate, motion, crossing, tamper, ao].map((x) => x.event_id));
    const ids = async (query: string) =>
      new Set(
        ((await list(a.org.token, `?limit=100&ts_from=${encodeURIComponent(ago(s, 7200))}&${query}`)).body.events as AnyBody[])
          .map((x) => String(x.event_id))
          .filter((id) => mine.has(id)),
      );
    const only = async (query: string, expected: { event_id: string }[]) => expect(await ids(query)).toEqual(new Set(expected.map((x) => x.event_id)));
    await only('event_type=fr', [frMale, frFemale]);
    await only('event_type=sa&reason=line_crossing', [crossing]);
    await only('event_type=tp&reason=blurring', [tamper]);
    await only(`stream_id=${c1}&event_type=sa`, [crossing]);
    await only(`group_id=${a.group}&event_type=sa`, [motion]);
    await only('only_matches=true', [frMale]);
    await only('recognition=recognized', [frMale]);
    expect(await ids('recognition=unrecognized&event_type=fr')).toEqual(new Set([frFemale.event_id]));
    await only('list_id=77', [frMale]);
    await only('list_id=78', []);
    await only(`attributes=${encodeURIComponent('{"gender":"male"}')}`, [frMale]);
    await s.ctx.db.updateTable('events').set({ place_id: 9 }).where('event_id', '=', plate.event_id).execute();
    await only('place_id=9', [plate]);
    // Default window: the last day; ts_from/ts_to widen or narrow it.
    const recent = new Set((await list(a.org.token, '?limit=100&event_type=ao')).body.events.map((x: AnyBody) => x.event_id));
    expect(recent.has(ao.event_id)).toBe(false);
    const wide = await list(
      a.org.token,
      `?limit=100&event_type=ao&ts_from=${encodeURIComponent(ago(s, 4 * 86400))}&ts_to=${encodeURIComponent(ago(s, 2 * 86400))}`,
    );
    expect(wide.body.events.map((x: AnyBody) => x.event_id)).toEqual([ao.event_id]);
    // with_descriptor adds descriptors; without it there is none.
    const plain = await list(a.org.token, '?limit=1');
    expect(plain.body.events[0].event.descriptor).toBeUndefined();
    // Asked, the list reads them (the descriptor column is read only then): the first test's events have one.
    const described = (await list(a.org.token, '?limit=100&with_descriptor=true')).body.events as AnyBody[];
    expect(described.some((x) => Array.isArray(x.event.descriptor) && x.event.descriptor.length === 7)).toBe(true);
    expect((await list(a.org.token, `?attributes=${encodeURIComponent('[1]')}`)).status).toBe(422);
    expect((await list(a.org.token, `?ts_from=${encodeURIComponent(ago(s, 0))}&ts_to=${encodeURIComponent(ago(s, 10))}`)).status).toBe(422);
  });

  it("an operator sees only events of their groups' cameras", async () => {
    const op = await s.request('POST', '/api/v1/users', {
      token: a.org.token,
      json: { email: 'op@alpha.test', password: 'operator-password', role_id: 3, group_ids: [a.group] },
    });
    expect(op.status).toBe(200);
    const token = await s.token('op@alpha.test', 'operator-password');
    const seen = (await list(token, '?limit=100')).body.events as AnyBody[];
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((e) => e.stream_id))).toEqual(new Set([a.cameras[0]]));
  });

  it('pages newest first without gaps or duplicates while events keep arriving', async () => {
    const camera = b.cameras[0] ?? 0;
    const base = s.clock.ms - 600_000;
    // Many events share a timestamp: the event_id breaks the tie.
    const initial = Array.from({ length: 45 }, (_, i) => frEvent(camera, new Date(base + Math.floor(i / 3) * 1000).toISOString()));
    await postBatch(s, b.edge.credential, initial);
    const seen: string[] = [];
    let cursor: string | null = null;
    let round = 0;
    const concurrent: string[] = [];
    do {
      const q: string = `?limit=7&ts_from=${encodeURIComponent(new Date(base - 1).toISOString())}${cursor ? `&cursor=${cursor}` : ''}`;
      // New events (newer ones and late ones in the already-read past) arrive while paging.
      const newer = frEvent(camera, new Date(base + 100_000 + round * 1000).toISOString());
      const [page] = await Promise.all([list(b.org.token, q), postBatch(s, b.edge.credential, [newer])]);
      concurrent.push(newer.event_id);
      seen.push(...page.body.events.map((e: AnyBody) => e.event_id));
      const tss = page.body.events.map((e: AnyBody) => `${e.ts}|${e.event_id}`);
      expect([...tss].sort().reverse()).toEqual(tss);
      cursor = page.body.pagination.cursor;
      round += 1;
    } while (cursor && round < 50);
    expect(new Set(seen).size).toBe(seen.length);
    for (const e of initial) expect(seen).toContain(e.event_id);
    expect((await list(b.org.token, '?cursor=bm9wZQ')).status).toBe(422);
  });

  it('keeps daily partitions ahead and drops whole partitions past the retention', async () => {
    const result = await maintainEvents(s.ctx);
    const days = await partitionDays(s.ctx.db);
    const today = new Date(s.clock.ms).toISOString().slice(0, 10).replace(/-/g, '');
    expect(days).toContain(today);
    expect(days.filter((d) => d > today)).toHaveLength(3);
    expect(result.dropped).toEqual([]);
    // Face descriptors are kept by week, Monday to Sunday (UTC).
    expect(['20261116', '20261118', '20261122', '20261123'].map(weekKey)).toEqual(['20261116', '20261116', '20261116', '20261123']);
    if (s.ctx.database.capabilities.vector) expect(await faceWeeks(s.ctx.db)).toContain(weekKey(today));
    const face = Array.from({ length: 128 }, (_, i) => (i % 8 === 0 ? 0.25 : 0));
    const old = frEvent(a.cameras[0] ?? 0, ago(s, 29 * 86400 + 600), {}, { descriptor: face });
    const recent = frEvent(a.cameras[0] ?? 0, ago(s, 3600), {}, { descriptor: face });
    const bOld = frEvent(b.cameras[0] ?? 0, ago(s, 3 * 86400), {}, { descriptor: face });
    expect((await postBatch(s, a.edge.credential, [old, recent])).body.accepted).toEqual([old.event_id, recent.event_id]);
    expect((await postBatch(s, b.edge.credential, [bOld])).body.accepted).toEqual([bOld.event_id]);
    // Where pgvector exists the descriptors are in the face search index too (or waiting for it), and leave it with their events.
    const vector = s.ctx.database.capabilities.vector;
    const indexed = async () =>
      vector
        ? (await s.ctx.db.selectFrom('event_faces').select('event_id').unionAll(s.ctx.db.selectFrom('event_faces_pending').select('event_id')).execute())
            .map((r) => r.event_id)
            .filter((id) => [old.event_id, recent.event_id, bOld.event_id].includes(id as typeof old.event_id))
            .sort()
        : [];
    if (vector) expect(await indexed()).toEqual([old.event_id, recent.event_id, bOld.event_id].sort());
    const oldDay = old.ts.slice(0, 10).replace(/-/g, '');
    expect(await partitionDays(s.ctx.db)).toContain(oldDay);
    // Two days later the partition of that day is wholly older than 30 days: dropped with its rows.
    s.clock.advance(2 * 86400);
    const later = await maintainEvents(s.ctx);
    expect(later.dropped).toContain(oldDay);
    expect(await partitionDays(s.ctx.db)).not.toContain(oldDay);
    expect(await s.ctx.db.selectFrom('events').select('event_id').where('event_id', '=', old.event_id).execute()).toEqual([]);
    if (vector) expect(await indexed()).toEqual([recent.event_id, bOld.event_id].sort());
    // An organisation with a shorter retention loses its older rows at once.
    await s.ctx.db.insertInto('event_retention').values({ organization_id: b.org.id, days: 1 }).execute();
    const shorter = await maintainEvents(s.ctx);
    // The clock moved past the access tokens' lifetime.
    const tokenA = await s.token('admin@alpha.test', 'admin-password');
    const tokenB = await s.token('admin@bravo.test', 'admin-password');
    expect(shorter.deletedRows).toBeGreaterThan(0);
    if (vector) expect(await indexed()).toEqual([recent.event_id]);
    expect((await list(tokenB, `?ts_from=${encodeURIComponent(ago(s, 10 * 86400))}`)).body.events).toEqual([]);
    expect((await list(tokenA, `?ts_from=${encodeURIComponent(ago(s, 10 * 86400))}`)).body.events.length).toBeGreaterThan(0);
    s.clock.advance(-2 * 86400);
  });
});
