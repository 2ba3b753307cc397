import { faceSimilarity } from '@argus/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { faceGraphOf, indexPendingFaces } from '../src/modules/events/face-index';
import { maintainEvents } from '../src/modules/events/partitions';
import { ago, descriptor, eventWorld, frEvent, lprEvent, near, postBatch, type EventWorld } from './support/events';
import { ADMIN, startServer, type TestServer } from './support/harness';
import { waitFor } from './support/media';
import type { AnyBody } from './support/video';

// Face search needs pgvector, which the embedded engine carries; the PostgreSQL of CI has none
// (not packaged for Debian 12), where face search answers temporarily_unavailable (search tests).
const ENGINE = 'pglite';

async function where(s: TestServer, ids: readonly string[]) {
  const r = await sql<{ event_id: string; place: string }>`
    select event_id, 'graph' as place from event_faces where event_id = any(${ids}::uuid[])
    union all select event_id, 'waiting' from event_faces_pending where event_id = any(${ids}::uuid[])`.execute(s.ctx.db);
  return Object.fromEntries(r.rows.map((x) => [x.event_id, x.place]));
}

async function world(s: TestServer, name: string): Promise<EventWorld> {
  return eventWorld(s, await s.token(ADMIN.username, ADMIN.password), name, 1);
}

const byFace = async (s: TestServer, w: EventWorld, probe: number[]) => {
  const r = await s.request<AnyBody>('POST', '/api/v1/search/byface', {
    token: w.org.token,
    json: { query: { event_type: 'fr', descriptor: probe }, limit: 50 },
  });
  expect(r.status).toBe(200);
  return (r.body.events as AnyBody[]).map((e) => [e.event_id, e.similarity]);
};

describe('face descriptors wait for the index without waiting to be found (indexer off in this process)', () => {
  let s: TestServer;
  let w: EventWorld;
  beforeAll(async () => {
    s = await startServer(ENGINE, { env: { ARGUS_FACE_INDEXER: 'false' } });
    w = await world(s, 'Waitco');
  });
  afterAll(async () => s?.close());

  it('a face is found while it waits, while part of the batch is indexed, and once all of it is', async () => {
    const cam = w.cameras[0] ?? 0;
    const person = descriptor(11);
    const seen = frEvent(cam, ago(s, 300), {}, { descriptor: person });
    const again = frEvent(cam, ago(s, 200), {}, { descriptor: near(person, 12) });
    const stranger = frEvent(cam, ago(s, 100), {}, { descriptor: descriptor(13) });
    const plate = lprEvent(cam, ago(s, 50), 'A123BC77');
    expect((await postBatch(s, w.edge.credential, [seen, again, stranger, plate])).body.rejected).toEqual([]);
    const ids = [seen.event_id, again.event_id, stranger.event_id];
    expect(await where(s, ids)).toEqual({ [seen.event_id]: 'waiting', [again.event_id]: 'waiting', [stranger.event_id]: 'waiting' });

    const waiting = await byFace(s, w, person);
    expect(waiting.map(([id]) => id)).toEqual([seen.event_id, again.event_id]);
    // The same descriptor: distance 0, the highest similarity the calibrated mapping gives.
    expect(waiting[0]?.[1]).toBeCloseTo(faceSimilarity(0), 4);

    // Two of the three move into the graph: the answer is the same, whichever table holds each.
    expect(await indexPendingFaces(s.ctx.db, 2)).toBe(2);
    expect(Object.values(await where(s, ids)).sort()).toEqual(['graph', 'graph', 'waiting']);
    expect(await byFace(s, w, person)).toEqual(waiting);
    expect(await indexPendingFaces(s.ctx.db, 2)).toBe(1);
    expect(await indexPendingFaces(s.ctx.db, 2)).toBe(0);
    expect(await where(s, ids)).toEqual({ [seen.event_id]: 'graph', [again.event_id]: 'graph', [stranger.event_id]: 'graph' });
    expect(await byFace(s, w, person)).toEqual(waiting);
  });

  it('retention removes waiting descriptors with their events', async () => {
    const cam = w.cameras[0] ?? 0;
    const old = frEvent(cam, ago(s, 29 * 86400 + 600), {}, { descriptor: descriptor(21) });
    const recent = frEvent(cam, ago(s, 600), {}, { descriptor: descriptor(22) });
    expect((await postBatch(s, w.edge.credential, [old, recent])).body.rejected).toEqual([]);
    expect(await where(s, [old.event_id, recent.event_id])).toEqual({ [old.event_id]: 'waiting', [recent.event_id]: 'waiting' });
    s.clock.advance(2 * 86400);
    try {
      await maintainEvents(s.ctx);
      expect(await where(s, [old.event_id, recent.event_id])).toEqual({ [recent.event_id]: 'waiting' });
    } finally {
      s.clock.advance(-2 * 86400);
    }
  });
});

