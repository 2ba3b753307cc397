import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { client } from '../support/api';
import { screenshots } from '../support/browser';
import { journeys, signIn } from '../support/journey';
import { ADMIN, USERS } from '../support/users';
import { capacitygroupFor, licenseOrganization, onlineEdge } from '../support/eventWorld';

const journey = journeys();

type Json = Record<string, unknown>;

/** The poll period (7 s) plus the time one poll and its render take on a busy machine. */
const WITHIN_POLL_MS = 7000 + 1500;

/** Demo gets a licence, a capacity group, an online edge and a plate camera ("North gate") on it. */
async function gateWorld(call: ReturnType<typeof client>['call'], token: ReturnType<typeof client>['token']) {
  const root = await token(ADMIN.username, ADMIN.password);
  const admin = await token(USERS.administrator.username, USERS.administrator.password);
  // Demo gets a licence, a capacity group, an online edge and a plate camera on it.
  const me = await call<{ organization_id: number }>('GET', '/users/me', { token: admin });
  await licenseOrganization(call, { root, admin }, me.organization_id, { cameras: 10, fr: 10, lpr: 10, sa: 10, tp: 10, ao: 10, webhooks: 10 });
  const cg = await capacitygroupFor(call, root, me.organization_id, 'Gate pool');
  const reg = await onlineEdge(call, root, cg.token, 'Edge N-1', 'N-1');
  const camera = await call<{ id: number }>('POST', '/cameras', {
    token: admin,
    json: {
      name: 'North gate',
      source: { body: { protocol: 'hikvision', host: '10.0.0.5', port: 80, username: 'admin', password: 'camera-pass', event_type: 'lpr' } },
      video_modules: ['lpr'],
      capacitygroup_token: cg.token,
    },
  });

  return { admin, camera, reg };
}

/** A plate event at the camera, posted by the edge. */
function postPlate(call: ReturnType<typeof client>['call'], credential: string, cameraId: number, number: string) {
  const ts = new Date().toISOString();
  const eventId = randomUUID();
  return call<{ accepted: string[] }>('POST', '/events/batch', {
    token: credential,
    json: {
      events: [
        {
          event_id: eventId,
          event_type: 'lpr',
          ts,
          stream_id: cameraId,
          number,
          region: 'ru',
          event: { reason: 'any', label: null, detection: null, trajectory: [], roi: null, line: null, attributes: {}, ts },
        },
      ],
    },
  }).then(() => eventId);
}

