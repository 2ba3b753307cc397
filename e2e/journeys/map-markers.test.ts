import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from '../support/artifacts';
import { demoWithCamera } from '../support/eventWorld';
import { journeys, signIn } from '../support/journey';
import { USERS } from '../support/users';

const journey = journeys();

const mercX = (lon: number) => (lon + 180) / 360;
const mercY = (lat: number) => 0.5 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 180 / 2)) / (2 * Math.PI);
/** The map opens on the configured default place (Astana) at zoom 5: 512·2^5 px per world width. */
const CENTRE = { lng: 71.4491, lat: 51.1694 };
const WORLD_PX = 512 * 2 ** 5;

describe('the map', () => {
  it('draws each place at its coordinates, clusters near places, and shows camera counts and the latest event', async () => {
    const j = await journey.start();
    const w = await demoWithCamera(j.server.url, 'Map');
    const { call, admin } = w;
    const place = (name: string, longitude: number, latitude: number) =>
      call<{ id: number }>('POST', '/places', { token: admin, json: { name, latitude, longitude } });
    const singles = {
      karaganda: { lng: 73.1, lat: 49.8 },
      kokshetau: { lng: 69.39, lat: 53.28 },
      pavlodar: { lng: 76.95, lat: 52.29 },
    };
    const ids: Record<string, number> = {};
    for (const [name, p] of Object.entries(singles)) ids[name] = (await place(name, p.lng, p.lat)).id;
    // Two places a few kilometres apart in Astana: one cluster at this zoom.
    await place('Astana north', 71.45, 51.17);
    await place('Astana south', 71.43, 51.13);
    // The camera stands in Karaganda and reports plate events there.
    await call('PUT', `/cameras/${w.camera.id}`, { token: admin, json: { place_id: ids.karaganda } });
    const ts = new Date(Date.now() - 60_000).toISOString();
    const newest = new Date().toISOString();
    for (const t of [ts, newest]) {
      await call('POST', '/events/batch', {
        token: w.edge.credential,
        json: {
          events: [
            {
              event_id: randomUUID(),
              event_type: 'lpr',
              ts: t,
              stream_id: w.camera.id,
              number: 'A123BC77',
              region: 'ru',
              event: { reason: 'any', label: null, detection: null, trajectory: [], roi: null, line: null, attributes: {}, ts: t },
            },
          ],
        },
      });
    }

    const page = j.page;
    await page.goto('/login');
    await signIn(page, USERS.administrator.username, USERS.administrator.password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/map');
    const canvas = page.locator('[data-testid="map-canvas"] canvas.maplibregl-canvas');
    await canvas.waitFor();
    for (const id of Object.values(ids)) await page.locator(`[data-place-id="${id}"]`).waitFor();
    await page.waitForTimeout(500);
    const box = await page.getByTestId('map-canvas').boundingBox();
    if (!box) throw new Error('no map');
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const at = (lng: number, lat: number) => ({ x: cx + (mercX(lng) - mercX(CENTRE.lng)) * WORLD_PX, y: cy + (mercY(lat) - mercY(CENTRE.lat)) * WORLD_PX });
    const centreOf = async (selector: string) => {
      const b = await page.locator(selector).boundingBox();
      if (!b) throw new Error(`${selector} not drawn`);
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };

    // Every single place's marker sits on its projected coordinates (within 2 px).
    for (const [name, p] of Object.entries(singles)) {
      const want = at(p.lng, p.lat);
      const got = await centreOf(`[data-place-id="${ids[name]}"]`);
      expect(Math.abs(got.x - want.x), `${name} x`).toBeLessThan(2);
      expect(Math.abs(got.y - want.y), `${name} y`).toBeLessThan(2);
    }
    // The two Astana places are one cluster of 2 at their mean position.
    const cluster = page.locator('[data-cluster="2"]');
    await cluster.waitFor();
    const want = at((71.45 + 71.43) / 2, (51.17 + 51.13) / 2);
    const got = await centreOf('[data-cluster="2"]');
    expect(Math.abs(got.x - want.x)).toBeLessThan(2);
    expect(Math.abs(got.y - want.y)).toBeLessThan(2);

    // Karaganda carries its camera count and its latest event; the others have no event.
    const karaganda = page.locator(`[data-place-id="${ids.karaganda}"]`);
    // The badges sit beside the marker's button, in its map marker.
    const badges = (place: string) => page.locator('.maplibregl-marker', { has: page.locator(`[data-place-id="${place}"]`) });
    await expect.poll(() => badges(String(ids.karaganda)).locator('[data-badge="cameras"]').textContent()).toBe('1');
    await expect.poll(() => badges(String(ids.karaganda)).locator('[data-badge="event"]').count()).toBe(1);
    const label = await karaganda.getAttribute('aria-label');
    expect(label).toContain('karaganda: 1 camera');
    expect(label).toContain('Latest event: Plates at Map camera');
    expect(await badges(String(ids.kokshetau)).locator('[data-badge="cameras"]').textContent()).toBe('0');
    expect(await badges(String(ids.kokshetau)).locator('[data-badge="event"]').count()).toBe(0);
    // No marker lies outside the map's box (the old event dots ran off it in a row).
    const all = await page
      .locator('.maplibregl-marker')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 })));
    expect(all.length).toBe(4);
    for (const p of all) {
      expect(p.x).toBeGreaterThanOrEqual(box.x);
      expect(p.x).toBeLessThanOrEqual(box.x + box.width);
    }
    await keepScreenshot(page, 'map-markers');

    // Keyboard: a marker is a button; Enter opens the place's panel.
    await karaganda.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('complementary', { name: 'Selected place' }).getByRole('heading', { name: 'karaganda' }).waitFor();

    // The live view shows the camera's latest event on its tile.
    await page.goto('/live');
    const tile = page.locator(`[data-camera-id="${w.camera.id}"]`);
    await tile.waitFor();
    await expect.poll(() => tile.getByTestId('tile-event').textContent()).toContain('Plates');
    expect(j.errors).toEqual([]);
  });
});
