import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types';
import type { RequestMeta } from '../http/principal';

export interface AuditEntry {
  organizationId: number | null;
  userId: number | null;
  actionType: string;
  objectType: string;
  objectId: string | number | null;
  details?: Record<string, unknown>;
  at: Date;
  meta: RequestMeta;
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
      details: JSON.stringify(entry.details ?? {}),
      created_at: entry.at,
    })
    .execute();
}
