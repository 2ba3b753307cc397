import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { indexPendingFaces, noteIngest, recountFaceBacklog, takeFaceRoom } from '../src/modules/events/face-index';
import { ago, descriptor, eventWorld, frEvent, lprEvent, postBatch, type EventWorld } from './support/events';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { waitFor } from './support/media';
import type { AnyBody } from './support/video';

const LIMIT = 40;

async function counts(s: TestServer) {
  const r = await sql<{ graph: number; waiting: number }>`
    select (select count(*)::int from event_faces) as graph, (select count(*)::int from event_faces_pending) as waiting`.execute(s.ctx.db);
  return r.rows[0] ?? { graph: -1, waiting: -1 };
}

/** The best answer of a face search for `probe` (the event posted with it, when it is searchable). */
async function best(s: TestServer, w: EventWorld, probe: number[]) {
  const r = await s.request<AnyBody>('POST', '/api/v1/search/byface', {
    token: w.org.token,
    json: { query: { event_type: 'fr', descriptor: probe }, limit: 5 },
  });
  expect(r.status).toBe(200);
  return (r.body.events as AnyBody[])[0]?.event_id;
}

/** The descriptor each face event was posted with, by event id. */
const probe = new Map<string, number[]>();
const faces = (s: TestServer, cam: number, from: number, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const d = descriptor(5000 + from + i);
    const e = frEvent(cam, ago(s, 900 - from - i), {}, { descriptor: d });
    probe.set(e.event_id, d);
    return e;
  });
const plates = (s: TestServer, cam: number, from: number, n: number) =>
  Array.from({ length: n }, (_, i) => lprEvent(cam, ago(s, 900 - from - i), `B${String(from + i).padStart(3, '0')}XY77`));

describe.each(ENGINES)('%s: the face backlog is bounded by admission, never by graph work inside ingest', (engine) => {
  let s: TestServer | undefined;
  afterAll(async () => s?.close());

  it('past the limit, faces wait at the edge (503 when nothing else is left), plates go on, and every stored face is found at once', async (test) => {
    s = await startServer(engine, { env: { ARGUS_FACE_INDEXER: 'false', ARGUS_FACE_BACKLOG_LIMIT: String(LIMIT) } });
    // Face search needs pgvector: the embedded engine carries it, a PostgreSQL server may not.
    if (!s.ctx.database.capabilities.vector) return test.skip();
    const w = await eventWorld(s, await s.token(ADMIN.username, ADMIN.password), 'Backlogco', 1);
    const cam = w.cameras[0] ?? 0;

    // 60 faces and 40 plates: 40 faces fit, the last 20 are neither accepted nor rejected.
    const fr = faces(s, cam, 0, 60);
    const lpr = plates(s, cam, 0, 40);
    const first = await postBatch(s, w.edge.credential, [...fr, ...lpr]);
    expect(first.status).toBe(200);
    // Faces left unanswered: the answer says when to offer them again (no indexer here: the default 2 s).
    expect(first.headers.get('retry-after')).toBe('2');
    expect(first.body.rejected).toEqual([]);
    expect(new Set(first.body.accepted)).toEqual(new Set([...fr.slice(0, LIMIT), ...lpr].map((e) => e.event_id)));
    // Nothing was written into the graph by ingest; the backlog holds exactly its limit.
    expect(await counts(s)).toEqual({ graph: 0, waiting: LIMIT });
    for (const e of [fr[0], fr[LIMIT - 1]]) expect(await best(s, w, probe.get(e?.event_id ?? '') ?? [])).toBe(e?.event_id);

    // Only faces, and no room: the edge is told to come back (it keeps the events).
    const deferred = fr.slice(LIMIT);
    const refused = await postBatch(s, w.edge.credential, deferred);
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ type: 'temporarily_unavailable' });
    expect(refused.headers.get('retry-after')).toBe('2');
    // Events without a descriptor are stored whatever the backlog (and nothing is left to come back for).
    const more = plates(s, cam, 100, 30);
    const plain = await postBatch(s, w.edge.credential, more);
    expect(plain.body.accepted.sort()).toEqual(more.map((e) => e.event_id).sort());
    expect(plain.headers.get('retry-after')).toBeNull();
    expect(await counts(s)).toEqual({ graph: 0, waiting: LIMIT });

    // Once the graph took the backlog (another process's indexer here), the deferred faces are stored on a later try.
    expect(await indexPendingFaces(s.ctx.db, 1000)).toBe(LIMIT);
    const server = s;
    const later = await waitFor(
      async () => {
        const r = await postBatch(server, w.edge.credential, deferred);
        return r.status === 200 ? r.body : null;
      },
      15_000,
      'the deferred faces to be admitted once the backlog was counted again',
      500,
    );
    expect(later.accepted.sort()).toEqual(deferred.map((e) => e.event_id).sort());
    expect(await counts(s)).toEqual({ graph: LIMIT, waiting: 20 });
    for (const e of [fr[0], fr[LIMIT], fr[59]]) expect(await best(s, w, probe.get(e?.event_id ?? '') ?? [])).toBe(e?.event_id);
  });
});

