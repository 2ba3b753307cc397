import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { detectFaces } from '@argus/vision';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshots } from '../support/browser';
import { demoWithCamera } from '../support/eventWorld';
import { demoPhotoPath, onePersonPhotos } from '../support/facePhotos';
import { journeys, signIn } from '../support/journey';
import { USERS } from '../support/users';

const journey = journeys();

/** The one face of a photo: its descriptor as the edge would send it. */
async function descriptorOf(photo: Buffer): Promise<number[]> {
  const { faces } = await detectFaces(photo);
  if (faces.length !== 1 || !faces[0]) throw new Error(`expected one face, found ${faces.length}`);
  return [...faces[0].descriptor];
}

const distance = (a: readonly number[], b: readonly number[]) => Math.hypot(...a.map((x, i) => x - (b[i] ?? 0)));

interface Sighting {
  photo: Buffer;
  descriptor: number[];
}

/** The person searched for: three sightings (other cameras' takes of one face), and others seen once. */
let wanted: Sighting[] = [];
let others: Sighting[] = [];
/** A photo of the wanted person that no event carries: the same face on a grey card, in black and white. */
let portrait: Buffer = Buffer.alloc(0);

beforeAll(async () => {
  const [mine, ...theirs] = await onePersonPhotos(['Wanted', 'Other_1', 'Other_2', 'Other_3']);
  const face = readFileSync(mine ?? '');
  const width = (await sharp(face).metadata()).width ?? 200;
  const takes = [
    face,
    await sharp(face)
      .resize(Math.round(width * 0.8))
      .jpeg({ quality: 75 })
      .toBuffer(),
    await sharp(face).modulate({ brightness: 1.25 }).jpeg({ quality: 85 }).toBuffer(),
  ];
  wanted = await Promise.all(takes.map(async (photo) => ({ photo, descriptor: await descriptorOf(photo) })));
  others = await Promise.all(theirs.map(async (path) => ({ photo: readFileSync(path), descriptor: await descriptorOf(readFileSync(path)) })));
  portrait = await sharp(face).grayscale().extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#888888' }).jpeg({ quality: 90 }).toBuffer();
}, 300_000);

/**
 * Drops `data` on the drop zone as a browser does when a file is dragged onto it. The page notes
 * its clock at the drop and when an element matching `shown` first appears (window.dropTimes), to
 * time what the operator waits for without the test's polling in the figure.
 */
async function dropFile(zone: Locator, name: string, data: Buffer, shown?: string): Promise<void> {
  await zone.evaluate(
    async (el, { b64, name, shown }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(new File([bytes], name, { type: 'image/jpeg' }));
      const drag = (type: string) => el.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
      // Dragged over the zone for a moment (it reads the dragged files before it lights up), then dropped.
      drag('dragenter');
      drag('dragover');
      await new Promise((r) => setTimeout(r, 100));
      const times: { dropped: number; shown: number | null } = { dropped: performance.now(), shown: null };
      (window as unknown as { dropTimes: typeof times }).dropTimes = times;
      if (shown) {
        const seen = new MutationObserver(() => {
          if (!document.querySelector(shown)) return;
          times.shown = performance.now();
          seen.disconnect();
        });
        seen.observe(document.body, { childList: true, subtree: true });
      }
      drag('drop');
    },
    { b64: data.toString('base64'), name, shown },
  );
}

/** Milliseconds on the page's clock from the last drop to what it waited for. */
const dropToShown = (page: Page) =>
  page.evaluate(() => {
    const t = (window as unknown as { dropTimes: { dropped: number; shown: number | null } }).dropTimes;
    return t.shown === null ? null : t.shown - t.dropped;
  });

