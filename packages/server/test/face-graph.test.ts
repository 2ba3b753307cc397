import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { faceGraphOf } from '../src/modules/events/face-index';
import { maintainEvents } from '../src/modules/events/partitions';
import { ago, descriptor, eventWorld, frEvent, near, postBatch, type EventWorld } from './support/events';
import { ADMIN, ENGINES, freshPostgres, startServer, type TestServer } from './support/harness';
import { waitFor } from './support/media';
import type { AnyBody } from './support/video';

/** The face search's event ids for a probe, nearest first. */
async function byFace(s: TestServer, w: EventWorld, probe: number[], limit = 50, window: { ts_from?: string } = {}): Promise<string[]> {
  const r = await s.request<AnyBody>('POST', '/api/v1/search/byface', {
    token: w.org.token,
    json: { query: { event_type: 'fr', descriptor: probe, ...window }, limit },
  });
  expect(r.status).toBe(200);
  return (r.body.events as AnyBody[]).map((e) => String(e.event_id));
}

const maxKey = async (s: TestServer) => (await sql<{ n: number }>`select coalesce(max(id), 0)::float8 as n from event_faces`.execute(s.ctx.db)).rows[0]?.n ?? 0;

/** Waits until this process's face graph holds every row of event_faces (nothing waits to be moved either). */
async function graphCaughtUp(s: TestServer, ms = 30_000) {
  await waitFor(
    async () => {
      const waiting = (await sql<{ n: number }>`select count(*)::int as n from event_faces_pending`.execute(s.ctx.db)).rows[0]?.n ?? -1;
      const high = await maxKey(s);
      return waiting === 0 && high > 0 && faceGraphOf(s.ctx.db)?.high === high ? true : null;
    },
    ms,
    'the face graph to take every stored face',
  );
}

/** `n` faces of `people` persons (each face near its person's descriptor), posted in batches of 100. */
async function postFaces(s: TestServer, w: EventWorld, seed: number, n: number, people: number) {
  const cam = w.cameras[0] ?? 0;
  const events = Array.from({ length: n }, (_, i) =>
    frEvent(cam, ago(s, 3000 - (i % 2900)), {}, { descriptor: near(descriptor(seed + (i % people)), seed * 7 + i) }),
  );
  for (let i = 0; i < n; i += 100) expect((await postBatch(s, w.edge.credential, events.slice(i, i + 100))).body.rejected).toEqual([]);
  return events;
}

