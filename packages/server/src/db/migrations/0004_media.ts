import { sql, type Kysely } from 'kysely';

/**
 * Recorded segments as the stream servers report them (one row per fMP4 segment file). A stream
 * is a camera: camera_id; stream_id is the id the media service records it under. A segment is
 * known by its stream server and path, so a report sent twice adds nothing. Time-range queries
 * go through (camera_id, start_at); end_at is stored so that overlap is a plain comparison.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table media_segments (
      id serial primary key,
      camera_id integer not null references cameras(id) on delete cascade,
      streamserver_id integer references streamservers(id) on delete set null,
      stream_id text not null,
      start_at timestamptz not null,
      end_at timestamptz not null,
      duration double precision not null check (duration >= 0),
      bytes integer not null check (bytes >= 0),
      path text not null,
      init_path text not null,
      run text not null,
      seq integer not null,
      disc integer not null default 0,
      created_at timestamptz not null default now()
    );
    create index media_segments_camera_time_idx on media_segments (camera_id, start_at);
    create unique index media_segments_file_key on media_segments (streamserver_id, path);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table media_segments;`.execute(db);
}
