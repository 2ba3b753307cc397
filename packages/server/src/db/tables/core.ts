import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, NullableTimestamp, Json } from './columns';

/** Tables: organisations, users, sign-in, audit, licences, keys and uploads. */
export interface OrganizationsTable {
  id: Generated<number>;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  logo_id: string | null;
  is_internal: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface GroupsTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface UsersTable {
  id: Generated<number>;
  organization_id: number | null;
  username: string;
  email: ColumnType<string, string | undefined, string>;
  first_name: ColumnType<string, string | undefined, string>;
  last_name: ColumnType<string, string | undefined, string>;
  avatar_id: string | null;
  attributes: Json<Record<string, unknown>>;
  password_hash: string;
  role_id: number | null;
  is_superuser: ColumnType<boolean, boolean | undefined, boolean>;
  tfa_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  tfa_required: ColumnType<boolean, boolean | undefined, boolean>;
  tfa_secret: string | null;
  tfa_pending_secret: string | null;
  tfa_last_step: number | null;
  blocked_to: NullableTimestamp;
  password_updated_at: NullableTimestamp;
  password_initially_changed: ColumnType<boolean, boolean | undefined, boolean>;
  password_expired: ColumnType<boolean, boolean | undefined, boolean>;
  license_agreement_accepted_version: string | null;
  settings: Json<Record<string, { version: number; value: unknown }>>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  deleted_at: NullableTimestamp;
}

export interface UserGroupsTable {
  user_id: number;
  group_id: number;
}

export interface AuthSessionsTable {
  /** bigint: the driver answers with a string. */
  id: Generated<string>;
  user_id: number;
  created_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
}

export interface AuthTokensTable {
  hash: string;
  session_id: string;
  kind: 'access' | 'refresh';
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface SignInLogTable {
  /** bigint: the driver answers with a string. */
  id: Generated<string>;
  user_id: number | null;
  username: string;
  ts: Timestamp;
  success: boolean;
  reason: string | null;
  /** Whether a failure counts towards lockout (a refused attempt during a block does not). */
  counted: ColumnType<boolean, boolean | undefined, boolean>;
  ip: string | null;
  user_agent: string | null;
  /** The account tried: `u:<user id>`, or `n:<lowercased name>` when no account has the name. */
  account: string;
  /** SHA-256 of the device cookie the client presented for this account; null: an untrusted client. */
  device: string | null;
}

export interface AuditLogsTable {
  /** bigint: the driver answers with a string. */
  id: Generated<string>;
  organization_id: number | null;
  user_id: number | null;
  action_type: string;
  object_type: string;
  object_id: string | null;
  ip: string | null;
  user_agent: string | null;
  details: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface LicensesTable {
  id: string;
  organization_id: number;
  /** The signed document, canonical JSON. */
  document: string;
  signature: string;
  issue_date: Timestamp;
  expiry_date: Timestamp;
  support_expiry_date: NullableTimestamp;
  activated_at: NullableTimestamp;
  activated_by: number | null;
  deactivated_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface ServerKeysTable {
  name: string;
  value: string;
}

export interface UploadsTable {
  id: string;
  organization_id: number | null;
  user_id: number | null;
  kind: string;
  mime_type: string;
  size: number;
  width: number;
  height: number;
  file: string;
  meta: Json<Record<string, unknown>[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
