import { sql, type Kysely } from 'kysely';

/**
 * Face descriptors waiting for the face index (where pgvector exists): ingest stores an event's
 * descriptor here, and the face indexer (modules/events/face-index.ts) moves it into event_faces'
 * HNSW graph in the background. Adding one vector to the graph costs milliseconds (several on the
 * embedded engine), about as much as storing a whole event, so doing it in the ingest request
 * halved what an edge could send. Searches read this small table with an exact scan alongside the
 * graph, so a face is searchable as soon as its event is stored.
 * No index: the table stays small (ingest admits no more descriptors once it holds
 * ARGUS_FACE_BACKLOG_LIMIT rows; their edges keep them and send them again) and the indexer takes
 * rows by ctid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    begin
      -- Only beside the face index (migration 0017 made it where pgvector existed then).
      if to_regclass('event_faces') is null then
        return;
      end if;
      -- The same columns, as a plain table (no partitions, no index).
      create table event_faces_pending (like event_faces);
    end $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    begin
      if to_regclass('event_faces_pending') is null then
        return;
      end if;
      insert into event_faces select * from event_faces_pending;
      drop table event_faces_pending;
    end $$;
  `.execute(db);
}
