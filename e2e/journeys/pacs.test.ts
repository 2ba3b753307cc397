import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HikvisionSimulator } from '../../packages/server/test/support/pacs-sim/hikvision';
import { client } from '../support/api';
import { journeys, signIn } from '../support/journey';
import { ADMIN, USERS } from '../support/users';
import { licenseOrganization } from '../support/eventWorld';

const journey = journeys();
/** A call to the journey's server from the test (not the page). */
const hik = new HikvisionSimulator('admin', 'gate-password');
beforeAll(async () => {
  await hik.start();
});
afterAll(async () => {
  await hik.stop();
});

describe('access control', () => {
  it('an administrator sees a server refusal at its field, checks a barrier connection, links plate lists from both sides, watches the plate sync, and deletes the system', async () => {
    const j = await journey.start();
    const { call, token } = client(j.server.url);
    const root = await token(ADMIN.username, ADMIN.password);
    const admin = await token(USERS.administrator.username, USERS.administrator.password);
    const me = await call<{ organization_id: number }>('GET', '/users/me', { token: admin });
    await licenseOrganization(call, { root, admin }, me.organization_id, { faces: 10, plates: 10 });
    const list = await call<{ id: number }>('POST', '/platelists', { token: admin, json: { name: 'Staff cars' } });
    await call('POST', '/plates', { token: admin, json: { number: '123ABC01', platelist_id: list.id } });
    const visitors = await call<{ id: number }>('POST', '/platelists', { token: admin, json: { name: 'Visitors' } });

    const page = j.page;
    await page.goto('/login');
    await signIn(page, USERS.administrator.username, USERS.administrator.password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/lists');
    const section = page.getByRole('region', { name: 'Access control' });
    await section.getByText('No access control systems yet.').filter({ visible: true }).waitFor();

    await section.getByRole('button', { name: 'New system' }).click();
    const form = page.getByRole('dialog', { name: 'New access control system' });
    await form.getByLabel('Name', { exact: true }).fill('Main gate');
    await form.getByLabel('Controls', { exact: true }).selectOption('vehicle');
    await form.getByLabel('Address', { exact: true }).fill('not a host!');
    await form.getByLabel('Port', { exact: true }).fill(String(hik.port));
    await form.getByLabel('User name', { exact: true }).fill('admin');
    await form.getByLabel('Password', { exact: true }).fill('wrong');
    // The server's validation answer lands at its field.
    await form.getByRole('button', { name: 'Create' }).click();
    await form.locator('input[aria-invalid="true"]').first().waitFor();
    expect(await form.getByLabel('Address', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Address', { exact: true }).fill('127.0.0.1');
    await form.getByRole('button', { name: 'Check connection' }).click();
    await form.getByText('The device refused the user name or password.').waitFor();
    await form.getByLabel('Password', { exact: true }).fill('gate-password');
    await form.getByRole('button', { name: 'Check connection' }).click();
    await form.getByText(/^Connected\./).waitFor();
    await form.getByLabel('Staff cars', { exact: true }).check();
    await form.getByRole('button', { name: 'Create' }).click();
    await form.waitFor({ state: 'detached' });

    await section.getByRole('button', { name: 'Details of Main gate' }).filter({ visible: true }).first().click();
    const info = page.getByRole('dialog', { name: 'Main gate' });
    await info.getByText('123ABC01').filter({ visible: true }).waitFor();
    await info.getByText('Synced', { exact: true }).filter({ visible: true }).waitFor({ timeout: 30_000 });
    await info.getByText('1 synced').waitFor();
    expect([...hik.plates.keys()].length).toBe(1);
    await info.getByRole('button', { name: 'Close' }).last().click();
    await info.waitFor({ state: 'detached' });

    // From a list's side: superlist/pacs links the Visitors list to the same barrier.
    await page.goto(`/lists#modal=superlist/pacs&modalProps=${encodeURIComponent(JSON.stringify({ kind: 'plate', id: visitors.id, name: 'Visitors' }))}`);
    const link = page.getByRole('dialog', { name: 'Access control for Visitors' });
    await link.getByLabel(/Main gate/).check();
    await link.getByRole('button', { name: 'Save' }).click();
    await link.waitFor({ state: 'detached' });
    await section.getByText('2 lists').filter({ visible: true }).waitFor();
    const saved = await call<{ list_ids: number[] }>(
      'GET',
      `/pacses/${(await call<{ pacses: { id: number }[] }>('GET', '/pacses', { token: admin })).pacses[0]?.id ?? 0}`,
      { token: admin },
    );
    expect(saved.list_ids.sort()).toEqual([list.id, visitors.id].sort());

    await section.getByRole('button', { name: 'Details of Main gate' }).filter({ visible: true }).first().click();
    await info.waitFor();

    await info.getByRole('button', { name: 'Delete system' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await info.waitFor({ state: 'detached' });
    await section.getByText('No access control systems yet.').filter({ visible: true }).waitFor();
    expect(j.errors).toEqual([]);
  }, 180_000);
});
