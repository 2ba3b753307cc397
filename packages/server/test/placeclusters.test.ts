import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellsPerSide, latitudeOf, longitudeOf, mercX, mercY } from '../src/modules/placeclusters/grid';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { customer, type AnyBody } from './support/video';

interface P {
  id: number;
  latitude: number;
  longitude: number;
}

/** The reference: every place tested against the box one by one, grouped by its grid cell in JS. */
function bruteForce(places: P[], box: { x_min: number; y_min: number; x_max: number; y_max: number }, zoom: number) {
  const n = cellsPerSide(zoom);
  const cells = new Map<string, P[]>();
  for (const p of places) {
    const inLon = box.x_min <= box.x_max ? p.longitude >= box.x_min && p.longitude <= box.x_max : p.longitude >= box.x_min || p.longitude <= box.x_max;
    if (!inLon || p.latitude < box.y_min || p.latitude > box.y_max) continue;
    const key = `${Math.floor(mercX(p.longitude) * n)}:${Math.floor(mercY(p.latitude) * n)}`;
    cells.set(key, [...(cells.get(key) ?? []), p]);
  }
  return [...cells.values()].map((ps) => ({
    count: ps.length,
    latitude: ps.reduce((a, p) => a + p.latitude, 0) / ps.length,
    longitude: ps.reduce((a, p) => a + p.longitude, 0) / ps.length,
    place_id: ps.length === 1 ? (ps[0] as P).id : null,
  }));
}

const sortKey = (c: { latitude: number; longitude: number; count: number }) => `${c.count}:${c.latitude.toFixed(6)}:${c.longitude.toFixed(6)}`;

