/**
 * GET /placeclusters at 100,000 places: the grid clustering (modules/placeclusters: precomputed
 * cells up to zoom 10 for the cells inside the box, places for the cut edges) against a
 * brute-force baseline (every place of the box fetched and grouped in JS), on the embedded
 * engine, or on PostgreSQL when DATABASE_URL is set. Prints median milliseconds per query.
 *
 *   npx tsx bench/places/clusters.ts            # PGlite in memory
 *   DATABASE_URL=postgres://... npx tsx bench/places/clusters.ts
 */
import { loadConfig } from '../../packages/server/src/config/env';
import { openDatabase } from '../../packages/server/src/db/engine';
import { migrateToLatest } from '../../packages/server/src/db/migrate';
import { clusters } from '../../packages/server/src/modules/placeclusters/service';
import { cellsPerSide, latitudeOf, longitudeOf, mercX, mercY } from '../../packages/server/src/modules/placeclusters/grid';
import { administratorOf } from '../../packages/server/test/support/event-plans';
import type { AppContext } from '../../packages/server/src/context';

const N = Number(process.env.PLACES ?? 100_000);
const RUNS = 7;
const config = loadConfig({ ...process.env, ARGUS_DATA_DIR: 'memory://' });
const database = await openDatabase({ url: config.databaseUrl, dataDir: 'memory://', warn: () => {} });
await migrateToLatest(database.db);
const ctx: AppContext = { db: database.db, database, config, clock: () => new Date() };
const org = await database.db
  .insertInto('organizations')
  .values({ name: `Bench ${Date.now()}` })
  .returning('id')
  .executeTakeFirstOrThrow();

let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const t0 = performance.now();
for (let i = 0; i < N; i += 5000) {
  const rows = Array.from({ length: Math.min(5000, N - i) }, (_, k) => {
    // Half in a few cities, half spread over Kazakhstan.
    const city = (i + k) % 2 === 0;
    const c = [
      [51.16, 71.43],
      [43.24, 76.89],
      [49.8, 73.1],
    ][(i + k) % 3] as [number, number];
    return {
      organization_id: org.id,
      name: `P${i + k}`,
      latitude: city ? c[0] + (rnd() - 0.5) * 0.3 : 41 + rnd() * 14,
      longitude: city ? c[1] + (rnd() - 0.5) * 0.4 : 47 + rnd() * 40,
    };
  });
  await database.db.insertInto('places').values(rows).execute();
}
console.log(`engine ${database.engine}: inserted ${N} places in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const p = administratorOf(org.id);

async function bruteForce(box: { x_min: number; y_min: number; x_max: number; y_max: number }, zoom: number) {
  const rows = await database.db
    .selectFrom('places')
    .select(['id', 'latitude', 'longitude'])
    .where('organization_id', '=', org.id)
    .where('latitude', '>=', box.y_min)
    .where('latitude', '<=', box.y_max)
    .where('longitude', '>=', box.x_min)
    .where('longitude', '<=', box.x_max)
    .execute();
  const n = cellsPerSide(zoom);
  const cells = new Map<string, { count: number; lat: number; lon: number; id: number }>();
  for (const r of rows) {
    const key = `${Math.floor(mercX(r.longitude) * n)}:${Math.floor(mercY(r.latitude) * n)}`;
    const c = cells.get(key) ?? { count: 0, lat: 0, lon: 0, id: r.id };
    c.count += 1;
    c.lat += r.latitude;
    c.lon += r.longitude;
    cells.set(key, c);
  }
  return cells.size;
}

async function median(f: () => Promise<unknown>): Promise<number> {
  await f();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await f();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] as number;
}

/** The box grown to the zoom's grid cells, as the console's map asks for it. */
function onGrid(box: { x_min: number; y_min: number; x_max: number; y_max: number }, zoom: number) {
  const n = cellsPerSide(zoom);
  return {
    x_min: longitudeOf(Math.floor(mercX(box.x_min) * n) / n),
    x_max: longitudeOf(Math.ceil(mercX(box.x_max) * n) / n),
    y_max: latitudeOf(Math.floor(mercY(box.y_max) * n) / n),
    y_min: latitudeOf(Math.ceil(mercY(box.y_min) * n) / n),
  };
}

const cases = [
  { name: 'country, zoom 4 grid', box: onGrid({ x_min: 46, y_min: 40, x_max: 88, y_max: 56 }, 4), zoom: 4 },
  { name: 'country, zoom 6 grid', box: onGrid({ x_min: 46, y_min: 40, x_max: 88, y_max: 56 }, 6), zoom: 6 },
  { name: 'region, zoom 8 grid', box: onGrid({ x_min: 69, y_min: 49.5, x_max: 74, y_max: 52.5 }, 8), zoom: 8 },
  { name: 'city, zoom 10 grid', box: onGrid({ x_min: 71.2, y_min: 51, x_max: 71.7, y_max: 51.3 }, 10), zoom: 10 },
  { name: 'country, zoom 4', box: { x_min: 46, y_min: 40, x_max: 88, y_max: 56 }, zoom: 4 },
  { name: 'country, zoom 6', box: { x_min: 46, y_min: 40, x_max: 88, y_max: 56 }, zoom: 6 },
  { name: 'region, zoom 8', box: { x_min: 69, y_min: 49.5, x_max: 74, y_max: 52.5 }, zoom: 8 },
  { name: 'city, zoom 11', box: { x_min: 71.2, y_min: 51, x_max: 71.7, y_max: 51.3 }, zoom: 11 },
  { name: 'district, zoom 14', box: { x_min: 71.4, y_min: 51.14, x_max: 71.46, y_max: 51.18 }, zoom: 14 },
];
console.log('case                  | clusters | places in box | SQL grid ms | brute force ms');
for (const c of cases) {
  const result = await clusters(ctx, p, { ...c.box, zoom: c.zoom });
  const inBox = result.placeclusters.reduce((n, x) => n + x.count, 0);
  const sqlMs = await median(() => clusters(ctx, p, { ...c.box, zoom: c.zoom }));
  const bruteMs = await median(() => bruteForce(c.box, c.zoom));
  const cells = await bruteForce(c.box, c.zoom);
  if (cells !== result.placeclusters.length) throw new Error(`${c.name}: ${cells} cells by brute force, ${result.placeclusters.length} by SQL`);
  console.log(
    `${c.name.padEnd(21)} | ${String(result.placeclusters.length).padStart(8)} | ${String(inBox).padStart(13)} | ${sqlMs.toFixed(1).padStart(11)} | ${bruteMs.toFixed(1).padStart(14)}`,
  );
}
await database.db.deleteFrom('organizations').where('id', '=', org.id).execute();
await database.close();
