import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { screenshots } from '../support/browser';
import { journeys, signIn } from '../support/journey';
import { ADMIN, USERS } from '../support/users';

const journey = journeys();

type Json = Record<string, unknown>;

function client(base: string) {
  const call = async <T = Json>(method: string, path: string, opts: { token?: string; json?: unknown; form?: Record<string, string> } = {}): Promise<T> => {
    const headers: Record<string, string> = {};
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    }
    const res = await fetch(`${base}/api/v1${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : {}) as T;
  };
  const token = async (username: string, password: string) =>
    (await call<{ access_token: string }>('POST', '/token', { form: { username, password, grant_type: 'password' } })).access_token;
  return { call, token };
}

/** The poll period (7 s) plus the time one poll and its render take on a busy machine. */
const WITHIN_POLL_MS = 7000 + 1500;

describe('notifications', () => {
  it('an event matching a subscription raises the bell count and a toast within the poll period; mark as read clears it', async () => {
    const j = await journey.start();
    const { call, token } = client(j.server.url);
    const root = await token(ADMIN.username, ADMIN.password);
    const admin = await token(USERS.administrator.username, USERS.administrator.password);

    // Demo gets a licence, a capacity group, an online edge and a plate camera on it.
    const me = await call<{ organization_id: number }>('GET', '/users/me', { token: admin });
    const expiry = new Date(Date.now() + 365 * 86_400_000).toISOString();
    const issued = await call<{ id: number }>('POST', '/licenses', { token: root, json: { organization_id: me.organization_id, expiry_date: expiry, consents: [], limits: { cameras: 10, fr: 10, lpr: 10, sa: 10, tp: 10, ao: 10 } } });
    const file = await call('GET', `/licenses/${issued.id}/file`, { token: admin });
    await call('POST', '/licenses/activate', { token: admin, json: file });
    const cg = await call<{ token: string }>('POST', '/capacitygroups', { token: root, json: { name: 'Gate pool', capacity: 10, organization_ids: [me.organization_id] } });
    const edge = await call<{ invitation: string }>('POST', '/edges', { token: root, json: { name: 'Edge N-1', serial_number: 'N-1', capacitygroup_token: cg.token } });
    const reg = await call<{ id: number; credential: string }>('POST', '/edges/register', { json: { invitation: edge.invitation, hostname: 'edge-host', cap: 10, version: '1.0.0' } });
    const info = { os: 'linux', arch: 'x64', cpu: { model: 'test', cores: 4, load: 0.1 }, mem: { total: 1000, used: 100 }, disk: { total: 1000, used: 10 }, net: { rx: 1, tx: 1 }, temp: null, machine_uptime: 100 };
    await call('PUT', `/edges/${reg.id}/status`, { token: reg.credential, json: { hostname: 'edge-host', cap: 10, util: 0.2, uptime: 60, info } });
    const camera = await call<{ id: number }>('POST', '/cameras', {
      token: admin,
      json: { name: 'North gate', source: { body: { protocol: 'rtsp', host: '10.0.0.5', port: 554, path: '/live', transport: 'tcp' } }, video_modules: ['lpr'], capacitygroup_token: cg.token },
    });

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
        json: { events: [{ event_id: randomUUID(), event_type: eventType, ts, stream_id: camera.id, ...extra, event: { reason: 'any', label: null, detection: null, trajectory: [], roi: null, line: null, attributes: {}, ts } }] },
      });
    };
    const started = Date.now();
    await post('lpr', { number: 'A123BC77', region: 'ru' });
    await page.getByTestId('bell-count').filter({ hasText: '1' }).waitFor({ timeout: WITHIN_POLL_MS });
    const toast = page.getByTestId('subscription-toast');
    await toast.getByText('New event: North gate plates').waitFor({ timeout: 1000 });
    expect(Date.now() - started).toBeLessThan(WITHIN_POLL_MS);
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon-notification.svg');
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
});
