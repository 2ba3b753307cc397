import { describe, expect, it } from 'vitest';
import { screenshots } from '../support/browser';
import { journeys, signIn } from '../support/journey';
import { totp } from '../support/totp';
import { PASSWORD } from '../support/users';

const journey = journeys();

describe('start-up gates', () => {
  it('makes a newcomer change the password before the app opens', async () => {
    const j = await journey.start({ env: { ARGUS_INITIAL_PASSWORD_CHANGE: 'true' } });
    const { page } = j;
    await page.goto('/login');
    await signIn(page, 'newbie', PASSWORD);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    await screenshots(page, 'gate-password');

    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Repeat the new password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('At least 8 characters.').waitFor();

    await page.getByLabel('New password', { exact: true }).fill('BrandNew123!');
    await page.getByLabel('Repeat the new password').fill('BrandNew123!');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed').waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(j.errors).toEqual([]);
  });

  it('makes a user whose organisation requires 2FA enable it first', async () => {
    const j = await journey.start();
    const { page } = j;
    await page.goto('/login');
    await signIn(page, 'guard1', PASSWORD);
    await page.getByRole('heading', { name: 'Two-factor authentication is required' }).waitFor();
    await page.getByRole('img', { name: 'QR code for the authenticator app' }).waitFor();
    await screenshots(page, 'gate-tfa');
    const secret = (await page.getByTestId('tfa-secret').textContent())?.trim() ?? '';
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(await totp(secret));
    await page.getByRole('button', { name: 'Enable', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(j.errors).toEqual([]);
  });

  it('shows the licence agreement over the app until it is accepted', async () => {
    const j = await journey.start({
      env: { ARGUS_LICENSE_AGREEMENT: JSON.stringify({ version: '1', content: { en: '/agreements/license.en.html', ru: '/agreements/license.ru.html' } }) },
      agreements: {
        'license.en.html': '<h1>Licence terms</h1><p>Use it well.</p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>',
        'license.ru.html': '<h1>Условия лицензии</h1><p>Пользуйтесь с умом.</p>',
      },
    });
    const { page } = j;
    await page.goto('/login');
    await signIn(page, 'op1', PASSWORD);
    const dialog = page.getByRole('dialog', { name: 'Licence agreement' });
    await dialog.getByText('Licence terms').waitFor();
    await expect(page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned ?? false)).resolves.toBe(false);
    const accept = dialog.getByRole('button', { name: 'Accept' });
    await expect(accept.isDisabled()).resolves.toBe(true);
    // Escape does not dismiss it.
    await page.keyboard.press('Escape');
    await expect(dialog.isVisible()).resolves.toBe(true);
    await screenshots(page, 'gate-license');

    await dialog.getByLabel('I have read and accept the licence agreement').check();
    await expect(accept.isDisabled()).resolves.toBe(false);
    await accept.click();
    await page.getByText('Licence agreement accepted').waitFor();
    await expect(dialog.count()).resolves.toBe(0);

    // Accepted for good: a reload does not bring it back.
    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: 'Licence agreement' }).count()).resolves.toBe(0);
    expect(j.errors).toEqual([]);
  });
});
