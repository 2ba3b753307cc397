/**
 * Events benchmarks (issue 8), on the embedded engine or on PostgreSQL when DATABASE_URL is set:
 *
 * 1. Ingest rate: INGEST events (default 20,000; half fr with a descriptor, half lpr) posted over HTTP to
 *    POST /api/v1/events/batch of the whole API (buildApp: authentication by an organisation API key,
 *    schema validation, camera check, server-side matching against a list of FACELIST photos and
 *    plates, partition routing, live push and subscription listeners), in batches of 100, by one
 *    poster and by POSTERS concurrent posters (default 4, as several edges do; the posters run in a
 *    worker thread, so their JSON and HTTP work is not counted as the server's); against a same-run
 *    baseline: COPY of the same number of rows into the same table (PGlite: COPY FROM '/dev/blob';
 *    PostgreSQL: server-side COPY FROM a file, which needs the server on this machine and a superuser).
 *    Also where the CPU goes per batch (the API's thread, this process, a PostgreSQL server on this
 *    machine): on a small machine the API, the database and the posters share the cores.
 *    API_PROCESSES=N: the API started as its own processes (main.ts, ARGUS_API_PROCESSES=N) instead.
 *    Where pgvector exists and descriptors wait in event_faces_pending (PostgreSQL), how many waited
 *    and how long the face indexer's move into event_faces took. Sustained ingest with the face graph
 *    fed, and face search during it, is bench/events/ingest-faces.ts.
 * 2. GET /events p50/p99 (the service the route calls) with EVENTS rows in the table (default
 *    200,000; the goal is 10,000,000: EVENTS=10000000), spread over the last 7 days: no filter,
 *    by camera, by type, matches only, and the second page of each.
 * 3. Plate fuzzy search (POST /search/byplate's service) p50 over the lpr third of the table.
 * Face search over the face graph the API keeps (faces/graph.ts): bench/events/face-search.ts (p50/p99,
 * recall against an exact scan, up to a million faces) and, during ingest, ingest-faces.ts.
 *
 *   npx tsx bench/events/events.ts
 *   EVENTS=10000000 DATABASE_URL=postgres://postgres@127.0.0.1/argus_bench npx tsx bench/events/events.ts
 *   INGEST=1000 EVENTS=1000000 PGLITE_DIR=/tmp/argus-bench-pglite npx tsx bench/events/events.ts
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../packages/server/src/config/env';
import type { AppContext } from '../../packages/server/src/context';
import { openDatabase } from '../../packages/server/src/db/engine';
import { migrateToLatest } from '../../packages/server/src/db/migrate';
import { buildApp } from '../../packages/server/src/app';
import { sha256 } from '../../packages/server/src/lib/secrets';
import '../../packages/server/src/modules/matching/register';
import { indexPendingFaces, pendingFaces } from '../../packages/server/src/modules/events/face-index';
import { dayKey, ensurePartitions } from '../../packages/server/src/modules/events/partitions';
import * as events from '../../packages/server/src/modules/events/service';
import * as search from '../../packages/server/src/modules/search/service';
import { postersReady, postgresCpuMs, startApiProcesses } from './load';
import { benchOrganisation, ms, openLite, pct, plateOf, randomDescriptor, rnd } from './world';
import type { PGlite } from '@electric-sql/pglite';

const INGEST = Number(process.env.INGEST ?? 20_000);
const EVENTS = Number(process.env.EVENTS ?? 200_000);
const QUERIES = Number(process.env.QUERIES ?? 200);
const POSTERS = Number(process.env.POSTERS ?? 4);
const API_PROCESSES = Number(process.env.API_PROCESSES ?? 0);
const FACELIST = Number(process.env.FACELIST ?? 1000);
const DAY_MS = 86_400_000;
// Request rate limits off: the bench measures throughput (limits are rate-limit.test's business).
const config = loadConfig({
  ARGUS_RATE_LIMIT_PER_MINUTE: '0',
  ARGUS_RATE_LIMIT_PER_ADDRESS: '0',
  ARGUS_RATE_LIMIT_PER_MACHINE: '0',
  ...process.env,
  ARGUS_DATA_DIR: 'memory://',
});
let lite = null as PGlite | null; // not narrowed to null: set when the embedded engine is opened
const database = config.databaseUrl ? await openDatabase({ url: config.databaseUrl, warn: (m) => console.log(`note: ${m}`) }) : await openEmbedded();
async function openEmbedded(cacheMb = config.dbCacheMb) {
  const opened = await openLite(cacheMb);
  lite = opened.lite;
  return opened.database;
}
const db = database.db;
await migrateToLatest(db);
const ctx: AppContext = { db, database, config, clock: () => new Date() };
console.log(
  `engine ${database.engine}${lite ? ` (page cache ${config.dbCacheMb} MB)` : ''} (pgvector ${database.capabilities.vector ? 'yes' : 'no'}, pg_trgm ${database.capabilities.trgm ? 'yes' : 'no'})`,
);

const { org, edge, cameras, p } = await benchOrganisation(db);
const days = Array.from({ length: 9 }, (_, i) => dayKey(new Date(Date.now() - (i - 1) * DAY_MS)));
await ensurePartitions(db, days);

// --- 1. Ingest rate against a COPY baseline ----------------------------------------------------------
{
  const now = Date.now();
  const made = Array.from({ length: INGEST }, (_, i) => {
    const ts = new Date(now - rnd() * DAY_MS).toISOString();
    const fr = i % 2 === 0;
    return {
      event_id: randomUUID(),
      event_type: fr ? ('fr' as const) : ('lpr' as const),
      ts,
      stream_id: cameras[i % cameras.length] ?? 0,
      ...(fr ? {} : { number: plateOf(i), region: 'ru' }),
      event: {
        reason: 'any',
        label: null,
        detection: null,
        trajectory: [],
        roi: null,
        line: null,
        attributes: {},
        ts,
        ...(fr ? { descriptor: randomDescriptor() } : {}),
      },
    };
  });
  // A watch list the fr events are matched against (FACELIST photos), and a plate list.
  const fl = await db
    .insertInto('facelists')
    .values({ organization_id: org.id, name: 'Bench faces', priority: 'high', threshold: 0.5, exact_threshold: 0.8 } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let done = 0; done < FACELIST; done += 500) {
    const faces = await db
      .insertInto('faces')
      .values(
        Array.from({ length: Math.min(500, FACELIST - done) }, (_, i) => ({
          organization_id: org.id,
          facelist_id: fl.id,
          full_name: `Person ${done + i}`,
        })) as never,
      )
      .returning('id')
      .execute();
    await db
      .insertInto('face_images')
      .values(
        faces.map((f) => {
          const d = randomDescriptor();
          return {
            organization_id: org.id,
            face_id: f.id,
            image_id: randomUUID(),
            mime_type: 'image/jpeg',
            size: 1000,
            width: 100,
            height: 100,
            rect: JSON.stringify({ x_min: 0, y_min: 0, x_max: 1, y_max: 1 }),
            descriptor: d,
            ...(database.capabilities.vector ? { embedding: `[${d.join(',')}]` } : {}),
          };
        }) as never,
      )
      .execute();
  }
  const pl = await db
    .insertInto('platelists')
    .values({ organization_id: org.id, name: 'Bench plates', priority: 'high' } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('plates')
    .values(
      Array.from({ length: 100 }, (_, i) => ({ organization_id: org.id, platelist_id: pl.id, number: plateOf(i * 7), number_key: plateOf(i * 7) })) as never,
    )
    .execute();

  const secret = `oak_bench${randomUUID().replace(/-/g, '')}`;
  await db
    .insertInto('organization_api_keys')
    .values({ organization_id: org.id, name: 'Bench', prefix: secret.slice(0, 12), secret_hash: sha256(secret) } as never)
    .execute();
  const app = API_PROCESSES > 0 ? null : await buildApp(ctx);
  const apart = API_PROCESSES > 0 ? await startApiProcesses(API_PROCESSES) : null;
  const base = apart?.base ?? (await app!.listen({ host: '127.0.0.1', port: 0 }));
  const posting = (events: unknown[], posters: number) => postersReady(`${base}/api/v1/events/batch`, secret, events, posters);
  const half = Math.floor(made.length / 2);
  const oneS = await (await posting(made.slice(0, half), 1)).go();
  console.log(`ingest over HTTP, 1 poster: ${half} events in ${oneS.toFixed(1)} s = ${Math.round(half / oneS)} events/s`);
  // Where the CPU goes during the concurrent run, per batch of 100: this process (the API's thread,
  // with the embedded engine inside it, plus the posters' thread) and a PostgreSQL server on this machine.
  const many = await posting(made.slice(half), POSTERS);
  const cpu0 = process.cpuUsage();
  const loop0 = performance.eventLoopUtilization();
  const pg0 = database.engine === 'postgres' ? postgresCpuMs() : null;
  const apart0 = apart?.cpuMs() ?? 0;
  const manyS = await many.go();
  const batches = (INGEST - half) / 100;
  const cpu = process.cpuUsage(cpu0);
  const apiThread = performance.eventLoopUtilization(loop0).active;
  const pg1 = pg0 === null ? null : postgresCpuMs();
  const perBatch = (ms: number) => `${(ms / batches).toFixed(1)} ms`;
  console.log(
    `ingest CPU per batch of 100 (${POSTERS} posters): ` +
      (apart
        ? `${API_PROCESSES} API processes ${perBatch(apart.cpuMs() - apart0)}, this process (posters) ${perBatch((cpu.user + cpu.system) / 1000)}`
        : `API thread busy ${perBatch(apiThread)}, this process (API and posters) ${perBatch((cpu.user + cpu.system) / 1000)}`) +
      (pg0 !== null && pg1 !== null ? `, PostgreSQL server ${perBatch(pg1 - pg0)}` : ''),
  );
  const ingestS = manyS * (INGEST / (INGEST - half));
  console.log(
    `ingest over HTTP, ${POSTERS} posters: ${INGEST - half} events in ${manyS.toFixed(1)} s = ${Math.round((INGEST - half) / manyS)} events/s (goal: PostgreSQL 10,000/s, PGlite 3,000/s; matched against ${FACELIST} face photos and 100 plates)`,
  );
  await app?.close();
  await apart?.stop();
  // Face descriptors waiting for the face indexer's move into event_faces (face-index.ts; on the
  // embedded engine ingest writes them there itself): how many did, and how long the move took.
  if (database.capabilities.vector) {
    const waiting = await pendingFaces(db);
    const d0 = performance.now();
    while ((await indexPendingFaces(db)) > 0);
    const drainS = (performance.now() - d0) / 1000;
    console.log(
      `face indexer: ${waiting} of ${Math.ceil(INGEST / 2)} descriptors waiting after ingest, moved into event_faces in ${drainS.toFixed(1)} s (${Math.round(waiting / Math.max(drainS, 1e-3))}/s); ` +
        `ingest with the move caught up: ${Math.round(INGEST / (oneS + manyS + drainS))} events/s (the face graph's adds: ingest-faces.ts)`,
    );
  }

  // The same rows once more (new ids) as CSV, through COPY.
  const vec = database.capabilities.vector;
  const cols = [
    'event_id',
    'ts',
    'organization_id',
    'camera_id',
    'edge_id',
    'event_type',
    'reason',
    'camera_name',
    'inner_ts',
    'descriptor',
    'number',
    'plate_norm',
  ];
  const faceRows: string[] = [];
  const csv = made
    .map((e) => {
      const d = 'descriptor' in e.event ? (e.event.descriptor as number[]) : null;
      const number = 'number' in e ? (e.number as string) : '';
      const id = randomUUID();
      if (vec && d) faceRows.push([id, e.ts, org.id, e.stream_id, e.event_type, `"[${d.join(',')}]"`].join(','));
      return [id, e.ts, org.id, e.stream_id, edge.id, e.event_type, 'any', 'Bench camera', e.ts, d ? `"{${d.join(',')}}"` : '', number, number].join(',');
    })
    .join('\n');
  // Where pgvector exists the descriptors are also copied into event_faces_pending, as ingest stores them.
  const copies: [string, string][] = [[`copy events (${cols.join(', ')}) from FILE with (format csv)`, csv]];
  if (vec)
    copies.push([
      `copy event_faces_pending (event_id, ts, organization_id, camera_id, event_type, descriptor_vec) from FILE with (format csv)`,
      faceRows.join('\n'),
    ]);
  try {
    const c0 = performance.now();
    for (const [statement, data] of copies) {
      if (lite) await lite.query(statement.replace('FILE', `'/dev/blob'`), [], { blob: new Blob([data]) });
      else {
        const file = path.join(tmpdir(), `argus-bench-events-${process.pid}.csv`);
        writeFileSync(file, data);
        await sql.raw(statement.replace('FILE', `'${file}'`)).execute(db);
      }
    }
    const copyS = (performance.now() - c0) / 1000;
    // The copies' descriptors would otherwise stay waiting and be scanned by the face searches below.
    if (vec) await sql`delete from event_faces_pending`.execute(db);
    console.log(
      `COPY baseline: ${INGEST} rows in ${copyS.toFixed(1)} s = ${Math.round(INGEST / copyS)} rows/s; ingest is ${((INGEST / ingestS / (INGEST / copyS)) * 100).toFixed(0)} % of COPY`,
    );
  } catch (error) {
    console.log(`COPY baseline skipped: ${(error as Error).message} (server-side COPY needs a superuser and the server on this machine)`);
  }
}

// --- 2. GET /events on a large table -------------------------------------------------------------------
{
  const t0 = performance.now();
  const chunk = 200_000;
  for (let done = 0; done < EVENTS; done += chunk) {
    const n = Math.min(chunk, EVENTS - done);
    await sql`
      insert into events (event_id, ts, organization_id, camera_id, event_type, reason, camera_name, inner_ts, number, plate_norm, matched, match_list_ids, top_priority)
      select gen_random_uuid(), t, ${org.id}::int, (${sql.val(cameras)}::int[])[1 + (i % 4)],
             (array['fr', 'lpr', 'sa'])[1 + (i % 3)], 'any', 'Bench camera', t,
             case when i % 3 = 1 then chr(65 + i % 26) || lpad((i % 1000)::text, 3, '0') || chr(65 + (i / 26) % 26) || chr(65 + (i / 676) % 26) || '77' end,
             case when i % 3 = 1 then chr(65 + i % 26) || lpad((i % 1000)::text, 3, '0') || chr(65 + (i / 26) % 26) || chr(65 + (i / 676) % 26) || '77' end,
             i % 50 = 0, case when i % 50 = 0 then array[1] else '{}'::int[] end, case when i % 50 = 0 then 5 end
      from (select i, now() - random() * interval '7 days' as t from generate_series(${done + 1}::int, ${done + n}::int) i) g
    `.execute(db);
  }
  await sql`analyze events`.execute(db);
  console.log(`table: ${EVENTS} more events over 7 days in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const week = new Date(Date.now() - 7 * DAY_MS).toISOString();
  const shapes: Record<string, Record<string, unknown>> = {
    'no filter': {},
    camera: { stream_id: cameras[1] },
    'type lpr': { event_type: 'lpr' },
    'matches only': { only_matches: true },
  };
  for (const [name, q] of Object.entries(shapes)) {
    const first: number[] = [];
    const second: number[] = [];
    for (let i = 0; i < QUERIES / 4; i++) {
      const a = performance.now();
      const page = await events.list(ctx, p, { ...q, ts_from: week, limit: 100 } as never);
      first.push(performance.now() - a);
      const b = performance.now();
      await events.list(ctx, p, { ...q, ts_from: week, limit: 100, cursor: page.pagination.cursor ?? undefined } as never);
      second.push(performance.now() - b);
    }
    const all = [...first, ...second];
    console.log(`GET /events (${name}, 100 a page, 7-day window): p50 ${ms(pct(all, 0.5))}, p99 ${ms(pct(all, 0.99))} (goal p99 ≤ 30 ms at 10 M)`);
  }
}

// --- 3. Plate fuzzy search -------------------------------------------------------------------------------
{
  const times: number[] = [];
  for (let i = 0; i < 40; i++) {
    const full = plateOf(Math.floor(rnd() * 100_000));
    const typed = i % 2 === 0 ? full.slice(1, 6) : `${full.slice(0, 3)}X${full.slice(4)}`; // a part, or one wrong character
    const a = performance.now();
    await search.byPlate(ctx, p, { query: { event_type: 'lpr', number: typed, ts_from: new Date(Date.now() - 7 * DAY_MS).toISOString() }, limit: 20 } as never);
    times.push(performance.now() - a);
  }
  console.log(`plate search (fuzzy, ~${Math.round((EVENTS + INGEST) / 2.5)} plates): p50 ${ms(pct(times, 0.5))}, p99 ${ms(pct(times, 0.99))}`);
}

await database.close();