describe.each(ENGINES)('place clusters on %s', (engine) => {
  let s: TestServer;
  let org: { id: number; token: string };
  const places: P[] = [];

  beforeAll(async () => {
    s = await startServer(engine);
    const su = await s.token(ADMIN.username, ADMIN.password);
    org = await customer(s, su, 'Mapco');
    // 1,500 places: a dense city, a sparse country, a few across the antimeridian, and duplicates.
    let seed = 42;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const rows: { organization_id: number; name: string; latitude: number; longitude: number }[] = [];
    for (let i = 0; i < 800; i++) rows.push({ organization_id: org.id, name: `City ${i}`, latitude: 51.1 + rnd() * 0.2, longitude: 71.3 + rnd() * 0.3 });
    for (let i = 0; i < 600; i++) rows.push({ organization_id: org.id, name: `Country ${i}`, latitude: 41 + rnd() * 14, longitude: 47 + rnd() * 40 });
    for (let i = 0; i < 90; i++)
      rows.push({ organization_id: org.id, name: `Pacific ${i}`, latitude: -20 + rnd() * 10, longitude: i % 2 ? 175 + rnd() * 5 : -180 + rnd() * 5 });
    for (let i = 0; i < 10; i++) rows.push({ organization_id: org.id, name: `Same ${i}`, latitude: 43.25, longitude: 76.95 });
    const inserted = await s.ctx.db.insertInto('places').values(rows).returning(['id', 'latitude', 'longitude']).execute();
    places.push(...inserted);
    // Another organisation's places never show.
    const other = await customer(s, su, 'Othermap');
    await s.ctx.db.insertInto('places').values({ organization_id: other.id, name: 'Foreign', latitude: 51.15, longitude: 71.4 }).execute();
  });
  afterAll(async () => s?.close());

  const boxes = [
    { x_min: -180, y_min: -85, x_max: 180, y_max: 85 },
    { x_min: 46, y_min: 40, x_max: 88, y_max: 56 },
    { x_min: 71.3, y_min: 51.1, x_max: 71.6, y_max: 51.3 },
    { x_min: 71.4, y_min: 51.15, x_max: 71.45, y_max: 51.2 },
    { x_min: 170, y_min: -25, x_max: -170, y_max: -5 },
    // On the zoom-4 grid (and so on every finer one), as the console asks: all precomputed cells.
    { x_min: longitudeOf(24 / 64), y_min: latitudeOf(25 / 64), x_max: longitudeOf(32 / 64), y_max: latitudeOf(20 / 64) },
  ];

  it('at several zooms and boxes the clusters equal the brute-force reference', async () => {
    let compared = 0;
    for (const box of boxes) {
      for (const zoom of [0, 3, 6, 9, 12, 15]) {
        const q = new URLSearchParams({ ...Object.fromEntries(Object.entries(box).map(([k, v]) => [k, String(v)])), zoom: String(zoom) });
        const r = await s.request<AnyBody>('GET', `/api/v1/placeclusters?${q}`, { token: org.token });
        if (r.status === 422) {
          expect(r.body.detail).toHaveProperty('zoom');
          continue;
        }
        expect(r.status).toBe(200);
        const got = (r.body.placeclusters as ReturnType<typeof bruteForce>).sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
        const want = bruteForce(places, box, zoom).sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
        expect(got.length, `box ${JSON.stringify(box)} zoom ${zoom}`).toBe(want.length);
        got.forEach((c, i) => {
          const w = want[i] as (typeof want)[number];
          expect(c.count).toBe(w.count);
          expect(c.place_id).toBe(w.place_id);
          expect(c.latitude).toBeCloseTo(w.latitude, 9);
          expect(c.longitude).toBeCloseTo(w.longitude, 9);
        });
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('zoom 0 over the world sums to every place; duplicates stay one cluster at any zoom; bad boxes are refused', async () => {
    const world = await s.request<AnyBody>('GET', '/api/v1/placeclusters?x_min=-180&y_min=-90&x_max=180&y_max=90&zoom=0', { token: org.token });
    expect((world.body.placeclusters as AnyBody[]).reduce((n, c) => n + c.count, 0)).toBe(places.length);
    const same = await s.request<AnyBody>('GET', '/api/v1/placeclusters?x_min=76.9&y_min=43.2&x_max=77&y_max=43.3&zoom=14', { token: org.token });
    expect(same.body.placeclusters).toEqual([{ latitude: expect.closeTo(43.25, 9), longitude: expect.closeTo(76.95, 9), count: 10, place_id: null }]);
    expect((await s.request('GET', '/api/v1/placeclusters?x_min=0&y_min=10&x_max=1&y_max=5', { token: org.token })).status).toBe(422);
    expect((await s.request('GET', '/api/v1/placeclusters?x_min=0&y_min=0&x_max=1', { token: org.token })).status).toBe(422);
    expect((await s.request('GET', '/api/v1/placeclusters?x_min=-180&y_min=-85&x_max=180&y_max=85&zoom=20', { token: org.token })).body.detail).toHaveProperty(
      'zoom',
    );
  });

  /** Compares the answer for every box at zooms 0..12 (the precomputed cells and the direct grouping) with the reference. */
  async function matchesReference(token: string, reference: P[]) {
    let compared = 0;
    for (const box of boxes) {
      for (const zoom of [0, 2, 4, 5, 7, 8, 10, 12]) {
        const q = new URLSearchParams({ ...Object.fromEntries(Object.entries(box).map(([k, v]) => [k, String(v)])), zoom: String(zoom) });
        const r = await s.request<AnyBody>('GET', `/api/v1/placeclusters?${q}`, { token });
        if (r.status === 422) continue;
        expect(r.status).toBe(200);
        const got = (r.body.placeclusters as ReturnType<typeof bruteForce>).sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
        const want = bruteForce(reference, box, zoom).sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
        expect(
          got.map((c) => [c.count, c.place_id]),
          `box ${JSON.stringify(box)} zoom ${zoom}`,
        ).toEqual(want.map((c) => [c.count, c.place_id]));
        got.forEach((c, i) => {
          expect(c.latitude).toBeCloseTo((want[i] as (typeof want)[number]).latitude, 9);
          expect(c.longitude).toBeCloseTo((want[i] as (typeof want)[number]).longitude, 9);
        });
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(20);
  }

  it('the precomputed cells follow inserts, moves, group changes and deletes, and respect group scope', async () => {
    const cells = await s.ctx.db
      .selectFrom('place_cells')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('organization_id', '=', org.id)
      .executeTakeFirstOrThrow();
    expect(Number(cells.n)).toBeGreaterThan(0);
    // Move a tenth of the places (one statement), delete some, put some in a group.
    const moved = places.filter((p, i) => i % 10 === 3 && p.longitude < 170 && p.longitude > -170).map((p) => p.id);
    await s.ctx.db
      .updateTable('places')
      .set((e) => ({ latitude: e('latitude', '-', 0.37), longitude: e('longitude', '+', 0.21) }))
      .where('id', 'in', moved)
      .execute();
    const deleted = places.filter((_, i) => i % 17 === 5).map((p) => p.id);
    await s.ctx.db.deleteFrom('places').where('id', 'in', deleted).execute();
    const now = await s.ctx.db.selectFrom('places').select(['id', 'latitude', 'longitude']).where('organization_id', '=', org.id).execute();
    await matchesReference(org.token, now);

    // An operator of one group sees the clusters of that group's places only.
    const group = await s.request<AnyBody>('POST', '/api/v1/groups', { token: org.token, json: { name: 'Map crew' } });
    expect(group.status).toBe(200);
    const grouped = now.filter((_, i) => i % 3 === 0).map((p) => p.id);
    await s.ctx.db
      .updateTable('places')
      .set({ group_id: group.body.id as number })
      .where('id', 'in', grouped)
      .execute();
    const op = await s.request<AnyBody>('POST', '/api/v1/users', {
      token: org.token,
      json: { email: 'mapop@example.com', password: 'map-operator-1', role_id: 3, group_ids: [group.body.id] },
    });
    expect(op.status).toBe(200);
    const opToken = await s.token('mapop@example.com', 'map-operator-1');
    await matchesReference(
      opToken,
      now.filter((p) => grouped.includes(p.id)),
    );
    await matchesReference(org.token, now);
  });
});
