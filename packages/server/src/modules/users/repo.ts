import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

/** A user row with its organisation and groups, as every user answer needs it. */
export function findUserById(db: Conn, id: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('organizations as o', 'o.id', 'u.organization_id')
    .selectAll('u')
    .select([
      'o.name as organization_name',
      sql<number[]>`coalesce((select array_agg(ug.group_id order by ug.group_id) from user_groups ug where ug.user_id = u.id), '{}')`.as(
        'group_ids',
      ),
    ])
    .where('u.id', '=', id)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

export type UserRecord = NonNullable<Awaited<ReturnType<typeof findUserById>>>;
