import { sql, type Kysely } from 'kysely';

/**
 * Organisation API keys: credentials a third-party analytics engine uses to post events to
 * POST /events/batch for its organisation's cameras. The secret is shown once at creation and
 * stored only as its SHA-256; `prefix` (the first characters) lets people tell keys apart.
 * A revoked key stays listed (revoked_at set) and is never accepted again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table organization_api_keys (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      name text not null,
      prefix text not null,
      secret_hash text not null unique,
      created_by integer references users(id) on delete set null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    );
    create index organization_api_keys_organization_idx on organization_api_keys (organization_id, id);
  `.execute(db);
}
