/**
 * The embedded engine's API for the read bench, as a process of its own (as `npm start` runs it):
 * an in-memory database seeded by reads-seed.ts, the app on PORT, "reads listening" once it serves.
 * ARGUS_REVOCATION_VIEW comes from the environment.
 */
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config/env';
import { openDatabase } from '../../packages/server/src/db/engine';
import { migrateToLatest } from '../../packages/server/src/db/migrate';
import { seedReads } from './reads-seed';

const config = loadConfig({
  ARGUS_RATE_LIMIT_PER_MINUTE: '0',
  ARGUS_RATE_LIMIT_PER_ADDRESS: '0',
  ARGUS_RATE_LIMIT_PER_MACHINE: '0',
  ...process.env,
  ARGUS_DATA_DIR: 'memory://',
});
const database = await openDatabase({ url: null, dataDir: 'memory://', cacheMb: config.dbCacheMb, warn: () => {} });
await migrateToLatest(database.db);
const ctx = { db: database.db, database, config, clock: () => new Date() };
await seedReads(ctx, Number(process.env.EVENTS ?? 20_000));
const app = await buildApp(ctx);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('reads listening');
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
