/**
 * What the face graph costs, apart from the API (issue 29: faces/s at ingest), to judge "sealed
 * segments" (faces gathered in a segment, its HNSW graph built in one pass when it is full,
 * searches merging the segments' ordered index scans and an exact scan of what waits):
 *   (1) HNSW, rows added one by one to a graph of BASE rows (today's indexer: statements of 25
 *       rows on the embedded engine, 200 on PostgreSQL) — the baseline;
 *   (2) HNSW built in one pass over SEGMENT rows already in a table (maintenance_work_mem 512 MB);
 *   (3) IVFFlat: built over a sample (the BASE rows), then rows added as in (1);
 *   and (1) again with a lighter graph (LIGHT: m = 8, ef_construction = 32 by default);
 * and, over the same CORPUS = BASE + INSERTS descriptors, face search p50/p99 and recall@10
 * (against the exact answer) of: the one graph (today), the segments (ceil(CORPUS / SEGMENT) − 1
 * sealed graphs and the rest waiting, scanned exactly), and IVFFlat (at each of PROBES); and how one
 * segment's search grows with the number of segments (SEGMENTS_MAX).
 * The descriptors are clustered as faces are: PEOPLE centres (a tenth of the corpus), each face a
 * centre plus noise (cosine ~0.7 to its centre, ~0.5 to another face of the same person).
 * The searches use the API's settings (hnsw.ef_search 200, iterative scan, relaxed order).
 *
 * Measured (2 cores shared, load average 11–13 throughout: absolute figures move 2–4× from run to
 * run, the ratios to the same run's baseline much less), corpus 11,000, segments of 5,000:
 *   embedded engine: rows added 106 faces/s [baseline], built in one pass 495–532 (5.0×; 3.1–6.6×
 *     in three other runs), IVFFlat rows added 2,887 (27×) at recall@10 0.73 / 0.82 / 0.91 (probes
 *     10 / 20 / 40), m = 8, ef_construction = 32 rows added 309 (2.9×) at recall 0.994; search p50
 *     one graph 12.6 ms [baseline], 2 sealed + 1,000 waiting 23.0 ms; 1 / 2 / 4 / 8 segments merged
 *     5.1 / 15.1 / 31.7 / 69.5 ms.
 *   PostgreSQL (one backend): rows added 257 faces/s [baseline], built in one pass 1,185–1,433
 *     (5.6×; 4.9–8.2× in other runs), IVFFlat rows added 11,501 (45×) at recall 0.73 / 0.83 / 0.93,
 *     m = 8, ef_construction = 32 rows added 696 (2.7×) at recall 0.994; search p50 one graph 5.1 ms,
 *     2 sealed + 1,000 waiting 10.4 ms; 1 / 2 / 4 / 8 segments 5.1 / 6.4 / 14.1 / 30.2 ms.
 *   PostgreSQL, corpus 51,000 (BASE=50000 SEGMENT=10000): rows added 133 faces/s [baseline], one
 *     pass over 10,000 1,172–1,566 (9.5×), IVFFlat rows added 14,734 at recall 0.53 / 0.65 / 0.79,
 *     m = 8, ef_construction = 32 rows added 524 (3.9×) at recall 0.961; search p50 one graph 11.8
 *     ms, 5 sealed + 1,000 waiting 31.0 ms; 1 / 2 / 4 / 8 segments 3.1 / 7.6 / 13.4 / 26.2 ms.
 * So sealed segments were not built: a graph built in one pass costs a face only 5–10× less than
 * adding it, every sealed segment adds a whole graph search to each face search, and keeping them
 * few means merging them into larger graphs built again (each face rebuilt about log(N / SEGMENT)
 * times), which takes back most of the gain. At the goal's 1,500 faces/s (embedded) a segment of
 * 5,000 seals every 3 s while its build alone runs ~500 faces/s and holds the engine's one session
 * for ~10 s (ingest and searches wait); at 5,000 faces/s (PostgreSQL) builds run ~1,300 faces/s a core.
 *
 *   npx tsx bench/events/face-graph.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/events/face-graph.ts
 */
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../packages/server/src/db/engine';
import { FACE_INDEX_PARAMETERS } from '../../packages/server/src/db/migrations/0017_event_faces';
import type { DB } from '../../packages/server/src/db/types';
import { freshDatabase } from '../../packages/server/test/support/pg-admin';
import { loadAverage } from './load';

