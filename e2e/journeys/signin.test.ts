import { describe, expect, it } from 'vitest';
import { screenshots } from '../support/browser';
import { makePng } from '../support/png';
import { journeys, signIn } from '../support/journey';
import { PASSWORD } from '../support/users';

const journey = journeys();

describe('sign in', () => {
  it('signs an operator in to the dashboard, shows the layout, user menu and profile pages', async () => {
    const j = await journey.start();
    const { page } = j;
    await page.goto('/');
    await page.waitForURL('**/login');
    await expect(page.title()).resolves.toBe('Argus');
    await screenshots(page, 'login');

    await signIn(page, 'op1', PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.getByText('Signed in').waitFor();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Cameras' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Organizations' }).count()).toBe(0);
    await screenshots(page, 'signed-in');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menu').getByText('op1@example.com').waitFor();
    await page.getByRole('menu').getByText('Demo').waitFor();
    await screenshots(page, 'user-menu');
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await page.getByText('Operator', { exact: true }).waitFor();
    await screenshots(page, 'profile');

    await page.getByLabel('First name').fill('Olga-Maria');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile saved').waitFor();

    // An avatar: a wide image cropped to a square here, shown through its signed URL, then removed.
    const wide = makePng(240, 120, (x) => (x < 120 ? [200, 40, 40] : [40, 40, 200]));
    await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: wide });
    await page.getByRole('img', { name: 'Preview of the new avatar' }).waitFor();
    await screenshots(page, 'profile-avatar-crop');
    await page.getByRole('button', { name: 'Save avatar' }).click();
    await page.getByText('Avatar saved').waitFor();
    const avatar = page.getByRole('button', { name: 'User menu' }).locator('img');
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/api\/v1\/files\/.+sig=/);
    // Loaded as a square image (the crop), not a broken one.
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight])).toEqual([true, 256, 256]);
    await screenshots(page, 'profile-avatar');
    await page.getByRole('button', { name: 'Remove avatar' }).click();
    await page.getByText('Avatar removed').waitFor();
    await expect.poll(() => avatar.count()).toBe(0);

    await page.getByRole('link', { name: 'Change password' }).click();
    await page.waitForURL('**/profile/password');
    await screenshots(page, 'profile-password');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Another123!');
    await page.getByLabel('Repeat the new password').fill('Another999!');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The passwords do not match.').waitFor();

    await page.goto('/profile/email');
    await screenshots(page, 'profile-email');
    await page.goto('/no/such/page');
    await page.getByText('Page not found').waitFor();
    await screenshots(page, 'not-found');

    // Narrow screens: the sidebar is an overlay opened from the header.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Events' }).click();
    await page.waitForURL('**/events');
    await expect(dialog.count()).resolves.toBe(0);
    expect(j.errors).toEqual([]);
  });

  it('shows the wrong-password message and stays on the sign-in page', async () => {
    const j = await journey.start();
    const { page } = j;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByText('This field is required.').count()).toBe(2);
    await signIn(page, 'op1', 'wrong-password');
    await page.getByRole('alert').filter({ hasText: 'Wrong username or password.' }).waitFor();
    expect(page.url()).toMatch(/\/login$/);
    await screenshots(page, 'login-wrong-password');
  });
});
