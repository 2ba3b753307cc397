import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/engine';
import { migrateToLatest } from '../src/db/migrate';
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
