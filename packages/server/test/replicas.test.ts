import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context';
import { openDatabase, type Database } from '../src/db/engine';
import { ensureFaceTables } from '../src/db/face-tables';
import { LOCK_CLASS } from '../src/db/locks';
import { migrateToLatest } from '../src/db/migrate';
import type { WorkerTimer } from '../src/lib/queue-worker';
import { dayKey, maintainEvents, partitionDays } from '../src/modules/events/partitions';
import { PacsWorker, pacsWorkerOf } from '../src/modules/pacses/worker';
import type { Outbound, Outcome } from '../src/modules/webhooks/send';
import { DeliveryWorker, deliveryWorkerOf } from '../src/modules/webhooks/worker';
import { ago, eventWorld, postBatch, simpleEvent, type EventWorld } from './support/events';
import { ADMIN, ENGINES, freshPostgres, startServer, type TestServer } from './support/harness';
import { grantLicense } from './support/lists';
import { addFace, signIn } from './support/pacs';
import { HikvisionSimulator } from './support/pacs-sim/hikvision';

/**
 * Background work of several API processes on one database. On PostgreSQL a "replica" is a second
 * context with its own pool on the same database, as another process would have; on the embedded
 * engine (one process) the workers share the one context, which still runs their passes at once.
 */

type AnyBody = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const DAY_MS = 86_400_000;
/** The workers' poll timer never fires: the tests run the passes. */
const noTimer: WorkerTimer = { set: () => null, clear: () => {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function replicaOf(s: TestServer): Promise<{ ctx: AppContext; close: () => Promise<void> }> {
  if (s.ctx.database.engine !== 'postgres') return { ctx: s.ctx, close: async () => {} };
  const database: Database = await openDatabase({ url: s.ctx.config.databaseUrl, dataDir: s.ctx.config.dataDir, warn: () => {} });
  return { ctx: { ...s.ctx, db: database.db, database }, close: () => database.close() };
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe.each(ENGINES)('webhook deliveries with several workers (%s)', (engine) => {
  let s: TestServer;
  let w: EventWorld;
  let subscription: number;
  let replica: Awaited<ReturnType<typeof replicaOf>>;

  beforeAll(async () => {
    s = await startServer(engine, { env: { ARGUS_WEBHOOK_ALLOW_PRIVATE: 'true' } });
    // The app's own worker stays out: the test's workers are the replicas.
    await deliveryWorkerOf(s.ctx)?.stop();
    const su = await s.token(ADMIN.username, ADMIN.password);
    w = await eventWorld(s, su, 'Replicas', 1);
    await grantLicense(s, w.org.id, { webhooks: 10 });
    const sub = await s.request<AnyBody>('POST', '/api/v1/subscriptions', { token: w.org.token, json: { name: 'Tamper', kind: 'event', event_type: 'tp' } });
    expect(sub.status).toBe(200);
    subscription = Number(sub.body.id);
    replica = await replicaOf(s);
  });
  afterAll(async () => {
    await replica?.close();
    await s?.close();
  });

  /** A webhook, and `n` events whose deliveries to it are pending. */
  async function queue(name: string, n: number, rate: { duration: number; limit: number }): Promise<number> {
    const hook = await s.request<AnyBody>('POST', '/api/v1/webhooks', {
      token: w.org.token,
      json: { name, url: `http://127.0.0.1:9/${name}`, subscription_id: subscription, rate },
    });
    expect(hook.status).toBe(200);
    const id = Number(hook.body.id);
    const events = Array.from({ length: n }, (_, i) => simpleEvent('tp', w.cameras[0] as number, ago(s, 60 - i), 'tampering'));
    expect((await postBatch(s, w.edge.credential, events)).body.accepted).toHaveLength(n);
    const pending = () => s.ctx.db.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', id).where('status', '=', 'pending').execute();
    await until(async () => (await pending()).length === n, `${n} pending deliveries`);
    // Other webhooks' rows are done with: only this one's are due.
    await s.ctx.db.updateTable('webhook_deliveries').set({ status: 'failed' }).where('webhook_id', '<>', id).where('status', '=', 'pending').execute();
    return id;
  }

  /** Workers over the two contexts (alternating) whose requests take a while, answered 200; answers the delivery ids sent. */
  async function runWorkers(count: number): Promise<string[]> {
    const sent: string[] = [];
    const transport = async (o: Outbound): Promise<Outcome> => {
      sent.push(o.headers['x-argus-delivery'] ?? '?');
      await sleep(15);
      return { status: 200, latencyMs: 15 };
    };
    const workers = Array.from({ length: count }, (_, i) => new DeliveryWorker(i % 2 === 0 ? s.ctx : replica.ctx, s.app.log, noTimer, transport));
    for (const worker of workers) worker.start();
    await Promise.all(workers.map((worker) => worker.drain()));
    await Promise.all(workers.map((worker) => worker.stop()));
    return sent;
  }

  it('each delivery is sent by exactly one worker', async () => {
    const id = await queue('once', 30, { duration: 3600, limit: 1000 });
    const sent = await runWorkers(3);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
    const rows = await s.ctx.db.selectFrom('webhook_deliveries').select(['status', 'attempts']).where('webhook_id', '=', id).execute();
    expect(rows).toHaveLength(30);
    for (const r of rows) expect(r).toEqual({ status: 'delivered', attempts: 1 });
  });

  it('workers together keep to a webhook rate', async () => {
    const id = await queue('rated', 8, { duration: 60, limit: 2 });
    const sent = await runWorkers(4);
    expect(sent).toHaveLength(2);
    const rows = await s.ctx.db.selectFrom('webhook_deliveries').select(['id', 'status', 'next_attempt_at']).where('webhook_id', '=', id).execute();
    expect(
      rows
        .filter((r) => r.status === 'delivered')
        .map((r) => r.id)
        .sort(),
    ).toEqual([...sent].sort());
    const waiting = rows.filter((r) => r.status === 'pending');
    expect(waiting).toHaveLength(6);
    for (const r of waiting) expect(r.next_attempt_at.getTime()).toBeGreaterThan(s.clock.ms + 59_000);
  });
});

describe.each(ENGINES)('event maintenance with several passes at once (%s)', (engine) => {
  let s: TestServer;
  let replica: Awaited<ReturnType<typeof replicaOf>>;

  beforeAll(async () => {
    s = await startServer(engine);
    await maintainEvents(s.ctx);
    replica = await replicaOf(s);
  });
  afterAll(async () => {
    await replica?.close();
    await s?.close();
  });

  it('two passes at once both succeed and create each partition once', async () => {
    // Days ahead not made yet (the clock moved on since the last pass).
    s.clock.advance(2 * 86400);
    const before = new Set(await partitionDays(s.ctx.db));
    const [a, b] = await Promise.all([maintainEvents(s.ctx), maintainEvents(replica.ctx)]);
    const created = [...(a?.created ?? []), ...(b?.created ?? [])];
    expect(created.length).toBeGreaterThan(0);
    expect(new Set(created).size).toBe(created.length);
    const after = await partitionDays(s.ctx.db);
    for (const d of created) expect(before.has(d)).toBe(false);
    for (let i = -1; i <= 3; i++) expect(after).toContain(dayKey(new Date(s.clock.ms + i * DAY_MS)));
    // In one process the second call waits for the first; across processes the second skips.
    if (engine === 'postgres') expect([a?.skipped, b?.skipped].filter(Boolean).length).toBeLessThanOrEqual(1);
    else expect([a?.skipped, b?.skipped]).toEqual([false, false]);
  });

  it.skipIf(engine !== 'postgres')('a pass skips while another replica holds the maintenance lock (PostgreSQL: advisory lock)', async () => {
    s.clock.advance(86400);
    const other = new pg.Client({ connectionString: s.ctx.config.databaseUrl ?? '' });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1::int, 0)', [LOCK_CLASS.eventMaintenance]);
      const before = await partitionDays(s.ctx.db);
      const skipped = await maintainEvents(s.ctx);
      expect(skipped).toEqual({ created: [], dropped: [], deletedRows: 0, skipped: true });
      expect(await partitionDays(s.ctx.db)).toEqual(before);
    } finally {
      await other.end();
    }
    const next = await maintainEvents(s.ctx);
    expect(next.skipped).toBe(false);
    expect(next.created).toContain(dayKey(new Date(s.clock.ms + 3 * DAY_MS)));
  });
});

describe.each(ENGINES)('face tables made late by replicas starting together (%s)', (engine) => {
  it('both starts succeed, one makes the tables', async (t) => {
    const pgdb = engine === 'postgres' ? await freshPostgres() : null;
    const first = await openDatabase({ url: pgdb?.url ?? null, dataDir: 'memory://', warn: () => {} });
    const second = pgdb ? await openDatabase({ url: pgdb.url, dataDir: 'memory://', warn: () => {} }) : first;
    try {
      if (!first.capabilities.vector) return t.skip(); // no pgvector on this server: there are no face tables to make
      await migrateToLatest(first.db);
      await sql`drop table event_faces_pending`.execute(first.db);
      await sql`drop table event_faces`.execute(first.db);
      const made = await Promise.all([ensureFaceTables(first.db), ensureFaceTables(second.db)]);
      expect(made.sort()).toEqual([false, true]);
      const r = await sql<{ n: number }>`select count(*)::int as n from pg_class where relname in ('event_faces', 'event_faces_pending')`.execute(first.db);
      expect(r.rows[0]?.n).toBe(2);
    } finally {
      if (second !== first) await second.close();
      await first.close();
      await pgdb?.drop();
    }
  });
});

describe.skipIf(!ENGINES.includes('postgres'))('pacs sync with two replicas (PostgreSQL: one embedded database is one process)', () => {
  it('each person is pushed to the device once, and every row ends synced', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'argus-replicas-'));
    const sim = await new HikvisionSimulator().start();
    // A disk file store: both contexts read the face photos from it.
    const s = await startServer('postgres', { env: { ARGUS_DATA_DIR: dir } });
    const replica = await replicaOf(s);
    try {
      await pacsWorkerOf(s.ctx)?.stop();
      const { token, acme } = await signIn(s, true);
      const list = await s.request<AnyBody>('POST', '/api/v1/facelists', { token, json: { name: 'Staff' } });
      const faces: number[] = [];
      for (let i = 0; i < 6; i++) faces.push(await addFace(s, acme, Number(list.body.id), `Person ${i}`));
      const door = await s.request<AnyBody>('POST', '/api/v1/pacses', {
        token,
        json: {
          name: 'Door',
          kind: 'person',
          vendor: 'hikvision',
          host: '127.0.0.1',
          port: sim.port,
          username: 'admin',
          password: 'hik-password',
          facelist_ids: [list.body.id],
        },
      });
      expect(door.status).toBe(200);
      const pacsId = Number(door.body.id);

      const workers = [new PacsWorker(s.ctx, s.app.log), new PacsWorker(replica.ctx, s.app.log)];
      for (const worker of workers) worker.start();
      await Promise.all(workers.map((worker) => worker.drain()));
      await Promise.all(workers.map((worker) => worker.stop()));

      // Answered requests (a digest challenge answers 401 first).
      const created = sim.log.filter((r) => r.method === 'POST' && r.path.startsWith('/ISAPI/AccessControl/UserInfo/Record') && r.status !== 401);
      expect(created).toHaveLength(faces.length);
      expect(sim.log.filter((r) => r.status >= 400 && r.status !== 401)).toEqual([]);
      for (const id of faces) expect(sim.faces.has(String(id))).toBe(true);
      const rows = await s.ctx.db.selectFrom('pacs_persons').select(['face_id', 'status', 'attempts']).where('pacs_id', '=', pacsId).execute();
      expect(rows).toHaveLength(faces.length);
      for (const r of rows) expect(r).toMatchObject({ status: 'synced', attempts: 0 });
    } finally {
      await replica.close();
      await s.close();
      await sim.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
