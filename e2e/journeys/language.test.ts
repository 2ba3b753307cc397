import { describe, expect, it } from 'vitest';
import { screenshots } from '../support/browser';
import { journeys, signIn } from '../support/journey';
import { PASSWORD } from '../support/users';

const journey = journeys();

describe('language', () => {
  it('switches the console to kk and to ru, and remembers the choice', async () => {
    const j = await journey.start();
    const { page } = j;
    await page.goto('/login');
    await signIn(page, 'op1', PASSWORD);
    await page.waitForURL('**/dashboard');

    await page.getByLabel('Language').selectOption('kk');
    const nav = page.getByRole('navigation', { name: 'Негізгі навигация' });
    await nav.getByRole('link', { name: 'Камералар' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('kk');
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Профиль', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Екі факторлы аутентификацияны қосу' }).waitFor();
    await screenshots(page, 'profile-kk');

    await page.getByLabel('Тіл').selectOption('ru');
    await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Камеры' }).waitFor();
    await page.getByRole('button', { name: 'Включить двухфакторную аутентификацию' }).waitFor();
    await screenshots(page, 'profile-ru');

    await page.reload();
    await page.getByRole('navigation', { name: 'Основная навигация' }).waitFor();
    await page.getByRole('button', { name: 'Меню пользователя' }).click();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await page.getByRole('heading', { name: 'Вход' }).waitFor();
    await screenshots(page, 'login-ru');
    expect(j.errors).toEqual([]);
  });
});
