import { sql, type Kysely } from 'kysely';

/**
 * Places and what hangs off them: categories (a tree with a materialised path), kinds, tags and
 * tag groups, plans (floor or site images), sensors with kinds and readings, situations. And the
 * foreign keys the cameras table was created without (place_id, plan_id).
 *
 * places.merc_x/merc_y: the place's Web-Mercator position in [0, 1] (x east, y south), computed
 * by the database so that map clustering groups by grid cell without trigonometry per query.
 * Latitude is clamped to the Mercator limit (±85.05112878°) as map tiles are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table placecategories (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      parent_id integer references placecategories(id),
      name text not null,
      path integer[] not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index placecategories_org_idx on placecategories (organization_id, id);
    create index placecategories_parent_idx on placecategories (parent_id);
    create index placecategories_path_idx on placecategories using gin (path);

    create table placekinds (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      name text not null,
      icon text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index placekinds_name_key on placekinds (organization_id, lower(name));

    create table placetaggroups (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index placetaggroups_name_key on placetaggroups (organization_id, lower(name));

    create table placetags (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      placetaggroup_id integer references placetaggroups(id) on delete set null,
      name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index placetags_name_key on placetags (organization_id, lower(name));
    create index placetags_group_idx on placetags (placetaggroup_id);

    create table places (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      group_id integer references groups(id) on delete set null,
      name text not null,
      description text not null default '',
      latitude double precision not null check (latitude between -90 and 90),
      longitude double precision not null check (longitude between -180 and 180),
      merc_x double precision generated always as ((longitude + 180) / 360) stored,
      merc_y double precision generated always as (
        0.5 - ln(tan(pi() / 4 + radians(least(greatest(latitude, -85.05112878), 85.05112878)) / 2)) / (2 * pi())
      ) stored,
      cohort_tracking boolean not null default false,
      category_id integer references placecategories(id),
      kind_id integer references placekinds(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index places_org_idx on places (organization_id, id);
    create index places_geo_idx on places (organization_id, longitude, latitude);
    create index places_group_idx on places (group_id);
    create index places_category_idx on places (category_id);

    create table place_tags (
      place_id integer not null references places(id) on delete cascade,
      placetag_id integer not null references placetags(id) on delete cascade,
      primary key (place_id, placetag_id)
    );
    create index place_tags_tag_idx on place_tags (placetag_id);

    create table plans (
      id serial primary key,
      place_id integer not null references places(id) on delete cascade,
      name text not null,
      image_id text not null,
      image_mime text not null,
      image_width integer not null,
      image_height integer not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index plans_place_idx on plans (place_id, id);

    alter table cameras add constraint cameras_place_fk foreign key (place_id) references places(id) on delete set null;
    alter table cameras add constraint cameras_plan_fk foreign key (plan_id) references plans(id) on delete set null;
    create index cameras_place_idx on cameras (place_id);
    create index cameras_plan_idx on cameras (plan_id);

    create table sensorkinds (
      ident text primary key,
      name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table sensors (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      kind text not null references sensorkinds(ident),
      name text not null,
      place_id integer references places(id) on delete set null,
      stream_id integer references cameras(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index sensors_org_idx on sensors (organization_id, id);
    create index sensors_place_idx on sensors (place_id);

    create table sensorreadings (
      id bigserial primary key,
      sensor_id integer not null references sensors(id) on delete cascade,
      payload jsonb not null,
      ts timestamptz not null,
      received_at timestamptz not null
    );
    create index sensorreadings_sensor_ts_idx on sensorreadings (sensor_id, ts desc, id desc);
    create index sensorreadings_ts_idx on sensorreadings (ts desc, id desc);

    create table situations (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      group_id integer references groups(id) on delete set null,
      place_id integer references places(id) on delete set null,
      name text not null,
      description text not null default '',
      event_type text not null check (event_type in ('sa', 'ao')),
      reason text,
      priority text not null default 'medium' check (priority in ('low', 'medium', 'high')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index situations_org_idx on situations (organization_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table situations; drop table sensorreadings; drop table sensors; drop table sensorkinds;
    alter table cameras drop constraint cameras_plan_fk; alter table cameras drop constraint cameras_place_fk;
    drop index cameras_place_idx; drop index cameras_plan_idx;
    drop table plans; drop table place_tags; drop table places; drop table placetags; drop table placetaggroups;
    drop table placekinds; drop table placecategories;
  `.execute(db);
}
