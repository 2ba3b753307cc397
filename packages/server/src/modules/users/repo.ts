import { sql, type Expression, type Insertable, type Kysely, type SqlBool, type Transaction, type Updateable } from 'kysely';
import { PREPARED } from '../../db/prepared';
import type { DB, UsersTable } from '../../db/types';
import { containsPattern } from '../../lib/like';

type Conn = Kysely<DB> | Transaction<DB>;

/** Users with their organisation name and groups, as every user answer needs them. */
export function usersQuery(db: Conn) {
  return (
    db
      .selectFrom('users as u')
      .leftJoin('organizations as o', 'o.id', 'u.organization_id')
      // avatar_id is text, the upload id a uuid: compared as text so that any stored value stays harmless.
      .leftJoin('uploads as av', (join) => join.on(sql<boolean>`av.id::text = u.avatar_id`).on('av.kind', '=', 'avatar'))
      .selectAll('u')
      .select([
        'o.name as organization_name',
        'av.file as avatar_file',
        sql<number[]>`coalesce((select array_agg(ug.group_id order by ug.group_id) from user_groups ug where ug.user_id = u.id), '{}')`.as('group_ids'),
      ])
      .where('u.deleted_at', 'is', null)
  );
}

/** Every GET /users/me: a prepared statement. */
export function findUserById(db: Conn, id: number) {
  return usersQuery(db).modifyFront(sql.raw(PREPARED)).where('u.id', '=', id).executeTakeFirst();
}

export type UserRecord = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export async function setGroups(db: Conn, userId: number, groupIds: readonly number[]): Promise<void> {
  await db.deleteFrom('user_groups').where('user_id', '=', userId).execute();
  if (groupIds.length > 0) {
    await db
      .insertInto('user_groups')
      .values(groupIds.map((group_id) => ({ user_id: userId, group_id })))
      .execute();
  }
}

/** How many of these groups exist in the organisation (to refuse foreign or unknown groups). */
export async function countGroupsInOrganization(db: Conn, organizationId: number, groupIds: readonly number[]): Promise<number> {
  if (groupIds.length === 0) return 0;
  const row = await db
    .selectFrom('groups')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('organization_id', '=', organizationId)
    .where('id', 'in', [...groupIds])
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function loginTaken(db: Conn, username: string, email: string, exceptId: number | null): Promise<'username' | 'email' | null> {
  const rows = await db
    .selectFrom('users')
    .select(['username', 'email'])
    .where('deleted_at', 'is', null)
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId as number))
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, '=', username.toLowerCase()),
        ...(email ? [eb(sql`lower(email)`, '=', email.toLowerCase())] : []),
        eb(sql`lower(email)`, '=', username.toLowerCase()),
        ...(email ? [eb(sql`lower(username)`, '=', email.toLowerCase())] : []),
      ]),
    )
    .execute();
  if (rows.some((r) => r.username.toLowerCase() === username.toLowerCase() || r.email.toLowerCase() === username.toLowerCase())) {
    return 'username';
  }
  return rows.length > 0 ? 'email' : null;
}

export async function insertUser(db: Conn, values: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Conn, id: number, values: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}

/** A deleted user keeps their row (audit, history) and leaves their groups. */
export async function markUserDeleted(db: Conn, id: number, now: Date): Promise<void> {
  await db.updateTable('users').set({ deleted_at: now, updated_at: now }).where('id', '=', id).execute();
  await db.deleteFrom('user_groups').where('user_id', '=', id).execute();
}

export interface UserFilter {
  withSuperusers: boolean;
  organizationId: number | null;
  text?: string | undefined;
  role_ids?: number[] | undefined;
  group_ids?: number[] | undefined;
  is_blocked?: boolean | undefined;
}

