import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, Json } from './columns';

/** Tables: places, plans, sensors and situations. */
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
