import { describe, expect, it } from 'vitest';
import { screenshots } from '../support/browser';
import { journeys, signIn } from '../support/journey';
import { ADMIN, PASSWORD } from '../support/users';

const journey = journeys();

describe('access guards', () => {
  it('denies an operator /organizations and a superuser /cameras', async () => {
    const j = await journey.start();
    const { page } = j;
    await page.goto('/organizations');
    await page.waitForURL('**/login');
    await signIn(page, 'op1', PASSWORD);
    // Back to the path wanted before sign-in is only for permitted paths: the entry page instead.
    await page.waitForURL('**/dashboard');
    await page.goto('/organizations');
    await page.getByText('403').waitFor();
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await screenshots(page, 'forbidden');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');

    await signIn(page, ADMIN.username, ADMIN.password);
    await page.waitForURL('**/organizations');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Capacity groups' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Cameras' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Notifications' }).count()).toBe(0);
    await screenshots(page, 'superuser-organizations');
    await page.goto('/cameras');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await page.goto('/');
    await page.waitForURL('**/organizations');
    expect(j.errors).toEqual([]);
  });
});
