import { describe, expect, it } from 'vitest';
import { screenshots } from '../support/browser';
import { journeys, signIn } from '../support/journey';
import { totp } from '../support/totp';
import { PASSWORD } from '../support/users';

const journey = journeys();

describe('two-factor authentication', () => {
  it('enables 2FA from the profile, then signs in with a code', async () => {
    const j = await journey.start();
    const { page } = j;
    await page.goto('/login');
    await signIn(page, 'op1', PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto('/profile');
    await page.getByTestId('tfa-status').filter({ hasText: 'Off' }).waitFor();
    await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();

    const dialog = page.getByRole('dialog', { name: 'Enable two-factor authentication' });
    await dialog.getByRole('img', { name: 'QR code for the authenticator app' }).waitFor();
    expect(page.url()).toContain('#');
    await screenshots(page, 'tfa-enable');
    const secret = (await dialog.getByTestId('tfa-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);

    await dialog.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(await totp(secret));
    await dialog.getByRole('button', { name: 'Enable', exact: true }).click();
    await page.getByText('Two-factor authentication enabled').waitFor();
    await page.getByTestId('tfa-status').filter({ hasText: 'On' }).waitFor();
    await expect(dialog.count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');

    await signIn(page, 'op1', PASSWORD);
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    const first = page.getByLabel('Digit 1 of 6');
    await expect(first.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // Only digits go in; a pasted non-digit text is ignored; back clears the code.
    await page.keyboard.type('4a');
    await expect(first.inputValue()).resolves.toBe('4');
    await expect(page.getByLabel('Digit 2 of 6').inputValue()).resolves.toBe('');
    await page.getByLabel('Digit 2 of 6').evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text', 'abcdef');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(page.getByLabel('Digit 2 of 6').inputValue()).resolves.toBe('');
    await screenshots(page, 'login-code');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Digit 1 of 6').inputValue()).resolves.toBe('');

    await page.keyboard.type('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: 'The code is wrong. Try again.' }).waitFor();

    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(await totp(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    expect(j.errors).toEqual([]);
  });
});
