import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { focusIsVisible, seriousViolations } from '../support/a11y';
import { demoWithCamera, innerEvent, plateEvents, solidJpeg } from '../support/eventWorld';
import { journeys, signIn, type Journey } from '../support/journey';
import { USERS } from '../support/users';

const journey = journeys();

/** Demo with a camera in a place, plate events and a face event with its crop and scene, and a face list. */
async function seed(j: Journey) {
  const w = await demoWithCamera(j.server.url, 'Axe', ['lpr', 'fr']);
  const { call, admin, edge, camera } = w;
  const place = await call<{ id: number }>('POST', '/places', { token: admin, json: { name: 'Main gate', latitude: 51.17, longitude: 71.45 } });
  await call('PUT', `/cameras/${camera.id}`, { token: admin, json: { place_id: place.id } });
  const now = Date.now();
  const scene = await solidJpeg(640, 360, { r: 90, g: 120, b: 150 });
  const crop = await solidJpeg(80, 120, { r: 200, g: 170, b: 140 });
  const plates = plateEvents(camera.id, now, 8);
  const faceTs = new Date(now - 30_000).toISOString();
  const face = {
    event_id: randomUUID(),
    event_type: 'fr',
    ts: faceTs,
    stream_id: camera.id,
    snapshot_jpeg: crop,
    scene_jpeg: scene,
    event: innerEvent(faceTs, {
      detection: { rect: { x_min: 0.25, y_min: 0.2, x_max: 0.5, y_max: 0.8 }, confidence: 0.9 },
      attributes: { age: 34, gender: 'female' },
    }),
  };
  await call('POST', '/events/batch', { token: edge.credential, json: { events: [...plates, face] } });
  await call('POST', '/facelists', { token: admin, json: { name: 'Staff', priority: 'low' } });
  return { camera, faceId: face.event_id };
}

async function settle(page: Page, ms = 600) {
  await page.locator('main h1, main h2').first().waitFor();
  await page.waitForTimeout(ms);
}

/** Visits every page and main modal of the issue and returns axe's serious and critical findings. */
async function audit(j: Journey, scheme: 'light' | 'dark', cameraId: number): Promise<string[]> {
  const page = j.page;
  const found: string[] = [];
  const check = async (what: string) => found.push(...(await seriousViolations(page, `${scheme} ${what}`)));
  await page.emulateMedia({ colorScheme: scheme });

  await page.goto('/login');
  await page.getByLabel('Username').waitFor();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
  await check('sign-in');
  await signIn(page, USERS.administrator.username, USERS.administrator.password);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));

  for (const [what, path] of [
    ['dashboard', '/dashboard'],
    ['cameras', '/cameras'],
    ['lists', '/lists'],
    ['map', '/map'],
    ['live', '/live'],
  ] as const) {
    await page.goto(path);
    await settle(page, 1000);
    await check(what);
  }

  await page.goto('/events');
  await page.getByRole('feed').locator('article[data-event-id]').first().waitFor();
  await page.waitForTimeout(500);
  await check('events (list)');
  await page.getByRole('button', { name: 'Grid' }).click();
  await page.getByRole('feed').locator('article[data-event-id]').first().waitFor();
  // The view switch's colours change with a transition: read them when it has ended.
  await page.waitForTimeout(500);
  await check('events (grid)');
  await page.getByRole('feed').locator('article[data-event-id]').first().focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('event-detail').waitFor();
  await page.waitForTimeout(800);
  await check('event detail modal');
  await page.keyboard.press('Escape');
  await page.getByTestId('event-detail').waitFor({ state: 'detached' });

  await page.goto('/cameras');
  await settle(page);
  await page.getByRole('button', { name: 'Settings of Axe camera' }).click();
  await page.getByRole('dialog', { name: 'Camera settings: Axe camera' }).waitFor();
  await page.waitForTimeout(500);
  await check('camera settings modal');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'New camera' }).click();
  await page.getByRole('dialog', { name: 'New camera' }).waitFor();
  await check('new camera modal');
  await page.keyboard.press('Escape');

  await page.goto('/lists');
  await settle(page);
  await page.getByRole('button', { name: 'New face list' }).click();
  await page.getByRole('dialog', { name: 'New face list' }).waitFor();
  await check('new face list modal');
  await page.keyboard.press('Escape');

  await page.goto(`/player/${cameraId}`);
  await page.getByTestId('timeline').waitFor();
  await page.waitForTimeout(1000);
  await check('player');

  // Signed out for the next scheme.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  return found;
}

/** Presses Tab until `done` holds for the focused element, at most `max` times; each focus stop must be visible. */
async function tabUntil(page: Page, done: () => Promise<boolean>, max = 60): Promise<string[]> {
  const invisible: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focusIsVisible(page);
    if (!f.visible && f.element !== 'body') invisible.push(f.element);
    if (await done()) return invisible;
  }
  throw new Error('Tab never reached the element');
}

describe('accessibility', () => {
  it('sign-in, dashboard, cameras, lists, map, live, events, the player and the main modals have no serious or critical axe violation (WCAG 2 A/AA), light and dark', async () => {
    const j = await journey.start();
    const { camera } = await seed(j);
    const found = [...(await audit(j, 'light', camera.id)), ...(await audit(j, 'dark', camera.id))];
    expect(found, found.join('\n')).toEqual([]);
    expect(j.errors).toEqual([]);
  }, 400_000);

  it('works from the keyboard with a visible focus: the events grid, a modal that keeps the focus and closes on Escape, and the player', async () => {
    const j = await journey.start();
    const { camera } = await seed(j);
    const page = j.page;
    await page.goto('/login');
    await signIn(page, USERS.administrator.username, USERS.administrator.password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const invisible: string[] = [];

    // Tab reaches the events grid; Enter on an event opens it.
    await page.goto('/events?view=grid');
    const feed = page.getByRole('feed');
    await feed.locator('article[data-event-id]').first().waitFor();
    invisible.push(...(await tabUntil(page, () => page.evaluate(() => !!document.activeElement?.closest('[role="feed"] article[data-event-id]')))));
    const focused = await page.evaluate(() => document.activeElement?.closest('article[data-event-id]')?.getAttribute('data-event-id'));
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('event-detail');
    await detail.waitFor();
    expect(await detail.getAttribute('data-event-id')).toBe(focused);

    // The modal keeps the focus inside while Tab goes round, and Escape closes it.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')), `Tab ${i + 1}`).toBe(true);
      const f = await focusIsVisible(page);
      if (!f.visible) invisible.push(`event detail: ${f.element}`);
    }
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    // The player: Tab reaches its time controls and the timeline, each with a visible focus.
    await page.goto(`/player/${camera.id}`);
    await page.getByTestId('timeline').waitFor();
    const isFocused = (name: string) => page.evaluate((n) => document.activeElement?.getAttribute('aria-label') === n, name);
    invisible.push(...(await tabUntil(page, () => isFocused('Earlier'))));
    invisible.push(...(await tabUntil(page, () => isFocused('Zoom out'), 10)));
    invisible.push(...(await tabUntil(page, () => page.evaluate(() => document.activeElement?.getAttribute('role') === 'slider'), 20)));
    expect(invisible).toEqual([]);
    expect(j.errors).toEqual([]);
  }, 300_000);
});
