import { sql, type Kysely } from 'kysely';

/** Accounts, sign-in and audit: the tables every other resource hangs from. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table organizations (
      id serial primary key,
      name text not null,
      description text not null default '',
      logo_id text,
      is_internal boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index organizations_name_key on organizations (lower(name));

    create table groups (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      name text not null,
      description text not null default '',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index groups_org_name_key on groups (organization_id, lower(name));

    create table users (
      id serial primary key,
      organization_id integer references organizations(id) on delete cascade,
      username text not null,
      email text not null default '',
      first_name text not null default '',
      last_name text not null default '',
      avatar_id text,
      attributes jsonb not null default '{}',
      password_hash text not null,
      role_id integer check (role_id in (1, 2, 3)),
      is_superuser boolean not null default false,
      tfa_enabled boolean not null default false,
      tfa_required boolean not null default false,
      tfa_secret text,
      tfa_pending_secret text,
      tfa_last_step bigint,
      blocked_to timestamptz,
      password_updated_at timestamptz,
      password_initially_changed boolean not null default false,
      password_expired boolean not null default false,
      license_agreement_accepted_version text,
      settings jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz,
      constraint users_scope check (is_superuser or (organization_id is not null and role_id is not null))
    );
    create unique index users_username_key on users (lower(username)) where deleted_at is null;
    create unique index users_email_key on users (lower(email)) where deleted_at is null and email <> '';
    create index users_organization_idx on users (organization_id);

    create table user_groups (
      user_id integer not null references users(id) on delete cascade,
      group_id integer not null references groups(id) on delete cascade,
      primary key (user_id, group_id)
    );
    create index user_groups_group_idx on user_groups (group_id);

    create table auth_sessions (
      id bigserial primary key,
      user_id integer not null references users(id) on delete cascade,
      created_at timestamptz not null,
      ip text,
      user_agent text,
      revoked_at timestamptz,
      revoked_reason text
    );
    create index auth_sessions_user_idx on auth_sessions (user_id);

    create table auth_tokens (
      hash text primary key,
      session_id bigint not null references auth_sessions(id) on delete cascade,
      kind text not null check (kind in ('access', 'refresh')),
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      revoked_at timestamptz
    );
    create index auth_tokens_session_idx on auth_tokens (session_id);
    create index auth_tokens_expires_idx on auth_tokens (expires_at);

    create table sign_in_log (
      id bigserial primary key,
      user_id integer references users(id) on delete cascade,
      username text not null,
      ts timestamptz not null,
      success boolean not null,
      reason text,
      counted boolean not null default true,
      ip text,
      user_agent text
    );
    create index sign_in_log_user_ts_idx on sign_in_log (user_id, ts desc);

    create table audit_logs (
      id bigserial primary key,
      organization_id integer references organizations(id) on delete set null,
      user_id integer references users(id) on delete set null,
      action_type text not null,
      object_type text not null,
      object_id text,
      ip text,
      user_agent text,
      details jsonb not null default '{}',
      created_at timestamptz not null
    );
    create index audit_logs_org_created_idx on audit_logs (organization_id, created_at desc, id desc);
  `.execute(db);
}