const BASE = Number(process.env.BASE ?? 10_000);
const INSERTS = Number(process.env.INSERTS ?? 1_000);
const SEGMENT = Number(process.env.SEGMENT ?? 5_000);
const PEOPLE = Number(process.env.PEOPLE ?? Math.ceil((Number(process.env.BASE ?? 10_000) + Number(process.env.INSERTS ?? 1_000)) / 10));
const QUERIES = Number(process.env.QUERIES ?? 100);
const PROBES = (process.env.PROBES ?? '10,20,40').split(',').map(Number);
const SEGMENTS_MAX = Number(process.env.SEGMENTS_MAX ?? 8);
const CORPUS = BASE + INSERTS;
/** The API's settings for pgvector's HNSW graph when it had one (before migration 0026): iterative scan, relaxed order, ef_search 200. */
const FACE_SEARCH_SETTINGS: Readonly<Record<string, string>> = { 'hnsw.iterative_scan': 'relaxed_order', 'hnsw.ef_search': '200' };
/** The graphs' storage parameters (the API's: FACE_INDEX_PARAMETERS). */
const GRAPH = process.env.GRAPH ?? FACE_INDEX_PARAMETERS;
/** A lighter graph measured beside it in the same run (rows added and search), '' for none. */
const LIGHT = process.env.LIGHT ?? 'm = 8, ef_construction = 32';

let url: string | undefined;
let drop = async () => {};
if (process.env.DATABASE_URL) ({ url, drop } = await freshDatabase(process.env.DATABASE_URL, 'argus_bench_graph'));
const database = await openDatabase({ url: url ?? undefined, warn: (m) => console.log(`note: ${m}`) });
const engine = database.engine;
const STATEMENT = engine === 'postgres' ? 200 : 25;

// Deterministic descriptors: a person's centre plus noise, unit length.
let state = 12345;
const rand = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648 - 0.5;
const unit = (v: number[]) => {
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
};
const centres = Array.from({ length: PEOPLE }, () => unit(Array.from({ length: 128 }, rand)));
const face = (person: number, noise: number) => unit((centres[person % PEOPLE] as number[]).map((x) => x + noise * rand()));
const text = (v: number[]) => `[${v.map((x) => x.toFixed(6)).join(',')}]`;
const vectors = Array.from({ length: CORPUS }, (_, i) => text(face(Math.floor(i * 7919) % PEOPLE, 0.3)));
const queries = Array.from({ length: QUERIES }, (_, i) => text(face((i * 104729) % PEOPLE, 0.3)));

const seconds = (t0: number) => (performance.now() - t0) / 1000;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? NaN;
const fmt = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));

