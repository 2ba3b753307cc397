import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Timestamp, NullableTimestamp, Json } from './columns';

/** Tables: subscriptions, webhooks and organisation API keys. */
export interface SubscriptionsTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  name: string;
  kind: string;
  event_type: string | null;
  event_reason: string | null;
  match_kind: ColumnType<string, string | undefined, string>;
  place_id: number | null;
  camera_id: number | null;
  sensor_id: number | null;
  situation_id: number | null;
  list_id: number | null;
  list_kind: string | null;
  entity_id: number | null;
  entity_kind: string | null;
  dsl: string | null;
  config: Json<{ worktime: Record<string, unknown> | null }>;
  ts_last: NullableTimestamp;
  ts_read: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SubscriptionHitsTable {
  subscription_id: number;
  event_id: string;
  ts: Timestamp;
}

export interface OrganizationApiKeysTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  prefix: string;
  secret_hash: string;
  created_by: number | null;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface WebhooksTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  subscription_id: number;
  name: string;
  method: string;
  url: string;
  content_type: string;
  tls_verify: boolean;
  kind: string;
  template: string | null;
  is_enabled: boolean;
  authentication: JSONColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  signing_secret: string;
  rate_duration: number;
  rate_limit: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  /** bigint: the driver answers with a string. */
  id: Generated<string>;
  webhook_id: number;
  /** Exactly one item: an event (event_id and event_ts) or a sensor reading (migration 0012). */
  event_id: string | null;
  event_ts: NullableTimestamp;
  /** bigint: the driver answers with a string. */
  sensorreading_id: ColumnType<string | null, string | null | undefined, string | null>;
  organization_id: number;
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  sent_at: NullableTimestamp;
  response_code: number | null;
  latency_ms: number | null;
  error: string | null;
  created_at: Timestamp;
}
