/** The accounts every journey's database starts with (created with the server's user CLI). */
export const PASSWORD = 'Secret123!';
/** The platform superuser (the server's own bootstrap account is made only on an empty database). */
export const ADMIN = { username: 'root', password: 'Root12345!' } as const;

export const USERS = {
  superuser: { username: ADMIN.username, password: ADMIN.password, args: ['--superuser', '--email', 'root@example.com', '--password-chosen'] },
  administrator: { username: 'admin1', password: PASSWORD, args: ['--role', '1', '--organization', 'Demo', '--email', 'admin1@example.com', '--first-name', 'Aigerim', '--last-name', 'Sadykova', '--password-chosen'] },
  operator: { username: 'op1', password: PASSWORD, args: ['--role', '3', '--organization', 'Demo', '--email', 'op1@example.com', '--first-name', 'Olga', '--last-name', 'Petrova', '--password-chosen'] },
  newcomer: { username: 'newbie', password: PASSWORD, args: ['--role', '3', '--organization', 'Demo', '--email', 'newbie@example.com'] },
  tfaRequired: { username: 'guard1', password: PASSWORD, args: ['--role', '3', '--organization', 'Demo', '--email', 'guard1@example.com', '--tfa-required', '--password-chosen'] },
} as const;
