import { describe, expect, it } from 'vitest';
import { journeys, signIn } from '../support/journey';
import { PASSWORD } from '../support/users';

const journey = journeys();

describe('session', () => {
  it('signs out a second tab when the first signs out', async () => {
    const j = await journey.start();
    const { page, context } = j;
    await page.goto('/login');
    await signIn(page, 'op1', PASSWORD);
    await page.waitForURL('**/dashboard');

    const second = await context.newPage();
    await second.goto('/profile');
    await second.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await second.waitForURL('**/login');
    await second.getByRole('button', { name: 'Sign in' }).waitFor();
    await expect(second.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();

    // The revoked token no longer works.
    expect(j.errors).toEqual([]);
  });

  it('sends an expired session back to /login with a warning', async () => {
    const j = await journey.start({ env: { ARGUS_ACCESS_TOKEN_TTL: '3' } });
    const { page } = j;
    await page.goto('/login');
    await signIn(page, 'op1', PASSWORD);
    await page.waitForURL('**/dashboard');
    const historyLength = await page.evaluate(() => history.length);
    await page.waitForTimeout(3500);
    // Any click on an interactive element checks the token first.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Your session has expired. Please sign in again.').waitFor();
    // The history entry was replaced, not added.
    await expect(page.evaluate(() => history.length)).resolves.toBe(historyLength);
    expect(j.errors).toEqual([]);
  });
});
