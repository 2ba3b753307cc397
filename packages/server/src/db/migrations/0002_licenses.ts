import { sql, type Kysely } from 'kysely';

/**
 * Licences: the signed document is kept verbatim (canonical JSON) with its signature, so the
 * file can be served again byte for byte; the dates are copied out for filtering.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table licenses (
      id uuid primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      document text not null,
      signature text not null,
      issue_date timestamptz not null,
      expiry_date timestamptz not null,
      support_expiry_date timestamptz,
      activated_at timestamptz,
      activated_by integer references users(id) on delete set null,
      deactivated_at timestamptz,
      created_at timestamptz not null
    );
    create index licenses_org_created_idx on licenses (organization_id, created_at desc, id desc);
    create index licenses_created_idx on licenses (created_at desc, id desc);
  `.execute(db);
}