describe.each(ENGINES)('%s: the backlog counted again while batches store', (engine) => {
  let s: TestServer | undefined;
  afterAll(async () => s?.close());

  it('a count never hands out room a storing batch holds, nor room of faces stored while it ran', async (test) => {
    s = await startServer(engine, { env: { ARGUS_FACE_INDEXER: 'false', ARGUS_FACE_BACKLOG_LIMIT: String(LIMIT) } });
    if (!s.ctx.database.capabilities.vector) return test.skip();
    const { ctx } = s;
    // A batch holds 30 of the 40 while it stores; another process's indexer counts meanwhile (nothing stored yet).
    expect(await takeFaceRoom(ctx, 30)).toBe(30);
    await recountFaceBacklog(ctx.db);
    expect(await takeFaceRoom(ctx, 30)).toBe(10);
    noteIngest(ctx.db, 30, 0);
    noteIngest(ctx.db, 10, 0);
    // A count that read the table before a batch's 30 faces were committed and ended after they were.
    expect(await takeFaceRoom(ctx, 30)).toBe(30);
    const counting = recountFaceBacklog(ctx.db);
    noteIngest(ctx.db, 30, 30);
    await counting;
    expect(await takeFaceRoom(ctx, 30)).toBe(10);
  });
});

describe.each(ENGINES)('%s: edges posting past the limit with the indexer running', (engine) => {
  let s: TestServer | undefined;
  afterAll(async () => s?.close());

  it('every event is delivered, the backlog never passes its limit, each face is found as soon as it is accepted', async (test) => {
    s = await startServer(engine, { env: { ARGUS_FACE_BACKLOG_LIMIT: String(LIMIT) } });
    if (!s.ctx.database.capabilities.vector) return test.skip();
    const w = await eventWorld(s, await s.token(ADMIN.username, ADMIN.password), 'Steadyco', 1);
    const cam = w.cameras[0] ?? 0;
    // An edge's spool, faster than an edge: what is not answered goes again with the next batch (delivery/sender.ts waits the Retry-After).
    const spool = Array.from({ length: 8 }, (_, b) => [...faces(s!, cam, 100 + b * 25, 25), ...plates(s!, cam, 200 + b * 25, 25)]).flat();
    const total = spool.length;
    const delivered = new Set<string>();
    const until = Date.now() + 60_000;
    while (spool.length > 0 && Date.now() < until) {
      const batch = spool.slice(0, 50);
      const r = await postBatch(s, w.edge.credential, batch);
      // Whenever faces are left unanswered, the indexer's pace names a short wait.
      if (r.status === 503 || r.body.accepted.length + r.body.rejected.length < batch.length) {
        const retry = Number(r.headers.get('retry-after'));
        expect(retry).toBeGreaterThanOrEqual(1);
        expect(retry).toBeLessThanOrEqual(5);
      }
      if (r.status === 503) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      expect(r.status).toBe(200);
      expect(r.body.rejected).toEqual([]);
      const accepted = new Set(r.body.accepted);
      for (const id of accepted) delivered.add(id);
      spool.splice(0, spool.length, ...spool.filter((e) => !accepted.has(e.event_id)));
      expect((await counts(s)).waiting).toBeLessThanOrEqual(LIMIT);
      // The last face accepted is searchable at once, whichever table holds it.
      const face = batch.filter((e) => e.event_type === 'fr' && accepted.has(e.event_id)).at(-1);
      if (face) expect(await best(s, w, probe.get(face.event_id) ?? [])).toBe(face.event_id);
    }
    expect(delivered.size).toBe(total);
    const server = s;
    await waitFor(async () => (await counts(server)).graph === 200, 30_000, 'the indexer to move every face into the graph');
  });
});
