import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenshots } from '../support/browser';
import { journeys, signIn } from '../support/journey';
import { ADMIN, PASSWORD } from '../support/users';

const journey = journeys();

describe('licences', () => {
  it('the superuser issues a licence for an organisation and its administrator activates it', async () => {
    const j = await journey.start();
    const { page } = j;
    await page.goto('/login');
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.waitForURL('**/organizations');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });

    // Organisations: the table, a new one through organizations/new, the details page.
    await page.getByRole('link', { name: 'Demo' }).waitFor();
    await screenshots(page, 'organizations');
    await page.getByRole('button', { name: 'New organization' }).click();
    const orgDialog = page.getByRole('dialog', { name: 'New organization' });
    await orgDialog.getByLabel('Name').fill('Acme Security');
    await screenshots(page, 'organizations-new');
    await orgDialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/organizations\/\d+$/);
    await page.getByRole('heading', { name: 'Acme Security' }).waitFor();
    await page.getByRole('region', { name: 'Groups' }).getByRole('button', { name: 'New group' }).click();
    const groupDialog = page.getByRole('dialog', { name: 'New group' });
    await groupDialog.getByLabel('Name').fill('Gate');
    await groupDialog.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('region', { name: 'Groups' }).getByRole('link', { name: 'Gate' }).waitFor();
    await page.getByRole('region', { name: 'Members' }).getByRole('button', { name: 'New member' }).click();
    const memberDialog = page.getByRole('dialog', { name: 'New member' });
    await memberDialog.getByLabel('E-mail', { exact: true }).fill('boss@acme.example');
    await memberDialog.getByLabel('Password', { exact: true }).fill('AcmeBoss123!');
    await memberDialog.getByLabel('Gate').check();
    await screenshots(page, 'organizations-members-new');
    await memberDialog.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('region', { name: 'Members' }).getByText('boss@acme.example').first().waitFor();
    await screenshots(page, 'organization');

    // The supplier view and the issue form.
    await nav.getByRole('link', { name: 'Licences' }).click();
    await page.getByRole('heading', { name: 'Licences of all organizations' }).waitFor();
    await page.getByText('No licences yet.').waitFor();
    await page.getByRole('link', { name: 'Issue a licence' }).click();
    await page.waitForURL('**/licenses/new');
    await page.getByLabel('Organization').selectOption({ label: 'Demo' });
    await page.getByLabel('Limit 1: count').fill('5');
    await page.getByRole('button', { name: 'Add a limit' }).click();
    await page.getByLabel('Limit 2: name').fill('fr');
    await page.getByLabel('Limit 2: count').fill('2');
    await screenshots(page, 'licenses-new');
    await page.getByRole('button', { name: 'Issue and sign' }).click();
    await page.getByText('Licence issued').waitFor();
    const show = page.getByRole('dialog', { name: 'Licence' });
    await show.getByText('cameras: 5').waitFor();
    await screenshots(page, 'licenses-show');
    const [download] = await Promise.all([page.waitForEvent('download'), show.getByRole('button', { name: 'Download the licence file' }).click()]);
    const file = await download.path();
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { document: { organization_id: number }; signature: string };
    expect(saved.signature.length).toBeGreaterThan(10);
    await show.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('table', { name: 'Licences' }).getByText('Not activated').waitFor();
    await screenshots(page, 'licenses-supplier');

    // The lab page and config/show.
    await page.goto('/lab');
    await page.getByTestId('health-status').getByText('ok').waitFor();
    await page.getByRole('button', { name: 'Configuration' }).click();
    await page.getByRole('dialog', { name: 'Configuration' }).getByTestId('config-json').waitFor();
    await screenshots(page, 'lab-config');
    await page.keyboard.press('Escape');
    await screenshots(page, 'lab');

    // The customer: the sidebar warns (no active licence), the file activates through the drop zone.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await signIn(page, 'admin1', PASSWORD);
    await nav.getByRole('link', { name: 'Licences' }).getByText('No active licences').waitFor();
    await nav.getByRole('link', { name: 'Licences' }).click();
    await page.getByRole('heading', { name: 'Licences', exact: true }).waitFor();
    await page.getByText('There is no active licence.').waitFor();
    const usage = page.getByRole('table', { name: 'Usage' });
    await usage.getByTestId('usage-cameras').waitFor();
    await page.getByRole('button', { name: 'Activate a licence' }).click();
    const activate = page.getByRole('dialog', { name: 'Activate a licence' });
    await activate.getByLabel('Licence file').setInputFiles({ name: 'wrong.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await activate.getByText('This file cannot be used.').waitFor();
    await activate.getByLabel('Licence file').setInputFiles({ name: 'license.json', mimeType: 'application/json', buffer: readFileSync(file) });
    await activate.getByTestId('license-file-name').waitFor();
    await screenshots(page, 'licenses-activate');
    await activate.getByRole('button', { name: 'Activate', exact: true }).click();
    await page.getByText('Licence activated').waitFor();
    const table = page.getByRole('table', { name: 'Licences' });
    await table.getByText('Active', { exact: true }).waitFor();
    await expect.poll(async () => usage.getByTestId('usage-cameras').textContent()).toBe('0 of 5');
    await expect.poll(async () => usage.getByTestId('usage-fr').textContent()).toBe('0 of 2');
    await expect.poll(() => nav.getByText('No active licences').count()).toBe(0);
    await screenshots(page, 'licenses-customer');

    // The same file again is refused with a clear message.
    await page.getByRole('button', { name: 'Activate a licence' }).click();
    await activate.getByLabel('Licence file').setInputFiles({ name: 'license.json', mimeType: 'application/json', buffer: readFileSync(file) });
    await activate.getByRole('button', { name: 'Activate', exact: true }).click();
    await activate.getByText('The licence is already active.').waitFor();
    expect(j.errors).toEqual([]);
  });
});
