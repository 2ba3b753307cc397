import { sql, type Kysely } from 'kysely';

/**
 * Video infrastructure: capacity groups and the organisations they serve, stream servers, edges
 * and cameras. Machine credentials and invitations are stored as SHA-256 hashes; the capacity
 * group's rpc_auth_secret too. ticket_secret is kept as is: tickets are signed with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table capacitygroups (
      token text primary key,
      name text not null,
      capacity integer not null check (capacity >= 0),
      rpc_auth_secret_hash text not null,
      ticket_secret text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index capacitygroups_name_key on capacitygroups (lower(name));

    create table capacitygroup_organizations (
      capacitygroup_token text not null references capacitygroups(token) on delete cascade,
      organization_id integer not null references organizations(id) on delete cascade,
      primary key (capacitygroup_token, organization_id)
    );
    create index capacitygroup_organizations_org_idx on capacitygroup_organizations (organization_id);

    create table streamservers (
      id serial primary key,
      name text not null,
      public_url text not null,
      internal_url text not null,
      capacitygroup_token text not null references capacitygroups(token),
      capacity integer not null default 0,
      invitation_hash text,
      credential_hash text,
      hostname text,
      version text,
      streams jsonb not null default '[]',
      last_seen_at timestamptz,
      registered_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index streamservers_invitation_key on streamservers (invitation_hash) where invitation_hash is not null;
    create unique index streamservers_credential_key on streamservers (credential_hash) where credential_hash is not null;

    create table edges (
      id serial primary key,
      name text not null,
      serial_number text not null,
      capacitygroup_token text not null references capacitygroups(token),
      organization_id integer references organizations(id) on delete set null,
      streamserver_id integer references streamservers(id) on delete set null,
      invitation_hash text,
      credential_hash text,
      hostname text,
      status jsonb,
      last_seen_at timestamptz,
      registered_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index edges_serial_key on edges (serial_number);
    create unique index edges_invitation_key on edges (invitation_hash) where invitation_hash is not null;
    create unique index edges_credential_key on edges (credential_hash) where credential_hash is not null;

    create table cameras (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      group_id integer references groups(id) on delete set null,
      name text not null,
      ptz boolean not null default false,
      place_id integer,
      plan_id integer,
      plan_x double precision,
      plan_y double precision,
      onvif jsonb,
      source jsonb not null,
      source_url text not null,
      scheduler_group text,
      scheduler_tags jsonb not null default '[]',
      capacitygroup_token text not null references capacitygroups(token),
      video_modules jsonb not null default '[]',
      video_analytics jsonb not null,
      video_streaming jsonb not null,
      enabled boolean not null default true,
      state text not null default 'inactive' check (state in ('active', 'inactive')),
      state_reason text,
      edge_id integer references edges(id) on delete set null,
      streamserver_id integer references streamservers(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index cameras_organization_idx on cameras (organization_id, id);
    create index cameras_capacitygroup_idx on cameras (capacitygroup_token, created_at, id);
    create index cameras_edge_idx on cameras (edge_id);
    create index cameras_streamserver_idx on cameras (streamserver_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table cameras; drop table edges; drop table streamservers; drop table capacitygroup_organizations; drop table capacitygroups;`.execute(db);
}
