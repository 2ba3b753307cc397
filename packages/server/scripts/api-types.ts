/**
 * Writes packages/contracts/src/openapi.gen.ts from the API's OpenAPI document, as the server
 * serves it (an app on an in-memory embedded database; nothing listens).
 *
 *   npm run api:types
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { openDatabase } from '../src/db/engine';
import { migrateToLatest } from '../src/db/migrate';
import { API_TYPES_FILE, renderApiTypes } from './openapi-types';

const config = loadConfig({ ARGUS_DATA_DIR: 'memory://', ARGUS_ADMIN_PASSWORD: 'api-types-only' });
const database = await openDatabase({ url: null, dataDir: config.dataDir, warn: () => {} });
await migrateToLatest(database.db);
const app = await buildApp({ db: database.db, database, config, clock: () => new Date() });
await app.ready();
writeFileSync(API_TYPES_FILE, await renderApiTypes(app.swagger()));
await app.close();
await database.close();
console.warn(`wrote ${API_TYPES_FILE}`);
