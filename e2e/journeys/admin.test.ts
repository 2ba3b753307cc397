import { describe, expect, it } from 'vitest';
import { screenshots } from '../support/browser';
import { journeys, signIn } from '../support/journey';
import { PASSWORD } from '../support/users';

const journey = journeys();

describe('administration', () => {
  it('an administrator creates a group and an operator, who then sees only what the role allows', async () => {
    const j = await journey.start();
    const { page } = j;
    await page.goto('/login');
    await signIn(page, 'admin1', PASSWORD);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Users' }).waitFor();

    // A group, from the groups table.
    await nav.getByRole('link', { name: 'Groups' }).click();
    await page.waitForURL('**/groups');
    await page.getByText('No groups yet.').waitFor();
    await screenshots(page, 'groups-empty');
    await page.getByRole('button', { name: 'New group' }).click();
    const dialog = page.getByRole('dialog', { name: 'New group' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('This field is required.').waitFor();
    await dialog.getByLabel('Name').fill('Night shift');
    await dialog.getByLabel('Description').fill('Guards on duty after 22:00');
    await screenshots(page, 'groups-new');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/groups\/\d+$/);
    await page.getByRole('heading', { name: 'Night shift' }).waitFor();
    const groupUrl = page.url();

    // An operator in that group, from /users/new.
    await nav.getByRole('link', { name: 'Users' }).click();
    await page.waitForURL('**/users');
    await page.getByRole('link', { name: 'Olga Petrova' }).first().waitFor();
    await page.getByRole('link', { name: 'New user' }).click();
    await page.waitForURL('**/users/new');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('This field is required.').first().waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Enter a valid e-mail address.').waitFor();
    await page.getByText('At least 8 characters.').first().waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill('guard2@example.com');
    await page.getByLabel('Username (the e-mail if empty)').fill('guard2');
    await page.getByLabel('First name').fill('Daniyar');
    await page.getByLabel('Last name').fill('Omarov');
    await page.getByLabel('Password', { exact: true }).fill('Guard2pass!');
    await page.getByLabel('Role').selectOption({ label: 'Operator' });
    await page.getByLabel('Night shift').check();
    await screenshots(page, 'users-new');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('User created').waitFor();
    await page.waitForURL('**/users');

    // The table filters by text and role, kept in the address.
    await page.getByRole('searchbox', { name: 'Search' }).fill('guard2');
    await page.getByRole('link', { name: 'Daniyar Omarov' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Olga Petrova' }).count()).toBe(0);
    expect(decodeURIComponent(page.url())).toContain('guard2');
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByLabel('Role').selectOption({ label: 'Administrator' });
    await page.getByRole('link', { name: 'Aigerim Sadykova' }).first().waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Daniyar Omarov' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await page.getByRole('link', { name: 'Daniyar Omarov' }).first().waitFor();
    await screenshots(page, 'users');

    await page.getByRole('link', { name: 'Daniyar Omarov' }).first().click();
    await page.waitForURL(/\/users\/\d+\/edit$/);
    await page.getByRole('heading', { name: 'Edit Daniyar Omarov' }).waitFor();
    expect(await page.getByLabel('Night shift').isChecked()).toBe(true);
    // Leaving with unsaved changes asks first.
    await page.getByLabel('First name').fill('Daniyar B.');
    await nav.getByRole('link', { name: 'Groups' }).click();
    await page.getByRole('alertdialog', { name: 'Leave this page?' }).waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();
    await page.getByLabel('First name').fill('Daniyar');
    await screenshots(page, 'users-edit');

    // The group lists its new member.
    await page.goto(groupUrl);
    await page.getByRole('region', { name: 'Members' }).getByText('guard2@example.com').first().waitFor();
    await screenshots(page, 'group');

    // A fourth group is one too many for the user: the limit is explained on the group page.
    const ids = await page.evaluate(async () => {
      const token = (JSON.parse(localStorage.getItem('token') ?? '{}') as { accessToken?: string }).accessToken ?? '';
      const call = async (path: string, body: unknown) => {
        const res = await fetch(`/api/v1${path}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return (await res.json()) as { id: number; users?: { id: number; username: string }[] };
      };
      const found = (await call('/users/search', { query: { text: 'guard2' } })) as unknown as { users: { id: number; username: string }[] };
      const userId = found.users.find((u) => u.username === 'guard2')?.id ?? 0;
      const groups: number[] = [];
      for (const name of ['Gate A', 'Gate B', 'Gate C']) groups.push((await call('/groups', { name })).id);
      await call(`/groups/${groups[0]}/members`, { user_ids: [userId] });
      await call(`/groups/${groups[1]}/members`, { user_ids: [userId] });
      return groups;
    });
    await page.goto(`/groups/${ids[2]}`);
    await page.getByRole('heading', { name: 'Gate C' }).waitFor();
    await page.getByLabel('Add a member').selectOption({ label: 'Daniyar Omarov · guard2@example.com' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page
      .getByRole('alert')
      .getByText('Daniyar Omarov already belongs to 3 groups, the most a user can be in. Remove them from another group first.')
      .waitFor();
    await screenshots(page, 'group-limit');
    await page.goto(`/groups/${ids[0]}`);
    await page.getByRole('button', { name: 'Remove Daniyar Omarov · guard2@example.com from the group' }).first().click();
    await page.getByText('Member removed').waitFor();
    await page.getByText('This group has no members.').waitFor();

    // The audit log records it all.
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL('**/auditlogs');
    const log = page.getByRole('table', { name: 'Audit log' });
    // Actions read as words of the user's language; the code is the cell's title.
    await log.getByText('Group: created', { exact: true }).first().waitFor();
    await log.getByText('User: created', { exact: true }).first().waitFor();
    expect(await log.getByTitle('group_create').count()).toBeGreaterThan(0);
    await page.getByLabel('Action').selectOption('group_create');
    await expect.poll(() => log.getByText('User: created', { exact: true }).count()).toBe(0);
    await page.getByLabel('Action').selectOption('');
    await screenshots(page, 'auditlogs');

    // The operator signs in: no administration items, 403 on /users.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await signIn(page, 'guard2', 'Guard2pass!');
    await page.waitForURL('**/dashboard');
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    for (const item of ['Users', 'Organizations', 'Audit log']) {
      expect(await nav.getByRole('link', { name: item }).count(), item).toBe(0);
    }
    await page.goto('/users');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await page.getByText('403').waitFor();
    await page.goto('/users/new');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(j.errors).toEqual([]);
  });
});
