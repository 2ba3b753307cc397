import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO_ROOT, USER_CLI } from './paths';

/** The accounts every journey's database starts with (created with the server's user CLI). */
export const PASSWORD = 'Secret123!';
/** The platform superuser (the server's own bootstrap account is made only on an empty database). */
export const ADMIN = { username: 'root', password: 'Root12345!' } as const;

export const USERS = {
  superuser: { username: ADMIN.username, password: ADMIN.password, args: ['--superuser', '--email', 'root@example.com', '--password-chosen'] },
  administrator: {
    username: 'admin1',
    password: PASSWORD,
    args: ['--role', '1', '--organization', 'Demo', '--email', 'admin1@example.com', '--first-name', 'Aigerim', '--last-name', 'Sadykova', '--password-chosen'],
  },
  operator: {
    username: 'op1',
    password: PASSWORD,
    args: ['--role', '3', '--organization', 'Demo', '--email', 'op1@example.com', '--first-name', 'Olga', '--last-name', 'Petrova', '--password-chosen'],
  },
  newcomer: { username: 'newbie', password: PASSWORD, args: ['--role', '3', '--organization', 'Demo', '--email', 'newbie@example.com'] },
  tfaRequired: {
    username: 'guard1',
    password: PASSWORD,
    args: ['--role', '3', '--organization', 'Demo', '--email', 'guard1@example.com', '--tfa-required', '--password-chosen'],
  },
} as const;

/** Creates `users` (all of the above by default) in the embedded database at `dataDir`, with the server's own CLI. */
export async function createAccounts(dataDir: string, users: readonly (typeof USERS)[keyof typeof USERS][] = Object.values(USERS)): Promise<void> {
  for (const user of users) {
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', USER_CLI, 'create', '--username', user.username, '--password', user.password, ...user.args],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, ARGUS_DATA_DIR: dataDir },
      },
    );
  }
}
