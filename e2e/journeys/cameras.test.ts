import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newContext, screenshots } from '../support/browser';
import { journeys, signIn } from '../support/journey';
import { startSimulator } from '../../packages/server/test/support/onvif-simulator';
import { ADMIN, PASSWORD } from '../support/users';

const journey = journeys();

type Pt = { x: number; y: number };

/** Clicks the drawing area at fractions of its size and returns the fractions clicked. */
async function clickAt(canvas: Locator, points: Pt[]): Promise<Pt[]> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no drawing area');
  const out: Pt[] = [];
  for (const p of points) {
    const x = Math.round(p.x * box.width);
    const y = Math.round(p.y * box.height);
    await canvas.click({ position: { x, y } });
    out.push({ x: x / box.width, y: y / box.height });
  }
  return out;
}

async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const token = (JSON.parse(localStorage.getItem('token') ?? '{}') as { accessToken?: string }).accessToken ?? '';
    const res = await fetch(`/api/v1${p}`, { headers: { Authorization: `Bearer ${token}` } });
    return (await res.json()) as unknown;
  }, path) as Promise<T>;
}

/** An API call from the page (with the signed-in user's token, or a machine credential). */
async function call<T = unknown>(page: Page, method: string, path: string, body: unknown, bearer?: string): Promise<T> {
  return page.evaluate(
    async ({ method, path, body, bearer }) => {
      const token = bearer ?? (JSON.parse(localStorage.getItem('token') ?? '{}') as { accessToken?: string }).accessToken ?? '';
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      const res = await fetch(`/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as unknown;
    },
    { method, path, body, bearer },
  ) as Promise<T>;
}

type WireCamera = {
  id: number;
  name: string;
  source: { url: string; body: Record<string, unknown> };
  video_modules: string[];
  video_analytics: {
    modules: {
      sa?: {
        worktime: Record<'mon' | 'tue' | 'sun', boolean[]>;
        config: { roi: { name: string; polygon: Pt[]; min_event_interval: number }[]; lines: { name: string; coords: Pt[]; direction: string }[] };
      };
    };
  };
};

const near = (a: Pt[], b: Pt[]) =>
  a.length === b.length && a.every((p, i) => Math.abs(p.x - (b[i]?.x ?? -1)) < 0.002 && Math.abs(p.y - (b[i]?.y ?? -1)) < 0.002);

describe('cameras', () => {
  it('an administrator adds an RTSP camera, draws a zone and a line, saves, and finds them unchanged', async () => {
    const j = await journey.start();

    // The superuser gives the Demo organisation a capacity group; its secrets are shown once.
    const root = j.page;
    await root.goto('/login');
    await signIn(root, ADMIN.username, ADMIN.password);
    const rootNav = root.getByRole('navigation', { name: 'Main navigation' });
    await rootNav.getByRole('link', { name: 'Capacity groups' }).click();
    await root.waitForURL('**/capacitygroups');
    await root.getByText('No capacity groups yet.').waitFor();
    await root.getByRole('button', { name: 'New capacity group' }).click();
    const cgDialog = root.getByRole('dialog', { name: 'New capacity group' });
    await cgDialog.getByLabel('Name', { exact: true }).fill('Main pool');
    await cgDialog.getByLabel('Capacity (analytics module slots)').fill('10');
    await cgDialog.getByLabel('Demo', { exact: true }).check();
    await cgDialog.getByRole('button', { name: 'Create' }).click();
    const secrets = root.getByRole('dialog', { name: 'Secrets of Main pool' });
    await secrets.getByText('rpc_auth_secret').waitFor();
    await screenshots(root, 'capacitygroups-secrets');
    await secrets.getByRole('button', { name: 'I have copied them' }).click();
    await root.getByRole('button', { name: 'Main pool', exact: true }).waitFor();
    await screenshots(root, 'capacitygroups');

    // The administrator, in a browser of their own.
    const context = await newContext(j.browser, j.server.url);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/login');
    await signIn(page, 'admin1', PASSWORD);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Cameras' }).click();
    await page.waitForURL('**/cameras');
    await page.getByText('No cameras you may see. Administrators add cameras and share them with operators through groups.').waitFor();
    await screenshots(page, 'cameras-empty');

    // New camera: the section-5 rules first, then an RTSP source.
    await page.getByRole('button', { name: 'New camera' }).click();
    const newDialog = page.getByRole('dialog', { name: 'New camera' });
    await newDialog.getByLabel('Path').fill('stream1');
    await newDialog.getByLabel('Username').fill('viewer');
    await newDialog.getByRole('button', { name: 'Create' }).click();
    await newDialog.getByText('At least 3 characters.').waitFor();
    await newDialog.getByText('The path begins with "/".').waitFor();
    await expect.poll(() => newDialog.getByText('This field is required.').count()).toBe(2); // host, password
    await newDialog.getByLabel('Name', { exact: true }).fill('Gate camera');
    await newDialog.getByLabel('Host', { exact: true }).fill('cam1.example.com');
    await newDialog.getByLabel('Path').fill('/stream1');
    await newDialog.getByLabel('Password', { exact: true }).fill('s3cret-pass');
    await newDialog.getByText('rtsp://cam1.example.com:554/stream1').waitFor();
    await screenshots(page, 'cameras-new');
    await newDialog.getByRole('button', { name: 'Create' }).click();

    // The settings modal opens on the new camera: situation analytics with a zone and a line.
    const settings = page.getByRole('dialog', { name: 'Camera settings: Gate camera' });
    await settings.waitFor();
    await settings.getByRole('tab', { name: 'Analytics', exact: true }).click();
    await settings.getByRole('tab', { name: 'Situation analytics' }).click();
    await settings.getByLabel('Situation analytics on').check();
    // Working hours: a drag from Monday 0:00 to Tuesday 2:00 switches those hours off.
    const grid = settings.getByRole('grid', { name: 'Working hours' });
    await settings.getByText('168 of 168 hours on').waitFor();
    const from = await grid.getByRole('button', { name: 'Mon 0:00' }).boundingBox();
    const to = await grid.getByRole('button', { name: 'Tue 2:00' }).boundingBox();
    if (!from || !to) throw new Error('no worktime cells');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    await settings.getByText('162 of 168 hours on').waitFor();
    // And the keyboard: Space on the focused cell switches it back on.
    await grid.getByRole('button', { name: 'Tue 2:00' }).focus();
    await page.keyboard.press('Space');
    await settings.getByText('163 of 168 hours on').waitFor();
    await screenshots(page, 'cameras-settings-worktime');
    const canvas = settings.getByRole('application', { name: 'Drawing area' });
    await canvas.scrollIntoViewIfNeeded();
    await settings.getByRole('button', { name: 'Draw a zone' }).click();
    const zone = await clickAt(canvas, [
      { x: 0.2, y: 0.2 },
      { x: 0.6, y: 0.25 },
      { x: 0.55, y: 0.7 },
      { x: 0.15, y: 0.6 },
    ]);
    await settings.getByRole('button', { name: 'Finish the zone' }).click();
    await settings.getByRole('button', { name: 'Zone: Zone 1' }).waitFor();
    const zoneFields = settings.getByRole('group', { name: 'Zone', exact: true });
    await zoneFields.getByLabel('Name', { exact: true }).fill('Entrance');
    await zoneFields.getByLabel('Minimum event interval, s (up to 30)').fill('31');
    await zoneFields.getByText('At most 30.').waitFor();
    await zoneFields.getByLabel('Minimum event interval, s (up to 30)').fill('12');
    await zoneFields.getByLabel('Object class').fill('person');
    await zoneFields.getByLabel('Check hard hats').check();

    await settings.getByRole('button', { name: 'Draw a line' }).click();
    const line = await clickAt(canvas, [
      { x: 0.1, y: 0.85 },
      { x: 0.9, y: 0.8 },
    ]);
    const lineFields = settings.getByRole('group', { name: 'Line', exact: true });
    await lineFields.getByLabel('Name', { exact: true }).fill('Doorway');
    await lineFields.getByLabel('Direction').selectOption('forward');
    await lineFields.getByLabel('Object classes (comma separated)').fill('person, bicycle');
    await screenshots(page, 'cameras-settings-roi');
    // A second zone from the keyboard alone: arrows move the cursor, Space adds a point, Enter closes.
    await settings.getByRole('button', { name: 'Draw a zone' }).click();
    for (const [key, times] of [
      ['ArrowLeft', 5],
      ['Space', 1],
      ['ArrowRight', 10],
      ['Space', 1],
      ['ArrowDown', 10],
      ['Space', 1],
      ['Enter', 1],
    ] as const) {
      for (let i = 0; i < times; i++) await page.keyboard.press(key);
    }
    await settings.getByRole('button', { name: 'Zone: Zone 2' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Camera settings saved').waitFor();
    await settings.waitFor({ state: 'detached' });

    // The grid shows the camera; reopening its settings shows the same zone and line.
    await page.getByRole('heading', { name: 'Gate camera' }).waitFor();
    await screenshots(page, 'cameras-grid');
    await page.getByRole('button', { name: 'Settings of Gate camera' }).click();
    await settings.waitFor();
    await expect(settings.getByLabel('Host', { exact: true }).inputValue()).resolves.toBe('cam1.example.com');
    await settings.getByRole('tab', { name: 'Analytics', exact: true }).click();
    await settings.getByRole('tab', { name: 'Situation analytics' }).click();
    expect(await settings.getByLabel('Situation analytics on').isChecked()).toBe(true);
    await settings.getByRole('button', { name: 'Zone: Entrance' }).click();
    await expect(zoneFields.getByLabel('Minimum event interval, s (up to 30)').inputValue()).resolves.toBe('12');
    await expect(zoneFields.getByLabel('Object class').inputValue()).resolves.toBe('person');
    expect(await zoneFields.getByLabel('Check hard hats').isChecked()).toBe(true);
    await zoneFields.getByText('4 points').waitFor();
    await settings.getByRole('button', { name: 'Line: Doorway' }).click();
    await expect(lineFields.getByLabel('Direction').inputValue()).resolves.toBe('forward');
    await expect(lineFields.getByLabel('Object classes (comma separated)').inputValue()).resolves.toBe('person, bicycle');
    await screenshots(page, 'cameras-settings-reopened');

    // The API holds exactly what was drawn (fractions of the frame), and no password.
    const found = await page.evaluate(async () => {
      const token = (JSON.parse(localStorage.getItem('token') ?? '{}') as { accessToken?: string }).accessToken ?? '';
      const res = await fetch('/api/v1/cameras/search', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: { text: 'Gate' } }),
      });
      return ((await res.json()) as { cameras: { id: number }[] }).cameras.map((c) => c.id);
    });
    expect(found).toHaveLength(1);
    const camera = await api<WireCamera>(page, `/cameras/${found[0]}`);
    expect(camera.source.url).toBe('rtsp://cam1.example.com:554/stream1');
    expect(camera.source.body).toMatchObject({ protocol: 'rtsp', host: 'cam1.example.com', port: 554, username: 'viewer', path: '/stream1', transport: 'tcp' });
    expect(camera.source.body).not.toHaveProperty('password');
    expect(camera.video_modules).toEqual(['sa']);
    const sa = camera.video_analytics.modules.sa?.config;
    expect(sa?.roi).toHaveLength(2);
    expect(
      near(sa?.roi[1]?.polygon ?? [], [
        { x: 0.4, y: 0.5 },
        { x: 0.6, y: 0.5 },
        { x: 0.6, y: 0.7 },
      ]),
    ).toBe(true);
    expect(sa?.roi[0]?.name).toBe('Entrance');
    expect(sa?.roi[0]?.min_event_interval).toBe(12);
    expect(near(sa?.roi[0]?.polygon ?? [], zone)).toBe(true);
    expect(sa?.lines).toHaveLength(1);
    expect(sa?.lines[0]).toMatchObject({ name: 'Doorway', direction: 'forward', obj_classes: ['person', 'bicycle'] });
    expect(near(sa?.lines[0]?.coords ?? [], line)).toBe(true);
    const worktime = camera.video_analytics.modules.sa?.worktime;
    expect(worktime?.mon.slice(0, 4)).toEqual([false, false, false, true]);
    expect(worktime?.tue.slice(0, 4)).toEqual([false, false, true, true]);
    expect(worktime?.sun.every(Boolean)).toBe(true);

    // Closing without changes asks nothing; the list view shows the state with its reason.
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await settings.waitFor({ state: 'detached' });
    // The mini-player: no stream server serves the camera here, so no snapshot and the stream is offline.
    await page.getByRole('button', { name: 'Watch Gate camera' }).click();
    const player = page.getByRole('dialog', { name: 'Gate camera' });
    await player.getByText('No snapshot yet').waitFor();
    await player.getByText('Stream offline').waitFor();
    await screenshots(page, 'cameras-mini-player');
    await player.getByRole('button', { name: 'Close' }).click();
    await player.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.getByRole('cell', { name: 'Gate camera' }).first().waitFor();
    await screenshots(page, 'cameras-list');
    expect(errors).toEqual([]);
    expect(j.errors).toEqual([]);
  });

  it('the superuser adds a stream server (invitation shown once) and watches an edge report its status', async () => {
    const j = await journey.start();
    const { page } = j;
    await page.goto('/login');
    await signIn(page, ADMIN.username, ADMIN.password);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Capacity groups' }).waitFor();
    await call(page, 'POST', '/capacitygroups', { token: 'pool-1', name: 'Pool one', capacity: 8 });

    // A stream server from /streamservers/new: its invitation is shown once.
    await nav.getByRole('link', { name: 'Stream servers' }).click();
    await page.waitForURL('**/streamservers');
    await page.getByText('No stream servers yet.').waitFor();
    await page.getByRole('link', { name: 'New stream server' }).click();
    await page.waitForURL('**/streamservers/new');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.getByText('An http or https address.').count()).toBe(2);
    await page.getByLabel('Name', { exact: true }).fill('Media one');
    await page.getByLabel('Public URL').fill('https://media.example.com');
    await page.getByLabel('Internal URL').fill('http://10.0.0.10:8081');
    await page.getByLabel('Capacity group').selectOption({ label: 'Pool one' });
    await screenshots(page, 'streamservers-new');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { name: 'Invitation for Media one' }).waitFor();
    await page.getByRole('button', { name: 'Copy Invitation' }).waitFor();
    await screenshots(page, 'streamservers-invitation');
    await page.getByRole('link', { name: 'Back to the stream servers' }).click();
    await page.getByRole('button', { name: 'Media one' }).click();
    const ss = page.getByRole('dialog', { name: 'Media one' });
    await ss.getByText('http://10.0.0.10:8081').waitFor();
    await ss.getByText('Offline').waitFor();
    await screenshots(page, 'streamservers-show');
    await ss.getByRole('button', { name: 'Close' }).click();

    // An edge registers with its invitation and reports; the console shows it live.
    const edge = await call<{ id: number; invitation: string }>(page, 'POST', '/edges', {
      name: 'Edge north',
      serial_number: 'SN-001',
      capacitygroup_token: 'pool-1',
    });
    const cred = await call<{ credential: string }>(page, 'POST', '/edges/register', { invitation: edge.invitation, hostname: 'edge-north-1', cap: 8 });
    const beat = (util: number) =>
      call(
        page,
        'PUT',
        `/edges/${edge.id}/status`,
        {
          hostname: 'edge-north-1',
          cap: 8,
          util,
          uptime: 3700,
          info: {
            os: 'Linux 6.1',
            arch: 'x64',
            cpu: { model: 'Xeon', cores: 4, load: util },
            mem: { total: 8 * 1024 ** 3, used: 2 * 1024 ** 3 },
            disk: { total: 100 * 1024 ** 3, used: 40 * 1024 ** 3 },
            net: { rx: 2048, tx: 1024 },
            temp: 51,
            machine_uptime: 90000,
          },
        },
        cred.credential,
      );
    await beat(0.42);
    await nav.getByRole('link', { name: 'Edges' }).click();
    await page.waitForURL('**/edges');
    await page.getByRole('button', { name: 'Edge north' }).waitFor();
    await page.getByRole('cell', { name: 'Online' }).waitFor();
    await screenshots(page, 'edges');
    await page.getByRole('button', { name: 'Edge north' }).click();
    const show = page.getByRole('dialog', { name: 'Edge north' });
    await show.getByText('edge-north-1').waitFor();
    await show.getByText('42 %', { exact: true }).waitFor();
    await show.getByText('2 GB / 8 GB').waitFor();
    await beat(0.55);
    // Polled: the next heartbeat shows up without a reload.
    await show.getByText('55 %', { exact: true }).waitFor({ timeout: 15_000 });
    await screenshots(page, 'edges-show');
    expect(j.errors).toEqual([]);
  });

  it('an administrator reads an ONVIF camera, changes its brightness and moves it', async () => {
    const sim = await startSimulator();
    try {
      const j = await journey.start();
      const { page } = j;
      await page.goto('/login');
      await signIn(page, 'admin1', PASSWORD);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Cameras' }).waitFor();
      // The superuser (through the API) gives the administrator's organisation a capacity group.
      const me = await call<{ organization_id: number }>(page, 'GET', '/users/me', undefined);
      const su = await call<{ access_token: string }>(
        page,
        'POST',
        '/token',
        { username: ADMIN.username, password: ADMIN.password, grant_type: 'password' },
        '',
      );
      await call(page, 'POST', '/capacitygroups', { name: 'Pool', capacity: 4, organization_ids: [me.organization_id] }, su.access_token);
      const cam = await call<{ id: number }>(page, 'POST', '/cameras', {
        name: 'PTZ dome',
        ptz: true,
        source: { body: { protocol: 'rtsp', host: '127.0.0.1', port: 8554, path: '/dome', transport: 'tcp' } },
        onvif: { host: '127.0.0.1', port: sim.port, login: sim.username, password: sim.password },
      });
      await page.goto('/cameras');
      await page.getByRole('button', { name: 'Settings of PTZ dome' }).click();
      const settings = page.getByRole('dialog', { name: 'Camera settings: PTZ dome' });
      await settings.getByRole('tab', { name: 'ONVIF' }).click();
      await settings.getByText('Argus Labs').waitFor();
      await settings.getByText('SIM-PTZ-1').waitFor();
      const brightness = settings.getByRole('slider', { name: 'Brightness' });
      await brightness.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => sim.callsOf('SetImagingSettings').length).toBeGreaterThan(0);
      await settings.getByRole('button', { name: 'Right', exact: true }).click();
      await expect.poll(() => sim.callsOf('RelativeMove').length).toBe(1);
      await settings.getByRole('button', { name: 'Home position', exact: true }).click();
      await expect.poll(() => sim.callsOf('GotoHomePosition').length).toBe(1);
      await screenshots(page, 'cameras-settings-onvif');
      expect(cam.id).toBeGreaterThan(0);
      expect(j.errors).toEqual([]);
    } finally {
      await sim.stop();
    }
  });
});
