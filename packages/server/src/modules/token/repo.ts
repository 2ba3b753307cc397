import { sql, type Kysely, type Transaction } from 'kysely';
import { PREPARED } from '../../db/prepared';
import type { DB } from '../../db/types';
import type { RequestMeta } from '../../http/principal';

type Conn = Kysely<DB> | Transaction<DB>;

export function findLoginUser(db: Conn, login: string) {
  const key = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .select(['id', 'organization_id', 'username', 'password_hash', 'blocked_to', 'tfa_enabled', 'tfa_secret', 'tfa_last_step'])
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', key), eb(sql`lower(email)`, '=', key)]))
    .orderBy(sql`lower(username) = ${key}`, 'desc')
    .executeTakeFirst();
}

/** Sign-in attempts on an account since a time, oldest first (throttle.ts judges them). */
export function accountHistory(db: Conn, account: string, since: Date) {
  return db
    .selectFrom('sign_in_log')
    .select(['ts', 'success', 'counted', 'ip', 'device'])
    .where('account', '=', account)
    .where('ts', '>', since)
    .orderBy('ts', 'asc')
    .execute();
}

/** Counted failures of untrusted clients from an address, over every account, since a time. */
export async function addressFailures(db: Conn, ip: string, since: Date): Promise<{ n: number; last: Date | null }> {
  const row = await db
    .selectFrom('sign_in_log')
    .select([sql<number>`count(*)::int`.as('n'), sql<Date | null>`max(ts)`.as('last')])
    .where('ip', '=', ip)
    .where('success', '=', false)
    .where('counted', '=', true)
    .where('device', 'is', null)
    .where('ts', '>', since)
    .executeTakeFirstOrThrow();
  return { n: row.n, last: row.last === null ? null : new Date(row.last) };
}

export interface SignInRecord {
  userId: number | null;
  account: string;
  device: string | null;
  username: string;
  success: boolean;
  reason: string | null;
  counted: boolean;
  at: Date;
  meta: RequestMeta;
}

export async function recordSignIn(db: Conn, r: SignInRecord): Promise<void> {
  await db
    .insertInto('sign_in_log')
    .values({
      user_id: r.userId,
      username: r.username.slice(0, 254),
      ts: r.at,
      success: r.success,
      reason: r.reason,
      counted: r.counted,
      ip: r.meta.ip,
      user_agent: r.meta.userAgent,
      account: r.account,
      device: r.device,
    })
    .execute();
}

export async function createSession(db: Conn, userId: number, at: Date, meta: RequestMeta): Promise<string> {
  const row = await db
    .insertInto('auth_sessions')
    .values({ user_id: userId, created_at: at, ip: meta.ip, user_agent: meta.userAgent })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

export async function insertToken(db: Conn, t: { hash: string; sessionId: string; kind: 'access' | 'refresh'; at: Date; expiresAt: Date }): Promise<void> {
  await db.insertInto('auth_tokens').values({ hash: t.hash, session_id: t.sessionId, kind: t.kind, created_at: t.at, expires_at: t.expiresAt }).execute();
}

export function findToken(db: Conn, hash: string) {
  return db
    .selectFrom('auth_tokens as t')
    .innerJoin('auth_sessions as s', 's.id', 't.session_id')
    .select(['t.hash', 't.kind', 't.session_id', 't.expires_at', 't.used_at', 't.revoked_at', 's.user_id', 's.revoked_at as session_revoked_at'])
    .where('t.hash', '=', hash)
    .executeTakeFirst();
}

/** Marks a refresh token used; false when another request used it first (a race is a reuse). */
export async function consumeRefreshToken(db: Conn, hash: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('auth_tokens')
    .set({ used_at: at })
    .where('hash', '=', hash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends live access tokens of a session (after a refresh, the old access token stops working). */
export async function revokeAccessTokens(db: Conn, sessionId: string, at: Date): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: at })
    .where('session_id', '=', sessionId)
    .where('kind', '=', 'access')
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeSession(db: Conn, sessionId: string, at: Date, reason: string): Promise<void> {
  await db.updateTable('auth_sessions').set({ revoked_at: at, revoked_reason: reason }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  await db.updateTable('auth_tokens').set({ revoked_at: at }).where('session_id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Every session of a user except one: after a password change, other devices sign in again. */
export async function revokeOtherSessions(db: Conn, userId: number, keepSessionId: string | null, at: Date, reason: string) {
  const sessions = await db
    .selectFrom('auth_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .$if(keepSessionId !== null, (q) => q.where('id', '!=', keepSessionId as string))
    .execute();
  for (const s of sessions) await revokeSession(db, String(s.id), at, reason);
}

/** Every request's token check when the revocation view does not hold it: a prepared statement. */
export function principalRow(db: Conn, hash: string, now: Date) {
  return db
    .selectFrom('auth_tokens as t')
    .modifyFront(sql.raw(PREPARED))
    .innerJoin('auth_sessions as s', 's.id', 't.session_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      'u.id',
      's.id as session_id',
      't.expires_at',
      'u.organization_id',
      'u.role_id',
      'u.is_superuser',
      'u.tfa_enabled',
      'u.tfa_required',
      'u.blocked_to',
      sql<number[]>`coalesce((select array_agg(ug.group_id order by ug.group_id) from user_groups ug where ug.user_id = u.id), '{}')`.as('group_ids'),
    ])
    .where('t.hash', '=', hash)
    .where('t.kind', '=', 'access')
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', now)
    .where('s.revoked_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}
