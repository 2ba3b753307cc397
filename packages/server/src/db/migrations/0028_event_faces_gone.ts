import { sql, type Kysely } from 'kysely';

/**
 * The keys of face rows retention deleted, for every API process's face graph: the process that
 * deletes them takes them out of its own graph, the others read this table past the last row they
 * applied (modules/events/face-index.ts) and take them out of theirs (else they would keep holding
 * places among a search's candidates until a restart). One row per organisation and chunk of keys;
 * rows older than two days are pruned (a process that was away longer loads a saved graph).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table event_faces_gone (
      seq bigserial primary key,
      organization_id integer not null,
      ids bigint[] not null,
      at timestamptz not null default now()
    );
    create index event_faces_gone_at_idx on event_faces_gone (at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table event_faces_gone`.execute(db);
}
