/**
 * GET /events?limit=20 over HTTP with a user's access token, for the spec's filters one by one and
 * in combination (the sparse ones included), on PostgreSQL at scale (issue 29, item 4): p50 and p99
 * per combination, beside a Fastify hello-world measured in the same run, with the load average.
 *
 * The data (filters-seed.ts) is seeded once into DATABASE_URL (default argus_events10m) and kept: a
 * later run finds it and goes straight to the measuring. Its windows end at the newest seeded event,
 * so they keep their meaning as the data ages (the app drops partitions past 30 days: reseed then,
 * `dropdb argus_events10m`).
 *
 *   npx tsx bench/events/filters.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1/argus_events10m EVENTS=10000000 DAYS=28 SAMPLES=1000 MAX_SECONDS=30 CONNECTIONS=1
 *   ONLY=list,place          (the combinations whose names contain one of these)
 *   EXPLAIN=1                (print EXPLAIN (ANALYZE, BUFFERS) of each combination's query instead of timing it over HTTP)
 *
 * Each combination: SAMPLES requests one after another on CONNECTIONS connections (one by default,
 * so a latency is the request's own and not a queue's), stopped at MAX_SECONDS when slower (the
 * table says how many were taken); p99 needs at least 100.
 */
import pg from 'pg';
import { loadConfig } from '../../packages/server/src/config/env';
import { openDatabase } from '../../packages/server/src/db/engine';
import { migrateToLatest } from '../../packages/server/src/db/migrate';
import { loadAverage, postgresCpuMs, startApiProcesses, startHelloWorld } from './load';
import { READER, seedFilters, seededFilters, type FiltersData } from '../../packages/server/test/support/event-seed';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/argus_events10m';
const EVENTS = Number(process.env.EVENTS ?? 10_000_000);
const DAYS = Number(process.env.DAYS ?? 28);
const SAMPLES = Number(process.env.SAMPLES ?? 1000);
const MAX_SECONDS = Number(process.env.MAX_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 1);
const PROCESSES = Number(process.env.API_PROCESSES ?? 1);
const ONLY = process.env.ONLY?.split(',') ?? null;
const DAY_MS = 86_400_000;

/** The combinations: a name and the query string (without limit). */
function combinations(d: FiltersData): [string, Record<string, string | number | boolean>][] {
  const to = d.newest.toISOString();
  const day = { ts_from: new Date(d.newest.getTime() - DAY_MS).toISOString(), ts_to: to };
  const month = { ts_from: new Date(d.newest.getTime() - DAYS * DAY_MS).toISOString(), ts_to: to };
  const cam = (i: number) => d.cameras[i - 1]!;
  const place = (i: number) => d.places[i - 1]!;
  const both = (name: string, q: Record<string, string | number | boolean>): [string, Record<string, string | number | boolean>][] => [
    [`${name} (day)`, { ...day, ...q }],
    [`${name} (${DAYS} days)`, { ...month, ...q }],
  ];
  return [
    ...both('none', {}),
    ...both('type', { event_type: 'lpr' }),
    ...both('type rare', { event_type: 'ao' }),
    ...both('reason', { event_type: 'sa', reason: 'crowding' }),
    ...both('camera busy', { stream_id: cam(1) }),
    ...both('camera quiet', { stream_id: cam(41) }),
    ...both('camera busy + type', { stream_id: cam(1), event_type: 'fr' }),
    ...both('camera busy + type + matches', { stream_id: cam(1), event_type: 'fr', only_matches: true }),
    ...both('camera quiet + type + matches', { stream_id: cam(41), event_type: 'fr', only_matches: true }),
    ...both('camera mid + type + matches', { stream_id: cam(20), event_type: 'lpr', only_matches: true }),
    ...both('matches', { only_matches: true }),
    ...both('recognized', { recognition: 'recognized' }),
    ...both('unrecognized', { recognition: 'unrecognized' }),
    ...both('list common', { list_id: d.lists.common }),
    ...both('list rare', { list_id: d.lists.rare }),
    ...both('list empty', { list_id: d.lists.none }),
    ...both('list + camera busy', { list_id: d.lists.common, stream_id: cam(1) }),
    ...both('place busy', { place_id: place(1) }),
    ...both('place rare', { place_id: place(21) }),
    ...both('place + type + matches', { place_id: place(2), event_type: 'fr', only_matches: true }),
    ...both('group busy', { group_id: d.groups.busy }),
    ...both('group quiet', { group_id: d.groups.quiet }),
    ...both('group quiet + type + matches', { group_id: d.groups.quiet, event_type: 'fr', only_matches: true }),
    ...both('attribute common', { attributes: '{"gender":"male"}' }),
    ...both('attribute uncommon', { attributes: '{"glasses":true}' }),
    ...both('attribute rare', { attributes: '{"mask":true}' }),
    ...both('attribute + camera quiet', { attributes: '{"gender":"female"}', stream_id: cam(41) }),
    ...both('attribute + type + matches', { attributes: '{"gender":"male"}', event_type: 'fr', only_matches: true }),
    ...both('all', {
      stream_id: cam(2),
      event_type: 'fr',
      only_matches: true,
      list_id: d.lists.common,
      place_id: place(2),
      group_id: d.groups.busy,
      attributes: '{"gender":"male"}',
    }),
  ];
}

const pathOf = (q: Record<string, string | number | boolean>) =>
  `/api/v1/events?${new URLSearchParams(Object.entries({ limit: 20, ...q }).map(([k, v]) => [k, String(v)])).toString()}`;

