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
