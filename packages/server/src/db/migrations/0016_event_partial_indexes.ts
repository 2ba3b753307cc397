import { sql, type Kysely } from 'kysely';

/**
 * The events' GIN indexes and the plate index keep only the rows they can answer for: a GIN index
 * holds an entry even for an empty array, an empty object or a null, so every stored event paid
 * for three index entries no query reads (most events match no list, many have no attributes,
 * only plate events have a number). Queries repeat the predicates (modules/events/repo.ts) so that
 * the planner may use the partial indexes; trigram and LIKE searches imply `is not null` alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, {
    lists: `where match_list_ids <> '{}'`,
    attributes: `where attributes <> '{}'`,
    plates: 'where plate_norm is not null',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, { lists: '', attributes: '', plates: '' });
}

async function rebuild(db: Kysely<unknown>, where: { lists: string; attributes: string; plates: string }): Promise<void> {
  await sql`
    drop index if exists events_match_lists_idx;
    create index events_match_lists_idx on events using gin (match_list_ids) ${sql.raw(where.lists)};
    drop index if exists events_attributes_idx;
    create index events_attributes_idx on events using gin (attributes jsonb_path_ops) ${sql.raw(where.attributes)};
    do $$
    begin
      if exists (select 1 from pg_extension where extname = 'pg_trgm') then
        drop index if exists events_plate_trgm_idx;
        create index events_plate_trgm_idx on events using gin (plate_norm gin_trgm_ops) ${sql.raw(where.plates)};
      else
        drop index if exists events_plate_idx;
        create index events_plate_idx on events (plate_norm text_pattern_ops) ${sql.raw(where.plates)};
      end if;
    end $$;
  `.execute(db);
}
