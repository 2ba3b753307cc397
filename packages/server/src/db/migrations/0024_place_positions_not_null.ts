import { sql, type Kysely } from 'kysely';

/**
 * places.merc_x/merc_y are computed from latitude and longitude, both not null, so they are never
 * null; the schema says so too, as the server's table types always did (test/table-types.test.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table places alter column merc_x set not null, alter column merc_y set not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table places alter column merc_x drop not null, alter column merc_y drop not null`.execute(db);
}
