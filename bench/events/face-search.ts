/**
 * Face search over the face graph apart from ingest (faces/graph.ts, faces/repo.ts nearestEventFaces):
 * CORPUS clustered descriptors (PEOPLE persons) of one organisation in event_faces, the graph fed with
 * them in batches (adds/s), then QUERIES searches as the API runs them (graph candidates, exact
 * ranking in SQL, with PAST rows past the watermark): p50/p99 and recall@10 against the exact answer.
 *
 *   CORPUS=100000 npx tsx bench/events/face-search.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/events/face-search.ts
 */
import { sql } from 'kysely';
import { openDatabase } from '../../packages/server/src/db/engine';
import { migrateToLatest } from '../../packages/server/src/db/migrate';
import { FaceGraph } from '../../packages/server/src/modules/events/faces/graph';
import { facesPast, nearestEventFaces } from '../../packages/server/src/modules/events/faces/repo';
import { dayKey, ensurePartitions } from '../../packages/server/src/modules/events/partitions';
import { FACE_SEARCH_SETTINGS } from '../../packages/server/src/modules/search/service';
import { freshDatabase } from '../../packages/server/test/support/pg-admin';
import { loadAverage } from './load';

const CORPUS = Number(process.env.CORPUS ?? 100_000);
const PEOPLE = Number(process.env.PEOPLE ?? CORPUS / 10);
const QUERIES = Number(process.env.QUERIES ?? 100);
const PAST = Number(process.env.PAST ?? 1_000);
const K = 200;

let url: string | undefined;
let drop = async () => {};
if (process.env.DATABASE_URL) ({ url, drop } = await freshDatabase(process.env.DATABASE_URL, 'argus_bench_face_search'));
const database = await openDatabase({ url, warn: () => {} });
const { db } = database;
await migrateToLatest(db);
await ensurePartitions(db, [dayKey(new Date())]);

// Clustered as faces are: a centre per person, each face its centre plus noise.
let seed = 7;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1;
const unit = (v: number[]) => {
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
};
const centres = Array.from({ length: PEOPLE }, () => unit(Array.from({ length: 128 }, rnd)));
const face = (i: number) => unit((centres[i % PEOPLE] ?? []).map((x) => x + 0.6 * rnd() * 0.3));
const now = new Date();
for (let i = 0; i < CORPUS; i += 2000) {
  const rows = Array.from({ length: Math.min(2000, CORPUS - i) }, (_, j) => `('${crypto.randomUUID()}', now(), 1, 1, 'fr', '[${face(i + j).join(',')}]')`);
  await sql.raw(`insert into event_faces (event_id, ts, organization_id, camera_id, event_type, descriptor_vec) values ${rows.join(',')}`).execute(db);
}
await sql`analyze event_faces`.execute(db);
const graph = new FaceGraph();
const t0 = performance.now();
const total = CORPUS - PAST;
for (let fed = 0; fed < total;) {
  const rows = (await facesPast(db, graph.high, Math.min(1000, total - fed))).slice(0, total - fed);
  await graph.add(rows, rows.at(-1)?.id ?? graph.high);
  fed += rows.length;
}
const addRate = total / ((performance.now() - t0) / 1000);
const times: number[] = [];
let recall = 0;
for (let q = 0; q < QUERIES; q++) {
  const probe = face(q * 37 + 1);
  const literal = `[${probe.join(',')}]`;
  const filter = { ts_from: new Date(now.getTime() - 86_400_000), ts_to: new Date(now.getTime() + 60_000) } as never;
  const t = performance.now();
  const candidates = await graph.search(1, Float32Array.from(probe), 2 * K);
  const found = await db.transaction().execute(async (tx) => {
    for (const [k, v] of Object.entries(FACE_SEARCH_SETTINGS)) await sql`select set_config(${k}, ${v}, true)`.execute(tx);
    return nearestEventFaces(tx, 1, filter, [], literal, K, candidates, graph.high);
  });
  times.push(performance.now() - t);
  const exact = await nearestEventFaces(db, 1, filter, [], literal, 10, [], 0);
  const got = new Set(found.slice(0, 10).map((r) => r.event_id));
  recall += exact.filter((r) => got.has(r.event_id)).length / Math.max(1, exact.length);
}
times.sort((a, b) => a - b);
console.log(
  `${database.engine}: ${CORPUS} faces (${PAST} past the watermark), graph adds ${Math.round(addRate)}/s; search (k ${K}, ${2 * K} candidates) p50 ${times[Math.floor(times.length / 2)]?.toFixed(1)} ms p99 ${times[Math.floor(times.length * 0.99)]?.toFixed(1)} ms, recall@10 ${(recall / QUERIES).toFixed(3)}; load ${loadAverage()}`,
);
await graph.close();
await database.close();
await drop();
