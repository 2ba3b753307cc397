import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Timestamp, NullableTimestamp, Json } from './columns';

/** Tables: capacity groups, stream servers, edges, cameras and video objects (segments, tasks, clips, marks, walls). */
export interface CapacitygroupsTable {
  token: string;
  name: string;
  capacity: number;
  rpc_auth_secret_hash: string;
  ticket_secret: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CapacitygroupOrganizationsTable {
  capacitygroup_token: string;
  organization_id: number;
}

export interface StreamserversTable {
  id: Generated<number>;
  name: string;
  public_url: string;
  internal_url: string;
  capacitygroup_token: string;
  capacity: ColumnType<number, number | undefined, number>;
  invitation_hash: string | null;
  credential_hash: string | null;
  /** SHA-256 of the redeemed invitation with the machine's identity proof (lib/machine.ts). */
  registration_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The credential sealed under a key only the identity proof yields (lib/machine.ts). */
  credential_seal: ColumnType<string | null, string | null | undefined, string | null>;
  hostname: string | null;
  version: string | null;
  streams: Json<Record<string, unknown>[]>;
  /** The media volume as last reported (free_bytes, min_free_bytes, low_space). */
  storage: Json<Record<string, unknown> | null>;
  last_seen_at: NullableTimestamp;
  registered_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface EdgesTable {
  id: Generated<number>;
  name: string;
  serial_number: string;
  capacitygroup_token: string;
  organization_id: number | null;
  streamserver_id: number | null;
  invitation_hash: string | null;
  credential_hash: string | null;
  /** SHA-256 of the redeemed invitation with the machine's identity proof (lib/machine.ts). */
  registration_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The credential sealed under a key only the identity proof yields (lib/machine.ts). */
  credential_seal: ColumnType<string | null, string | null | undefined, string | null>;
  hostname: string | null;
  status: JSONColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  last_seen_at: NullableTimestamp;
  registered_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CamerasTable {
  id: Generated<number>;
  organization_id: number;
  group_id: number | null;
  name: string;
  ptz: ColumnType<boolean, boolean | undefined, boolean>;
  place_id: number | null;
  plan_id: number | null;
  plan_x: number | null;
  plan_y: number | null;
  onvif: JSONColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  source: Json<Record<string, unknown>>;
  source_url: string;
  scheduler_group: string | null;
  scheduler_tags: Json<string[]>;
  capacitygroup_token: string;
  video_modules: Json<string[]>;
  video_analytics: Json<Record<string, unknown>>;
  video_streaming: Json<Record<string, unknown>>;
  /** The user's switch: false is inactive with user_action whatever the scheduler could do. */
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  state: ColumnType<'active' | 'inactive', 'active' | 'inactive' | undefined, 'active' | 'inactive'>;
  state_reason: string | null;
  edge_id: number | null;
  streamserver_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LiveTicketsTable {
  hash: string;
  token_hash: string;
  expires_at: Timestamp;
}

export interface MediaSegmentsTable {
  id: Generated<number>;
  camera_id: number;
  streamserver_id: number | null;
  stream_id: string;
  start_at: Timestamp;
  end_at: Timestamp;
  duration: number;
  bytes: number;
  path: string;
  init_path: string;
  run: string;
  seq: number;
  disc: number;
  created_at: Generated<Date>;
}

export interface TasksTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number | null;
  kind: string;
  status: ColumnType<string, string | undefined, string>;
  progress: ColumnType<number, number | undefined, number>;
  error: string | null;
  camera_id: number | null;
  streamserver_id: number | null;
  params: Json<Record<string, unknown>>;
  result: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: NullableTimestamp;
}

export interface VideoclipsTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  camera_id: number;
  range_start: Timestamp;
  range_end: Timestamp;
  seconds: number;
  task_id: number | null;
  created_at: Timestamp;
}

export interface VideomarksTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  camera_id: number;
  name: string;
  kind: string;
  ts: Timestamp;
  meta: Json<Record<string, unknown>>;
  event_id: string | null;
  snapshot_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface VideowallsTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  name: string;
  grid_type: string;
  grid_layout: Json<{ x: number; y: number; w: number; h: number }[]>;
  cameras: Json<(number | null)[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
