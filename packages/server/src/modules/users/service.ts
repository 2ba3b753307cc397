import { ROLE_IDS, type RoleId } from '@argus/contracts';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { ApiError, invalid } from '../../http/errors';
import { hashPassword } from '../../lib/password';

export interface NewUser {
  username: string;
  password: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  organizationId: number | null;
  roleId: RoleId | null;
  isSuperuser?: boolean;
  tfaRequired?: boolean;
  /** Whether the user already chose this password (false: the console asks for a new one when configured). */
  passwordInitiallyChanged?: boolean;
}

/** Creates an account after checking the rules every path into the users table shares. */
export async function createUser(ctx: AppContext, input: NewUser): Promise<number> {
  const min = ctx.config.public.min_password_length;
  if (input.password.length < min) throw invalid({ password: `must be at least ${min} characters` });
  if (!input.isSuperuser) {
    if (input.organizationId === null) throw invalid({ organization_id: 'is required' });
    if (input.roleId === null || !ROLE_IDS.includes(input.roleId)) throw invalid({ role_id: 'must be 1, 2 or 3' });
  }
  const taken = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, '=', input.username.toLowerCase()),
        ...(input.email ? [eb(sql`lower(email)`, '=', input.email.toLowerCase())] : []),
      ]),
    )
    .executeTakeFirst();
  if (taken) throw new ApiError('conflict', 'The username or e-mail is in use', { username: 'is already in use' });
  const now = ctx.clock();
  const row = await ctx.db
    .insertInto('users')
    .values({
      username: input.username,
      email: input.email ?? '',
      first_name: input.firstName ?? '',
      last_name: input.lastName ?? '',
      organization_id: input.isSuperuser ? null : input.organizationId,
      role_id: input.isSuperuser ? null : input.roleId,
      is_superuser: input.isSuperuser ?? false,
      tfa_required: input.tfaRequired ?? false,
      password_hash: await hashPassword(input.password),
      password_updated_at: now,
      password_initially_changed: input.passwordInitiallyChanged ?? false,
      attributes: '{}',
      settings: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The id of an organisation by name, created when missing (for the command line and first start). */
export async function organizationByName(ctx: AppContext, name: string): Promise<number> {
  const found = await ctx.db.selectFrom('organizations').select('id').where(sql`lower(name)`, '=', name.toLowerCase()).executeTakeFirst();
  if (found) return found.id;
  const row = await ctx.db.insertInto('organizations').values({ name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
