import { sql, type Kysely } from 'kysely';
import { LOCK_CLASS } from './locks';
import { CREATE_EVENT_FACES_TABLE, CREATE_FACE_WEEK } from './migrations/0017_event_faces';
import { ADD_FACE_KEYS } from './migrations/0026_event_face_keys';

/**
 * The face search tables where pgvector came after their migrations (0017, 0018): those create them
 * only where the extension exists when they run, and the engine creates the extension at every
 * start once the server has it. Then they are created here, and the descriptors of the events
 * stored meanwhile go straight into event_faces (keyed as migration 0026 keys them; the face index
 * of modules/events/faces/graph.ts takes them from there). Not through the waiting table: ingest admits
 * faces only while that holds fewer than ARGUS_FACE_BACKLOG_LIMIT rows, so the old descriptors
 * would turn every edge's faces away until the indexer had moved them all. Answers whether it
 * created them.
 * Replicas starting together all see the tables missing: each takes a transaction lock and looks
 * again, so one creates them and the others find them made (instead of failing their start).
 */
export async function ensureFaceTables<T>(db: Kysely<T>): Promise<boolean> {
  const state = await sql<{ vector: boolean; faces: boolean }>`
    select exists (select 1 from pg_extension where extname = 'vector') as vector, to_regclass('event_faces') is not null as faces`.execute(db);
  const row = state.rows[0];
  if (!row?.vector || row.faces) return false;
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_CLASS.faceTables}::int, 0)`.execute(tx);
    // pg_class itself, not to_regclass: name lookups go through this backend's catalog cache, which
    // may still hold "no such table" from before the other replica committed (an advisory lock does
    // not make the backend read invalidations); a query of pg_class takes a fresh snapshot.
    const again = await sql<{ faces: boolean }>`
      select exists (select from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relname = 'event_faces' and n.nspname = current_schema()) as faces`.execute(tx);
    if (again.rows[0]?.faces) return false;
    await sql`
      do $$
      declare
        week date;
      begin
        ${sql.raw(CREATE_EVENT_FACES_TABLE)}
        create table event_faces_pending (like event_faces);
        for week in select distinct date_trunc('week', ts at time zone 'UTC')::date from events where cardinality(descriptor) = 128 loop
          ${sql.raw(CREATE_FACE_WEEK)}
        end loop;
        insert into event_faces (event_id, ts, organization_id, camera_id, event_type, descriptor_vec)
          select event_id, ts, organization_id, camera_id, event_type, descriptor::vector from events where cardinality(descriptor) = 128;
        ${sql.raw(ADD_FACE_KEYS)}
      end $$;
    `.execute(tx);
    return true;
  });
}