/** The control room's receiver on 127.0.0.1: records every request, answers 200. */
async function receiver() {
  const requests: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      requests.push({ headers: req.headers, body });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/argus`, requests, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('notifications', () => {
  it('an event matching a subscription raises the bell count and a toast within the poll period; mark as read clears it', async () => {
    const j = await journey.start();
    const { call, token } = client(j.server.url);
    const { admin, camera, reg } = await gateWorld(call, token);

    // The administrator subscribes to plates at the north gate camera.
    await call('POST', '/subscriptions', { token: admin, json: { name: 'North gate plates', kind: 'event', event_type: 'lpr', camera_id: camera.id } });

    const page = j.page;
    await page.goto('/login');
    await signIn(page, USERS.administrator.username, USERS.administrator.password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/cameras');

    // The bell starts empty; pop-ups and their sound are turned on from its panel.
    const bell = page.getByTestId('bell');
    await bell.click();
    await page.getByText('No new notifications.').waitFor();
    await page.getByLabel('Show pop-ups for new events').check();
    await page.getByLabel('Play a sound').check();
    expect(await page.evaluate(() => localStorage.getItem('global-events-subscription'))).toBe('{"enabled":true,"audioEnabled":true}');
    await page.keyboard.press('Escape');
    // Let one poll see the empty list, so the next change is news.
    await page.waitForTimeout(500);

    // The edge posts a matching plate event and one of another type that the subscription ignores.
    const post = (eventType: string, extra: Json) => {
      const ts = new Date().toISOString();
      return call<{ accepted: string[] }>('POST', '/events/batch', {
        token: reg.credential,
        json: {
          events: [
            {
              event_id: randomUUID(),
              event_type: eventType,
              ts,
              stream_id: camera.id,
              ...extra,
              event: { reason: 'any', label: null, detection: null, trajectory: [], roi: null, line: null, attributes: {}, ts },
            },
          ],
        },
      });
    };
    const started = Date.now();
    await post('lpr', { number: 'A123BC77', region: 'ru' });
    await page.getByTestId('bell-count').filter({ hasText: '1' }).waitFor({ timeout: WITHIN_POLL_MS });
    const toast = page.getByTestId('subscription-toast');
    await toast.getByText('New event: North gate plates').waitFor({ timeout: 1000 });
    expect(Date.now() - started).toBeLessThan(WITHIN_POLL_MS);
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon-notification.svg');
    // The toast leads to the events page's subscription tab, on this subscription.
    expect(await toast.getByRole('link', { name: 'Show its events' }).getAttribute('href')).toMatch(/^\/events\?tab=subscription&subscription=\d+$/);
    await screenshots(page, 'notifications-toast');

    // The panel lists the subscription; marking it read clears the count and restores the tab icon.
    await bell.click();
    await page.getByTestId('bell-list').getByText('North gate plates').waitFor();
    await screenshots(page, 'notifications-panel');
    await page.getByRole('button', { name: 'Mark “North gate plates” as read' }).click();
    await page.getByText('No new notifications.').waitFor();
    await page.getByTestId('bell-count').waitFor({ state: 'detached' });
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
    const left = await call<{ notifications: unknown[] }>('GET', '/notifications', { token: admin });
    expect(left.notifications).toEqual([]);
    await page.keyboard.press('Escape');

    // Two new matches later, "mark all" clears them from the keyboard.
    await post('lpr', { number: 'B456CD77', region: 'ru' });
    await page.getByTestId('bell-count').filter({ hasText: '1' }).waitFor({ timeout: WITHIN_POLL_MS });
    await bell.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByTestId('bell-count').waitFor({ state: 'detached' });
    expect((await call<{ notifications: unknown[] }>('GET', '/notifications', { token: admin })).notifications).toEqual([]);
  });

  it('an operator subscribes through the form (the filter error shown at its place), and the control room receives the event by webhook, signed, after a test-send', async () => {
    const j = await journey.start({ env: { ARGUS_WEBHOOK_ALLOW_PRIVATE: 'true', ARGUS_WEBHOOK_POLL_MS: '500' } });
    const rx = await receiver();
    try {
      const { call, token } = client(j.server.url);
      const { camera, reg } = await gateWorld(call, token);
      const page = j.page;
      await page.goto('/login');
      await signIn(page, USERS.administrator.username, USERS.administrator.password);
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));

      // No subscriptions yet; a new one from the form.
      await page.goto('/subscriptions');
      await page.getByText('No subscriptions yet.').waitFor();
      await page.getByRole('link', { name: 'New subscription' }).click();
      await page.getByLabel('Name', { exact: true }).fill('Wanted at the north gate');
      await page.getByLabel('Event type').selectOption('lpr');
      await page.getByLabel('Search: Camera').fill('North');
      await page.getByRole('combobox', { name: 'Camera', exact: true }).locator('option', { hasText: 'North gate' }).waitFor({ state: 'attached' });
      await page.getByRole('combobox', { name: 'Camera', exact: true }).selectOption({ label: 'North gate' });
      // A broken filter: the server's message and a caret under its position.
      await page.getByLabel('Filter (optional)').fill("number ~ 'A1' and");
      await page.getByRole('button', { name: 'Create' }).click();
      await page.getByText(/at position 18/).waitFor();
      expect(await page.getByTestId('dsl-caret').textContent()).toBe("number ~ 'A1' and\n" + ' '.repeat(17) + '^');
      await screenshots(page, 'subscription-form-error');
      await page.getByLabel('Filter (optional)').fill("number ~ 'A1'");
      await page.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL((u) => u.pathname === '/subscriptions');
      await page.getByRole('link', { name: 'Wanted at the north gate' }).first().waitFor();
      await screenshots(page, 'subscriptions-list');

      // A webhook to the control room with a bearer token.
      await page.goto('/webhooks');
      await page.getByText('No webhooks yet.').waitFor();
      await page.getByRole('link', { name: 'New webhook' }).click();
      await page.getByLabel('Name', { exact: true }).fill('Control room');
      await page.getByLabel('Address').fill(rx.url);
      await page.getByLabel('Subscription').selectOption({ label: 'Wanted at the north gate' });
      await page.getByLabel('Kind', { exact: true }).selectOption('bearer');
      await page.getByLabel('Token').fill('control-room-token');
      await page.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL((u) => u.pathname === '/webhooks');

      // webhook/view: a test-send reaches the receiver and its answer is shown.
      await page.getByRole('button', { name: 'Control room', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Nothing delivered yet.').waitFor();
      await dialog.getByRole('button', { name: 'Send a test' }).click();
      await dialog
        .getByTestId('webhook-test-result')
        .getByText(/The receiver answered 200 in \d+ ms/)
        .waitFor();
      expect(rx.requests).toHaveLength(1);
      expect(rx.requests[0]?.headers.authorization).toBe('Bearer control-room-token');

      // A matching plate (and one the filter refuses) at the gate: the receiver gets the match once, signed.
      await postPlate(call, reg.credential, camera.id, 'B777OR77');
      const eventId = await postPlate(call, reg.credential, camera.id, 'A123BC77');
      const until = Date.now() + 10_000;
      while (rx.requests.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(rx.requests).toHaveLength(2);
      const delivered = rx.requests[1];
      expect(delivered?.headers['x-argus-event']).toBe(eventId);
      expect(delivered?.headers['x-argus-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(JSON.parse(delivered?.body ?? '{}').event.number).toBe('A123BC77');
      // The log shows it delivered with the receiver's answer (refreshed every 5 s).
      await dialog.getByText('Delivered').waitFor({ timeout: 8000 });
      await dialog.getByRole('cell', { name: '200', exact: true }).waitFor();
      await screenshots(page, 'webhook-view');
      await page.waitForTimeout(1000);
      expect(rx.requests).toHaveLength(2);
    } finally {
      await rx.close();
    }
  });
});
