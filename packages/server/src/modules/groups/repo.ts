import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { DB, GroupsTable } from '../../db/types';

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

export async function insertGroup(db: Conn, values: Insertable<GroupsTable>): Promise<number> {
  const row = await db.insertInto('groups').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGroup(db: Conn, id: number, values: Updateable<GroupsTable>): Promise<void> {
  await db.updateTable('groups').set(values).where('id', '=', id).execute();
}

export async function deleteGroup(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('groups').where('id', '=', id).execute();
}

/** The organisation's group of exactly this name, if any. */
export function groupNamed(db: Conn, organizationId: number, name: string) {
  return db.selectFrom('groups').select('id').where('organization_id', '=', organizationId).where('name', '=', name).executeTakeFirst();
}

/** The organisation's group whose creation the audit log last remembers from `userAgent`, if it still exists. */
export async function groupMadeBy(db: Conn, organizationId: number, userAgent: string): Promise<number | null> {
  const made = await db
    .selectFrom('audit_logs as a')
    .innerJoin('groups as g', (j) => j.on((eb) => eb(eb.cast('g.id', 'text'), '=', eb.ref('a.object_id'))))
    .select('g.id')
    .where('a.organization_id', '=', organizationId)
    .where('a.action_type', '=', 'group_create')
    .where('a.user_agent', '=', userAgent)
    .where('g.organization_id', '=', organizationId)
    .orderBy('a.id', 'desc')
    .executeTakeFirst();
  return made?.id ?? null;
}

export async function countGroups(db: Conn, organizationId: number): Promise<number> {
  const row = await db
    .selectFrom('groups')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
