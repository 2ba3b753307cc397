import { sql, type Kysely } from 'kysely';

/**
 * The events' HNSW index on descriptor_vec (where pgvector exists) rebuilt with m = 8 and
 * ef_construction = 32 instead of pgvector's 16 and 64. Keeping that index up is most of the cost
 * of storing a face event on the embedded engine; measured on 60,000 clustered descriptors
 * (bench/events notes): about 2.8 times the insert rate at the same recall@50 (0.98 either way),
 * since searches walk the index iteratively with ef_search 200 (modules/search/service.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    begin
      if exists (select 1 from pg_extension where extname = 'vector') then
        drop index if exists events_descriptor_hnsw_idx;
        create index events_descriptor_hnsw_idx on events using hnsw (descriptor_vec vector_cosine_ops) with (m = 8, ef_construction = 32);
      end if;
    end $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    begin
      if exists (select 1 from pg_extension where extname = 'vector') then
        drop index if exists events_descriptor_hnsw_idx;
        create index events_descriptor_hnsw_idx on events using hnsw (descriptor_vec vector_cosine_ops);
      end if;
    end $$;
  `.execute(db);
}
