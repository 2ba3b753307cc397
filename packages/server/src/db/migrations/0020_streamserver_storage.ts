import { sql, type Kysely } from 'kysely';

/** What a stream server last reported of its media volume: free space against its floor, recording stopped for lack of it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table streamservers add column storage jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table streamservers drop column storage`.execute(db);
}
