import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { client } from '../support/api';
import { WIDE } from '../support/browser';
import { journeys, signIn } from '../support/journey';
import { freePort, startMedia, type RunningMedia } from '../support/media';
import { REPO_ROOT, SCREENSHOT_DIR } from '../support/paths';
import { ADMIN, USERS } from '../support/users';
import { capacitygroupFor, licenseOrganization } from '../support/eventWorld';

const journey = journeys();
const GUIDE = join(REPO_ROOT, 'packages', 'server', 'guide');

/**
 * The guide's screenshots are made here, on a fresh installation: always under test-results/guide/, and into the
 * guide itself with ARGUS_GUIDE_SCREENSHOTS=write (run after the console changes, then commit the pictures).
 */
const OUT = process.env.ARGUS_GUIDE_SCREENSHOTS === 'write' ? join(GUIDE, 'img') : join(SCREENSHOT_DIR, '..', 'guide');

async function shot(page: Page, name: string, made: Set<string>): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  await page.setViewportSize(WIDE);
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(OUT, `${name}.jpg`), type: 'jpeg', quality: 70 });
  made.add(`${name}.jpg`);
}

/** Every picture the guide's pages name, in every language. */
function picturesNamed(): Set<string> {
  const names = new Set<string>();
  for (const lang of ['en', 'ru', 'kk']) {
    for (const file of readdirSync(join(GUIDE, lang))) {
      for (const m of readFileSync(join(GUIDE, lang, file), 'utf8').matchAll(/!\[[^\]]*\]\(\.\.\/img\/([^)]+)\)/g)) names.add(m[1]!);
    }
  }
  return names;
}

