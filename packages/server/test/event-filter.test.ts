import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMatchesFilter, type EventFilter } from '@argus/contracts';
import { filterable, type EventWithoutDescriptor } from '../src/modules/events/repo';
import { ago, eventWorld, frEvent, lprEvent, postBatch, saEvent, simpleEvent, type EventWorld } from './support/events';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import type { AnyBody } from './support/video';

/** A small seeded generator (mulberry32): the same events and filters on every run and engine. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  return { next, pick };
}

const GENDERS = ['male', 'female'] as const;
const COLORS = ['red', 'white', 'black'] as const;

// GET /events and the console's live list apply the contracts' eventMatchesFilter; the server writes it in SQL.
// On generated events and filters, the two must give the same events.
describe.each(ENGINES)('the event filter in SQL and in contracts agree (%s)', (engine) => {
  let s: TestServer;
  let w: EventWorld;
  let rows: EventWithoutDescriptor[] = [];
  const groupOf = new Map<number, number | null>();
  const r = random(20261126);

  beforeAll(async () => {
    s = await startServer(engine);
    const su = await s.token(ADMIN.username, ADMIN.password);
    w = await eventWorld(s, su, 'Filterco', 2);
    const [cam0 = 0, cam1 = 0] = w.cameras;
    groupOf.set(cam0, w.group).set(cam1, null);
    const events: unknown[] = [];
    for (let i = 0; i < 60; i++) {
      const camera = r.pick([cam0, cam1]);
      const ts = ago(s, 60 + Math.floor(r.next() * 7200));
      const person = { gender: r.pick(GENDERS), age: 20 + Math.floor(r.next() * 4) * 10 };
      const kind = r.pick(['fr', 'lpr', 'sa', 'tp', 'ao'] as const);
      if (kind === 'fr') events.push(frEvent(camera, ts, {}, { attributes: person }));
      else if (kind === 'lpr') events.push(lprEvent(camera, ts, r.pick(['A777AA77', 'B555BB77']), { attributes: { color: r.pick(COLORS), make: 'BMW' } }));
      else if (kind === 'sa') events.push(saEvent(camera, ts, { label: 'person', attributes: { ...person, upperbody_color: r.pick(COLORS) } }));
      else events.push(simpleEvent(kind, camera, ts, kind === 'tp' ? r.pick(['tampering', 'flashing']) : 'any'));
    }
    const posted = await postBatch(s, w.edge.credential, events);
    expect(posted.status, JSON.stringify(posted.body).slice(0, 500)).toBe(200);
    expect(posted.body.rejected).toEqual([]);
    // Matches and positions are set on stored rows: the filter's business is what is stored, not how it got there.
    const stored = await s.ctx.db.selectFrom('events').select(['event_id', 'ts']).where('organization_id', '=', w.org.id).execute();
    for (const e of stored) {
      const matched = r.next() < 0.4;
      await s.ctx.db
        .updateTable('events')
        .set({ matched, match_list_ids: matched ? [r.pick([1, 2])] : [], longitude: 76 + r.next(), latitude: 43 + r.next() })
        .where('event_id', '=', e.event_id)
        .where('ts', '=', e.ts)
        .execute();
    }
    const all = await s.ctx.db.selectFrom('events').selectAll().where('organization_id', '=', w.org.id).execute();
    rows = all.map(({ descriptor: _d, ...rest }) => rest);
    expect(rows.length).toBe(60);
  });
  afterAll(async () => s?.close());

  /** A filter of one to three conditions drawn from what GET /events takes. */
  function filter(): { filter: EventFilter; query: Record<string, string> } {
    const f: EventFilter = { ts_from: new Date(s.clock.ms - 7_300_000), ts_to: new Date(s.clock.ms) };
    const conditions = [
      () => (f.event_type = r.pick(['fr', 'lpr', 'sa', 'tp', 'ao'])),
      () => {
        f.event_type = 'tp';
        f.reason = r.pick(['tampering', 'flashing']);
      },
      () => (f.stream_id = r.pick(w.cameras)),
      () => (f.group_id = w.group),
      () => (f.list_id = r.pick([1, 2])),
      () => (f.only_matches = true),
      () => (f.recognition = r.pick(['all', 'recognized', 'unrecognized'] as const)),
      () =>
        (f.attributes = r.pick([
          { gender: r.pick(GENDERS) },
          { gender: r.pick(GENDERS), age: 20 + Math.floor(r.next() * 4) * 10 },
          { color: r.pick(COLORS), make: 'BMW' },
          { upperbody_color: r.pick(COLORS) },
        ])),
      () => (f.ts_from = new Date(s.clock.ms - Math.floor(r.next() * 7_200_000))),
      () => (f.ts_to = new Date(s.clock.ms - Math.floor(r.next() * 3_600_000))),
    ];
    const n = 1 + Math.floor(r.next() * 3);
    for (let i = 0; i < n; i++) r.pick(conditions)();
    if (f.ts_from! > f.ts_to!) [f.ts_from, f.ts_to] = [f.ts_to, f.ts_from];
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries(f)) {
      if (v === undefined) continue;
      query[k] = v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v);
    }
    return { filter: f, query };
  }

  it('GET /events answers exactly the events eventMatchesFilter accepts, for 40 generated filters', async () => {
    let nonEmpty = 0;
    for (let i = 0; i < 40; i++) {
      const { filter: f, query } = filter();
      const expected = rows.filter((e) => eventMatchesFilter(f, filterable(e, groupOf.get(e.camera_id) ?? null))).map((e) => e.event_id);
      const reply = await s.request<AnyBody>('GET', `/api/v1/events?${new URLSearchParams({ ...query, limit: '100' })}`, { token: w.org.token });
      expect(reply.status, JSON.stringify(query)).toBe(200);
      const got = (reply.body.events as AnyBody[]).map((e) => e.event_id as string);
      expect(got.sort(), JSON.stringify(query)).toEqual(expected.sort());
      if (expected.length > 0) nonEmpty++;
    }
    // The generated filters are not all empty answers (which would agree trivially).
    expect(nonEmpty).toBeGreaterThan(20);
  });
});
