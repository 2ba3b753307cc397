import { sql, type Kysely } from 'kysely';

/**
 * Repeatable machine registration: an edge or stream server whose registration answer was lost
 * presents the same invitation with the same identity proof again and receives the same
 * credential. Kept: the hash of (invitation, proof) and the credential sealed under a key derived
 * from the proof, so the database alone yields neither the proof nor the credential.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['streamservers', 'edges']) {
    await sql`alter table ${sql.table(table)} add column registration_hash text, add column credential_seal text`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['streamservers', 'edges']) {
    await sql`alter table ${sql.table(table)} drop column registration_hash, drop column credential_seal`.execute(db);
  }
}
