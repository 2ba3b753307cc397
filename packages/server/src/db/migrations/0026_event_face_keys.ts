import { sql, type Kysely } from 'kysely';

/**
 * event_faces' rows get a key (`id`, from a sequence) and lose pgvector's HNSW graph: the face
 * index is now a USearch graph per organisation in a thread of each API process
 * (modules/events/faces/graph.ts), keyed by these ids and fed with the rows past its watermark.
 * Adding a descriptor to pgvector's graph cost 4–10 ms of the database's CPU (106 faces/s on the
 * embedded engine, 257 on PostgreSQL under load), far below what ingest stores; USearch adds them
 * at ~3,700/s on one core of its own. The id index lets the index read the rows past its watermark
 * and a search read its candidates and exact-scan what the index has not taken yet.
 */
export const ADD_FACE_KEYS = `
  create sequence event_faces_id_seq as bigint owned by none;
  alter table event_faces add column id bigint;
  update event_faces set id = nextval('event_faces_id_seq');
  alter table event_faces alter column id set default nextval('event_faces_id_seq'), alter column id set not null;
  alter sequence event_faces_id_seq owned by event_faces.id;
  create index event_faces_id_idx on event_faces (id);`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    begin
      if to_regclass('event_faces') is null then
        return;
      end if;
      drop index if exists event_faces_descriptor_idx;
      ${sql.raw(ADD_FACE_KEYS)}
    end $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    begin
      if to_regclass('event_faces') is null then
        return;
      end if;
      alter table event_faces drop column id;
      create index event_faces_descriptor_idx on event_faces using hnsw (descriptor_vec vector_cosine_ops) with (m = 16, ef_construction = 64);
    end $$;
  `.execute(db);
}
