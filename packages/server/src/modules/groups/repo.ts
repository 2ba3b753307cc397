import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

export function groupsQuery(db: Conn) {
  return db
    .selectFrom('groups as g')
    .selectAll('g')
    .select([
      sql<number>`(select count(*)::int from user_groups ug join users u on u.id = ug.user_id and u.deleted_at is null where ug.group_id = g.id)`.as(
        'user_count',
      ),
    ]);
}

export function findGroup(db: Conn, id: number) {
  return groupsQuery(db).where('g.id', '=', id).executeTakeFirst();
}

export type GroupRecord = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

export async function nameTaken(db: Conn, organizationId: number, name: string, exceptId: number | null): Promise<boolean> {
  const row = await db
    .selectFrom('groups')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  return row !== undefined;
}

/** Users of the organisation among these ids, with how many groups each is in already. */
export function membershipCounts(db: Conn, organizationId: number, userIds: readonly number[]) {
  return db
    .selectFrom('users as u')
    .select(['u.id', sql<number>`(select count(*)::int from user_groups ug where ug.user_id = u.id)`.as('groups')])
    .where('u.organization_id', '=', organizationId)
    .where('u.deleted_at', 'is', null)
    .where('u.id', 'in', [...userIds])
    .execute();
}
