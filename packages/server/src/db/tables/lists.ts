import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, NullableTimestamp, Json, DateOnlyColumn } from './columns';

/** Tables: recognition lists, their entries, and access-control systems with their sync queues. */
type Priority = 'low' | 'medium' | 'high';

/** The columns every recognition list has (face lists and plate lists). */
interface ListColumns {
  id: Generated<number>;
  organization_id: number;
  group_id: number | null;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  priority: ColumnType<Priority, Priority | undefined, Priority>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FacelistsTable extends ListColumns {
  threshold: number;
  exact_threshold: number;
  activity_tracking: ColumnType<boolean, boolean | undefined, boolean>;
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

/** Raised by a trigger on every face_images change (migration 0014); bigint, read as text. */
export interface FaceImageRevisionsTable {
  organization_id: number;
  revision: ColumnType<string, string | number, string | number>;
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

export type PlatelistsTable = ListColumns;

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
