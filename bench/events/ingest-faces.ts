/**
 * Sustained ingest with faces (issue 29, item 3): POSTERS edges (default 4) post batches of 100
 * events over HTTP to POST /api/v1/events/batch with the edge's machine credential, half of the
 * events fr with a face descriptor, for DURATION seconds (default 600); meanwhile an operator
 * searches by face every SEARCH_MS (default 250) for a descriptor just posted, which must be found
 * at once. Every REPORT_S (default 60) it prints events/s, descriptors waiting for the face graph
 * (event_faces_pending), face search p50/p99 and misses, the load average. Then, on PostgreSQL,
 * a same-run baseline: COPY of as many rows of the same shape (events, and their descriptors
 * into event_faces_pending as ingest stores them).
 *
 * The API runs in this process (the embedded engine lives in the API's process); the load runs in
 * a worker thread. On PostgreSQL (DATABASE_URL, a server on this machine with pgvector) the bench
 * works in a database of its own, dropped at the end.
 *
 *   DURATION=90 REPORT_S=15 npx tsx bench/events/ingest-faces.ts
 *   DURATION=90 REPORT_S=15 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/events/ingest-faces.ts
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../packages/server/src/config/env';
import type { AppContext } from '../../packages/server/src/context';
import { openDatabase } from '../../packages/server/src/db/engine';
import { migrateToLatest } from '../../packages/server/src/db/migrate';
import { buildApp } from '../../packages/server/src/app';
import { ensureSuperuser } from '../../packages/server/src/bootstrap';
import '../../packages/server/src/modules/matching/register';
import { faceBacklog } from '../../packages/server/src/modules/events/face-index';
import { dayKey, ensurePartitions } from '../../packages/server/src/modules/events/partitions';
import { freshDatabase } from '../../packages/server/test/support/pg-admin';
import { loadAverage, postgresCpuMs } from './load';
import { runLoad, type PeriodFigures } from './ingest-faces-load';

const DURATION = Number(process.env.DURATION ?? 600);
const REPORT_S = Number(process.env.REPORT_S ?? 60);
const POSTERS = Number(process.env.POSTERS ?? 4);
const SEARCH_MS = Number(process.env.SEARCH_MS ?? 250);
const CAMERAS = 8;
const ADMIN = { username: 'admin', password: `bench-${randomUUID()}` };

// A database of the bench's own on PostgreSQL (never one holding data).
let url: string | undefined;
let dropDatabase = async () => {};
if (process.env.DATABASE_URL) {
  ({ url, drop: dropDatabase } = await freshDatabase(process.env.DATABASE_URL, 'argus_bench_faces'));
}

const config = loadConfig({
  ...process.env,
  // Request rate limits off: the bench measures throughput (limits are rate-limit.test's business).
  ARGUS_RATE_LIMIT_PER_MINUTE: '0',
  ARGUS_RATE_LIMIT_PER_ADDRESS: '0',
  ARGUS_RATE_LIMIT_PER_MACHINE: '0',
  ARGUS_DATA_DIR: 'memory://',
  ARGUS_ADMIN_USERNAME: ADMIN.username,
  ARGUS_ADMIN_PASSWORD: ADMIN.password,
  // The cameras are put on the edge by hand below; the scheduler would take them off (no licence).
  ARGUS_WORKERS: 'face-indexer',
  ARGUS_SCHEDULER_INTERVAL: '0',
  ...(url ? { DATABASE_URL: url } : {}),
});
const database = await openDatabase({ url: config.databaseUrl ?? undefined, cacheMb: config.dbCacheMb, warn: (m) => console.log(`note: ${m}`) });
const { db } = database;
await migrateToLatest(db);
const ctx: AppContext = { db, database, config, clock: () => new Date() };
if (!database.capabilities.vector) throw new Error('this bench needs pgvector');
await ensureSuperuser(ctx);
const app = await buildApp(ctx);
const base = await app.listen({ host: '127.0.0.1', port: 0 });

async function call(method: string, route: string, token: string | null, body?: unknown, form?: Record<string, string>) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const r = await fetch(base + route, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : form ? { body: new URLSearchParams(form).toString() } : {}),
  });
  const answer = (await r.json()) as Record<string, unknown>;
  if (r.status >= 300) throw new Error(`${method} ${route}: ${r.status} ${JSON.stringify(answer)}`);
  return answer;
}
const signIn = async (username: string, password: string) =>
  String((await call('POST', '/api/v1/token', null, undefined, { username, password, grant_type: 'password' })).access_token);

// --- An organisation, its operator, an edge registered as edges register, cameras on that edge ---------
const su = await signIn(ADMIN.username, ADMIN.password);
const org = Number((await call('POST', '/api/v1/organizations', su, { name: 'Bench faces' })).id);
await call('POST', '/api/v1/users', su, { email: 'operator@bench.test', password: 'operator-password', role_id: 1, organization_id: org });
const operatorToken = await signIn('operator@bench.test', 'operator-password');
const cg = await call('POST', '/api/v1/capacitygroups', su, { name: 'Bench capacity', capacity: 100, organization_ids: [org] });
const created = await call('POST', '/api/v1/edges', su, { name: 'Bench edge', serial_number: 'SN-bench', capacitygroup_token: cg.token });
const reg = await call('POST', '/api/v1/edges/register', null, { invitation: created.invitation, hostname: 'edge-host', cap: 100, version: '1.0.0' });
const credential = String(reg.credential);
const cameras: number[] = [];
for (let i = 0; i < CAMERAS; i++) {
  const c = await call('POST', '/api/v1/cameras', operatorToken, {
    name: `Bench camera ${i}`,
    source: { body: { protocol: 'rtsp', host: '10.0.0.1', port: 554, path: `/c${i}`, transport: 'tcp' } },
  });
  cameras.push(Number(c.id));
}
await db
  .updateTable('cameras')
  .set({ edge_id: Number(reg.id), state: 'active', state_reason: null })
  .where('id', 'in', cameras)
  .execute();
await ensurePartitions(db, [dayKey(new Date(Date.now() - 86_400_000)), dayKey(new Date()), dayKey(new Date(Date.now() + 86_400_000))]);

console.log(
  `engine ${database.engine}; ${POSTERS} edges posting batches of 100 (half with a face descriptor) for ${DURATION} s; a face search every ${SEARCH_MS} ms; load ${loadAverage()}`,
);

// --- The run ---------------------------------------------------------------------------------------------
const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
const totals = { events: 0, seconds: 0, searches: [] as number[], missed: 0, lastEvents: 0, lastSeconds: 0 };
let cpu0 = process.cpuUsage();
let pg0 = database.engine === 'postgres' ? postgresCpuMs() : null;
await runLoad(
  { base, credential, operatorToken, cameras, posters: POSTERS, seconds: DURATION, reportS: REPORT_S, searchMs: SEARCH_MS },
  async (f: PeriodFigures) => {
    const waiting = await faceBacklog(db);
    const cpu = process.cpuUsage(cpu0);
    cpu0 = process.cpuUsage();
    const pg1 = pg0 === null ? null : postgresCpuMs();
    const pgCpu = pg0 !== null && pg1 !== null ? ` PostgreSQL ${((pg1 - pg0) / 1000 / f.seconds).toFixed(2)} cores` : '';
    pg0 = pg1;
    totals.events += f.events;
    totals.seconds += f.seconds;
    totals.searches.push(...f.searchMs);
    totals.missed += f.missed;
    totals.lastEvents = f.events;
    totals.lastSeconds = f.seconds;
    console.log(
      `${f.at.toFixed(0).padStart(5)} s: ${Math.round(f.events / f.seconds)} events/s (${Math.round(f.faces / f.seconds)} faces/s; ${f.deferred} left to the edges, ${f.refused} batches 503), batch p50 ${pct(f.batchMs, 0.5).toFixed(0)} ms; ` +
        `not yet in the face graph ${waiting}; face search p50 ${pct(f.searchMs, 0.5).toFixed(1)} ms p99 ${pct(f.searchMs, 0.99).toFixed(1)} ms (${f.searchMs.length}, ${f.missed} not found); ` +
        `CPU this process ${((cpu.user + cpu.system) / 1e6 / f.seconds).toFixed(2)} cores${pgCpu}; load ${loadAverage()}` +
        (f.errors.length > 0 ? `; ${f.errors.length} errors, first: ${f.errors[0]}` : ''),
    );
  },
);
const sustained = totals.lastEvents / Math.max(totals.lastSeconds, 1e-3);
console.log(
  `whole run: ${totals.events} events in ${totals.seconds.toFixed(0)} s = ${Math.round(totals.events / totals.seconds)} events/s; last period ${Math.round(sustained)} events/s; ` +
    `face search p50 ${pct(totals.searches, 0.5).toFixed(1)} ms p99 ${pct(totals.searches, 0.99).toFixed(1)} ms over ${totals.searches.length}, ${totals.missed} not found ` +
    `(goal: PGlite 3,000 events/s, PostgreSQL 10,000/s and 30 % of COPY; search p50 ≤ 20 ms; every face found)`,
);
await app.close();

// --- COPY of as many rows of the same shape (PostgreSQL: server-side COPY from a file on this machine) ----
if (database.engine === 'postgres') {
  const rows = Math.min(totals.events, 1_000_000);
  const orgCams = cameras;
  const csv: string[] = [];
  const faces: string[] = [];
  const now = Date.now();
  for (let i = 0; i < rows; i++) {
    const id = randomUUID();
    const ts = new Date(now - Math.random() * 3600_000).toISOString();
    const cam = orgCams[i % orgCams.length];
    if (i % 2 === 0) {
      const v = Array.from({ length: 128 }, () => Math.round((Math.random() - 0.5) * 1e5) / 1e5);
      csv.push([id, ts, org, cam, reg.id, 'fr', 'any', 'Bench camera', ts, `"{${v.join(',')}}"`, '', ''].join(','));
      faces.push([id, ts, org, cam, 'fr', `"[${v.join(',')}]"`].join(','));
    } else csv.push([id, ts, org, cam, reg.id, 'lpr', 'any', 'Bench camera', ts, '', `A${i}X77`, `A${i}X77`].join(','));
  }
  const files = [path.join(tmpdir(), `argus-faces-${process.pid}-events.csv`), path.join(tmpdir(), `argus-faces-${process.pid}-faces.csv`)];
  writeFileSync(files[0] ?? '', csv.join('\n'));
  writeFileSync(files[1] ?? '', faces.join('\n'));
  const t0 = performance.now();
  await sql
    .raw(
      `copy events (event_id, ts, organization_id, camera_id, edge_id, event_type, reason, camera_name, inner_ts, descriptor, number, plate_norm) from '${files[0]}' with (format csv)`,
    )
    .execute(db);
  await sql
    .raw(`copy event_faces_pending (event_id, ts, organization_id, camera_id, event_type, descriptor_vec) from '${files[1]}' with (format csv)`)
    .execute(db);
  const copyRate = rows / ((performance.now() - t0) / 1000);
  for (const f of files) unlinkSync(f);
  console.log(
    `COPY baseline: ${rows} rows at ${Math.round(copyRate)} rows/s; ingest whole run ${((totals.events / totals.seconds / copyRate) * 100).toFixed(0)} % of COPY, last period ${((sustained / copyRate) * 100).toFixed(0)} %; load ${loadAverage()}`,
  );
} else console.log('COPY baseline: on PostgreSQL only (DATABASE_URL)');
await database.close();
await dropDatabase();
