import { sql, type Kysely } from 'kysely';

/**
 * Recognition lists: face lists with faces and their photos, plate lists with plates.
 *
 * Each photo keeps its descriptor as `real[]` (works on every engine, read by the brute-force
 * matcher) and, only where pgvector is installed, also as `vector(128)` with an HNSW index for
 * in-database search. Plates keep the number as typed (uppercase, no separators) for display and
 * `number_key` (Latin look-alikes, see modules/plates/normalize.ts) for matching.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table facelists (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      group_id integer references groups(id) on delete set null,
      name text not null,
      description text not null default '',
      priority text not null default 'medium' check (priority in ('low', 'medium', 'high')),
      threshold real not null check (threshold between 0 and 1),
      exact_threshold real not null check (exact_threshold between 0 and 1),
      activity_tracking boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index facelists_organization_idx on facelists (organization_id, id);

    create table faces (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      facelist_id integer not null references facelists(id) on delete cascade,
      full_name text not null,
      sex text check (sex in ('male', 'female')),
      birth_date date,
      document_number text,
      attributes jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index faces_organization_idx on faces (organization_id, id);
    create index faces_facelist_idx on faces (facelist_id, id);

    create table face_images (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      face_id integer not null references faces(id) on delete cascade,
      image_id text not null unique,
      mime_type text not null,
      size integer not null,
      width integer not null,
      height integer not null,
      rect jsonb not null,
      descriptor real[] not null,
      created_at timestamptz not null default now()
    );
    create index face_images_face_idx on face_images (face_id, id);
    create index face_images_organization_idx on face_images (organization_id);

    create table platelists (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      group_id integer references groups(id) on delete set null,
      name text not null,
      description text not null default '',
      priority text not null default 'medium' check (priority in ('low', 'medium', 'high')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index platelists_organization_idx on platelists (organization_id, id);

    create table plates (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      platelist_id integer not null references platelists(id) on delete cascade,
      number text not null,
      number_key text not null,
      owner_full_name text,
      owner_document_number text,
      owner_birth_date date,
      vehicle_manufacturer text,
      vehicle_model text,
      vehicle_type text,
      vehicle_color text,
      vehicle_manufacture_date date,
      vehicle_image_id text,
      attributes jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index plates_organization_key_idx on plates (organization_id, number_key);
    create index plates_platelist_idx on plates (platelist_id, id);
  `.execute(db);

  // Optional extensions: created only where the engine has them (PostgreSQL on Debian 12 lacks pgvector).
  await sql`
    do $$
    begin
      if exists (select 1 from pg_extension where extname = 'vector') then
        alter table face_images add column embedding vector(128);
        create index face_images_embedding_idx on face_images using hnsw (embedding vector_l2_ops);
      end if;
      if exists (select 1 from pg_extension where extname = 'pg_trgm') then
        create index plates_number_trgm_idx on plates using gin (number_key gin_trgm_ops);
      end if;
    end
    $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table plates; drop table platelists; drop table face_images; drop table faces; drop table facelists;`.execute(db);
}
