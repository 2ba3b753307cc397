import pg from 'pg';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/engine';
import { freshPostgres } from './support/harness';

describe('embedded engine', () => {
  it('takes the page cache it is given', async () => {
    const database = await openDatabase({ dataDir: 'memory://', cacheMb: 64 });
    try {
      const r = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(database.db);
      expect(r.rows[0]?.shared_buffers).toBe('64MB');
    } finally {
      await database.close();
    }
  });

  it('starts a new engine from a dump of another: same rows, then each its own', async () => {
    const first = await openDatabase({ dataDir: 'memory://' });
    await sql`create table kept (n int)`.execute(first.db);
    await sql`insert into kept values (1)`.execute(first.db);
    const dump = await first.dump?.();
    if (!dump) throw new Error('no dump');
    const second = await openDatabase({ dataDir: 'memory://', startFrom: dump });
    try {
      await sql`insert into kept values (2)`.execute(second.db);
      const count = async (d: typeof first) => Number((await sql<{ n: string }>`select count(*) as n from kept`.execute(d.db)).rows[0]?.n);
      expect(await count(second)).toBe(2);
      expect(await count(first)).toBe(1);
      // Vectors and trigrams are there as in any new engine.
      expect(second.capabilities).toEqual({ vector: true, trgm: true });
    } finally {
      await first.close();
      await second.close();
    }
    await expect(openDatabase({ dataDir: '/tmp/argus-never', startFrom: dump })).rejects.toThrow(/in-memory/);
  });

  it('keeps nothing of the answers it gave: memory stays flat over 200 MB of answers', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const read = () => sql<{ s: string }>`select repeat('x', 100000) as s`.execute(database.db);
      for (let i = 0; i < 50; i++) await read();
      const before = process.memoryUsage().rss;
      for (let i = 0; i < 2000; i++) expect((await read()).rows[0]?.s.length).toBe(100000);
      // The engine's thread is in this process: what it kept of 2000 answers of 100 kB would show here.
      expect((process.memoryUsage().rss - before) / 1e6).toBeLessThan(100);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL engine', () => {
  it('survives the server ending its idle connections, and reconnects', async () => {
    const pgdb = await freshPostgres();
    const warnings: string[] = [];
    const database = await openDatabase({ url: pgdb.url, warn: (m) => warnings.push(m) });
    try {
      await database.db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const dbName = new URL(pgdb.url).pathname.slice(1);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName]);
      await admin.end();
      await new Promise((r) => setTimeout(r, 200));
      expect(warnings.some((w) => w.includes('PostgreSQL ended a connection'))).toBe(true);
      const again = await database.db.selectNoFrom((eb) => eb.val(2).as('two')).execute();
      expect(Number(again[0]?.two)).toBe(2);
    } finally {
      await database.close();
      await pgdb.drop();
    }
  });
});
