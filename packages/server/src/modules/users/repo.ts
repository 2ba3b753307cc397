import { sql, type Kysely, type Transaction } from 'kysely';
import { PREPARED } from '../../db/prepared';
import type { DB } from '../../db/types';

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