describe('search', () => {
  it('an operator finds every appearance of a person by dropping their photo into global search, and every pass of a plate by typing part of it', async ({
    annotate,
  }) => {
    const j = await journey.start();
    const w = await demoWithCamera(j.server.url, 'Hall', ['fr', 'lpr']);
    // The operator sees the cameras of their groups: the hall camera is in the operator's group.
    const team = await w.call<{ id: number }>('POST', '/groups', { token: w.admin, json: { name: 'Hall watch' } });
    const found = await w.call<{ users: { id: number; username: string }[] }>('POST', '/users/search', {
      token: w.admin,
      json: { query: { text: USERS.operator.username } },
    });
    const operatorId = found.users.find((u) => u.username === USERS.operator.username)?.id ?? 0;
    await w.call('POST', `/groups/${team.id}/members`, { token: w.admin, json: { user_ids: [operatorId] } });
    await w.call('PUT', `/cameras/${w.camera.id}`, { token: w.admin, json: { group_id: team.id } });
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    const inner = (ts: string, descriptor?: number[]) => ({
      reason: 'any',
      label: null,
      detection: null,
      trajectory: [],
      roi: null,
      line: null,
      attributes: {},
      ts,
      ...(descriptor ? { descriptor } : {}),
    });
    const fr = (s: Sighting, minutes: number) => {
      const ts = minutesAgo(minutes);
      return {
        event_id: randomUUID(),
        event_type: 'fr',
        ts,
        stream_id: w.camera.id,
        snapshot_jpeg: s.photo.toString('base64'),
        event: inner(ts, s.descriptor),
      };
    };
    const lpr = (number: string, minutes: number) => {
      const ts = minutesAgo(minutes);
      return { event_id: randomUUID(), event_type: 'lpr', ts, stream_id: w.camera.id, number, region: 'ru', event: inner(ts) };
    };
    // The wanted person passes three times between the others; a plate passes three times among others.
    const theirs = others.map((s, i) => fr(s, 5 + i * 10));
    const mine = wanted.map((s, i) => fr(s, 50 - i * 20)); // 50, 30 and 10 minutes ago
    const passes = [lpr('A123BC77', 40), lpr('A123BC77', 25), lpr('A123BC77', 2)];
    const otherPlates = [lpr('K777MM77', 35), lpr('B456KM77', 15)];
    const posted = await w.call<{ accepted: string[] }>('POST', '/events/batch', {
      token: w.edge.credential,
      json: { events: [...theirs, ...mine, ...passes, ...otherPlates] },
    });
    expect(posted.accepted).toHaveLength(theirs.length + mine.length + passes.length + otherPlates.length);
    const mineIds: string[] = mine.map((e) => e.event_id);

    const page = j.page;
    await page.goto('/login');
    await signIn(page, USERS.operator.username, USERS.operator.password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Global search' });
    // The drop zone: the element around the file input (its text changes while a file is dragged over it).
    const zone = dialog.getByTestId('search-file').locator('..');
    const results = dialog.getByRole('region', { name: 'Results' });
    const hits = results.locator('[data-event-id]');

    // A photo without a face: the server answers upload_meta_not_found and the search says so.
    const blank = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#7a8a9a' } })
      .jpeg()
      .toBuffer();
    await dropFile(zone, 'wall.jpg', blank);
    await dialog.getByText('No face was found on this image.').waitFor({ timeout: 30_000 });
    expect(await dialog.getByText('The search failed.').count()).toBe(0);

    // A group photo: its faces are drawn on it and the operator picks one of them.
    const group = readFileSync(demoPhotoPath(1));
    const inGroup = (await detectFaces(group)).faces;
    const away = inGroup.map((f) => distance([...f.descriptor], wanted[0]?.descriptor ?? []));
    const wantedFace = inGroup[away.indexOf(Math.min(...away))]?.rect;
    await dropFile(zone, 'team.jpg', group);
    await dialog.getByText('Several faces were found: choose one.').waitFor({ timeout: 30_000 });
    await zone.getByText('Drop a photo here or choose a file').waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: /^Face \d+$/ }).count()).toBe(inGroup.length);
    await screenshots(page, 'search-face-picker');
    // The box drawn where the wanted person's face is (the boxes are placed in percent of the photo).
    const boxes = await dialog
      .getByRole('button', { name: /^Face \d+$/ })
      .evaluateAll((els) => els.map((e) => [parseFloat((e as HTMLElement).style.left), parseFloat((e as HTMLElement).style.top)]));
    const offBy = boxes.map(([x = 0, y = 0]) => Math.abs(x - (wantedFace?.x_min ?? 0) * 100) + Math.abs(y - (wantedFace?.y_min ?? 0) * 100));
    await dialog.getByRole('button', { name: `Face ${offBy.indexOf(Math.min(...offBy)) + 1}`, exact: true }).click();
    await expect
      .poll(async () => (await hits.evaluateAll((els) => els.map((e) => e.getAttribute('data-event-id')))).slice(0, 3).sort(), { timeout: 10_000 })
      .toEqual([...mineIds].sort());

    // A portrait of the same person, dropped after a reset: the one face is taken at once, and all
    // three sightings come first, best first, with their similarity to one decimal.
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await results.getByText('Enter a plate number or drop a photo to search.').waitFor();
    await dropFile(zone, 'portrait.jpg', portrait, '[role="dialog"] section[aria-label="Results"] [data-event-id]');
    await hits.first().waitFor({ timeout: 30_000 });
    const tookMs = Math.round((await dropToShown(page)) ?? NaN);
    const shown = await hits.evaluateAll((els) => els.map((e) => e.getAttribute('data-event-id')));
    expect(shown.slice(0, 3).sort()).toEqual([...mineIds].sort());
    const percents = await hits.evaluateAll((els) => els.slice(0, 3).map((e) => /(\d+\.\d)%/.exec(e.textContent ?? '')?.[1] ?? null));
    expect(percents.every((p) => p !== null)).toBe(true);
    const values = percents.map(Number);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    await screenshots(page, 'search-face-results');
    // Sorted by time, the same sightings come newest first (10, 30, 50 minutes ago).
    await dialog.getByLabel('Sort by').selectOption('timestamp');
    await expect
      .poll(async () => (await hits.evaluateAll((els) => els.map((e) => e.getAttribute('data-event-id')))).filter((id) => mineIds.includes(id ?? '')))
      .toEqual([...mineIds].reverse());
    await annotate(`drop to first results: ${tookMs} ms (face detection on the server, the search, the cards drawn)`, 'timing');

    // Part of a plate, typed: every pass of it, and no other plate.
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await dialog.getByLabel('Plate number').fill('123BC');
    const passIds = passes.map((e) => e.event_id);
    await expect
      .poll(async () => (await hits.evaluateAll((els) => els.map((e) => e.getAttribute('data-event-id')))).sort(), { timeout: 10_000 })
      .toEqual([...passIds].sort());
    await expect(results.getByText('A 123 BC 77').count()).resolves.toBe(3);
    await screenshots(page, 'search-plate-passes');
    expect(j.errors).toEqual([]);
  });
});
