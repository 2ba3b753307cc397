import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshots } from '../support/browser';
import { demoWithCamera } from '../support/eventWorld';
import { journeys, signIn } from '../support/journey';
import { USERS } from '../support/users';

const journey = journeys();

/** A modal opened through the route state (the hash), as a link or a reload would open it. */
const withModal = (path: string, modal: string, props: Record<string, unknown>) =>
  `${path}#${new URLSearchParams({ modal, modalProps: JSON.stringify(props) }).toString()}`;

/** The failure says `words` and offers no Retry: asking again cannot bring back what is gone. */
async function saysGone(page: Page, words: string) {
  await page.getByRole('alert').filter({ hasText: words }).first().waitFor();
  expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
}

describe('a load of something gone', () => {
  it('says in words that the camera, list, event, place or user is gone and offers no Retry; a server that cannot be reached keeps its Retry', async () => {
    const j = await journey.start();
    const { call, admin, camera, capacitygroupToken } = await demoWithCamera(j.server.url, 'Gone');
    const kept = await call<{ id: number }>('POST', '/cameras', {
      token: admin,
      json: {
        name: 'Kept camera',
        source: { body: { protocol: 'hikvision', host: '10.0.0.8', port: 80, username: 'admin', password: 'camera-pass', event_type: 'lpr' } },
        video_modules: ['lpr'],
        capacitygroup_token: capacitygroupToken,
      },
    });
    // A camera and a face list that existed and were deleted.
    await call('DELETE', `/cameras/${camera.id}`, { token: admin });
    const list = await call<{ id: number }>('POST', '/facelists', { token: admin, json: { name: 'Old staff', priority: 'low' } });
    await call('DELETE', `/facelists/${list.id}`, { token: admin });

    const { page } = j;
    await page.goto('/login');
    await signIn(page, USERS.administrator.username, USERS.administrator.password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    // The player of the deleted camera.
    await page.goto(`/player/${camera.id}`);
    await saysGone(page, 'This camera was not found: it may have been deleted, or you may not see it.');
    await screenshots(page, 'gone-player');

    // Its settings modal, opened through the route state.
    await page.goto(withModal('/cameras', 'cameras/settings', { cameraId: camera.id }));
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This camera was not found: it may have been deleted, or you may not see it.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Retry' }).count()).toBe(0);

    // The deleted list's page.
    await page.goto(`/facelists/${list.id}`);
    await saysGone(page, 'This list does not exist or is not yours.');
    await page.getByRole('link', { name: 'All lists' }).waitFor();
    // A list address whose id is not an id says the same, rather than loading for ever.
    await page.goto('/platelists/not-a-list');
    await saysGone(page, 'This list does not exist or is not yours.');

    // An event that never was, opened in the detail view through the route state.
    await page.goto(`/events#${new URLSearchParams({ event: randomUUID() }).toString()}`);
    const detail = page.getByTestId('event-detail');
    await detail.getByText('The event was not found: it may have been deleted.').waitFor();
    expect(await detail.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    // Said once, in the view (no toast repeating it).
    await page.waitForTimeout(500);
    expect(await page.getByText('The event was not found: it may have been deleted.').count()).toBe(1);
    await screenshots(page, 'gone-event');

    // A place edit form (the places' FormModal) for a place that is not there.
    await page.goto(withModal('/places', 'places/edit', { placeId: 999_999 }));
    await page.getByRole('dialog').getByText('This place does not exist or is not yours to see: it may have been deleted.').waitFor();
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Retry' }).count()).toBe(0);

    // A video wall's rename window for a wall that is not there.
    await page.goto(withModal('/videowalls', 'videowalls/edit', { videowallId: 999_999 }));
    await page.getByRole('dialog').getByText('This video wall does not exist or is not yours to see: it may have been deleted.').waitFor();
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Retry' }).count()).toBe(0);

    // A user that is not there.
    await page.goto('/users/999999/edit');
    await saysGone(page, 'This user does not exist or is not yours to see: the account may have been deleted.');
    expect(j.errors).toEqual([]);

    // The server stops (the player's code is already in the page): a camera that cannot be loaded
    // for that is worth another try, and says so.
    await page.goto('/player');
    const choose = page.getByRole('combobox', { name: 'Camera' });
    await choose.locator(`option[value="${kept.id}"]`).waitFor({ state: 'attached' });
    await j.server.stop();
    await choose.selectOption(String(kept.id));
    await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).getByRole('button', { name: 'Retry' }).waitFor({ timeout: 60_000 });
    await screenshots(page, 'unreachable-retry');
  });
});