describe('the indexer of a running server', () => {
  let s: TestServer;
  afterAll(async () => s?.close());

  it('moves what ingest stored into the graph once ingest is quiet', async () => {
    s = await startServer(ENGINE);
    const w = await world(s, 'Busyco');
    const cam = w.cameras[0] ?? 0;
    const batch = Array.from({ length: 60 }, (_, i) => frEvent(cam, ago(s, 600 - i), {}, { descriptor: descriptor(100 + i) }));
    expect((await postBatch(s, w.edge.credential, batch)).body.rejected).toEqual([]);
    const ids = batch.map((e) => e.event_id);
    const places = await waitFor(
      async () => {
        const p = await where(s, ids);
        // Drained, the waiting table is vacuumed back to nothing.
        const size = await sql<{ bytes: number }>`select pg_relation_size('event_faces_pending')::int as bytes`.execute(s.ctx.db);
        return Object.values(p).every((x) => x === 'graph') && size.rows[0]?.bytes === 0 ? p : null;
      },
      20_000,
      'the backlog to be indexed and its table vacuumed',
    );
    expect(Object.keys(places).sort()).toEqual([...ids].sort());
    expect((await byFace(s, w, descriptor(130)))[0]?.[0]).toBe(batch[30]?.event_id);
  });
});

describe('a server keeping a face graph on the embedded engine', () => {
  let s: TestServer;
  afterAll(async () => s?.close());

  it('stores faces straight into event_faces, each found at once, and its idle graph wakes to take them', async () => {
    s = await startServer(ENGINE);
    const w = await world(s, 'Directco');
    const cam = w.cameras[0] ?? 0;
    const graph = faceGraphOf(s.ctx.db);
    expect(graph).not.toBeNull();
    // Nothing to index yet: the loops wait (their own look comes every 30 s on this engine).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const batch = Array.from({ length: 3 }, (_, i) => frEvent(cam, ago(s, 60 - i), {}, { descriptor: descriptor(300 + i) }));
    const posted = performance.now();
    expect((await postBatch(s, w.edge.credential, batch)).body.rejected).toEqual([]);
    const ids = batch.map((e) => e.event_id);
    expect(await where(s, ids)).toEqual(Object.fromEntries(ids.map((id) => [id, 'graph'])));
    expect((await byFace(s, w, descriptor(301)))[0]?.[0]).toBe(ids[1]);
    const key = (await sql<{ n: number }>`select max(id)::float8 as n from event_faces`.execute(s.ctx.db)).rows[0]?.n ?? 0;
    await waitFor(async () => ((graph?.high ?? 0) >= key ? true : null), 20_000, 'the graph to take the faces');
    // Woken by the ingest, not by its next look.
    expect(performance.now() - posted).toBeLessThan(15_000);
    expect(await graph?.size()).toBe(3);
    expect((await byFace(s, w, descriptor(302)))[0]?.[0]).toBe(ids[2]);
  });
});
