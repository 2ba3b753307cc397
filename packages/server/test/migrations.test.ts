import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/engine';
import { Migrator, sql } from 'kysely';
import { MIGRATIONS, migrateToLatest } from '../src/db/migrate';
import { ADMIN, freshPostgres, startServer } from './support/harness';

describe('migrations', () => {
  it('apply to an empty embedded database and are a no-op the second time', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(await migrateToLatest(database.db)).toEqual(expect.arrayContaining(['0001_core', '0002_licenses']));
      expect(await migrateToLatest(database.db)).toEqual([]);
      expect(database.capabilities).toEqual({ vector: true, trgm: true });
    } finally {
      await database.close();
    }
  });

  it('move the face descriptors of stored events into the weekly face index, and back', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => MIGRATIONS },
      migrationTableName: 'schema_migrations',
      migrationLockTableName: 'schema_migrations_lock',
    });
    try {
      expect((await migrator.migrateTo('0016_event_partial_indexes')).error).toBeUndefined();
      const face = `[${Array.from({ length: 128 }, (_, i) => (i === 5 ? 1 : 0)).join(',')}]`;
      await sql`create table events_p20261118 partition of events for values from ('2026-11-18 00:00:00+00') to ('2026-11-19 00:00:00+00')`.execute(
        database.db,
      );
      await sql`insert into events (event_id, ts, organization_id, camera_id, event_type, reason, camera_name, inner_ts, descriptor, descriptor_vec)
        values ('6f1c0d1e-0000-4000-8000-000000000001', '2026-11-18 10:00:00+00', 1, 1, 'fr', 'any', 'C', '2026-11-18 10:00:00+00', ${sql.raw(`'{${face.slice(1, -1)}}'`)}, ${face}::vector)`.execute(
        database.db,
      );
      expect((await migrator.migrateTo('0017_event_faces')).results?.map((r) => r.migrationName)).toEqual(['0017_event_faces']);
      const moved = await sql<{ event_id: string; week: string }>`select event_id, tableoid::regclass::text as week from event_faces`.execute(database.db);
      // 18 November 2026 is a Wednesday: its week's partition starts on Monday the 16th.
      expect(moved.rows).toEqual([{ event_id: '6f1c0d1e-0000-4000-8000-000000000001', week: 'event_faces_w20261116' }]);
      const column = await sql`select 1 from information_schema.columns where table_name = 'events' and column_name = 'descriptor_vec'`.execute(database.db);
      expect(column.rows).toEqual([]);
      // A descriptor still waiting for the index (0018) goes into it when that migration is undone.
      expect((await migrator.migrateTo('0018_event_faces_pending')).results?.map((r) => r.migrationName)).toEqual(['0018_event_faces_pending']);
      await sql`update event_faces set event_id = '6f1c0d1e-0000-4000-8000-000000000002'`.execute(database.db);
      await sql`insert into event_faces_pending select '6f1c0d1e-0000-4000-8000-000000000001', ts, organization_id, camera_id, event_type, descriptor_vec from event_faces`.execute(
        database.db,
      );
      expect((await migrator.migrateTo('0017_event_faces')).error).toBeUndefined();
      const both = await sql<{ event_id: string }>`select event_id from event_faces order by event_id`.execute(database.db);
      expect(both.rows.map((r) => r.event_id)).toEqual(['6f1c0d1e-0000-4000-8000-000000000001', '6f1c0d1e-0000-4000-8000-000000000002']);
      await sql`delete from event_faces where event_id = '6f1c0d1e-0000-4000-8000-000000000002'`.execute(database.db);
      expect((await migrator.migrateTo('0016_event_partial_indexes')).error).toBeUndefined();
      const back = await sql<{ n: number }>`select count(*)::int as n from events where descriptor_vec is not null`.execute(database.db);
      expect(back.rows).toEqual([{ n: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('create the face search tables at start where pgvector came after their migrations, stored descriptors straight in event_faces, keyed', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrateToLatest(database.db);
      // As on a server whose face migrations ran before pgvector was installed.
      await sql`drop table event_faces_pending; drop table event_faces`.execute(database.db);
      const face = Array.from({ length: 128 }, (_, i) => (i === 9 ? 1 : 0)).join(',');
      await sql`create table events_p20261118 partition of events for values from ('2026-11-18 00:00:00+00') to ('2026-11-19 00:00:00+00')`.execute(
        database.db,
      );
      await sql`insert into events (event_id, ts, organization_id, camera_id, event_type, reason, camera_name, inner_ts, descriptor)
        values ('6f1c0d1e-0000-4000-8000-000000000003', '2026-11-18 10:00:00+00', 1, 1, 'fr', 'any', 'C', '2026-11-18 10:00:00+00', ${sql.raw(`'{${face}}'`)}),
               ('6f1c0d1e-0000-4000-8000-000000000004', '2026-11-18 11:00:00+00', 1, 1, 'lpr', 'any', 'C', '2026-11-18 11:00:00+00', null)`.execute(
        database.db,
      );
      expect(await migrateToLatest(database.db)).toEqual(['face tables (pgvector installed since)']);
      // Nothing waits for the indexer (it would hold up the edges' new faces until drained): the old descriptors are in event_faces, keyed for the face graph.
      const waiting = await sql<{ event_id: string }>`select event_id from event_faces_pending`.execute(database.db);
      expect(waiting.rows).toEqual([]);
      const indexed = await sql<{ event_id: string; week: string; id: number }>`
        select event_id, tableoid::regclass::text as week, id::int as id from event_faces`.execute(database.db);
      expect(indexed.rows).toEqual([{ event_id: '6f1c0d1e-0000-4000-8000-000000000003', week: 'event_faces_w20261116', id: 1 }]);
      // The face graph lives in the API (faces/graph.ts): the week has the key index, no pgvector graph.
      const indexes = await sql<{ def: string }>`select indexdef as def from pg_indexes where tablename = 'event_faces_w20261116'`.execute(database.db);
      expect(indexes.rows.map((r) => /using (\w+) \((\w+)\)/i.exec(r.def)?.slice(1))).toEqual([['btree', 'id']]);
      expect(await migrateToLatest(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('apply to an empty PostgreSQL database and are a no-op the second time', async () => {
    const pgdb = await freshPostgres();
    const warnings: string[] = [];
    const database = await openDatabase({ url: pgdb.url, warn: (m) => warnings.push(m) });
    try {
      expect(await migrateToLatest(database.db)).toEqual(expect.arrayContaining(['0001_core', '0002_licenses']));
      expect(await migrateToLatest(database.db)).toEqual([]);
      // Without pgvector the server still starts, and says so once.
      if (!database.capabilities.vector) expect(warnings).toEqual([expect.stringContaining('vector')]);
    } finally {
      await database.close();
      await pgdb.drop();
    }
  });

  it('data survives a restart of the server on the embedded engine', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'argus-restart-'));
    try {
      const first = await startServer('pglite', { dataDir: dir });
      await first.createUser({ username: 'keeper', password: 'keeper-password' });
      const token = await first.token('keeper', 'keeper-password');
      await first.request('PUT', '/api/v1/users/me', { token, json: { first_name: 'Kept' } });
      await first.close();

      const second = await startServer('pglite', { dataDir: dir });
      try {
        const again = await second.token('keeper', 'keeper-password');
        const me = await second.request('GET', '/api/v1/users/me', { token: again });
        expect(me.body.first_name).toBe('Kept');
        // The superuser is created once, not again on restart.
        const supers = await second.ctx.db.selectFrom('users').select('id').where('is_superuser', '=', true).execute();
        expect(supers).toHaveLength(1);
        expect((await second.signIn(ADMIN.username, ADMIN.password)).status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
