import { sql, type Kysely } from 'kysely';

/**
 * The repeat check of ingest (events/repo.ts `existingIds`): which of a batch's event ids are
 * stored within a time range. As a plain statement the server planned it on every batch with the
 * 100 ids in hand (selectivity of each id against each index of each partition in range: ~1–1.5 ms)
 * and, on a partition whose statistics lag behind its growth, chose a sequential scan; the generic
 * plan (the pkey of each partition, partitions outside the range pruned when the function runs) is
 * planned once per connection and runs in ~0.5 ms. A function is the one place a setting can hold
 * for a single statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function stored_event_ids(ids uuid[], ts_from timestamptz, ts_to timestamptz) returns table (event_id uuid)
    language plpgsql stable
    set plan_cache_mode = force_generic_plan
    as $$
    begin
      return query
        select found.event_id from unnest(ids) as i(id)
        cross join lateral (
          select e.event_id from events e where e.event_id = i.id and e.ts >= ts_from and e.ts <= ts_to limit 1
        ) found;
    end $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function stored_event_ids(uuid[], timestamptz, timestamptz)`.execute(db);
}
