import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ago, descriptor, eventWorld, frEvent, postBatch, simpleEvent, type EventWorld } from './support/events';
import { ADMIN, startServer, type TestServer } from './support/harness';
import { terminateSessions } from './support/pg-instance';

// The embedded engine has no session that a server could end: PostgreSQL only.
describe.runIf(process.env.TEST_DATABASE_URL)('ingest when PostgreSQL ended the pool’s sessions', () => {
  let s: TestServer;
  let w: EventWorld;

  beforeAll(async () => {
    s = await startServer('postgres');
    const su = await s.token(ADMIN.username, ADMIN.password);
    w = await eventWorld(s, su, 'Lost session', 1);
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  const batch = (round: number) => {
    const camera = w.cameras[0] as number;
    const faces = s.ctx.database.capabilities.vector;
    return Array.from({ length: 10 }, (_, i) =>
      // Half the events carry a face (into the face index's pending table, written in the same statement).
      faces && i % 2 === 0
        ? frEvent(camera, ago(s, 30), {}, { descriptor: descriptor(round * 100 + i + 1) })
        : simpleEvent('tp', camera, ago(s, 30), 'tampering'),
    );
  };

  it('answers 200 with every event accepted, each stored once, right after every session was terminated', async () => {
    for (let round = 0; round < 12; round++) {
      // Several pooled sessions open (concurrent batches), then all of them ended by the server.
      const warm = await Promise.all(Array.from({ length: 6 }, (_, i) => postBatch(s, w.edge.credential, batch(round * 10 + i + 1))));
      for (const r of warm) expect(r.status).toBe(200);
      expect(await terminateSessions(s.ctx.config.databaseUrl ?? '')).toBeGreaterThan(0);

      const events = batch(round * 10);
      const r = await postBatch(s, w.edge.credential, events);
      expect(r.status, `round ${round}: ${JSON.stringify(r.body)}`).toBe(200);
      const ids = events.map((e) => e.event_id);
      expect(r.body.accepted).toEqual(ids);
      expect(r.body.rejected).toEqual([]);
      const stored = await sql<{ n: number; distinct: number }>`
        select count(*)::int as n, count(distinct event_id)::int as distinct from events where event_id = any(${ids}::uuid[])`.execute(s.ctx.db);
      expect(stored.rows[0]).toEqual({ n: ids.length, distinct: ids.length });
      if (s.ctx.database.capabilities.vector) {
        const faceIds = events.filter((e) => e.event_type === 'fr').map((e) => e.event_id);
        const faces = await sql<{ n: number }>`
          select (select count(*) from event_faces_pending where event_id = any(${faceIds}::uuid[]))::int
               + (select count(*) from event_faces where event_id = any(${faceIds}::uuid[]))::int as n`.execute(s.ctx.db);
        expect(faces.rows[0]?.n).toBe(faceIds.length);
      }
    }
  }, 90_000);
});
