import Type from 'typebox';
import { IdListSchema, IdSchema, Nullable, List, PageQuery, TimestampSchema } from './common';

/**
 * One audit-log row, written by the server in the same transaction as every mutation (and on
 * sign-in). The spec does not show the fields: everything here is our design. action_type is
 * `<resource>_<action>` in the style of the permissions (camera_update, token_create,
 * license_activate). before/after hold the changed fields only, with secrets replaced by
 * "***". Rows are never created or changed through the API.
 */
export const AuditlogSchema = Type.Object({
  id: IdSchema,
  created_at: TimestampSchema,
  /** null for the system and for failed sign-ins of unknown users. */
  user_id: Nullable(IdSchema),
  username: Nullable(Type.String()),
  organization_id: Nullable(IdSchema),
  action_type: Type.String({ pattern: '^[a-z][a-z0-9_]*$' }),
  resource_type: Type.String(),
  resource_id: Nullable(Type.String()),
  before: Nullable(Type.Record(Type.String(), Type.Unknown())),
  after: Nullable(Type.Record(Type.String(), Type.Unknown())),
  ip: Nullable(Type.String()),
  user_agent: Nullable(Type.String()),
});
export type Auditlog = Type.Static<typeof AuditlogSchema>;

export const AuditlogListSchema = List('auditlogs', AuditlogSchema);
export type AuditlogList = Type.Static<typeof AuditlogListSchema>;

/** GET /auditlogs query; order_by: created_at ascending or -created_at (default) descending. */
export const AuditlogQuerySchema = PageQuery({
  user_ids: Type.Optional(IdListSchema),
  action_types: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100 })),
  order_by: Type.Optional(Type.Enum(['created_at', '-created_at'] as const, { default: '-created_at' })),
  organization_id: Type.Optional(IdSchema),
  created_at_from: Type.Optional(TimestampSchema),
  created_at_to: Type.Optional(TimestampSchema),
});
export type AuditlogQuery = Type.Static<typeof AuditlogQuerySchema>;
