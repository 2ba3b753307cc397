import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { client } from '../support/api';
import { keepScreenshot } from '../support/artifacts';
import { NARROW, WIDE } from '../support/browser';
import { journeys, signIn } from '../support/journey';
import { freePort, startMedia, type RunningMedia } from '../support/media';
import { ADMIN, USERS } from '../support/users';
import { CAMERA_LIMITS, capacitygroupFor, licenseOrganization } from '../support/eventWorld';

const journey = journeys();

async function waitFor<T>(what: string, fn: () => Promise<T | false | null | undefined>, ms: number): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn().catch(() => undefined);
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The video's playhead now and 2 s later. */
async function advance(video: Locator): Promise<number> {
  await expect.poll(() => video.getAttribute('data-status'), { timeout: 30_000 }).toBe('playing');
  const a = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await new Promise((r) => setTimeout(r, 2_000));
  return (await video.evaluate((v: HTMLVideoElement) => v.currentTime)) - a;
}

describe('the live view', () => {
  it('an operator of the demo group sees its cameras as live tiles that play, pages them, maximises one and opens the player', async () => {
    const j = await journey.start();
    const { call, token } = client(j.server.url);
    const root = await token(ADMIN.username, ADMIN.password);
    const admin = await token(USERS.administrator.username, USERS.administrator.password);
    const me = await call<{ organization_id: number }>('GET', '/users/me', { token: admin });
    await licenseOrganization(call, { root, admin }, me.organization_id, CAMERA_LIMITS);
    const cg = await capacitygroupFor(call, root, me.organization_id, 'Live pool');
    const [port, rtmpPort] = [await freePort(), await freePort()];
    const mediaUrl = `http://127.0.0.1:${port}`;
    const ss = await call<{ invitation: string }>('POST', '/streamservers', {
      token: root,
      json: { name: 'Media live', public_url: mediaUrl, internal_url: mediaUrl, capacitygroup_token: cg.token, capacity: 0 },
    });

    const page = j.page;
    // Before joining a group the operator sees no camera, and is told why.
    await page.goto('/login');
    await signIn(page, USERS.operator.username, USERS.operator.password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Live' }).click();
    await page.waitForURL('**/live');
    await page.getByText('No camera is visible to you.').waitFor();
    await page.getByText('Ask an administrator to add you to a group that has cameras.').waitFor();
    await keepScreenshot(page, 'live-empty');

    let media: RunningMedia | undefined;
    try {
      media = await startMedia({ apiUrl: j.server.url, invitation: ss.invitation, port, rtmpPort });
      // The demo group holds the operator, the recorded demo scene and five cameras without a stream.
      const group = await call<{ id: number }>('POST', '/groups', { token: admin, json: { name: 'Demo group' } });
      const op = await call<{ id: number }>('GET', '/users/me', { token: await token(USERS.operator.username, USERS.operator.password) });
      await call('POST', `/groups/${group.id}/members`, { token: admin, json: { user_ids: [op.id] } });
      const camera = await call<{ id: number }>('POST', '/cameras', {
        token: admin,
        json: {
          name: 'Demo scene',
          group_id: group.id,
          source: { body: { protocol: 'rtmp', host: '127.0.0.1', port: rtmpPort, path: '/live/demo', transport: 'tcp' } },
          capacitygroup_token: cg.token,
        },
      });
      for (let i = 1; i <= 5; i++) {
        await call('POST', '/cameras', {
          token: admin,
          json: {
            name: `Yard ${i}`,
            group_id: group.id,
            source: { body: { protocol: 'rtmp', host: '127.0.0.1', port: 1, path: `/live/yard${i}`, transport: 'tcp' } },
          },
        });
      }
      // A camera of no group of the operator's is not shown.
      await call('POST', '/cameras', {
        token: admin,
        json: { name: 'Elsewhere', source: { body: { protocol: 'rtmp', host: '127.0.0.1', port: 1, path: '/live/else', transport: 'tcp' } } },
      });
      await waitFor(
        'the camera on the stream server',
        async () => (await call<{ streamserver_id: number | null }>('GET', `/cameras/${camera.id}`, { token: admin })).streamserver_id,
        30_000,
      );

      await page.reload();
      const grid = page.getByTestId('live-grid');
      await grid.waitFor();
      // Four per page by default: the demo scene's tile plays.
      await expect.poll(() => grid.locator('[data-camera-id]').count()).toBe(4);
      const tile = page.locator(`[data-camera-id="${camera.id}"]`);
      await tile.getByTestId('tile-name').getByText('Demo scene').waitFor();
      await tile.getByText('Active').waitFor();
      const video = tile.getByLabel('Live view of Demo scene');
      expect(await advance(video)).toBeGreaterThan(1);
      await keepScreenshot(page, 'live-grid-4');
      // Only the tiles of the page exist, and only active cameras stream.
      expect(await page.locator('video').count()).toBe(1);
      expect(await page.getByText('Elsewhere').count()).toBe(0);

      // Pages: 6 cameras in 4 per page are 2 pages; Page Down shows the second.
      await page.getByText('Page 1 of 2').waitFor();
      await grid.locator('button').first().focus();
      await page.keyboard.press('PageDown');
      await page.getByText('Page 2 of 2').waitFor();
      await expect.poll(() => grid.locator('[data-camera-id]').count()).toBe(2);
      expect(await page.locator('video').count()).toBe(0);
      // Layouts 1, 9 and 16.
      await page.getByRole('button', { name: '9 cameras per page' }).click();
      await expect.poll(() => grid.locator('[data-camera-id]').count()).toBe(6);
      await page.getByRole('button', { name: '1 camera per page' }).click();
      await expect.poll(() => grid.locator('[data-camera-id]').count()).toBe(1);
      await page.getByRole('button', { name: '16 cameras per page' }).click();
      await expect.poll(() => grid.locator('[data-camera-id]').count()).toBe(6);

      // A click maximises the tile, Escape brings the grid back.
      await tile.getByRole('button', { name: 'Maximise Demo scene' }).click();
      await expect.poll(() => grid.locator('[data-camera-id]').count()).toBe(1);
      expect(await advance(tile.getByLabel('Live view of Demo scene'))).toBeGreaterThan(1);
      await keepScreenshot(page, 'live-maximised');
      await page.keyboard.press('Escape');
      await expect.poll(() => grid.locator('[data-camera-id]').count()).toBe(6);

      // Full screen: the grid covers the window; Escape leaves it.
      await page.getByRole('button', { name: 'Full screen' }).click();
      const region = page.getByRole('region', { name: 'Live' });
      await expect.poll(async () => (await region.boundingBox())?.width).toBeGreaterThanOrEqual(WIDE.width - 2);
      await keepScreenshot(page, 'live-fullscreen');
      // The overlay's own button (the toolbar's lies under it).
      await region.getByRole('button', { name: 'Leave full screen' }).click();
      await expect.poll(async () => (await region.boundingBox())?.width).toBeLessThan(WIDE.width - 2);

      // Narrow screens: the tiles fit the width.
      await page.setViewportSize(NARROW);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const narrowTile = await tile.boundingBox();
      expect(narrowTile?.width ?? 0).toBeLessThanOrEqual(NARROW.width);
      await keepScreenshot(page, 'live-narrow');
      await page.setViewportSize(WIDE);

      // A double click opens the player at the spec's route.
      await tile.getByRole('button', { name: 'Maximise Demo scene' }).dblclick();
      await page.waitForURL(`**/player/${camera.id}`);

      // The cameras page: the card shows the snapshot, and live video while hovered.
      await page.goto('/cameras');
      const card = page.getByRole('button', { name: 'Watch Demo scene' });
      await card.waitFor();
      await card.hover();
      expect(await advance(card.getByLabel('Live view of Demo scene'))).toBeGreaterThan(1);
      await keepScreenshot(page, 'cameras-hover-live');
      expect(j.errors).toEqual([]);
    } finally {
      await media?.stop();
    }
  });
});
