import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Timestamp, Json } from './columns';

/** Tables: the event store. */
/** Partitioned by day on ts (see migration 0005_events). */
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

/**
 * Face descriptors of fr/sa events for search, partitioned by week on ts; exists only with pgvector
 * (migration 0017_event_faces). descriptor_vec is written as a vector literal or cast in SQL.
 */
export interface EventFacesTable {
  /** The face index's key (migration 0026_event_face_keys): ids are handed out in the order rows are committed (faces/repo.ts). */
  id: Generated<string>;
  event_id: string;
  ts: Timestamp;
  organization_id: number;
  camera_id: number;
  event_type: string;
  descriptor_vec: string;
}

/** Descriptors stored and not yet in event_faces' graph (migration 0018_event_faces_pending): same columns. */
export type EventFacesPendingTable = Omit<EventFacesTable, 'id'>;

/** Keys of face rows retention deleted, for the other processes' face graphs (migration 0028_event_faces_gone). */
export interface EventFacesGoneTable {
  seq: Generated<string>;
  organization_id: number;
  ids: string[];
  at: Generated<Date>;
}

export interface EventRetentionTable {
  organization_id: number;
  days: number;
}