async function bench(db: Kysely<DB>) {
  await sql`set maintenance_work_mem = '512MB'`.execute(db);
  for (const [k, v] of Object.entries(FACE_SEARCH_SETTINGS)) await sql`select set_config(${k}, ${v}, false)`.execute(db);
  if (engine === 'postgres') await sql`set max_parallel_maintenance_workers = 0`.execute(db);
  await sql`create table src (id int primary key, v vector(128))`.execute(db);
  for (let i = 0; i < CORPUS; i += 1000) {
    const ids = vectors.slice(i, i + 1000).map((_, k) => i + k);
    await sql`insert into src select * from unnest(${ids}::int[], ${vectors.slice(i, i + 1000)}::text[]::vector[])`.execute(db);
  }
  const copy = async (table: string, from: number, to: number) =>
    sql`insert into ${sql.table(table)} select id, v from src where id >= ${from} and id < ${to}`.execute(db);
  const create = (table: string) => sql`create table ${sql.table(table)} (id int, v vector(128))`.execute(db);
  const hnsw = (table: string, parameters = GRAPH) =>
    sql`create index on ${sql.table(table)} using hnsw (v vector_cosine_ops) with (${sql.raw(parameters)})`.execute(db);
  /** Rows added in statements of STATEMENT rows, as the indexer does: faces/s. */
  const addRows = async (table: string) => {
    const t0 = performance.now();
    for (let i = BASE; i < CORPUS; i += STATEMENT) await copy(table, i, Math.min(CORPUS, i + STATEMENT));
    return INSERTS / seconds(t0);
  };

  // (1) Today: a graph of BASE rows (built in one pass), INSERTS rows added one by one.
  await create('one');
  await copy('one', 0, BASE);
  let t0 = performance.now();
  await hnsw('one');
  const bulkBase = BASE / seconds(t0);
  const rowByRow = await addRows('one');

  // The same with the lighter graph.
  let light: number | null = null;
  if (LIGHT) {
    await create('light');
    await copy('light', 0, BASE);
    await hnsw('light', LIGHT);
    light = await addRows('light');
  }

  // The plain write of the rows (a table without index: what a waiting segment costs).
  await create('plain');
  t0 = performance.now();
  for (let i = BASE; i < CORPUS; i += STATEMENT) await copy('plain', i, Math.min(CORPUS, i + STATEMENT));
  const plain = INSERTS / seconds(t0);

  // (2) Sealed segments over the corpus: SEGMENT rows each, each graph built in one pass; the rest waits.
  const sealed = Math.floor(CORPUS / SEGMENT);
  const builds: number[] = [];
  for (let s = 0; s < sealed; s++) {
    await create(`seg${s}`);
    await copy(`seg${s}`, s * SEGMENT, (s + 1) * SEGMENT);
    t0 = performance.now();
    await hnsw(`seg${s}`);
    builds.push(SEGMENT / seconds(t0));
  }
  await create('waiting');
  await copy('waiting', sealed * SEGMENT, CORPUS);

  // (3) IVFFlat built on the BASE rows (lists: √BASE), INSERTS rows added one by one.
  await create('ivf');
  await copy('ivf', 0, BASE);
  const lists = Math.max(10, Math.round(Math.sqrt(BASE)));
  t0 = performance.now();
  await sql`create index on ivf using ivfflat (v vector_cosine_ops) with (lists = ${sql.raw(String(lists))})`.execute(db);
  const ivfBuild = BASE / seconds(t0);
  const ivfRows = await addRows('ivf');
  await sql`analyze`.execute(db);

  // Searches: top 10 of each query, its time and its recall against the exact answer.
  const exact: Set<number>[] = [];
  for (const q of queries) {
    await sql`set enable_indexscan = off`.execute(db);
    const r = await sql<{ id: number }>`select id from src order by v <=> ${q}::vector limit 10`.execute(db);
    exact.push(new Set(r.rows.map((x) => x.id)));
    await sql`set enable_indexscan = on`.execute(db);
  }
  const search = async (query: (q: string) => Promise<{ id: number }[]>) => {
    const ms: number[] = [];
    let found = 0;
    for (const [i, q] of queries.entries()) {
      const s0 = performance.now();
      const ids = await query(q);
      ms.push(performance.now() - s0);
      found += ids.filter((x) => exact[i]?.has(x.id)).length;
    }
    return { p50: pct(ms, 50), p99: pct(ms, 99), recall: found / (10 * queries.length) };
  };
  const top = (table: string) => (q: string) => sql`(select id, v <=> ${q}::vector as d from ${sql.table(table)} order by v <=> ${q}::vector limit 10)`;
  const merged = (tables: string[]) => async (q: string) =>
    (
      await sql<{ id: number }>`select id from (${sql.join(
        tables.map((t) => top(t)(q)),
        sql` union all `,
      )}) m order by d limit 10`.execute(db)
    ).rows;
  const one = await search(merged(['one']));
  const lightSearch = LIGHT ? await search(merged(['light'])) : null;
  const segments = await search(merged([...Array.from({ length: sealed }, (_, s) => `seg${s}`), 'waiting']));
  const ivf: [number, Awaited<ReturnType<typeof search>>][] = [];
  for (const probes of PROBES) {
    await sql`select set_config('ivfflat.probes', ${String(probes)}, false)`.execute(db);
    ivf.push([probes, await search(merged(['ivf']))]);
  }
  // How a search grows with the number of sealed segments (the same segment searched k times).
  const growth: string[] = [];
  for (let k = 1; k <= SEGMENTS_MAX; k *= 2) {
    const r = await search(merged(Array.from({ length: k }, () => 'seg0')));
    growth.push(`${k}: ${fmt(r.p50)} ms`);
  }
  const waitingOnly = await search(merged(['waiting']));

  console.log(
    `\nface graph, ${engine}: corpus ${CORPUS} (${BASE} + ${INSERTS} added), segment ${SEGMENT}, ${PEOPLE} people, HNSW ${GRAPH}; load ${loadAverage()}`,
  );
  console.log(`  (1) HNSW, rows added to a graph of ${BASE} (statements of ${STATEMENT}): ${fmt(rowByRow)} faces/s  [baseline]`);
  if (light !== null) console.log(`      the same, HNSW ${LIGHT}:   ${fmt(light)} faces/s  (${fmt(light / rowByRow)}× baseline)`);
  console.log(`      plain rows, no index (what waits):             ${fmt(plain)} faces/s  (${fmt(plain / rowByRow)}× baseline)`);
  console.log(`  (2) HNSW built in one pass over ${BASE}:              ${fmt(bulkBase)} faces/s  (${fmt(bulkBase / rowByRow)}× baseline)`);
  console.log(
    `      HNSW built in one pass over ${SEGMENT} (×${sealed}):       ${builds.map(fmt).join(', ')} faces/s  (${fmt(pct(builds, 50) / rowByRow)}× baseline)`,
  );
  console.log(`  (3) IVFFlat built over ${BASE} (lists ${lists}):         ${fmt(ivfBuild)} faces/s`);
  console.log(`      IVFFlat, rows added (statements of ${STATEMENT}):      ${fmt(ivfRows)} faces/s  (${fmt(ivfRows / rowByRow)}× baseline)`);
  console.log(`  search p50 / p99 / recall@10 over ${CORPUS}:`);
  console.log(`      one HNSW graph  [baseline]:                   ${fmt(one.p50)} / ${fmt(one.p99)} ms, ${one.recall.toFixed(3)}`);
  if (lightSearch) console.log(`      one HNSW graph, ${LIGHT}:   ${fmt(lightSearch.p50)} / ${fmt(lightSearch.p99)} ms, ${lightSearch.recall.toFixed(3)}`);
  console.log(
    `      ${sealed} sealed segments + ${CORPUS - sealed * SEGMENT} waiting (exact): ${fmt(segments.p50)} / ${fmt(segments.p99)} ms, ${segments.recall.toFixed(3)}`,
  );
  for (const [probes, r] of ivf)
    console.log(`      IVFFlat, probes ${probes}:                          ${fmt(r.p50)} / ${fmt(r.p99)} ms, ${r.recall.toFixed(3)}`);
  console.log(`      exact scan of the ${CORPUS - sealed * SEGMENT} waiting alone:          ${fmt(waitingOnly.p50)} ms`);
  console.log(`  search p50 by sealed segments of ${SEGMENT} merged: ${growth.join(', ')}`);
}

try {
  const db = database.db;
  if (engine === 'postgres') await db.connection().execute(bench);
  else await bench(db);
} finally {
  await database.close();
  await drop();
}
