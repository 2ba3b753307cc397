import { describe, expect, it } from 'vitest';
import { client } from '../support/api';
import { screenshots } from '../support/browser';
import { journeys, signIn } from '../support/journey';
import { floorPlanPng } from '../support/png';
import { ADMIN, USERS } from '../support/users';

const journey = journeys();

describe('places', () => {
  it('an administrator creates a place with a plan, puts a camera on it, finds it on the offline map and drags the camera to where it hangs', async () => {
    const j = await journey.start();
    const { call, token } = client(j.server.url);
    const root = await token(ADMIN.username, ADMIN.password);
    const admin = await token(USERS.administrator.username, USERS.administrator.password);
    const me = await call<{ organization_id: number }>('GET', '/users/me', { token: admin });
    const cg = await call<{ token: string }>('POST', '/capacitygroups', {
      token: root,
      json: { name: 'Places pool', capacity: 10, organization_ids: [me.organization_id] },
    });
    const camera = await call<{ id: number }>('POST', '/cameras', {
      token: admin,
      json: {
        name: 'Hall camera',
        source: { body: { protocol: 'rtsp', host: '10.0.0.7', port: 554, path: '/live', transport: 'tcp' } },
        capacitygroup_token: cg.token,
      },
    });

    // The administrator creates a place in Astana from the places page.
    const page = j.page;
    await page.goto('/login');
    await signIn(page, USERS.administrator.username, USERS.administrator.password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/places');
    await page.getByText('No places yet.').waitFor();
    await page.getByRole('button', { name: 'New place' }).click();
    const dialog = page.getByRole('dialog', { name: 'New place' });
    await dialog.getByLabel('Name', { exact: true }).fill('Head office');
    await dialog.getByLabel('Latitude').fill('51.128');
    await dialog.getByLabel('Longitude').fill('71.430');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/places\/\d+$/);
    const placeId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name: /Head office/ }).waitFor();
    await page.getByText('No plans yet: upload a floor or site image.').waitFor();

    // A floor plan is uploaded and the camera put on it.
    await page.getByLabel('Plan name').fill('Ground floor');
    await page.getByLabel('Image (PNG, JPEG or WebP)').setInputFiles({ name: 'ground-floor.png', mimeType: 'image/png', buffer: floorPlanPng() });
    await page.getByRole('button', { name: 'Upload a plan' }).click();
    await page.getByRole('img', { name: 'Plan Ground floor' }).waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="plan-board"] img');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    await page.getByText('No cameras on this plan yet.').waitFor();
    await page.getByLabel('Camera to put on the plan').selectOption({ label: 'Hall camera' });
    await page.getByRole('button', { name: 'Put on the plan' }).click();
    const marker = page.locator(`[data-camera-id="${camera.id}"]`);
    await marker.waitFor();
    let stored = await call<{ place_id: number | null; plan_id: number | null; plan_x: number | null; plan_y: number | null }>('GET', `/cameras/${camera.id}`, {
      token: admin,
    });
    expect(stored.place_id).toBe(placeId);
    expect(stored.plan_id).not.toBeNull();

    // The map opens centred on the place, drawn from the bundled basemap (no style URL configured).
    await page.getByRole('link', { name: 'On the map' }).click();
    await page.waitForURL('**/map**');
    const canvas = page.locator('[data-testid="map-canvas"] canvas.maplibregl-canvas');
    await canvas.waitFor();
    await page.locator(`[data-place-id="${placeId}"]`).waitFor();
    await page.getByRole('complementary', { name: 'Selected place' }).getByRole('heading', { name: 'Head office' }).waitFor();
    // Zoomed out, the country shows land, borders and water: the canvas holds several colours. The
    // button turns disabled at the map's least zoom, which a flight to the place interrupted by the
    // first click can reach in fewer than ten: a click that cannot be made there ends the zooming.
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 10; i++) {
      const clicked = await zoomOut.click({ timeout: 3_000 }).then(
        () => true,
        () => false,
      );
      if (!clicked) break;
      await page.waitForTimeout(350);
    }
    await page.waitForTimeout(1500);
    const colours = await canvas.evaluate((c: HTMLCanvasElement) => {
      const copy = document.createElement('canvas');
      copy.width = c.width;
      copy.height = c.height;
      const ctx = copy.getContext('2d');
      if (!ctx) return { distinct: 0, nonBlank: 0 };
      ctx.drawImage(c, 0, 0);
      const data = ctx.getImageData(0, 0, c.width, c.height).data;
      const seen = new Set<number>();
      let nonBlank = 0;
      for (let i = 0; i < data.length; i += 4 * 97) {
        const r = data[i] ?? 0;
        const g = data[i + 1] ?? 0;
        const b = data[i + 2] ?? 0;
        const a = data[i + 3] ?? 0;
        if (a > 0 && !(r === 255 && g === 255 && b === 255) && !(r === 0 && g === 0 && b === 0)) nonBlank++;
        seen.add((r << 16) | (g << 8) | b);
      }
      return { distinct: seen.size, nonBlank };
    });
    expect(colours.nonBlank).toBeGreaterThan(100);
    expect(colours.distinct).toBeGreaterThanOrEqual(2);
    await screenshots(page, 'map-offline');

    // The light/dark switch redraws the basemap in the other palette.
    await page.getByRole('button', { name: 'Dark map' }).click();
    await page.getByRole('button', { name: 'Light map' }).waitFor();

    // Back on the place page the camera is dragged to the far room; the position is saved.
    await page.goto(`/places/${placeId}`);
    await marker.waitFor();
    const board = await page.getByRole('img', { name: 'Plan Ground floor' }).boundingBox();
    const from = await marker.boundingBox();
    if (!board || !from) throw new Error('plan or camera not drawn');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    const to = { x: board.x + board.width * 0.75, y: board.y + board.height * 0.7 };
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    await expect
      .poll(async () => (await call<{ plan_x: number | null }>('GET', `/cameras/${camera.id}`, { token: admin })).plan_x, { timeout: 10_000 })
      .toBeCloseTo(0.75, 1);
    stored = await call('GET', `/cameras/${camera.id}`, { token: admin });
    expect(stored.plan_x).toBeCloseTo(0.75, 1);
    expect(stored.plan_y).toBeCloseTo(0.7, 1);

    // After a reload the camera is drawn where it was left; the arrow keys move it as well.
    await page.reload();
    await marker.waitFor();
    expect(await marker.evaluate((el: HTMLElement) => el.style.left)).toBe(`${(stored.plan_x ?? 0) * 100}%`);
    await marker.focus();
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(async () => (await call<{ plan_x: number | null }>('GET', `/cameras/${camera.id}`, { token: admin })).plan_x, { timeout: 10_000 })
      .toBeCloseTo((stored.plan_x ?? 0) - 0.01, 3);
    await screenshots(page, 'place-plan');

    // A click on the camera opens its mini-player.
    await marker.click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');

    expect(j.errors).toEqual([]);
  });
});
