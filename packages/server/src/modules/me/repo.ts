import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, UsersTable } from '../../db/types';
import type { Updateable } from 'kysely';

type Conn = Kysely<DB> | Transaction<DB>;

export async function updateUser(db: Conn, id: number, values: Updateable<UsersTable>, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...values, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export function passwordHashOf(db: Conn, id: number) {
  return db.selectFrom('users').select(['password_hash', 'username']).where('id', '=', id).executeTakeFirstOrThrow();
}

export async function emailTaken(db: Conn, email: string, exceptId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

export function signInLogs(db: Conn, userId: number, afterId: string | null, limit: number) {
  return db
    .selectFrom('sign_in_log')
    .select(['id', 'ts', 'success', 'reason', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .$if(afterId !== null, (q) => q.where('id', '<', afterId as string))
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}
