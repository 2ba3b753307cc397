/**
 * Account administration from the command line, against the same database as the server
 * (ARGUS_DATA_DIR or DATABASE_URL). With the embedded database, run it while the server is stopped.
 *
 *   user.ts create --username NAME --password PW (--superuser | --organization ORG --role 1|2|3)
 *                  [--email E] [--first-name F] [--last-name L] [--tfa-required] [--password-chosen]
 *   user.ts reset-password --username NAME --password PW
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../src/config/env';
import { openDatabase } from '../src/db/engine';
import { migrateToLatest } from '../src/db/migrate';
import { ApiError } from '../src/http/errors';
import { systemClock } from '../src/lib/clock';
import { hashPassword } from '../src/lib/password';
import { createUser, organizationByName } from '../src/modules/users/service';
import type { RoleId } from '@argus/contracts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    organization: { type: 'string' },
    role: { type: 'string' },
    superuser: { type: 'boolean', default: false },
    'tfa-required': { type: 'boolean', default: false },
    'password-chosen': { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const command = positionals[0];
if (!values.username || !values.password) fail('--username and --password are required');
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(database.db);
const ctx = { db: database.db, database, config, clock: systemClock };
try {
  if (command === 'create') {
    const organizationId = values.superuser ? null : values.organization ? await organizationByName(ctx, values.organization) : null;
    const id = await createUser(ctx, {
      username: values.username,
      password: values.password,
      organizationId,
      roleId: values.role ? (Number(values.role) as RoleId) : null,
      isSuperuser: values.superuser,
      tfaRequired: values['tfa-required'],
      passwordInitiallyChanged: values['password-chosen'],
      ...(values.email ? { email: values.email } : {}),
      ...(values['first-name'] ? { firstName: values['first-name'] } : {}),
      ...(values['last-name'] ? { lastName: values['last-name'] } : {}),
    });
    console.log(`created user ${values.username} (id ${id})`);
  } else if (command === 'reset-password') {
    const result = await database.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(values.password), password_updated_at: new Date() })
      .where(sql`lower(username)`, '=', values.username.toLowerCase())
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) fail(`no user ${values.username}`);
    console.log(`password of ${values.username} reset`);
  } else {
    fail('usage: user.ts create|reset-password --username NAME --password PW [...]');
  }
} catch (error) {
  if (error instanceof ApiError) fail(`${error.message}${error.detail ? ` ${JSON.stringify(error.detail)}` : ''}`);
  throw error;
} finally {
  await database.close();
}
