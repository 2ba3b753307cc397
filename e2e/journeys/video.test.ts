import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { client } from '../support/api';
import { screenshots } from '../support/browser';
import { journeys, signIn } from '../support/journey';
import { freePort, startMedia, type RunningMedia } from '../support/media';
import { ADMIN, USERS } from '../support/users';
import { CAMERA_LIMITS, capacitygroupFor, licenseOrganization } from '../support/eventWorld';

const journey = journeys();

async function waitFor<T>(what: string, fn: () => Promise<T | false | null | undefined>, ms: number): Promise<T> {
  const until = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The video's playhead now and 2 s later: playing video moves on, and its frames have a size. */
async function advances(video: Locator): Promise<{ before: number; after: number; width: number }> {
  await video.waitFor();
  await expect.poll(() => video.getAttribute('data-status'), { timeout: 30_000 }).toBe('playing');
  const read = () => video.evaluate((v: HTMLVideoElement) => ({ t: v.currentTime, w: v.videoWidth }));
  const a = await read();
  await new Promise((r) => setTimeout(r, 2_000));
  const b = await read();
  return { before: a.t, after: b.t, width: b.w };
}

/** Drags with the mouse in small steps (the drag starts after a few pixels of movement). */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('nothing to drag');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

describe('video', () => {
  it('a recorded camera plays live, seeks into its archive, gets a mark and a clip, and a video wall of 4 cells plays', async () => {
    const j = await journey.start();
    const { call, token } = client(j.server.url);
    const root = await token(ADMIN.username, ADMIN.password);
    const admin = await token(USERS.administrator.username, USERS.administrator.password);
    const me = await call<{ organization_id: number }>('GET', '/users/me', { token: admin });

    // Demo gets a licence and a capacity group whose stream server is a real media process.
    await licenseOrganization(call, { root, admin }, me.organization_id, CAMERA_LIMITS);
    const cg = await capacitygroupFor(call, root, me.organization_id, 'Video pool');
    const [port, rtmpPort] = [await freePort(), await freePort()];
    const mediaUrl = `http://127.0.0.1:${port}`;
    const ss = await call<{ invitation: string }>('POST', '/streamservers', {
      token: root,
      json: { name: 'Media E2E', public_url: mediaUrl, internal_url: mediaUrl, capacitygroup_token: cg.token, capacity: 0 },
    });
    let media: RunningMedia | undefined;
    try {
      media = await startMedia({ apiUrl: j.server.url, invitation: ss.invitation, port, rtmpPort });
      // The camera's source is the generated scene ffmpeg pushes into the media's own RTMP ingest.
      const camera = await call<{ id: number }>('POST', '/cameras', {
        token: admin,
        json: {
          name: 'Demo scene',
          source: { body: { protocol: 'rtmp', host: '127.0.0.1', port: rtmpPort, path: '/live/demo', transport: 'tcp' } },
          capacitygroup_token: cg.token,
        },
      });
      await waitFor(
        'the camera on the stream server',
        async () => (await call<{ streamserver_id: number | null }>('GET', `/cameras/${camera.id}`, { token: admin })).streamserver_id,
        30_000,
      );
      await waitFor(
        '25 s of recording',
        async () => (await call<{ recorded_seconds: number }>('GET', `/segments/index?stream_id=${camera.id}`, { token: admin })).recorded_seconds >= 25,
        90_000,
      );

      const page = j.page;
      await page.goto('/login');
      await signIn(page, USERS.administrator.username, USERS.administrator.password);
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));

      // Live: the WebSocket fMP4 stream plays in MSE and its frames advance.
      await page.goto(`/player/${camera.id}`);
      await expect.poll(() => page.getByTestId('player-mode').textContent()).toBe('Live');
      const live = page.getByLabel('Live view of Demo scene');
      const l = await advances(live);
      expect(l.after - l.before).toBeGreaterThan(1);
      expect(l.width).toBe(640);
      expect(await live.getAttribute('data-live-mode')).toBe('ws');
      await screenshots(page, 'player-live');

      // The timeline shows what is recorded; zoomed to 5 min, a click on it opens the archive there.
      const zoomIn = page.getByRole('button', { name: 'Zoom in' });
      await zoomIn.click();
      await zoomIn.click();
      const recorded = page.locator('[data-recorded]').first();
      await recorded.waitFor();
      const box = await recorded.boundingBox();
      if (!box) throw new Error('no recorded range on the timeline');
      const timeline = page.getByTestId('timeline');
      const tl = await timeline.boundingBox();
      if (!tl) throw new Error('no timeline');
      // Near the start of the recording, well before the live edge.
      await page.mouse.click(box.x + 3, tl.y + tl.height / 2);
      await page.waitForURL(new RegExp(`/player/${camera.id}/\\d+$`));
      const ts = Number(new URL(page.url()).pathname.split('/').pop()) * 1000;
      expect(Date.now() - ts).toBeGreaterThan(10_000);
      await expect.poll(() => page.getByTestId('player-mode').textContent()).toBe('Archive');
      const archive = page.getByLabel('Archive of Demo scene');
      const a = await advances(archive);
      expect(a.after - a.before).toBeGreaterThan(1);
      // The timeline follows the archive's own clock (its program date times), near the chosen second.
      const now = Number(await timeline.getAttribute('aria-valuenow')) * 1000;
      expect(Math.abs(now - ts)).toBeLessThan(15_000);
      await screenshots(page, 'player-archive');

      // Speeds 0.5–16×: at 4× the archive runs about four seconds a second.
      await page.getByLabel('Playback speed').selectOption('4');
      expect(await archive.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(4);
      const fast0 = await archive.evaluate((v: HTMLVideoElement) => v.currentTime);
      await new Promise((r) => setTimeout(r, 2_000));
      const fast1 = await archive.evaluate((v: HTMLVideoElement) => v.currentTime);
      expect(fast1 - fast0).toBeGreaterThan(4);
      await page.getByLabel('Playback speed').selectOption('1');
      // Frame steps: space pauses, . goes one frame on, , one back; the video stays paused.
      await page.getByTestId('player-time').click();
      await page.keyboard.press(' ');
      await expect.poll(() => archive.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      const still = await archive.evaluate((v: HTMLVideoElement) => v.currentTime);
      await page.keyboard.press('.');
      await expect.poll(() => archive.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(still + 0.04, 2);
      await page.getByRole('button', { name: 'Previous frame (,)' }).click();
      await page.getByRole('button', { name: 'Previous frame (,)' }).click();
      await expect.poll(() => archive.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(still - 0.04, 2);
      expect(await archive.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      // Space on a focused button presses that button; on the player it plays again.
      await page.getByTestId('player-time').click();
      await page.keyboard.press(' ');
      await expect.poll(() => archive.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

      // Keyboard: the timeline is a slider; End goes back to live.
      await timeline.focus();
      await page.keyboard.press('End');
      await expect.poll(() => page.getByTestId('player-mode').textContent()).toBe('Live');
      await page.goto(`/player/${camera.id}/${Math.floor(ts / 1000)}`);
      await page.getByLabel('Archive of Demo scene').waitFor();

      // A mark at the archive's time.
      await page.getByRole('button', { name: 'Mark', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'New mark' });
      await dialog.getByLabel('Name').fill('Delivery van');
      await dialog.getByRole('button', { name: 'Save mark' }).click();
      await page.getByText('Mark saved.').waitFor();

      // A clip of 5 s from the archive: the task runs, then the file can be downloaded.
      await page.getByRole('button', { name: 'Clip', exact: true }).click();
      // From the start of a recorded segment (the API's own index), 5 s long.
      const segs = await call<{ segments: { start: string; end: string }[] }>('GET', `/segments?stream_id=${camera.id}&limit=1000`, { token: admin });
      const seg = segs.segments.filter((x) => Date.parse(x.end) < Date.now() - 12_000).pop();
      if (!seg) throw new Error('no finished segment');
      const clipStart = new Date(Math.ceil(Date.parse(seg.start) / 1000) * 1000).toISOString().slice(0, 19);
      const clipRegion = page.getByRole('region', { name: 'Clip export' });
      await page.getByLabel(/^Length, s/).fill('5');
      await clipRegion.getByLabel('Start').fill(clipStart);
      await expect.poll(() => clipRegion.getByLabel('Start').inputValue()).toBe(clipStart);
      await page.getByRole('button', { name: 'Export clip' }).click();
      const download = page.getByRole('link', { name: 'Download' });
      const refused = clipRegion.getByRole('alert');
      const shown = download.waitFor({ timeout: 120_000 });
      shown.catch(() => undefined);
      const refusal = refused.waitFor({ timeout: 125_000 }).then(
        () => true,
        () => false,
      );
      if (await Promise.race([shown.then(() => false), refusal])) expect.fail(`clip refused: ${await refused.textContent()}`);
      await shown;
      const href = await download.getAttribute('href');
      expect(href).toMatch(new RegExp(`^${mediaUrl}/clips/${camera.id}/\\d+\\.mp4\\?ticket=`));
      const mp4 = await fetch(String(href));
      expect(mp4.status).toBe(200);
      expect(
        Buffer.from(await mp4.arrayBuffer())
          .subarray(4, 8)
          .toString(),
      ).toBe('ftyp');

      // The marks and clips pages list them.
      await page.goto('/videomarks');
      await page.getByRole('heading', { name: 'Video marks' }).waitFor();
      await page.getByText('Delivery van').first().waitFor();
      await screenshots(page, 'videomarks');
      await page.goto('/videoclips');
      await page.getByRole('heading', { name: 'Video clips' }).waitFor();
      await page.getByText('Done').first().waitFor();
      await screenshots(page, 'videoclips');

      // A video wall: created 2 × 2, the camera dragged into one cell and picked for the others, saved.
      await page.goto('/videowalls');
      await page.getByText('No video walls yet.').waitFor();
      await page.getByRole('button', { name: 'New video wall' }).click();
      const newWall = page.getByRole('dialog', { name: 'New video wall' });
      await newWall.getByLabel('Name').fill('Lobby');
      await newWall.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL(/\/videowalls\/\d+$/);
      const cells = page.locator('[data-cell]');
      await expect.poll(() => cells.count()).toBe(4);
      await drag(page, page.locator(`[data-camera-id="${camera.id}"]`), cells.nth(0));
      await page.getByLabel('Live view of Demo scene').first().waitFor();
      for (const n of [2, 3, 4]) await page.getByLabel(`Camera for cell ${n}`).selectOption(String(camera.id));
      await page.getByText('Unsaved changes').waitFor();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      // The changes are shown before they are saved.
      const diff = page.getByRole('dialog', { name: 'Save these changes?' });
      for (const n of [1, 2, 3, 4]) await diff.getByText(`Cell ${n}: — → Demo scene`).waitFor();
      await screenshots(page, 'videowall-diff');
      await diff.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => page.getByText('Unsaved changes').count()).toBe(0);
      const wallUrl = page.url();
      await page.goto(wallUrl);
      const players = page.getByLabel('Live view of Demo scene');
      await expect.poll(() => players.count(), { timeout: 20_000 }).toBe(4);
      const moving = await Promise.all([0, 1, 2, 3].map((i) => advances(players.nth(i))));
      for (const m of moving) expect(m.after - m.before).toBeGreaterThan(1);
      await screenshots(page, 'videowall');

      // The list shows the wall with its four cameras.
      await page.goto('/videowalls');
      await page.getByRole('link', { name: 'Lobby' }).first().waitFor();
      await page.getByText('4 / 4').first().waitFor();
      await screenshots(page, 'videowalls');
      // Renamed through the videowalls/edit modal (kept in the route state).
      await page.getByRole('button', { name: 'Rename' }).first().click();
      const rename = page.getByRole('dialog', { name: 'Rename' });
      await rename.getByLabel('Name').fill('Main lobby');
      await rename.getByRole('button', { name: 'Save' }).click();
      await rename.waitFor({ state: 'detached' });
      await page.getByRole('link', { name: 'Main lobby' }).first().waitFor();

      // The cameras page's mini-player plays the online camera live as well.
      await page.goto('/cameras');
      await page.getByRole('button', { name: 'Watch Demo scene' }).first().click();
      const mini = page.getByRole('dialog', { name: 'Demo scene' });
      const m = await advances(mini.getByLabel('Live view of Demo scene'));
      expect(m.after - m.before).toBeGreaterThan(1);
      await mini.getByRole('button', { name: 'Close' }).click();
      expect(j.errors).toEqual([]);
    } catch (e) {
      if (media) console.error(media.output().slice(-4000));
      throw e;
    } finally {
      await media?.stop();
    }
  }, 300_000);
});
