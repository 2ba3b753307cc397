import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types';
import type { Principal, RequestMeta } from '../http/principal';

export interface AuditEntry {
  organizationId: number | null;
  userId: number | null;
  /** `<resource>_<action>`, in the style of the permissions: user_update, token_create. */
  actionType: string;
  objectType: string;
  objectId: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  details?: Record<string, unknown>;
  at: Date;
  meta: RequestMeta;
}

const SECRET_KEYS = /password|secret|token|hash/i;

/** Changed fields only, with secrets masked: the audit log must never hold one. */
export function masked(values: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!values) return null;
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '***' : v]));
}

/** One audit row; call it with the transaction of the change so both commit or neither. */
export async function audit(db: Kysely<DB> | Transaction<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_logs')
    .values({
      organization_id: entry.organizationId,
      user_id: entry.userId,
      action_type: entry.actionType,
      object_type: entry.objectType,
      object_id: entry.objectId === null ? null : String(entry.objectId),
      ip: entry.meta.ip,
      user_agent: entry.meta.userAgent,
      details: JSON.stringify({ ...entry.details, before: masked(entry.before), after: masked(entry.after) }),
      created_at: entry.at,
    })
    .execute();
}

/** The usual audit entry of a principal's change to one object. */
export function changeBy(
  p: Principal,
  actionType: string,
  objectType: string,
  objectId: string | number,
  at: Date,
  meta: RequestMeta,
  change: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null; organizationId?: number | null } = {},
): AuditEntry {
  return {
    organizationId: change.organizationId === undefined ? p.organizationId : change.organizationId,
    userId: p.userId,
    actionType,
    objectType,
    objectId,
    before: change.before ?? null,
    after: change.after ?? null,
    at,
    meta,
  };
}
