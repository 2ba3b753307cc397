/** The events bench's world: the engine it opens, an organisation with an edge and four cameras, and seeded data. */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { vector } from '@electric-sql/pglite-pgvector';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../packages/server/src/db/engine';
import { preparingPool } from '../../packages/server/src/db/prepared';
import type { DB } from '../../packages/server/src/db/types';
import type { Principal } from '../../packages/server/src/http/principal';
import { administratorOf } from '../../packages/server/test/support/event-plans';

/**
 * The embedded engine opened as engine.ts does, keeping the PGlite handle for the COPY baseline;
 * the page cache as the server sizes it (ARGUS_DB_CACHE_MB; see config/env.ts) unless `cacheMb`
 * says otherwise. PGLITE_DIR: a data directory on disk instead of memory (large FACES runs).
 */
export async function openLite(cacheMb: number): Promise<{ database: Database; lite: PGlite }> {
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${cacheMb}MB`];
  const opened = await PGlite.create(process.env.PGLITE_DIR ?? 'memory://', { extensions: { vector, pg_trgm }, startParams });
  const pool = new pg.Pool(createPgConfig(opened) as unknown as pg.PoolConfig);
  const liteDb = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  await sql`create extension if not exists vector`.execute(liteDb);
  await sql`create extension if not exists pg_trgm`.execute(liteDb);
  const database: Database = {
    db: liteDb,
    engine: 'pglite',
    capabilities: { vector: true, trgm: true },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await liteDb.destroy();
      await opened.close();
    },
  };
  return { database, lite: opened };
}

/** An organisation with a capacity group, an edge and four cameras, and an operator of it. */
export async function benchOrganisation(db: Kysely<DB>): Promise<{ org: { id: number }; edge: { id: number }; cameras: number[]; p: Principal }> {
  const org = await db
    .insertInto('organizations')
    .values({ name: `Bench ${Date.now()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cgToken = `bench-${randomUUID()}`;
  await db
    .insertInto('capacitygroups')
    .values({ token: cgToken, name: cgToken, capacity: 100, rpc_auth_secret_hash: 'x', ticket_secret: 'x' } as never)
    .execute();
  const edge = await db
    .insertInto('edges')
    .values({ name: 'Bench edge', serial_number: cgToken, capacitygroup_token: cgToken } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const cameras = await benchCameras(db, org.id, cgToken, 'Bench', edge.id);
  const p = administratorOf(org.id);
  return { org, edge, cameras, p };
}

/** Four cameras of an organisation on a capacity group (and an edge, where given), named `<name> camera <i>`. */
export async function benchCameras(db: Kysely<DB>, organizationId: number, cgToken: string, name: string, edgeId?: number): Promise<number[]> {
  const cameras: number[] = [];
  for (let i = 0; i < 4; i++) {
    const c = await db
      .insertInto('cameras')
      .values({
        organization_id: organizationId,
        name: `${name} camera ${i}`,
        source: JSON.stringify({ body: { protocol: 'rtsp', host: '10.0.0.1', port: 554, path: `/c${i}` } }),
        source_url: `rtsp://10.0.0.1:554/c${i}`,
        capacitygroup_token: cgToken,
        video_analytics: JSON.stringify({}),
        video_streaming: JSON.stringify({}),
        ...(edgeId === undefined ? {} : { edge_id: edgeId }),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    cameras.push(c.id);
  }
  return cameras;
}

// mulberry32: a 32-bit generator in integer arithmetic (an LCG in doubles loses its low bits and
// cycles early, which filled large runs with identical descriptors).
let seed = 11;
export const rnd = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
export const gauss = () => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
export const unit = (v: number[]) => {
  const n = Math.hypot(...v) || 1;
  return v.map((x) => x / n);
};
export const randomDescriptor = () => unit(Array.from({ length: 128 }, () => rnd() - 0.5));
export const plateOf = (i: number) =>
  `${String.fromCharCode(65 + (i % 26))}${String(i % 1000).padStart(3, '0')}${String.fromCharCode(65 + (Math.floor(i / 26) % 26))}${String.fromCharCode(65 + (Math.floor(i / 676) % 26))}77`;
export const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;
export const ms = (x: number) => `${x.toFixed(2)} ms`;
