import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newContext, screenshots } from '../support/browser';
import { demoWithCamera, innerEvent, plateEvents, solidJpeg } from '../support/eventWorld';
import { journeys, signIn } from '../support/journey';
import { USERS } from '../support/users';

const journey = journeys();

describe('event detail and density', () => {
  it('opens an event with its box on the scene and its video from the lead-in, steps through the results with the arrows, and fits six cards a row and fifteen rows a screen', async () => {
    const j = await journey.start();
    const { call, edge, camera } = await demoWithCamera(j.server.url, 'Detail');
    const now = Date.now();
    // A scene of 640×360 and a face crop of 80×120 (portrait: a stretched crop would show).
    const scene = await solidJpeg(640, 360, { r: 90, g: 120, b: 150 });
    const crop = await solidJpeg(80, 120, { r: 200, g: 170, b: 140 });
    // 20 plate events a minute apart, the newest 10 s ago; a face between the 3rd and the 4th, a tampering event (scene only) after.
    const plates = plateEvents(camera.id, now, 20);
    const faceTs = new Date(now - 150_000).toISOString();
    const rect = { x_min: 0.25, y_min: 0.2, x_max: 0.5, y_max: 0.8 };
    const face = {
      event_id: randomUUID(),
      event_type: 'fr',
      ts: faceTs,
      stream_id: camera.id,
      snapshot_jpeg: crop,
      scene_jpeg: scene,
      event: innerEvent(faceTs, { detection: { rect, confidence: 0.9 }, attributes: { age: 34, gender: 'female', glasses: true } }),
    };
    const tamperTs = new Date(now - 40_000).toISOString();
    const tamper = {
      event_id: randomUUID(),
      event_type: 'tp',
      ts: tamperTs,
      stream_id: camera.id,
      scene_jpeg: scene,
      event: innerEvent(tamperTs, { reason: 'tampering' }),
    };
    const answer = await call<{ accepted: string[] }>('POST', '/events/batch', { token: edge.credential, json: { events: [...plates, face, tamper] } });
    expect(answer.accepted).toHaveLength(22);
    // Newest first: plates 0 (−10 s), tamper (−40 s), plates 1, 2, the face (−150 s), plates 3…
    const order = [plates[0], tamper, plates[1], plates[2], face, plates[3]].map((e) => e?.event_id);

    const page = j.page;
    await page.goto('/login');
    await signIn(page, USERS.administrator.username, USERS.administrator.password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/events');
    const feed = page.getByRole('feed');
    const faceRow = feed.locator(`[data-event-id="${face.event_id}"]`);
    await faceRow.waitFor();

    // The list: reasons in words, at least 15 rows within the 1280×800 screen.
    await expect.poll(() => feed.locator(`[data-event-id="${plates[0]?.event_id}"]`).textContent()).toContain('Plate read');
    expect(await feed.locator(`[data-event-id="${plates[0]?.event_id}"]`).textContent()).not.toMatch(/\bany\b/);
    expect(await feed.locator(`[data-event-id="${tamper.event_id}"]`).textContent()).toContain('Picture lost or camera covered');
    const rowsOnScreen = await feed.locator('article[data-event-id]').evaluateAll(
      (rows) =>
        rows.filter((r) => {
          const b = r.getBoundingClientRect();
          return b.top >= 0 && b.bottom <= window.innerHeight;
        }).length,
    );
    expect(rowsOnScreen).toBeGreaterThanOrEqual(15);
    await screenshots(page, 'events-list-dense');

    // Enter on the focused row opens the detail, kept in the URL.
    await faceRow.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('event-detail');
    await detail.waitFor();
    expect(await detail.getAttribute('data-event-id')).toBe(face.event_id);
    expect(decodeURIComponent(new URL(page.url()).hash)).toContain(face.event_id);

    // The scene with the box at the event's rect.
    const img = detail.getByRole('img', { name: 'Scene at Detail camera' });
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(640);
    const sceneBox = await img.boundingBox();
    const box = await detail.getByTestId('event-box').boundingBox();
    if (!sceneBox || !box) throw new Error('no scene or box');
    expect(Math.abs(box.x - (sceneBox.x + rect.x_min * sceneBox.width))).toBeLessThan(2);
    expect(Math.abs(box.y - (sceneBox.y + rect.y_min * sceneBox.height))).toBeLessThan(2);
    expect(Math.abs(box.width - (rect.x_max - rect.x_min) * sceneBox.width)).toBeLessThan(3);
    expect(Math.abs(box.height - (rect.y_max - rect.y_min) * sceneBox.height)).toBeLessThan(3);
    // The crop at its own aspect ratio (2:3), not stretched.
    const cropBox = await detail.getByTestId('event-crop').boundingBox();
    if (!cropBox) throw new Error('no crop');
    expect(cropBox.width / cropBox.height).toBeCloseTo(80 / 120, 1);
    // Unrecognised, with the add-to-list action; the attributes in words.
    await detail.getByText('Unrecognised: on no list').waitFor();
    await detail.getByRole('button', { name: 'Add to a list' }).waitFor();
    const attrs = detail.getByTestId('event-attributes');
    await attrs.getByText('34 years').waitFor();
    await attrs.getByText('Female').waitFor();
    await attrs.getByText('Glasses').waitFor();
    // The video starts at the spec's lead-in, 2 s before the event, and ends 5 s after it.
    const video = detail.getByLabel('Archive of Detail camera');
    expect(await video.getAttribute('data-from')).toBe(new Date(Date.parse(faceTs) - 2000).toISOString());
    await detail.getByText(/^Video from /).waitFor();
    await screenshots(page, 'event-detail');

    // Reload keeps it open; the arrows move through the results.
    await page.reload();
    await detail.waitFor();
    expect(await detail.getAttribute('data-event-id')).toBe(face.event_id);
    await expect.poll(() => detail.getByText('5 of 22').count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => detail.getAttribute('data-event-id')).toBe(order[5]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => detail.getAttribute('data-event-id')).toBe(order[4]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => detail.getAttribute('data-event-id')).toBe(order[3]);
    await detail.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => detail.getAttribute('data-event-id')).toBe(order[2]);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    // The grid: at least six cards a row at 1280 px, crops contained, the tampering event with its scene.
    await page.getByRole('button', { name: 'Grid' }).click();
    const cards = feed.locator('article[data-event-id]');
    await cards.first().waitFor();
    const firstRow = await cards.evaluateAll((els) => {
      const tops = els.map((e) => Math.round(e.getBoundingClientRect().top));
      return tops.filter((t) => t === tops[0]).length;
    });
    expect(firstRow).toBeGreaterThanOrEqual(6);
    const tamperCard = feed.locator(`article[data-event-id="${tamper.event_id}"]`);
    expect(await tamperCard.getByText('No snapshot').count()).toBe(0);
    expect(await tamperCard.locator('img').evaluate((i: HTMLImageElement) => getComputedStyle(i).objectFit)).toBe('contain');
    await expect.poll(() => tamperCard.locator('img').evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(640);
    await screenshots(page, 'events-grid-dense');
    // The large size fits fewer a row.
    await page.getByRole('button', { name: 'Large' }).click();
    await expect.poll(() => feed.locator('[data-cards-per-row]').first().getAttribute('data-cards-per-row')).not.toBe(String(firstRow));
    // A click on a card opens it; back closes it.
    await feed.locator(`article[data-event-id="${face.event_id}"]`).click();
    await detail.waitFor();
    expect(await detail.getAttribute('data-event-id')).toBe(face.event_id);
    await page.goBack();
    await detail.waitFor({ state: 'detached' });
    expect(j.errors).toEqual([]);

    // An operator who sees no camera is told why the page is empty, and what to do.
    const context = await newContext(j.browser, j.server.url);
    const op = await context.newPage();
    await op.goto('/login');
    await signIn(op, USERS.operator.username, USERS.operator.password);
    await op.waitForURL((u) => !u.pathname.startsWith('/login'));
    await op.goto('/events');
    await op.getByText('You see no camera, so there are no events to show.').waitFor();
    await op.getByText(/ask an administrator to put you in a group/).waitFor();
  }, 400_000);
});
