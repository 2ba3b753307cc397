import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

/** The ids (as text) of what was made by `action` from `userAgent` in the organisation: a subquery. */
export function objectsMadeBy(db: Conn, organizationId: number, action: string, userAgent: string) {
  return db
    .selectFrom('audit_logs')
    .select('object_id')
    .where('organization_id', '=', organizationId)
    .where('action_type', '=', action)
    .where('user_agent', '=', userAgent);
}

export type MadeBy = ReturnType<typeof objectsMadeBy>;

/** Whether the audit log holds an `action` from `userAgent` in the organisation. */
export async function anythingMadeBy(db: Conn, organizationId: number, action: string, userAgent: string): Promise<boolean> {
  const row = await db
    .selectFrom('audit_logs')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('action_type', '=', action)
    .where('user_agent', '=', userAgent)
    .executeTakeFirst();
  return row !== undefined;
}

export interface AuditlogFilter {
  organizationId: number | null;
  userIds: readonly number[];
  actionTypes: readonly string[];
  from: Date | null;
  to: Date | null;
  /** The page's cursor: entries after this one in the order asked. */
  after: { createdAt: Date; id: string } | null;
  ascending: boolean;
  limit: number;
}

/** One page of audit entries with their user's name, and one more to tell whether another page follows. */
export function searchAuditlogs(db: Conn, q: AuditlogFilter) {
  const cmp = q.ascending ? '>' : '<';
  const { after } = q;
  return db
    .selectFrom('audit_logs as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.created_at',
      'a.user_id',
      'u.username',
      'a.organization_id',
      'a.action_type',
      'a.object_type',
      'a.object_id',
      'a.details',
      'a.ip',
      'a.user_agent',
    ])
    .$if(q.organizationId !== null, (b) => b.where('a.organization_id', '=', q.organizationId as number))
    .$if(q.userIds.length > 0, (b) => b.where('a.user_id', 'in', [...q.userIds]))
    .$if(q.actionTypes.length > 0, (b) => b.where('a.action_type', 'in', [...q.actionTypes]))
    .$if(q.from !== null, (b) => b.where('a.created_at', '>=', q.from as Date))
    .$if(q.to !== null, (b) => b.where('a.created_at', '<=', q.to as Date))
    .$if(after !== null, (b) => {
      const { createdAt, id } = after as NonNullable<AuditlogFilter['after']>;
      return b.where((eb) => eb.or([eb('a.created_at', cmp, createdAt), eb.and([eb('a.created_at', '=', createdAt), eb('a.id', cmp, id)])]));
    })
    .orderBy('a.created_at', q.ascending ? 'asc' : 'desc')
    .orderBy('a.id', q.ascending ? 'asc' : 'desc')
    .limit(q.limit + 1)
    .execute();
}
