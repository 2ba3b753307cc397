import { describe, expect, it } from 'vitest';
import { client } from '../support/api';
import { backgroundLuminance, keepScreenshot } from '../support/artifacts';
import { journeys, signIn } from '../support/journey';
import { USERS } from '../support/users';

const journey = journeys();

/** Dark enough to be a dark scheme: the light scheme's grounds are above 0.8. */
const DARK = 0.05;
const MAIN_PAGES = [
  '/dashboard',
  '/cameras',
  '/live',
  '/events',
  '/places',
  '/map',
  '/lists',
  '/users',
  '/groups',
  '/auditlogs',
  '/licenses',
  '/videowalls',
  '/subscriptions',
  '/profile',
];

describe('the dark theme', () => {
  it('follows the system: every main page, a modal and the player are dark; the choice in the user menu is kept in the user settings', async () => {
    const j = await journey.start();
    const page = j.page;
    const { call, token } = client(j.server.url);
    await page.emulateMedia({ colorScheme: 'dark' });

    // Before sign-in the page already follows the system.
    await page.goto('/login');
    await page.getByLabel('Username').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await backgroundLuminance(page, 'body')).toBeLessThan(DARK);
    await keepScreenshot(page, 'dark-login');

    await signIn(page, USERS.administrator.username, USERS.administrator.password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    for (const path of MAIN_PAGES) {
      await page.goto(path);
      await page.locator('main h1, main h2').first().waitFor();
      await page.waitForTimeout(800);
      const body = await backgroundLuminance(page, 'body');
      const header = await backgroundLuminance(page, 'header');
      const main = await backgroundLuminance(page, 'main');
      expect(body, path).toBeLessThan(DARK);
      expect(header, path).toBeLessThan(DARK);
      expect(main, path).toBeLessThan(DARK);
      // Cards, tables and panels are on the dark surface too (the first one a page shows).
      const panels = 'main section, main table, main [role="region"], main [role="alert"]';
      if (await page.locator(panels).count()) expect(await backgroundLuminance(page, panels), path).toBeLessThan(DARK);
      await keepScreenshot(page, `dark${path.replace(/\//g, '-')}`);
    }

    // A modal over the cameras page.
    await page.goto('/cameras');
    await page.getByRole('button', { name: 'New camera' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await backgroundLuminance(page, '[role="dialog"]')).toBeLessThan(DARK);
    // Inputs inside it are dark, and their text light.
    const field = dialog.locator('input').first();
    expect(await backgroundLuminance(page, '[role="dialog"] input')).toBeLessThan(DARK);
    const textColour = await field.evaluate((el) => getComputedStyle(el).color);
    expect(textColour).not.toBe('rgb(15, 23, 42)');
    await keepScreenshot(page, 'dark-modal-camera-new');
    await page.keyboard.press('Escape');

    // The dashboard's charts: their grid and tick labels are drawn in the theme's colours.
    await page.goto('/dashboard');
    await page.waitForTimeout(1000);
    const ticks = page.locator('.recharts-cartesian-axis-tick-value').first();
    if (await ticks.count()) {
      const fill = await ticks.evaluate((el) => getComputedStyle(el).fill);
      expect(fill).not.toBe('rgb(102, 102, 102)');
    }
    await keepScreenshot(page, 'dark-dashboard-charts');

    // The map draws its dark style (the water of the dark basemap) without a choice of its own.
    await page.goto('/map');
    await page.locator('[data-testid="map-canvas"] canvas.maplibregl-canvas').waitFor();
    await page.getByRole('button', { name: 'Light map' }).waitFor();
    await page.waitForTimeout(1500);
    const mapGround = await page.locator('[data-testid="map-canvas"] canvas.maplibregl-canvas').evaluate((c: HTMLCanvasElement) => {
      const copy = document.createElement('canvas');
      copy.width = c.width;
      copy.height = c.height;
      const ctx = copy.getContext('2d');
      if (!ctx) return 1;
      ctx.drawImage(c, 0, 0);
      const d = ctx.getImageData(0, 0, c.width, c.height).data;
      let sum = 0;
      let n = 0;
      for (let i = 0; i < d.length; i += 4 * 101) {
        sum += ((d[i] ?? 0) + (d[i + 1] ?? 0) + (d[i + 2] ?? 0)) / 3;
        n++;
      }
      return sum / n / 255;
    });
    expect(mapGround).toBeLessThan(0.3);
    await keepScreenshot(page, 'dark-map');

    // The player is dark in both schemes.
    await page.goto('/player');
    await page.waitForTimeout(500);
    expect(await backgroundLuminance(page, '.palette-fixed')).toBeLessThan(DARK);
    await keepScreenshot(page, 'dark-player');

    // Light, chosen in the user menu: drawn at once, kept in the user's settings, and kept after a reload
    // although the system stays dark.
    await page.goto('/cameras');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await backgroundLuminance(page, 'main')).toBeGreaterThan(0.8);
    const admin = await token(USERS.administrator.username, USERS.administrator.password);
    await expect
      .poll(async () => (await call<{ settings: Record<string, { version: number; value: unknown }> }>('GET', '/users/me', { token: admin })).settings.theme)
      .toEqual({ version: 1, value: 'light' });
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('heading', { name: 'Cameras' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await keepScreenshot(page, 'light-cameras-chosen');

    // Another browser of the same user (nothing cached) takes the choice from the settings.
    const other = await j.browser.newContext({ baseURL: j.server.url, colorScheme: 'dark', viewport: { width: 1280, height: 800 } });
    const second = await other.newPage();
    await second.goto('/login');
    await signIn(second, USERS.administrator.username, USERS.administrator.password);
    await second.waitForURL((u) => !u.pathname.startsWith('/login'));
    await expect.poll(() => second.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await other.close();

    // Back to the system's scheme.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitemradio', { name: 'As the system' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(j.errors).toEqual([]);
  });
});
