import { Migrator, type Kysely, type Migration } from 'kysely';
import * as core from './migrations/0001_core';
import * as licenses from './migrations/0002_licenses';
import * as video from './migrations/0003_video';
import * as media from './migrations/0004_media';
import * as events from './migrations/0005_events';
import * as lists from './migrations/0006_lists';
import * as places from './migrations/0007_places';
import * as subscriptions from './migrations/0008_subscriptions';
import * as videoObjects from './migrations/0009_video_objects';
import * as pacs from './migrations/0010_pacs';
import * as apiKeys from './migrations/0011_api_keys';
import * as webhookReadings from './migrations/0012_webhook_readings';
import * as placeCells from './migrations/0013_place_cells';
import * as faceRevisions from './migrations/0014_face_revisions';
import * as eventFaceIndex from './migrations/0015_event_face_index';
import * as eventPartialIndexes from './migrations/0016_event_partial_indexes';
import * as eventFaces from './migrations/0017_event_faces';
import * as eventFacesPending from './migrations/0018_event_faces_pending';
import * as storedEventIds from './migrations/0019_stored_event_ids';
import * as streamserverStorage from './migrations/0020_streamserver_storage';
import * as machineIdentity from './migrations/0021_machine_identity';
import * as signInThrottle from './migrations/0022_sign_in_throttle';
import * as authChanges from './migrations/0023_auth_changes';
import * as placePositionsNotNull from './migrations/0024_place_positions_not_null';
import * as eventMatchIndexes from './migrations/0025_event_match_indexes';
import * as eventFaceKeys from './migrations/0026_event_face_keys';
import * as profileChanges from './migrations/0027_profile_changes';
import * as eventFacesGone from './migrations/0028_event_faces_gone';
import { ensureFaceTables } from './face-tables';

/** Versioned migrations, in order. Never edit one that has shipped: add the next. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_core': core,
  '0002_licenses': licenses,
  '0003_video': video,
  '0004_media': media,
  '0005_events': events,
  '0006_lists': lists,
  '0007_places': places,
  '0008_subscriptions': subscriptions,
  '0009_video_objects': videoObjects,
  '0010_pacs': pacs,
  '0011_api_keys': apiKeys,
  '0012_webhook_readings': webhookReadings,
  '0013_place_cells': placeCells,
  '0014_face_revisions': faceRevisions,
  '0015_event_face_index': eventFaceIndex,
  '0016_event_partial_indexes': eventPartialIndexes,
  '0017_event_faces': eventFaces,
  '0018_event_faces_pending': eventFacesPending,
  '0019_stored_event_ids': storedEventIds,
  '0020_streamserver_storage': streamserverStorage,
  '0021_machine_identity': machineIdentity,
  '0022_sign_in_throttle': signInThrottle,
  '0023_auth_changes': authChanges,
  '0024_place_positions_not_null': placePositionsNotNull,
  '0025_event_match_indexes': eventMatchIndexes,
  '0026_event_face_keys': eventFaceKeys,
  '0027_profile_changes': profileChanges,
  '0028_event_faces_gone': eventFacesGone,
};

export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  const failed = results?.find((r) => r.status === 'Error');
  if (failed) throw new Error(`migration ${failed.migrationName} failed`);
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  if (await ensureFaceTables(db)) applied.push('face tables (pgvector installed since)');
  return applied;
}
