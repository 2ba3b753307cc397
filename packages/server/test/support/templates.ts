import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/db/engine';
import { migrateToLatest } from '../../src/db/migrate';
import { adminQuery, databaseUrl } from './pg-admin';

/**
 * Migrated, empty databases to copy for each suite's server: a new embedded engine otherwise spends
 * 2–7 s in its initdb and a PostgreSQL database ~1–2 s in the migrations, on every one of the
 * suite's hundreds of servers. The copies are keyed by the migrations' source, so a changed
 * migration builds a new template instead of serving a stale one.
 */
const DB_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../src/db');

let key: string | null = null;
function migrationsKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  const files = ['migrate.ts', 'face-tables.ts', ...readdirSync(join(DB_DIR, 'migrations')).map((f) => join('migrations', f))].sort();
  for (const f of files) hash.update(f).update(readFileSync(join(DB_DIR, f)));
  // The engine's own release too: a data directory is only read by the release that wrote it.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = JSON.parse(readFileSync(join(dirname(entry), '../package.json'), 'utf8')) as { version: string };
  key = hash.update(pglite.version).digest('hex').slice(0, 16);
  return key;
}

let pgliteTemplate: Promise<Blob> | null = null;

/** The embedded engine's data directory after every migration, built once per machine and migration set. */
export function migratedPglite(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const path = join(tmpdir(), `argus-test-pglite-${migrationsKey()}.tar`);
    try {
      return new Blob([readFileSync(path)]);
    } catch {
      const database = await openDatabase({ dataDir: 'memory://', warn: () => {} });
      await migrateToLatest(database.db);
      const dump = await database.dump?.();
      await database.close();
      if (!dump) throw new Error('the embedded engine gave no dump');
      const bytes = new Uint8Array(await dump.arrayBuffer());
      // Written aside then renamed: suites building it at once each leave a whole file.
      const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(aside, bytes);
      renameSync(aside, path);
      return new Blob([bytes]);
    }
  })();
  return pgliteTemplate;
}

/** The name of a migrated PostgreSQL database on the server of `base`, to create others from (`create database … template`). */
export async function migratedPostgres(base: string): Promise<string> {
  const name = `argus_tpl_${migrationsKey()}`;
  const found = await adminQuery(base, `select 1 from pg_database where datname = '${name}'`);
  if (found.rowCount) return name;
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await adminQuery(base, `create database ${building}`);
  const database = await openDatabase({ url: databaseUrl(base, building), warn: () => {} });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  try {
    await adminQuery(base, `alter database ${building} rename to ${name}`);
  } catch {
    // Another suite built it meanwhile: theirs serves, this one goes.
    await adminQuery(base, `drop database if exists ${building} with (force)`);
  }
  return name;
}
