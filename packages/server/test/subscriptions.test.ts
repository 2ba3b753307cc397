import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ago, eventWorld, lprEvent, postBatch, saEvent, simpleEvent, type EventWorld } from './support/events';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { grantLicense } from './support/lists';

type AnyBody = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Subscriptions are evaluated after the ingest answer: poll until `check` holds (or fail). */
export async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (check(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(ENGINES)('subscriptions and notifications (%s)', (engine) => {
  let s: TestServer;
  let su: string;
  let w: EventWorld;
  let operator: string;
  let plateId: number;
  let platelistId: number;

  beforeAll(async () => {
    s = await startServer(engine);
    su = await s.token(ADMIN.username, ADMIN.password);
    w = await eventWorld(s, su, 'Subs', 2);
    await s.ctx.db
      .updateTable('cameras')
      .set({ name: 'North gate' })
      .where('id', '=', w.cameras[0] ?? 0)
      .execute();
    // An operator of the group: sees camera 0 (in the group) and not camera 1 (no group).
    await s.createUser({ username: 'op@subs.test', password: 'operator-password', roleId: 3 }, 'Subs');
    const opId = (await s.ctx.db.selectFrom('users').select('id').where('username', '=', 'op@subs.test').executeTakeFirstOrThrow()).id;
    await s.request('POST', `/api/v1/groups/${w.group}/members`, { token: w.org.token, json: { user_ids: [opId] } });
    operator = await s.token('op@subs.test', 'operator-password');
    await grantLicense(s, w.org.id, { plates: 100 });
    const list = await s.request('POST', '/api/v1/platelists', { token: w.org.token, json: { name: 'Wanted', priority: 'high', group_id: w.group } });
    expect(list.status).toBe(200);
    platelistId = Number(list.body.id);
    const plate = await s.request('POST', '/api/v1/plates', { token: w.org.token, json: { number: 'A123BC77', platelist_id: platelistId } });
    expect(plate.status).toBe(200);
    plateId = Number(plate.body.id);
  });
  afterAll(async () => s?.close());

  const create = (token: string, json: AnyBody) => s.request<AnyBody>('POST', '/api/v1/subscriptions', { token, json });
  const hitIds = async (token: string, id: number) => {
    const r = await s.request<AnyBody>('GET', `/api/v1/subscriptions/${id}/events`, { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return (r.body.events as AnyBody[]).map((e) => e.event.event_id as string).sort();
  };

  it('CRUD with every field, the DSL refused with a clear message, per-user limit, owner only, superuser barred', async () => {
    const worktime = {
      mon: Array(24).fill(true),
      tue: Array(24).fill(true),
      wed: Array(24).fill(true),
      thu: Array(24).fill(true),
      fri: Array(24).fill(true),
      sat: Array(24).fill(false),
      sun: Array(24).fill(false),
      timezone: 'Europe/Berlin',
    };
    const made = await create(w.org.token, {
      name: 'Wanted at the north gate',
      kind: 'event',
      event_type: 'lpr',
      event_reason: 'any',
      match_kind: 'entity',
      camera_id: w.cameras[0],
      entity_id: plateId,
      dsl: "number ~ 'a1' and not label exists",
      config: { worktime },
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      kind: 'event',
      event_type: 'lpr',
      match_kind: 'entity',
      camera: { id: w.cameras[0], name: 'North gate' },
      entity: { id: plateId, name: 'A123BC77', kind: 'plate' },
      list: null,
      is_stale: false,
      ts_last: null,
      ts_read: null,
      config: { worktime },
    });
    const id = Number(made.body.id);
    const bad = await create(w.org.token, { name: 'xyz', kind: 'event', dsl: 'event_type = ' });
    expect(bad.status, JSON.stringify(bad.body)).toBe(422);
    expect(bad.body.detail.dsl).toMatch(/value is expected at position/);
    const unknown = await create(w.org.token, { name: 'xyz', kind: 'event', dsl: 'colour = 1' });
    expect(unknown.body.detail.dsl).toMatch(/unknown field "colour"/);
    const missingList = await create(w.org.token, { name: 'xyz', kind: 'event', match_kind: 'list' });
    expect(missingList.body.detail.list_id).toMatch(/required/);
    const foreignCamera = await create(operator, { name: 'xyz', kind: 'event', camera_id: w.cameras[1] });
    expect(foreignCamera.body.detail.camera_id).toMatch(/not visible/);

    const upd = await s.request<AnyBody>('PUT', `/api/v1/subscriptions/${id}`, { token: w.org.token, json: { name: 'Renamed', dsl: null } });
    expect(upd.body).toMatchObject({ name: 'Renamed', dsl: null, event_type: 'lpr' });
    // Owner only: another user of the same organisation gets 404; the superuser is barred.
    expect((await s.request('GET', `/api/v1/subscriptions/${id}`, { token: operator })).status).toBe(404);
    expect((await s.request('GET', '/api/v1/subscriptions', { token: su })).status).toBe(403);
    const all = await s.request<AnyBody>('GET', '/api/v1/subscriptions', { token: w.org.token });
    expect(all.body.subscriptions.map((x: AnyBody) => x.id)).toContain(id);

    const extra: number[] = [];
    for (let i = 0; i < 4; i++) extra.push(Number((await create(w.org.token, { name: `rule ${i}`, kind: 'event' })).body.id));
    const sixth = await create(w.org.token, { name: 'too many', kind: 'event' });
    expect(sixth.status).toBe(409);
    expect(sixth.body.type).toBe('limit_exceeded');
    for (const x of [id, ...extra]) expect((await s.request('DELETE', `/api/v1/subscriptions/${x}`, { token: w.org.token })).status).toBe(204);
    const audit = await s.ctx.db.selectFrom('audit_logs').select('action_type').where('object_type', '=', 'subscription').execute();
    expect(audit.map((a) => a.action_type)).toEqual(expect.arrayContaining(['subscription_create', 'subscription_update', 'subscription_delete']));
  });

  it('fires for matching events only: event type, reason, camera, list, entity, unrecognised, DSL, worktime, group scope', async () => {
    const mk = async (token: string, json: AnyBody) => {
      const r = await create(token, { name: 'rule', kind: 'event', ...json });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return Number(r.body.id);
    };
    const byType = await mk(w.org.token, { event_type: 'tp' });
    const byReason = await mk(w.org.token, { event_type: 'tp', event_reason: 'blurring' });
    const byCamera = await mk(w.org.token, { camera_id: w.cameras[1] });
    const byList = await mk(w.org.token, { event_type: 'lpr', match_kind: 'list', list_id: platelistId });
    const byEntity = await mk(w.org.token, { event_type: 'lpr', match_kind: 'entity', entity_id: plateId });
    // The operator's rules: every lpr event, an unrecognised one, and a DSL with attributes.
    const opAll = await mk(operator, { event_type: 'lpr' });
    const opUnrec = await mk(operator, { kind: 'event_unrecognized', event_type: 'lpr' });
    const opDsl = await mk(operator, { dsl: "(event_type = 'sa' and attributes.color in ['red', 'blue']) or number = 'X999XX'" });
    // Worktime: on only on Mondays 09:00-09:59 UTC (the test clock stands at Monday 2026-06-01 10:00 UTC; events are a few seconds older).
    const off = Array(24).fill(false);
    const monday9 = off.map((_, h) => h === 9);
    const opWork = await mk(operator, { event_type: 'tp', config: { worktime: { mon: monday9, tue: off, wed: off, thu: off, fri: off, sat: off, sun: off } } });

    const [c0, c1] = w.cameras as [number, number];
    const tp0 = simpleEvent('tp', c0, ago(s, 10), 'tampering');
    const tp0Late = simpleEvent('tp', c0, new Date(s.clock.ms - 3 * 3600_000).toISOString(), 'tampering'); // 07:00: outside the worktime
    const tpBlur = simpleEvent('tp', c0, ago(s, 9), 'blurring');
    const aoOther = simpleEvent('ao', c0, ago(s, 8), 'any');
    const onC1 = simpleEvent('tp', c1, ago(s, 7), 'tampering');
    const wanted = lprEvent(c0, ago(s, 6), 'A123BC77');
    const unknownCar = lprEvent(c0, ago(s, 5), 'X999XX');
    const unknownCarC1 = lprEvent(c1, ago(s, 5), 'X999XX');
    const red = saEvent(c0, ago(s, 4), { attributes: { color: 'red' } });
    const green = saEvent(c0, ago(s, 3), { attributes: { color: 'green' } });
    const posted = await postBatch(s, w.edge.credential, [tp0, tp0Late, tpBlur, aoOther, onC1, wanted, unknownCar, unknownCarC1, red, green]);
    expect(posted.body.rejected, JSON.stringify(posted.body)).toEqual([]);

    const expectHits = async (token: string, id: number, events: { event_id: string }[]) => {
      const want = events.map((e) => e.event_id).sort();
      expect(
        await eventually(
          () => hitIds(token, id),
          (v) => JSON.stringify(v) === JSON.stringify(want),
        ),
      ).toEqual(want);
    };
    await expectHits(w.org.token, byType, [tp0, tp0Late, tpBlur, onC1]);
    await expectHits(w.org.token, byReason, [tpBlur]);
    await expectHits(w.org.token, byCamera, [onC1, unknownCarC1]);
    await expectHits(w.org.token, byList, [wanted]);
    await expectHits(w.org.token, byEntity, [wanted]);
    // Group scope: the operator never hears of camera 1 (outside their groups).
    await expectHits(operator, opAll, [wanted, unknownCar]);
    await expectHits(operator, opUnrec, [unknownCar]);
    await expectHits(operator, opDsl, [unknownCar, red]);
    await expectHits(operator, opWork, [tp0, tpBlur]);
    // A subscription whose object is gone turns stale.
    const delPlate = await s.request('DELETE', `/api/v1/plates/${plateId}`, { token: w.org.token });
    expect(delPlate.status).toBe(204);
    expect((await s.request<AnyBody>('GET', `/api/v1/subscriptions/${byEntity}`, { token: w.org.token })).body.is_stale).toBe(true);
    const notes = await s.request<AnyBody>('GET', '/api/v1/notifications', { token: w.org.token });
    expect(notes.body.notifications.map((n: AnyBody) => n.subscription_id)).not.toContain(byEntity);
    for (const id of [byType, byReason, byCamera, byList, byEntity]) await s.request('DELETE', `/api/v1/subscriptions/${id}`, { token: w.org.token });
    for (const id of [opAll, opUnrec, opDsl, opWork]) await s.request('DELETE', `/api/v1/subscriptions/${id}`, { token: operator });
  });

  it('notifications and mark-as-read: ts_last is the newest match, an item is dropped when ts_read >= ts_last; events paged by time', async () => {
    const sub = Number((await create(operator, { name: 'Gate', kind: 'event', event_type: 'tp' })).body.id);
    const list = () => s.request<AnyBody>('GET', '/api/v1/notifications', { token: operator });
    expect((await list()).body.notifications).toEqual([]);
    const c0 = w.cameras[0] as number;
    const events = Array.from({ length: 12 }, (_, i) => simpleEvent('tp', c0, ago(s, 100 - i), 'tampering'));
    await postBatch(s, w.edge.credential, events);
    const newest = events[11]?.ts as string;
    const got = await eventually(list, (r) => r.body.notifications[0]?.ts_last === newest);
    expect(got.body.notifications).toEqual([{ subscription_id: sub, subscription_name: 'Gate', ts_last: newest, ts_read: null }]);

    // Reading up to an earlier time keeps the item, with ts_read shown.
    const earlier = events[5]?.ts as string;
    expect((await s.request('PUT', '/api/v1/notifications/mark-as-read', { token: operator, json: { subscription_id: sub, ts: earlier } })).status).toBe(204);
    expect((await list()).body.notifications).toEqual([{ subscription_id: sub, subscription_name: 'Gate', ts_last: newest, ts_read: earlier }]);
    // Exactly at ts_last: dropped.
    await s.request('PUT', '/api/v1/notifications/mark-as-read', { token: operator, json: { subscription_id: sub, ts: newest } });
    expect((await list()).body.notifications).toEqual([]);
    // A newer match brings it back.
    const later = simpleEvent('tp', c0, ago(s, 1), 'tampering');
    await postBatch(s, w.edge.credential, [later]);
    const back = await eventually(list, (r) => r.body.notifications.length === 1);
    expect(back.body.notifications[0]).toMatchObject({ ts_last: later.ts, ts_read: newest });
    // Someone else's subscription: 404; the superuser: 403.
    expect((await s.request('PUT', '/api/v1/notifications/mark-as-read', { token: w.org.token, json: { subscription_id: sub, ts: newest } })).status).toBe(404);
    expect((await s.request('GET', '/api/v1/notifications', { token: su })).status).toBe(403);

    // Events: newest first, 10 a page, the cursor is a time.
    const p1 = await s.request<AnyBody>('GET', `/api/v1/subscriptions/${sub}/events`, { token: operator });
    expect(p1.body.events).toHaveLength(10);
    expect(p1.body.events[0].event.event_id).toBe(later.event_id);
    const p2 = await s.request<AnyBody>('GET', `/api/v1/subscriptions/${sub}/events?cursor=${encodeURIComponent(p1.body.pagination.cursor)}`, {
      token: operator,
    });
    expect(p2.body.events.map((e: AnyBody) => e.event.event_id)).toEqual([events[2]?.event_id, events[1]?.event_id, events[0]?.event_id]);
    expect(p2.body.pagination.cursor).toBeNull();
    expect((await s.request('GET', `/api/v1/subscriptions/${sub}/events?limit=11`, { token: operator })).status).toBe(422);
  });

  it('fires by place and by situation (event type, reason and group of the situation)', async () => {
    const made = async (path: string, json: AnyBody) => {
      const r = await s.request<AnyBody>('POST', `/api/v1/${path}`, { token: w.org.token, json });
      expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBe(200);
      return Number(r.body.id);
    };
    const category = await made('placecategories', { name: 'Sites' });
    const kind = await made('placekinds', { name: 'Gate', icon: 'office' });
    const place = await made('places', { name: 'North gate', latitude: 51.1, longitude: 71.4, category_id: category, kind_id: kind });
    const [c0, c1] = w.cameras as [number, number];
    await s.ctx.db.updateTable('cameras').set({ place_id: place }).where('id', '=', c1).execute();
    const situation = await made('situations', { name: 'Motion in the team', event_type: 'sa', reason: 'motion', group_id: w.group });
    const byPlace = Number((await create(w.org.token, { name: 'At the gate', kind: 'event', place_id: place })).body.id);
    const bySituation = Number((await create(w.org.token, { name: 'Situation', kind: 'event', situation_id: situation })).body.id);
    const motion0 = saEvent(c0, ago(s, 5));
    const motion1 = saEvent(c1, ago(s, 4));
    const weapon0 = saEvent(c0, ago(s, 3), { reason: 'weapon' });
    const tp1 = simpleEvent('tp', c1, ago(s, 2), 'tampering');
    expect((await postBatch(s, w.edge.credential, [motion0, motion1, weapon0, tp1])).body.rejected).toEqual([]);
    const want = (events: { event_id: string }[]) => events.map((e) => e.event_id).sort();
    const same = (a: string[], b: string[]) => JSON.stringify(a) === JSON.stringify(b);
    expect(
      await eventually(
        () => hitIds(w.org.token, byPlace),
        (v) => same(v, want([motion1, tp1])),
      ),
    ).toEqual(want([motion1, tp1]));
    expect(
      await eventually(
        () => hitIds(w.org.token, bySituation),
        (v) => same(v, want([motion0])),
      ),
    ).toEqual(want([motion0]));
    for (const id of [byPlace, bySituation]) await s.request('DELETE', `/api/v1/subscriptions/${id}`, { token: w.org.token });
  });
});
