import { ROLE_IDS, type CreateUser, type RoleId, type UpdateUser, type User, type UserSearch } from '@argus/contracts';
import { type Kysely, type Transaction, type Updateable } from 'kysely';
import type { AppContext } from '../../context';
import type { DB, UsersTable } from '../../db/types';
import { ApiError, invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { assertOrganization, listOrganization, targetOrganization } from '../../access';
import { audit, changeBy } from '../../lib/audit';
import { hashPassword } from '../../lib/password';
import { revokeOtherSessions } from '../token/repo';
import { insertOrganization, organizationExists, organizationIdByName } from '../organizations/repo';
import { urlSigner } from '../../lib/files';
import { checkAvatar } from './avatar';
import { presentUser } from './present';
import * as repo from './repo';

type Conn = Kysely<DB> | Transaction<DB>;

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
  groupIds?: readonly number[];
  avatarId?: string | null;
  attributes?: Record<string, unknown>;
  blockedTo?: string | null;
  passwordExpired?: boolean;
}

function checkPassword(ctx: AppContext, password: string, field = 'password'): void {
  const min = ctx.config.public.min_password_length;
  if (password.length < min) throw invalid({ [field]: `must be at least ${min} characters` });
}

async function checkGroups(ctx: AppContext, db: Conn, organizationId: number, groupIds: readonly number[]): Promise<void> {
  const max = ctx.config.public.groups_per_user;
  if (groupIds.length > max) throw new ApiError('limit_exceeded', `A user belongs to at most ${max} groups`, { group_ids: `at most ${max}` });
  if ((await repo.countGroupsInOrganization(db, organizationId, groupIds)) !== groupIds.length) {
    throw invalid({ group_ids: 'names a group that does not exist in the organisation' });
  }
}

/** Creates an account after the rules every path into the users table shares (HTTP, CLI, first start). */
export async function createUser(ctx: AppContext, input: NewUser, db: Conn = ctx.db): Promise<number> {
  checkPassword(ctx, input.password);
  if (!input.isSuperuser) {
    if (input.organizationId === null) throw invalid({ organization_id: 'is required' });
    if (input.roleId === null || !ROLE_IDS.includes(input.roleId)) throw invalid({ role_id: 'must be 1, 2 or 3' });
    await checkGroups(ctx, db, input.organizationId, input.groupIds ?? []);
  }
  const taken = await repo.loginTaken(db, input.username, input.email ?? '', null);
  if (taken) throw new ApiError('conflict', `The ${taken === 'email' ? 'e-mail' : 'username'} is in use`, { [taken]: 'is already in use' });
  const now = ctx.clock();
  const id = await repo.insertUser(db, {
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
    password_expired: input.passwordExpired ?? false,
    avatar_id: input.avatarId ?? null,
    blocked_to: input.blockedTo ?? null,
    attributes: JSON.stringify(input.attributes ?? {}),
    settings: '{}',
  });
  if (input.groupIds?.length) await repo.setGroups(db, id, input.groupIds);
  return id;
}

/** The id of an organisation by name, created when missing (for the command line and tests). */
export async function organizationByName(ctx: AppContext, name: string): Promise<number> {
  const found = await organizationIdByName(ctx.db, name);
  if (found !== undefined) return found;
  return insertOrganization(ctx.db, { name });
}

/** A user the caller may see: the superuser sees everyone, others their organisation's ordinary users. */
async function visibleUser(ctx: AppContext, db: Conn, p: Principal, id: number) {
  const user = await repo.findUserById(db, id);
  if (!user || (user.is_superuser && !p.isSuperuser)) throw notFound('User');
  assertOrganization(p, user.organization_id, 'User');
  return user;
}

export async function getUser(ctx: AppContext, p: Principal, id: number): Promise<User> {
  return presentUser(await visibleUser(ctx, ctx.db, p, id), ctx.config, ctx.clock(), await urlSigner(ctx));
}

