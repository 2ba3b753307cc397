import { sql, type Kysely } from 'kysely';

/**
 * Events, uploads and the live-push tickets.
 *
 * events is one table for all five types, range-partitioned by ts into daily partitions
 * (events_pYYYYMMDD). Partitions are created by modules/events/partitions.ts (ahead of time by
 * the maintenance pass, and on demand by ingest); retention drops whole partitions. The primary
 * key must hold the partition key, hence (event_id, ts); ingest also checks event_id alone.
 *
 * Face descriptors: `descriptor real[]` always (exact scans, with_descriptor answers); the
 * `descriptor_vec vector(128)` column and its HNSW cosine index exist only where pgvector is
 * installed. Plate numbers: a trigram index on the normalised number where pg_trgm exists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table events (
      event_id uuid not null,
      ts timestamptz not null,
      organization_id integer not null,
      camera_id integer not null,
      edge_id integer,
      streamserver_id integer,
      event_type text not null,
      reason text not null,
      label text,
      obsolete boolean not null default false,
      status text not null default 'succeeded',
      camera_name text not null,
      place_id integer,
      place_name text,
      place_description text,
      latitude double precision,
      longitude double precision,
      detection jsonb,
      trajectory jsonb not null default '[]',
      roi jsonb,
      line jsonb,
      attributes jsonb not null default '{}',
      inner_ts timestamptz not null,
      descriptor real[],
      number text,
      plate_norm text,
      region text,
      snapshot_file text,
      scene_file text,
      plate_file text,
      matches jsonb not null default '[]',
      matched boolean not null default false,
      match_list_ids integer[] not null default '{}',
      top_priority integer,
      created_at timestamptz not null default now(),
      primary key (event_id, ts)
    ) partition by range (ts);
    create index events_org_ts_idx on events (organization_id, ts desc, event_id desc);
    create index events_camera_ts_idx on events (camera_id, ts desc, event_id desc);
    create index events_org_type_ts_idx on events (organization_id, event_type, ts desc);
    create index events_place_ts_idx on events (place_id, ts desc) where place_id is not null;
    create index events_matched_ts_idx on events (organization_id, ts desc) where matched;
    create index events_match_lists_idx on events using gin (match_list_ids);
    create index events_attributes_idx on events using gin (attributes jsonb_path_ops);

    do $$
    begin
      if exists (select 1 from pg_extension where extname = 'vector') then
        alter table events add column descriptor_vec vector(128);
        create index events_descriptor_hnsw_idx on events using hnsw (descriptor_vec vector_cosine_ops);
      end if;
      if exists (select 1 from pg_extension where extname = 'pg_trgm') then
        create index events_plate_trgm_idx on events using gin (plate_norm gin_trgm_ops);
      else
        create index events_plate_idx on events (plate_norm text_pattern_ops);
      end if;
    end $$;

    create table event_retention (
      organization_id integer primary key references organizations(id) on delete cascade,
      days integer not null check (days > 0)
    );

    create table server_keys (
      name text primary key,
      value text not null
    );

    create table uploads (
      id uuid primary key,
      organization_id integer references organizations(id) on delete cascade,
      user_id integer,
      kind text not null,
      mime_type text not null,
      size integer not null,
      width integer not null,
      height integer not null,
      file text not null,
      meta jsonb not null default '[]',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index uploads_org_idx on uploads (organization_id, created_at);

    create table live_tickets (
      hash text primary key,
      token_hash text not null,
      expires_at timestamptz not null
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table live_tickets; drop table uploads; drop table server_keys; drop table event_retention; drop table events;`.execute(db);
}
