import { describe, expect, it } from 'vitest';
import { screenshots } from '../support/browser';
import { journeys, signIn } from '../support/journey';
import { PASSWORD } from '../support/users';

const journey = journeys();

describe('shell', () => {
  it('shows banners and the version notice, confirms closing a modal and guards unsaved pages', async () => {
    const j = await journey.start({
      env: {
        ARGUS_MAINTENANCE: JSON.stringify({ planned_at: '2030-01-02T03:04:00Z', show: true }),
        ARGUS_FRONT_VERSION: 'v9.9.9',
      },
    });
    const { page, context } = j;
    await page.goto('/login');
    await signIn(page, 'op1', PASSWORD);
    await page.waitForURL('**/dashboard');

    // Maintenance banner with day/month/year hour:minute; the version notice at the bottom.
    await page.getByText('Maintenance is planned for 02/01/2030 03:04.').waitFor();
    await page.getByText('A new version of the console is available.').waitFor();
    await screenshots(page, 'banners');

    // Offline wins over maintenance.
    await context.setOffline(true);
    await page.getByText('You are offline. Data may be out of date.').waitFor();
    await expect(page.getByText(/Maintenance is planned/).count()).resolves.toBe(0);
    await context.setOffline(false);
    await page.getByText(/Maintenance is planned/).waitFor();

    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.waitForTimeout(300);
    await expect(page.getByText(/Maintenance is planned/).count()).resolves.toBe(0);

    // Global search opens from the header through the route state and closes with Escape.
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog', { name: 'Global search' }).waitFor();
    expect(page.url()).toContain('isGlobalSearchModalOpen=true');
    await page.keyboard.press('Escape');
    // Closing goes through the route state: wait for the dialog to leave rather than counting at once.
    await page.getByRole('dialog', { name: 'Global search' }).waitFor({ state: 'detached', timeout: 5000 });
    await expect(page.getByRole('dialog', { name: 'Global search' }).count()).resolves.toBe(0);

    // A modal with a confirm title asks before closing on Escape.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();
    const modal = page.getByRole('dialog', { name: 'Enable two-factor authentication' });
    await modal.getByTestId('tfa-secret').waitFor();
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('alertdialog', { name: 'Close without saving?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await modal.waitFor({ state: 'detached', timeout: 5000 });
    await expect(modal.count()).resolves.toBe(0);
    expect(page.url()).not.toContain('modal=');

    // Leaving a page with unsaved changes asks first; confirming retries the navigation.
    await page.goto('/profile/password');
    await page.getByLabel('Current password').fill('something');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Cameras' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave this page?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(page.url()).toMatch(/\/profile\/password$/);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Cameras' }).click();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/cameras');

    // The sidebar's collapsed state is remembered.
    await page.getByRole('button', { name: 'Collapse the sidebar' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Expand the sidebar' }).waitFor();
    await screenshots(page, 'sidebar-collapsed');
    expect(j.errors).toEqual([]);
  });
});