async function signIn(base: string): Promise<string> {
  const r = await fetch(`${base}/api/v1/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'password', ...READER }) });
  const body = (await r.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

interface Figures {
  samples: number;
  /** CPU ms per request of the serving processes (and of this database's PostgreSQL backends). */
  cpu: number;
  p50: number;
  p99: number;
  errors: number;
  rows: number;
}

/** SAMPLES requests of `path` (at most MAX_SECONDS), on CONNECTIONS connections one request at a time each. */
async function time(base: string, path: string, token: string | null, cpuMs: () => number): Promise<Figures> {
  const { Pool } = await import('undici');
  const pool = new Pool(base, { connections: CONNECTIONS, pipelining: 1 });
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const latencies: number[] = [];
  let errors = 0;
  let rows = 0;
  const until = performance.now() + MAX_SECONDS * 1000;
  // Two requests first, unmeasured: the connection, the server's first plan of the statement.
  for (let i = 0; i < 2; i++) await (await pool.request({ path, method: 'GET', headers })).body.text();
  let left = SAMPLES;
  const cpu0 = cpuMs();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (left > 0 && performance.now() < until) {
        left--;
        const t0 = performance.now();
        const r = await pool.request({ path, method: 'GET', headers });
        const text = await r.body.text();
        latencies.push(performance.now() - t0);
        if (r.statusCode !== 200) errors++;
        else if (token) rows = (JSON.parse(text) as { events: unknown[] }).events.length;
      }
    }),
  );
  const cpu = (cpuMs() - cpu0) / Math.max(1, latencies.length);
  await pool.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { samples: latencies.length, cpu, p50: at(0.5), p99: latencies.length >= 100 ? at(0.99) : Number.NaN, errors, rows };
}

console.log(`load average ${loadAverage()}`);
const database = await openDatabase({ url: DATABASE_URL, warn: () => {} });
await migrateToLatest(database.db);
let data = await seededFilters(database.db);
if (!data) {
  const t0 = performance.now();
  console.log(`seeding ${EVENTS} events over ${DAYS} days into ${DATABASE_URL}`);
  data = await seedFilters(
    { db: database.db, database, config: loadConfig({ ...process.env, DATABASE_URL }), clock: () => new Date() },
    { events: EVENTS, days: DAYS, log: (line) => console.log(`  ${line}  load ${loadAverage()}`) },
  );
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}
const cases = combinations(data).filter(([name]) => !ONLY || ONLY.some((o) => name.includes(o)));
if (process.env.EXPLAIN) {
  const { explainList } = await import('./filters-explain');
  for (const [name, q] of cases) console.log(`\n== ${name}\n${await explainList(database.db, data.organizationId, q)}`);
}
await database.close();
if (process.env.SEED_ONLY || process.env.EXPLAIN) process.exit(0);

const api = await startApiProcesses(PROCESSES, { DATABASE_URL, ARGUS_SCHEDULER_INTERVAL: '0' });
const hello = await startHelloWorld(PROCESSES);
try {
  const token = await signIn(api.base);
  await (await fetch(`${api.base}${pathOf({})}`, { headers: { authorization: `Bearer ${token}` } })).text();
  const { rows } = await new pg.Pool({ connectionString: DATABASE_URL, max: 1 }).query<{ n: string }>(
    'select reltuples::bigint as n from pg_class where relname = $1',
    ['events'],
  );
  console.log(
    `PostgreSQL, ${rows[0]?.n ?? '?'} events (${DAYS} days to ${data.newest.toISOString()}), ${PROCESSES} API process(es), ` +
      `${CONNECTIONS} connection(s), ${SAMPLES} samples per combination (at most ${MAX_SECONDS} s)`,
  );
  // PostgreSQL's CPU: the backends of this database (the server serves other work too), looked up again before each
  // combination (the API's pool closes idle connections and opens others).
  let backends = new Set<number>();
  const findBackends = async () => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    await client.end();
    backends = new Set(rows.map((r) => r.pid));
  };
  const apiCpu = () => api.cpuMs() + (postgresCpuMs(backends) ?? 0);
  console.log(
    `${'combination'.padEnd(44)} ${'rows'.padStart(4)} ${'samples'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'CPU ms'.padStart(7)}  load`,
  );
  const line = (name: string, f: Figures) =>
    console.log(
      `${name.padEnd(44)} ${String(f.rows).padStart(4)} ${String(f.samples).padStart(7)} ${f.p50.toFixed(2).padStart(8)} ${f.p99.toFixed(2).padStart(8)} ${f.cpu.toFixed(2).padStart(7)}  ${loadAverage()}${f.errors ? `  ${f.errors} NOT 200` : ''}`,
    );
  line('hello-world', await time(hello.base, '/', null, hello.cpuMs));
  const over: string[] = [];
  for (const [name, q] of cases) {
    await findBackends();
    const f = await time(api.base, pathOf(q), token, apiCpu);
    line(name, f);
    if (!(f.p99 <= 30)) over.push(name);
  }
  line('hello-world', await time(hello.base, '/', null, hello.cpuMs));
  console.log(over.length === 0 ? 'every combination: p99 ≤ 30 ms' : `p99 above 30 ms (or too few samples): ${over.join('; ')}`);
} finally {
  await Promise.all([api.stop(), hello.stop()]);
}
console.log(`load average ${loadAverage()}`);
