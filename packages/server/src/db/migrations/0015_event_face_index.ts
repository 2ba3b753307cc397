import { sql, type Kysely } from 'kysely';

/**
 * The events' HNSW index on descriptor_vec (where pgvector exists) rebuilt with m = 8 and
 * ef_construction = 32 instead of pgvector's 16 and 64. Keeping that index up is most of the cost
 * of storing a face event on the embedded engine. Measured on PGlite with clustered descriptors:
 * 60,000 rows, 2.8 times the insert rate at recall@50 0.979 against 0.980; 100,000 rows, 1.7 times
 * at 0.945–0.949 against 0.951 (ef_search 200–400; searches use 200, modules/search/service.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await buildFaceIndex(db, 'with (m = 8, ef_construction = 32)');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await buildFaceIndex(db, '');
}

/** Drops and builds events_descriptor_hnsw_idx with these storage parameters, where pgvector exists. */
async function buildFaceIndex(db: Kysely<unknown>, parameters: string): Promise<void> {
  await sql`
    do $$
    begin
      if exists (select 1 from pg_extension where extname = 'vector') then
        drop index if exists events_descriptor_hnsw_idx;
        create index events_descriptor_hnsw_idx on events using hnsw (descriptor_vec vector_cosine_ops) ${sql.raw(parameters)};
      end if;
    end $$;
  `.execute(db);
}