/** A page of users by id, one more than the limit (the page helper's look-ahead); blocked is judged at `now`. */
export function searchUsers(db: Conn, q: UserFilter, now: Date, afterId: number | null, limit: number) {
  return usersQuery(db)
    .$if(!q.withSuperusers, (b) => b.where('u.is_superuser', '=', false))
    .$if(q.organizationId !== null, (b) => b.where('u.organization_id', '=', q.organizationId as number))
    .$if(!!q.text, (b) => {
      const like = containsPattern(q.text ?? '');
      return b.where((eb) =>
        eb.or([
          eb(sql`lower(u.username)`, 'like', like),
          eb(sql`lower(u.email)`, 'like', like),
          eb(sql`lower(u.first_name || ' ' || u.last_name)`, 'like', like),
        ]),
      );
    })
    .$if(!!q.role_ids?.length, (b) => b.where('u.role_id', 'in', q.role_ids ?? []))
    .$if(!!q.group_ids?.length, (b) =>
      b.where((eb) =>
        eb.exists(
          eb
            .selectFrom('user_groups as g')
            .select('g.user_id')
            .whereRef('g.user_id', '=', 'u.id')
            .where('g.group_id', 'in', q.group_ids ?? []),
        ),
      ),
    )
    .$if(q.is_blocked !== undefined, (b) =>
      q.is_blocked ? b.where('u.blocked_to', '>', now) : b.where((eb) => eb.or([eb('u.blocked_to', 'is', null), eb('u.blocked_to', '<=', now)])),
    )
    .$if(afterId !== null, (b) => b.where('u.id', '>', afterId as number))
    .orderBy('u.id')
    .limit(limit + 1)
    .execute();
}

/** A page of the group's members by id, one more than the limit (the page helper's look-ahead). */
export function membersOfGroup(db: Conn, groupId: number, afterId: number | null, limit: number) {
  return usersQuery(db)
    .where((eb) => eb.exists(eb.selectFrom('user_groups as ug').select('ug.user_id').whereRef('ug.user_id', '=', 'u.id').where('ug.group_id', '=', groupId)))
    .$if(afterId !== null, (b) => b.where('u.id', '>', afterId as number))
    .orderBy('u.id')
    .limit(limit + 1)
    .execute();
}

/** Which of these users are already in the group. */
export async function membersAmong(db: Conn, groupId: number, userIds: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .selectFrom('user_groups')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

export async function addToGroup(db: Conn, groupId: number, userIds: readonly number[]): Promise<void> {
  await db
    .insertInto('user_groups')
    .values(userIds.map((user_id) => ({ user_id, group_id: groupId })))
    .execute();
}

export async function removeFromGroup(db: Conn, groupId: number, userIds: readonly number[]): Promise<void> {
  await db
    .deleteFrom('user_groups')
    .where('group_id', '=', groupId)
    .where('user_id', 'in', [...userIds])
    .execute();
}

/** Organisation and superuser flag of a user not deleted. */
export function liveUserOwner(db: Conn, id: number) {
  return db.selectFrom('users').select(['id', 'organization_id', 'is_superuser']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/** Whether the user is in one of the groups `inGroups` admits (a condition on user_groups.group_id). */
export async function inAnyGroup(db: Conn, userId: number, inGroups: Expression<SqlBool>): Promise<boolean> {
  const row = await db.selectFrom('user_groups').select('group_id').where('user_id', '=', userId).where(inGroups).executeTakeFirst();
  return row !== undefined;
}

/** Locks a user's row until the transaction ends: serialises what is counted per user (subscriptions). */
export async function lockUser(db: Transaction<DB>, id: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
}

/** The organisation's users that count against its licence: not deleted, not superusers. */
export async function countLicensedUsers(db: Conn, organizationId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('organization_id', '=', organizationId)
    .where('deleted_at', 'is', null)
    .where('is_superuser', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the user may still hold tokens: when blocked until, when deleted. */
export function userStanding(db: Conn, id: number) {
  return db.selectFrom('users').select(['blocked_to', 'deleted_at']).where('id', '=', id).executeTakeFirst();
}
