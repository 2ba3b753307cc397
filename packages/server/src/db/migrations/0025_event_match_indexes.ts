import { sql, type Kysely } from 'kysely';

/**
 * GET /events with only_matches (or recognition=recognized, or a list) reads the newest matched
 * events; matched events are rare (about one in 200), so an index of all events walked newest
 * first reads ~200 rows for each one it keeps, and far more for a camera: a camera's matched events
 * were found by walking all of the camera's events (or all the organisation's matched ones), 40–60
 * ms at 10 million events. Two partial indexes in the list's own order (ts, event_id) hold the
 * matched events alone, per organisation and per camera: the walk reads about what it answers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists events_matched_ts_idx;
    create index events_matched_ts_idx on events (organization_id, ts desc, event_id desc) where matched;
    create index events_camera_matched_ts_idx on events (camera_id, ts desc, event_id desc) where matched;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists events_camera_matched_ts_idx;
    drop index if exists events_matched_ts_idx;
    create index events_matched_ts_idx on events (organization_id, ts desc) where matched;
  `.execute(db);
}