/** A plate crop as a camera would send it: dark characters on a white plate. */
function plateJpeg(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60"><rect width="240" height="60" rx="6" fill="#f4f4f4" stroke="#222" stroke-width="4"/><text x="120" y="42" font-family="sans-serif" font-size="32" font-weight="700" text-anchor="middle" fill="#111">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

describe('user guide', () => {
  it("the Documentation link opens the guide in a new tab in the browser's language; the guide shows the screens as they are", async () => {
    const j = await journey.start();
    const { call, token } = client(j.server.url);
    const root = await token(ADMIN.username, ADMIN.password);
    const admin = await token(USERS.administrator.username, USERS.administrator.password);
    const me = await call<{ organization_id: number }>('GET', '/users/me', { token: admin });
    const made = new Set<string>();

    // A licensed organisation with a real stream server and edge, a recorded camera and events of it.
    await licenseOrganization(call, { root, admin }, me.organization_id, { cameras: 10, fr: 10, lpr: 10, sa: 10, tp: 10, ao: 10, faces: 100, plates: 100 });
    const cg = await capacitygroupFor(call, root, me.organization_id, 'Campus');
    const edge = await call<{ invitation: string }>('POST', '/edges', {
      token: root,
      json: { name: 'Edge North', serial_number: 'N-1', capacitygroup_token: cg.token },
    });
    const reg = await call<{ id: number; credential: string }>('POST', '/edges/register', {
      json: { invitation: edge.invitation, hostname: 'edge-north', cap: 10, version: '1.0.0' },
    });
    const info = {
      os: 'linux',
      arch: 'x64',
      cpu: { model: 'x86-64', cores: 8, load: 0.4 },
      mem: { total: 16e9, used: 5e9 },
      disk: { total: 5e11, used: 1e11 },
      net: { rx: 1e6, tx: 2e5 },
      temp: 48,
      machine_uptime: 86_400,
    };
    await call('PUT', `/edges/${reg.id}/status`, { token: reg.credential, json: { hostname: 'edge-north', cap: 10, util: 0.35, uptime: 3600, info } });
    const [port, rtmpPort] = [await freePort(), await freePort()];
    const mediaUrl = `http://127.0.0.1:${port}`;
    const ss = await call<{ invitation: string }>('POST', '/streamservers', {
      token: root,
      json: { name: 'Media North', public_url: mediaUrl, internal_url: mediaUrl, capacitygroup_token: cg.token, capacity: 0 },
    });
    let media: RunningMedia | undefined;
    try {
      media = await startMedia({ apiUrl: j.server.url, invitation: ss.invitation, port, rtmpPort });
      const camera = await call<{ id: number }>('POST', '/cameras', {
        token: admin,
        json: {
          name: 'Main entrance',
          source: { body: { protocol: 'rtmp', host: '127.0.0.1', port: rtmpPort, path: '/live/demo', transport: 'tcp' } },
          video_modules: ['tp'],
          capacitygroup_token: cg.token,
        },
      });
      await call('POST', '/cameras', {
        token: admin,
        json: {
          name: 'Car park gate',
          source: { body: { protocol: 'hikvision', host: '10.0.0.7', port: 80, username: 'admin', password: 'camera-pass', event_type: 'lpr' } },
          video_modules: ['lpr'],
          capacitygroup_token: cg.token,
        },
      });
      const plates = await call<{ id: number }>('POST', '/platelists', {
        token: admin,
        json: { name: 'Wanted vehicles', description: 'Reported by the city police', priority: 'high' },
      });
      for (const number of ['A123BC77', 'K777OP199'])
        await call('POST', '/plates', { token: admin, json: { number, platelist_id: plates.id, owner_full_name: 'Unknown' } });
      await call('POST', '/facelists', { token: admin, json: { name: 'Staff', description: 'Everyone with a badge', priority: 'low' } });

      const now = Date.now();
      const events = await Promise.all(
        ['A123BC77', 'M456KX77', 'K777OP199', 'B902TT50', 'E310AM77', 'O555OO99'].map(async (number, i) => {
          const ts = new Date(now - (i + 1) * 47_000).toISOString();
          return {
            event_id: randomUUID(),
            event_type: 'lpr',
            ts,
            stream_id: camera.id,
            number,
            region: 'ru',
            snapshot_jpeg: (await plateJpeg(number)).toString('base64'),
            event: {
              reason: 'any',
              label: null,
              detection: null,
              trajectory: [],
              roi: null,
              line: null,
              attributes: { color: 'white', speed: 20 + i * 7 },
              ts,
            },
          };
        }),
      );
      await call('POST', '/events/batch', { token: reg.credential, json: { events } });

      const page = j.page;
      await page.goto('/login');
      await signIn(page, USERS.administrator.username, USERS.administrator.password);
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));

      // The sidebar's Documentation link opens the guide in a new tab.
      const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Documentation' }).click()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe('/docs/en/');
      await tab.getByRole('heading', { name: 'User guide', level: 1 }).waitFor();
      await tab.getByRole('link', { name: 'Events' }).click();
      await tab.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
      await tab.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'ru' }).click();
      await tab.getByRole('heading', { name: 'События', level: 1 }).waitFor();
      await shot(tab, 'guide-page', made);
      await tab.close();

      await page.goto('/cameras');
      await page.getByText('Main entrance').first().waitFor();
      await page.getByText('Car park gate').first().waitFor();
      await shot(page, 'cameras', made);

      await page.goto('/events?view=grid');
      await page.getByText('A 123 BC 77').first().waitFor();
      await shot(page, 'events', made);
      await page.getByRole('tab', { name: 'Search' }).click();
      await page.getByLabel('Plate number').fill('777');
      await page.getByText('K 777 OP 199').first().waitFor();
      await shot(page, 'search', made);

      await page.goto('/lists');
      await page.getByText('Wanted vehicles').first().waitFor();
      await shot(page, 'lists', made);

      await page.goto(`/player/${camera.id}`);
      const live = page.getByLabel('Live view of Main entrance');
      await expect.poll(() => live.getAttribute('data-status'), { timeout: 60_000 }).toBe('playing');
      await page.waitForTimeout(1500);
      await shot(page, 'player', made);

      await page.goto('/videowalls');
      await page.getByRole('button', { name: 'New video wall' }).click();
      const newWall = page.getByRole('dialog', { name: 'New video wall' });
      await newWall.getByLabel('Name').fill('Lobby');
      await newWall.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL(/\/videowalls\/\d+$/);
      for (const n of [1, 2, 3, 4]) await page.getByLabel(`Camera for cell ${n}`).selectOption(String(camera.id));
      await expect.poll(() => page.getByLabel('Live view of Main entrance').count(), { timeout: 20_000 }).toBe(4);
      await page.waitForTimeout(2500);
      await shot(page, 'videowall', made);

      await page.goto('/users');
      await page.getByText('Petrova').first().waitFor();
      await shot(page, 'users', made);

      await page.goto('/licenses');
      await page.getByText('Active').first().waitFor();
      await shot(page, 'licenses', made);

      await page.goto('/subscriptions/new');
      await page.getByRole('heading', { name: 'New subscription' }).waitFor();
      await shot(page, 'subscriptions', made);

      // Every picture the guide shows is one made here (so the guide's screenshots can be made again at any time).
      const named = picturesNamed();
      expect(named.size).toBeGreaterThanOrEqual(8);
      for (const name of named) expect(made, name).toContain(name);
      expect(j.errors).toEqual([]);
    } finally {
      await media?.stop();
    }
  });
});
