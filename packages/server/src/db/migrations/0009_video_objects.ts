import { sql, type Kysely } from 'kysely';

/**
 * Video clips, video marks, video walls and the background tasks that make clips.
 * A task is done by a stream server (the one holding the camera's files): the API offers pending
 * tasks of its cameras (GET /streamservers/{id}/tasks), the media claims one by reporting progress;
 * streamserver_id is then fixed. A mark's snapshot_at is the recorded instant nearest its ts (null:
 * nothing recorded near it); the frame is cut from the archive by the stream server on request. A clip's seconds count against its user's daily quota by created_at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table tasks (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      kind text not null,
      status text not null default 'pending',
      progress integer not null default 0,
      error text,
      camera_id integer references cameras(id) on delete cascade,
      streamserver_id integer references streamservers(id) on delete set null,
      params jsonb not null default '{}',
      result jsonb,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      finished_at timestamptz
    );
    create index tasks_active_idx on tasks (camera_id) where status in ('pending', 'running');
    create table videoclips (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      camera_id integer not null references cameras(id) on delete cascade,
      range_start timestamptz not null,
      range_end timestamptz not null,
      seconds integer not null,
      task_id integer references tasks(id) on delete set null,
      created_at timestamptz not null
    );
    create index videoclips_user_idx on videoclips (user_id, created_at);
    create table videomarks (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      camera_id integer not null references cameras(id) on delete cascade,
      name text not null,
      kind text not null,
      ts timestamptz not null,
      meta jsonb not null default '{}',
      event_id uuid,
      snapshot_at timestamptz,
      created_at timestamptz not null
    );
    create index videomarks_camera_ts_idx on videomarks (camera_id, ts);
    create table videowalls (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      name text not null,
      grid_type text not null,
      grid_layout jsonb not null,
      cameras jsonb not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    );
    create index videowalls_user_idx on videowalls (user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table videowalls; drop table videomarks; drop table videoclips; drop table tasks;`.execute(db);
}