export async function create(ctx: AppContext, p: Principal, body: CreateUser, meta: RequestMeta): Promise<User> {
  const organizationId = targetOrganization(p, body.organization_id);
  if (!(await organizationExists(ctx.db, organizationId))) throw notFound('Organization');
  const avatarId = await checkAvatar(ctx.db, body.avatar_id, organizationId);
  const now = ctx.clock();
  const id = await ctx.db.transaction().execute(async (tx) => {
    const userId = await createUser(
      ctx,
      {
        username: body.username ?? body.email,
        email: body.email,
        password: body.password,
        organizationId,
        roleId: body.role_id,
        groupIds: body.group_ids ?? [],
        tfaRequired: body.tfa_required ?? false,
        passwordExpired: body.password_expired ?? false,
        blockedTo: body.blocked_to ?? null,
        avatarId,
        attributes: body.attributes ?? {},
        ...(body.first_name === undefined ? {} : { firstName: body.first_name }),
        ...(body.last_name === undefined ? {} : { lastName: body.last_name }),
      },
      tx,
    );
    await audit(tx, changeBy(p, 'user_create', 'user', userId, now, meta, { after: body, organizationId }));
    return userId;
  });
  return getUser(ctx, p, id);
}

export async function update(ctx: AppContext, p: Principal, id: number, body: UpdateUser, meta: RequestMeta): Promise<User> {
  const now = ctx.clock();
  if (id === p.userId && (body.role_id !== undefined || (body.blocked_to !== undefined && body.blocked_to !== null))) {
    throw invalid({ [body.role_id !== undefined ? 'role_id' : 'blocked_to']: 'cannot be changed on your own account' });
  }
  if (body.password !== undefined) checkPassword(ctx, body.password);
  const passwordHash = body.password === undefined ? null : await hashPassword(body.password);
  await ctx.db.transaction().execute(async (tx) => {
    const user = await visibleUser(ctx, tx, p, id);
    const values: Updateable<UsersTable> = {};
    if (body.email !== undefined && body.email !== user.email) {
      if (await repo.loginTaken(tx, user.username, body.email, id)) throw new ApiError('conflict', 'The e-mail is in use', { email: 'is already in use' });
      values.email = body.email;
    }
    if (body.first_name !== undefined) values.first_name = body.first_name;
    if (body.last_name !== undefined) values.last_name = body.last_name;
    if (body.role_id !== undefined) values.role_id = body.role_id;
    if (body.avatar_id !== undefined) values.avatar_id = await checkAvatar(tx, body.avatar_id, user.organization_id);
    if (body.attributes !== undefined) values.attributes = JSON.stringify(body.attributes);
    if (body.tfa_required !== undefined) values.tfa_required = body.tfa_required;
    if (body.blocked_to !== undefined) values.blocked_to = body.blocked_to;
    if (body.password_expired !== undefined) values.password_expired = body.password_expired;
    if (passwordHash) {
      // A password set by someone else is temporary: the user chooses their own at the next sign-in.
      Object.assign(values, { password_hash: passwordHash, password_updated_at: now, password_initially_changed: false });
    }
    if (Object.keys(values).length > 0) await repo.updateUser(tx, id, { ...values, updated_at: now });
    if (body.group_ids !== undefined && user.organization_id !== null) {
      await checkGroups(ctx, tx, user.organization_id, body.group_ids);
      await repo.setGroups(tx, id, body.group_ids);
    }
    const blocked = body.blocked_to !== undefined && body.blocked_to !== null && new Date(body.blocked_to) > now;
    if (passwordHash || blocked) await revokeOtherSessions(tx, id, null, now, passwordHash ? 'password_set' : 'blocked');
    const before = Object.fromEntries(Object.keys(body).map((k) => [k, (user as Record<string, unknown>)[k] ?? null]));
    await audit(tx, changeBy(p, 'user_update', 'user', id, now, meta, { before, after: body, organizationId: user.organization_id }));
  });
  return getUser(ctx, p, id);
}

export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  if (id === p.userId) throw invalid({ user_id: 'you cannot delete your own account' });
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    const user = await visibleUser(ctx, tx, p, id);
    await repo.markUserDeleted(tx, id, now);
    await revokeOtherSessions(tx, id, null, now, 'deleted');
    await audit(tx, changeBy(p, 'user_delete', 'user', id, now, meta, { before: { username: user.username }, organizationId: user.organization_id }));
  });
}

export async function search(ctx: AppContext, p: Principal, body: UserSearch) {
  const limit = body.limit ?? 20;
  const q = body.query ?? {};
  const key = decodeCursor(body.cursor, 1);
  const organizationId = listOrganization(p, q.organization_id);
  const now = ctx.clock();
  const rows = await repo.searchUsers(ctx.db, { ...q, withSuperusers: p.isSuperuser, organizationId }, now, key !== null ? Number(key[0]) : null, limit);
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  const sign = await urlSigner(ctx);
  return { users: items.map((u) => presentUser(u, ctx.config, now, sign)), pagination };
}
