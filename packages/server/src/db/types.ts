import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Timestamps are read as Date and written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T extends object | null> = JSONColumnType<T, string | undefined, string>;

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
  hostname: string | null;
  version: string | null;
  streams: Json<Record<string, unknown>[]>;
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

/** Partitioned by day on ts (see migration 0005_events); descriptor_vec exists only with pgvector. */
export interface EventsTable {
  event_id: string;
  ts: Timestamp;
  organization_id: number;
  camera_id: number;
  edge_id: number | null;
  streamserver_id: number | null;
  event_type: string;
  reason: string;
  label: string | null;
  obsolete: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<string, string | undefined, string>;
  camera_name: string;
  place_id: number | null;
  place_name: string | null;
  place_description: string | null;
  latitude: number | null;
  longitude: number | null;
  detection: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  trajectory: Json<unknown[]>;
  roi: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  line: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  attributes: Json<Record<string, unknown>>;
  inner_ts: Timestamp;
  descriptor: number[] | null;
  number: string | null;
  plate_norm: string | null;
  region: string | null;
  snapshot_file: string | null;
  scene_file: string | null;
  plate_file: string | null;
  matches: Json<Record<string, unknown>[]>;
  matched: ColumnType<boolean, boolean | undefined, boolean>;
  match_list_ids: ColumnType<number[], number[] | undefined, number[]>;
  top_priority: number | null;
  created_at: Generated<Date>;
}