describe.each(ENGINES)('%s: the face graph', (engine) => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });

  it('takes faces as fast as ingest stores them, each found at once and by the graph afterwards, never across organisations', async (test) => {
    const s = await startServer(engine);
    servers.push(s);
    if (!s.ctx.database.capabilities.vector) return test.skip();
    const su = await s.token(ADMIN.username, ADMIN.password);
    const a = await eventWorld(s, su, 'Graphco', 1);
    const b = await eventWorld(s, su, 'Othergraph', 1);
    // 3,000 faces: pgvector's HNSW graph took ~100 (embedded) to ~250 (PostgreSQL) a second; the face graph must take them within seconds.
    const started = performance.now();
    const faces = await postFaces(s, a, 1000, 3000, 300);
    await graphCaughtUp(s, 20_000);
    expect(performance.now() - started).toBeLessThan(25_000);
    expect(await faceGraphOf(s.ctx.db)?.size()).toBe(3000);

    // The same person seen by the other organisation: each one finds only its own events.
    const person = descriptor(1000 + 7);
    const theirs = await postFaces(s, b, 1000 + 7, 5, 1);
    const mine = new Set(faces.filter((_, i) => i % 300 === 7).map((e) => e.event_id));
    // Found at once (the new rows are past the graph's watermark, read exactly) ...
    const found = await byFace(s, a, person);
    expect(new Set(found)).toEqual(mine);
    expect(new Set(await byFace(s, b, person))).toEqual(new Set(theirs.map((e) => e.event_id)));
    // ... and by the graph once it took them.
    await graphCaughtUp(s);
    expect(new Set(await byFace(s, a, person))).toEqual(mine);
    expect(new Set(await byFace(s, b, person))).toEqual(new Set(theirs.map((e) => e.event_id)));
  }, 120_000);

  it('loses the faces retention deletes, and searches never answer them', async (test) => {
    const s = await startServer(engine);
    servers.push(s);
    if (!s.ctx.database.capabilities.vector) return test.skip();
    const w = await eventWorld(s, await s.token(ADMIN.username, ADMIN.password), 'Retainco', 1);
    const cam = w.cameras[0] ?? 0;
    // Ten persons seen a month ago (past the retention in two days), five seen today.
    const month = { ts_from: ago(s, 31 * 86400) };
    const old = Array.from({ length: 10 }, (_, i) => frEvent(cam, ago(s, 29 * 86400 + 600 + i), {}, { descriptor: descriptor(7000 + i) }));
    const recent = Array.from({ length: 5 }, (_, i) => frEvent(cam, ago(s, 600 + i), {}, { descriptor: descriptor(7100 + i) }));
    expect((await postBatch(s, w.edge.credential, [...old, ...recent])).body.rejected).toEqual([]);
    await graphCaughtUp(s);
    expect(await faceGraphOf(s.ctx.db)?.size()).toBe(15);
    expect((await byFace(s, w, descriptor(7003), 50, month))[0]).toBe(old[3]?.event_id);
    s.clock.advance(2 * 86400);
    try {
      await maintainEvents(s.ctx);
      expect(await faceGraphOf(s.ctx.db)?.size()).toBe(5);
    } finally {
      // Back to the tokens' time for the searches.
      s.clock.advance(-2 * 86400);
    }
    expect(await byFace(s, w, descriptor(7003), 50, month)).not.toContain(old[3]?.event_id);
    expect((await byFace(s, w, descriptor(7102)))[0]).toBe(recent[2]?.event_id);
  }, 120_000);

  it.skipIf(engine !== 'postgres')(
    "another process's graph loses the faces retention deleted too",
    async (test) => {
      const s = await startServer(engine);
      servers.push(s);
      if (!s.ctx.database.capabilities.vector) return test.skip();
      // Another API process on the same database (a replica), with a face graph of its own.
      const other = await startServer(engine, { databaseUrl: s.ctx.config.databaseUrl ?? '' });
      servers.push(other);
      const w = await eventWorld(s, await s.token(ADMIN.username, ADMIN.password), 'Replicaco', 1);
      const cam = w.cameras[0] ?? 0;
      const old = Array.from({ length: 10 }, (_, i) => frEvent(cam, ago(s, 29 * 86400 + 600 + i), {}, { descriptor: descriptor(7200 + i) }));
      const recent = Array.from({ length: 5 }, (_, i) => frEvent(cam, ago(s, 600 + i), {}, { descriptor: descriptor(7300 + i) }));
      expect((await postBatch(s, w.edge.credential, [...old, ...recent])).body.rejected).toEqual([]);
      await graphCaughtUp(s);
      await graphCaughtUp(other);
      expect(await faceGraphOf(other.ctx.db)?.size()).toBe(15);
      s.clock.advance(2 * 86400);
      try {
        await maintainEvents(s.ctx);
      } finally {
        s.clock.advance(-2 * 86400);
      }
      expect(await faceGraphOf(s.ctx.db)?.size()).toBe(5);
      // Applied by the other process's feed within its recount period (5 s).
      await waitFor(async () => ((await faceGraphOf(other.ctx.db)?.size()) === 5 ? true : null), 15_000, "the other process's graph to lose the deleted faces");
      // A process started afterwards reads the deleted keys from the first (a saved graph may hold them) and builds from the rows left.
      const third = await startServer(engine, { databaseUrl: s.ctx.config.databaseUrl ?? '' });
      servers.push(third);
      await graphCaughtUp(third);
      expect(await faceGraphOf(third.ctx.db)?.size()).toBe(5);
    },
    120_000,
  );

  it('is saved to the data dir, loaded at the next start and caught up from its watermark', async (test) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'argus-face-graph-'));
    const pg = engine === 'postgres' ? await freshPostgres({ migrated: true }) : null;
    const start = () => startServer(engine, { dataDir, ...(pg ? { databaseUrl: pg.url } : {}) });
    try {
      let s = await start();
      if (!s.ctx.database.capabilities.vector) {
        await s.close();
        return test.skip();
      }
      const w = await eventWorld(s, await s.token(ADMIN.username, ADMIN.password), 'Keepco', 1);
      const before = await postFaces(s, w, 5000, 400, 40);
      await graphCaughtUp(s);
      const saved = faceGraphOf(s.ctx.db)?.high ?? 0;
      await s.close();
      expect(readdirSync(path.join(dataDir, 'face-index')).sort()).toEqual([`org-${w.org.id}.usearch`, 'watermark.json']);

      s = await start();
      const second = s;
      // Loaded before the first request: the graph starts at the saved watermark, with the saved faces.
      await waitFor(async () => ((faceGraphOf(second.ctx.db)?.high ?? 0) >= saved ? true : null), 10_000, 'the saved graph to load');
      expect(await faceGraphOf(s.ctx.db)?.size()).toBeGreaterThanOrEqual(400);
      const after = await postFaces(s, w, 5000, 100, 40);
      expect(new Set(await byFace(s, w, descriptor(5000 + 3)))).toEqual(new Set([...before, ...after].filter((_, i) => i % 40 === 3).map((e) => e.event_id)));
      await graphCaughtUp(s);
      expect(await faceGraphOf(s.ctx.db)?.size()).toBe(500);
      expect(new Set(await byFace(s, w, descriptor(5000 + 3)))).toEqual(new Set([...before, ...after].filter((_, i) => i % 40 === 3).map((e) => e.event_id)));
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await pg?.drop();
    }
  }, 120_000);
});
