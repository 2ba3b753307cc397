import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { client } from '../support/api';
import { screenshots } from '../support/browser';
import { journeys, signIn } from '../support/journey';
import { ADMIN, USERS } from '../support/users';
import { CAMERA_LIMITS, capacitygroupFor, licenseOrganization, onlineEdge } from '../support/eventWorld';

const journey = journeys();

describe('dashboard', () => {
  it('charts the organisation’s cameras and events over a range of days', async () => {
    const j = await journey.start();
    const { call, token } = client(j.server.url);
    const root = await token(ADMIN.username, ADMIN.password);
    const admin = await token(USERS.administrator.username, USERS.administrator.password);
    const me = await call<{ organization_id: number }>('GET', '/users/me', { token: admin });
    await licenseOrganization(call, { root, admin }, me.organization_id, CAMERA_LIMITS);
    const cg = await capacitygroupFor(call, root, me.organization_id, 'Dashboard pool');
    const reg = await onlineEdge(call, root, cg.token, 'Edge D-1', 'D-1');
    const camera = await call<{ id: number }>('POST', '/cameras', {
      token: admin,
      json: {
        name: 'Yard camera',
        source: { body: { protocol: 'hikvision', host: '10.0.0.6', port: 80, username: 'admin', password: 'camera-pass', event_type: 'lpr' } },
        video_modules: ['lpr'],
        capacitygroup_token: cg.token,
      },
    });
    const ts = new Date().toISOString();
    const events = ['A111AA77', 'B222BB77', 'C333CC77'].map((number) => ({
      event_id: randomUUID(),
      event_type: 'lpr',
      ts,
      stream_id: camera.id,
      number,
      region: 'ru',
      event: { reason: 'any', label: null, detection: null, trajectory: [], roi: null, line: null, attributes: {}, ts },
    }));
    await call('POST', '/events/batch', { token: reg.credential, json: { events } });

    const page = j.page;
    await page.goto('/login');
    await signIn(page, USERS.administrator.username, USERS.administrator.password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const cameras = page.getByRole('region', { name: 'Cameras' });
    await cameras.getByText('Total').waitFor();
    const byType = page.getByRole('region', { name: 'Events by type' });
    await byType.locator('.recharts-surface').first().waitFor();
    await byType.getByText('Plates').waitFor();
    const byCamera = page.getByRole('region', { name: 'Events by camera' });
    await byCamera.getByText('Yard camera').waitFor();
    // Nothing matched a list: that block says so.
    await page.getByRole('region', { name: 'List matches by priority' }).getByText('Nothing in this range.').waitFor();
    await screenshots(page, 'dashboard');

    // A 30-day preset is kept in the route state; a range in the past shows no events.
    await page.getByRole('button', { name: '30 days' }).click();
    expect(new URL(page.url()).hash).toContain('30');
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-05');
    await page.getByRole('button', { name: 'Show' }).click();
    await byType.getByText('Nothing in this range.').waitFor();
    expect(new URL(page.url()).hash).toContain('2020-01-01');

    // An API key made here lets a third-party engine post events; once revoked it is refused.
    await page.getByRole('button', { name: 'API keys' }).click();
    const keys = page.getByRole('dialog', { name: 'API keys' });
    await keys.getByText('No API keys yet.').waitFor();
    await keys.getByLabel('Name').fill('Vendor engine');
    await keys.getByRole('button', { name: 'Create key' }).click();
    const secret = (await keys.getByLabel('New key').textContent()) ?? '';
    expect(secret).toMatch(/^oak_/);
    await keys.getByRole('cell', { name: 'Vendor engine', exact: true }).waitFor();
    const third = { ...events[0], event_id: randomUUID(), number: 'D444DD77' };
    const posted = await fetch(`${j.server.url}/api/v1/events/batch`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ events: [third] }),
    });
    expect(posted.status).toBe(200);
    await screenshots(page, 'dashboard-apikeys');
    await keys.getByRole('button', { name: 'Revoke Vendor engine' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /confirm|revoke|yes/i })
      .click();
    await keys.getByText(/Revoked/).waitFor();
    const refused = await fetch(`${j.server.url}/api/v1/events/batch`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ events: [{ ...third, event_id: randomUUID() }] }),
    });
    expect(refused.status).toBe(401);
    expect(j.errors).toEqual([]);
  });

  it('tells an operator with no cameras that cameras are shared through groups, and shows the camera once they are in its group', async () => {
    const j = await journey.start();
    const { call, token } = client(j.server.url);
    const root = await token(ADMIN.username, ADMIN.password);
    const admin = await token(USERS.administrator.username, USERS.administrator.password);
    const me = await call<{ organization_id: number }>('GET', '/users/me', { token: admin });
    await licenseOrganization(call, { root, admin }, me.organization_id, CAMERA_LIMITS);
    const cg = await capacitygroupFor(call, root, me.organization_id, 'Gate pool');
    const group = await call<{ id: number }>('POST', '/groups', { token: admin, json: { name: 'Gate team' } });
    await call('POST', '/cameras', {
      token: admin,
      json: {
        name: 'Gate camera',
        group_id: group.id,
        source: { body: { protocol: 'rtsp', host: '10.0.0.7', port: 554, path: '/live', transport: 'tcp' } },
        capacitygroup_token: cg.token,
      },
    });

    const page = j.page;
    await page.goto('/login');
    await signIn(page, USERS.operator.username, USERS.operator.password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/dashboard');
    const cameras = page.getByRole('region', { name: 'Cameras' });
    await cameras.getByText('No cameras you may see.').waitFor();
    await cameras.getByText('Cameras are shared through groups: ask an administrator to put you in a group that has cameras.').waitFor();
    expect(await cameras.getByText('Nothing in this range.').count()).toBe(0);
    await screenshots(page, 'dashboard-operator-no-cameras');

    // Put in the camera's group, the operator sees it.
    const users = await call<{ users: { id: number; username: string }[] }>('POST', '/users/search', { token: admin, json: { query: {}, limit: 100 } });
    const op = users.users.find((u) => u.username === USERS.operator.username);
    await call('POST', `/groups/${group.id}/members`, { token: admin, json: { user_ids: [op?.id] } });
    await page.reload();
    await cameras.getByText('Total').waitFor();
    expect(await cameras.getByText('No cameras you may see.').count()).toBe(0);
    expect(j.errors).toEqual([]);
  });
});