export interface EventRetentionTable {
  organization_id: number;
  days: number;
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

export interface LiveTicketsTable {
  hash: string;
  token_hash: string;
  expires_at: Timestamp;
}

type DateOnlyColumn = ColumnType<string | null, string | null | undefined, string | null>;

export interface FacelistsTable {
  id: Generated<number>;
  organization_id: number;
  group_id: number | null;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  priority: ColumnType<'low' | 'medium' | 'high', 'low' | 'medium' | 'high' | undefined, 'low' | 'medium' | 'high'>;
  threshold: number;
  exact_threshold: number;
  activity_tracking: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FacesTable {
  id: Generated<number>;
  organization_id: number;
  facelist_id: number;
  full_name: string;
  sex: 'male' | 'female' | null;
  /** A `date` column: select it as text (`birth_date::text`), never as a Date (time zones). */
  birth_date: DateOnlyColumn;
  document_number: string | null;
  attributes: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FaceImagesTable {
  id: Generated<number>;
  organization_id: number;
  face_id: number;
  image_id: string;
  mime_type: string;
  size: number;
  width: number;
  height: number;
  rect: Json<{ x_min: number; y_min: number; x_max: number; y_max: number }>;
  descriptor: number[];
  /** vector(128), only where pgvector exists (see migration 0006_lists): write a text literal, never select it. */
  embedding: ColumnType<string | null, string | undefined, string | null>;
  created_at: Timestamp;
}

export interface PlatelistsTable {
  id: Generated<number>;
  organization_id: number;
  group_id: number | null;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  priority: ColumnType<'low' | 'medium' | 'high', 'low' | 'medium' | 'high' | undefined, 'low' | 'medium' | 'high'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlatesTable {
  id: Generated<number>;
  organization_id: number;
  platelist_id: number;
  number: string;
  number_key: string;
  owner_full_name: string | null;
  owner_document_number: string | null;
  owner_birth_date: DateOnlyColumn;
  vehicle_manufacturer: string | null;
  vehicle_model: string | null;
  vehicle_type: string | null;
  vehicle_color: string | null;
  vehicle_manufacture_date: DateOnlyColumn;
  vehicle_image_id: string | null;
  attributes: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlacecategoriesTable {
  id: Generated<number>;
  organization_id: number;
  parent_id: number | null;
  name: string;
  /** Ids from the root down to this category, itself included. */
  path: number[];
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlacekindsTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  icon: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlacetaggroupsTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlacetagsTable {
  id: Generated<number>;
  organization_id: number;
  placetaggroup_id: number | null;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Precomputed clustering cells (migration 0013, kept by triggers on places); read only. */
export interface PlaceCellsTable {
  organization_id: number;
  group_key: number;
  zoom: number;
  cx: number;
  cy: number;
  count: number;
  sum_lat: number;
  sum_lon: number;
  sum_id: ColumnType<string | number, never, never>;
}

export interface PlacesTable {
  id: Generated<number>;
  organization_id: number;
  group_id: number | null;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  latitude: number;
  longitude: number;
  /** Web-Mercator position in [0, 1], computed by the database. */
  merc_x: ColumnType<number, never, never>;
  merc_y: ColumnType<number, never, never>;
  cohort_tracking: ColumnType<boolean, boolean | undefined, boolean>;
  category_id: number | null;
  kind_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlaceTagsTable {
  place_id: number;
  placetag_id: number;
}

export interface PlansTable {
  id: Generated<number>;
  place_id: number;
  name: string;
  image_id: string;
  image_mime: string;
  image_width: number;
  image_height: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SensorkindsTable {
  ident: string;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SensorsTable {
  id: Generated<number>;
  organization_id: number;
  kind: string;
  name: string;
  place_id: number | null;
  stream_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SensorreadingsTable {
  /** bigint: the driver answers with a string. */
  id: Generated<string>;
  sensor_id: number;
  payload: Json<Record<string, unknown>>;
  ts: Timestamp;
  received_at: Timestamp;
}

export interface SituationsTable {
  id: Generated<number>;
  organization_id: number;
  group_id: number | null;
  place_id: number | null;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  event_type: string;
  reason: string | null;
  priority: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
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

/** Access-control systems (migration 0010). */
export interface PacsesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  vendor: string;
  kind: string;
  host: string;
  port: number;
  username: string;
  password: string;
  channel: ColumnType<number, number | undefined, number>;
  version: string | null;
  capacitygroup_token: string | null;
  place_id: number | null;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PacsFacelistsTable {
  pacs_id: number;
  facelist_id: number;
}

export interface PacsPlatelistsTable {
  pacs_id: number;
  platelist_id: number;
}

/** The sync queue of faces on a system: see migration 0010. */
export interface PacsPersonsTable {
  id: Generated<number>;
  pacs_id: number;
  face_id: number;
  face_name: string;
  faceimage_id: number | null;
  /** A photo given with PUT /pacses/{id}/persons (file store key), used instead of the face's photo. */
  photo_file: ColumnType<string | null, string | null | undefined, string | null>;
  manual: ColumnType<boolean, boolean | undefined, boolean>;
  op: ColumnType<string, string | undefined, string>;
  status: ColumnType<string, string | undefined, string>;
  error: string | null;
  on_device: ColumnType<boolean, boolean | undefined, boolean>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: NullableTimestamp;
  version: ColumnType<number, number | undefined, number>;
  synced_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface PacsVehiclesTable {
  id: Generated<number>;
  pacs_id: number;
  plate_id: number;
  number: string;
  manual: ColumnType<boolean, boolean | undefined, boolean>;
  op: ColumnType<string, string | undefined, string>;
  status: ColumnType<string, string | undefined, string>;
  error: string | null;
  on_device: ColumnType<boolean, boolean | undefined, boolean>;
  record_no: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: NullableTimestamp;
  version: ColumnType<number, number | undefined, number>;
  synced_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface DB {
  organizations: OrganizationsTable;
  groups: GroupsTable;
  users: UsersTable;
  user_groups: UserGroupsTable;
  auth_sessions: AuthSessionsTable;
  auth_tokens: AuthTokensTable;
  sign_in_log: SignInLogTable;
  audit_logs: AuditLogsTable;
  licenses: LicensesTable;
  capacitygroups: CapacitygroupsTable;
  capacitygroup_organizations: CapacitygroupOrganizationsTable;
  streamservers: StreamserversTable;
  edges: EdgesTable;
  cameras: CamerasTable;
  media_segments: MediaSegmentsTable;
  events: EventsTable;
  event_retention: EventRetentionTable;
  server_keys: ServerKeysTable;
  uploads: UploadsTable;
  live_tickets: LiveTicketsTable;
  facelists: FacelistsTable;
  faces: FacesTable;
  face_images: FaceImagesTable;
  platelists: PlatelistsTable;
  plates: PlatesTable;
  placecategories: PlacecategoriesTable;
  placekinds: PlacekindsTable;
  placetaggroups: PlacetaggroupsTable;
  placetags: PlacetagsTable;
  places: PlacesTable;
  place_cells: PlaceCellsTable;
  place_tags: PlaceTagsTable;
  plans: PlansTable;
  sensorkinds: SensorkindsTable;
  sensors: SensorsTable;
  sensorreadings: SensorreadingsTable;
  situations: SituationsTable;
  subscriptions: SubscriptionsTable;
  subscription_hits: SubscriptionHitsTable;
  webhooks: WebhooksTable;
  organization_api_keys: OrganizationApiKeysTable;
  webhook_deliveries: WebhookDeliveriesTable;
  tasks: TasksTable;
  videoclips: VideoclipsTable;
  videomarks: VideomarksTable;
  videowalls: VideowallsTable;
  pacses: PacsesTable;
  pacs_facelists: PacsFacelistsTable;
  pacs_platelists: PacsPlatelistsTable;
  pacs_persons: PacsPersonsTable;
  pacs_vehicles: PacsVehiclesTable;
}
