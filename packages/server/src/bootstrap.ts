import { ROLE } from '@argus/contracts';
import type { AppContext } from './context';
import { hashPassword } from './lib/password';
import { randomPassword } from './lib/secrets';
import { issueDemoLicense } from './modules/licenses/demo';

export interface CreatedAccount {
  username: string;
  /** Present only when the password was generated here and must be shown once. */
  password: string | null;
  organization: string | null;
  /** For a demo organisation: whether it got a trial licence. */
  licensed?: boolean;
}

/** On an empty database: the platform superuser, from the environment or with a generated password. */
export async function ensureSuperuser(ctx: AppContext): Promise<CreatedAccount | null> {
  const any = await ctx.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (any) return null;
  const generated = ctx.config.adminPassword === null;
  const password = ctx.config.adminPassword ?? randomPassword();
  const now = ctx.clock();
  await ctx.db
    .insertInto('users')
    .values({
      username: ctx.config.adminUsername,
      password_hash: await hashPassword(password),
      is_superuser: true,
      first_name: 'Platform',
      last_name: 'Administrator',
      attributes: '{}',
      settings: '{}',
      password_updated_at: now,
      // A generated password was only ever shown on a console; it need not be changed at once.
      password_initially_changed: true,
    })
    .execute();
  return { username: ctx.config.adminUsername, password: generated ? password : null, organization: null };
}

/** On a database with no organisation: a demo organisation and its administrator, for a first look. */
export async function ensureDemo(ctx: AppContext): Promise<CreatedAccount | null> {
  const any = await ctx.db.selectFrom('organizations').select('id').limit(1).executeTakeFirst();
  if (any) return null;
  const password = randomPassword();
  const now = ctx.clock();
  const licensed = await ctx.db.transaction().execute(async (tx) => {
    const org = await tx
      .insertInto('organizations')
      .values({ name: 'Demo', description: 'Demonstration organisation created on first start' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('users')
      .values({
        organization_id: org.id,
        username: 'demo',
        email: 'demo@argus.local',
        first_name: 'Demo',
        last_name: 'Administrator',
        role_id: ROLE.administrator,
        password_hash: await hashPassword(password),
        attributes: '{}',
        settings: '{}',
        password_updated_at: now,
        password_initially_changed: true,
      })
      .execute();
    return issueDemoLicense(ctx, tx, org.id);
  });
  return { username: 'demo', password, organization: 'Demo', licensed };
}
