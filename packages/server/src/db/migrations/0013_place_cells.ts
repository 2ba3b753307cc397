import { sql, type Kysely } from 'kysely';

/**
 * Precomputed clustering cells for GET /placeclusters at coarse zooms: per organisation, group
 * (0 for none), zoom 0..10 and grid cell (modules/placeclusters/grid.ts, cellsPerSide(z) = 4·2^z),
 * the number of places, the sums of their latitudes, longitudes and ids (the id of the only place
 * when the count is 1). Statement-level triggers on places keep the cells in step with every
 * insert, update and delete (bulk statements are aggregated once per statement). A country-wide
 * box then reads a few thousand cells instead of every place.
 */
export const CELL_MAX_ZOOM = 10;

const cellsOf = (rows: string) =>
  sql.raw(`
  select r.organization_id, coalesce(r.group_id, 0) as group_key, z::smallint as zoom,
         floor(r.merc_x * (4 * 2 ^ z))::int as cx, floor(r.merc_y * (4 * 2 ^ z))::int as cy,
         count(*)::int as k, sum(r.latitude) as sl, sum(r.longitude) as so, sum(r.id)::bigint as si
  from ${rows} r cross join generate_series(0, ${CELL_MAX_ZOOM}) z
  group by 1, 2, 3, 4, 5`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table place_cells (
      organization_id integer not null,
      group_key integer not null,
      zoom smallint not null,
      cx integer not null,
      cy integer not null,
      count integer not null,
      sum_lat double precision not null,
      sum_lon double precision not null,
      sum_id bigint not null,
      primary key (organization_id, zoom, cx, cy, group_key)
    );
    create index places_lat_idx on places (organization_id, latitude);
  `.execute(db);
  await sql`
    create function place_cells_add() returns trigger language plpgsql as $$
    begin
      insert into place_cells as c (organization_id, group_key, zoom, cx, cy, count, sum_lat, sum_lon, sum_id)
      select organization_id, group_key, zoom, cx, cy, k, sl, so, si from (${cellsOf('new_places')}) a
      on conflict (organization_id, zoom, cx, cy, group_key) do update
        set count = c.count + excluded.count, sum_lat = c.sum_lat + excluded.sum_lat,
            sum_lon = c.sum_lon + excluded.sum_lon, sum_id = c.sum_id + excluded.sum_id;
      return null;
    end $$;
  `.execute(db);
  await sql`
    create function place_cells_remove() returns trigger language plpgsql as $$
    begin
      update place_cells c
        set count = c.count - a.k, sum_lat = c.sum_lat - a.sl, sum_lon = c.sum_lon - a.so, sum_id = c.sum_id - a.si
        from (${cellsOf('old_places')}) a
        where c.organization_id = a.organization_id and c.zoom = a.zoom and c.cx = a.cx and c.cy = a.cy and c.group_key = a.group_key;
      delete from place_cells c where c.count <= 0 and c.organization_id in (select distinct organization_id from old_places);
      return null;
    end $$;
  `.execute(db);
  await sql`
    create function place_cells_move() returns trigger language plpgsql as $$
    begin
      update place_cells c
        set count = c.count - a.k, sum_lat = c.sum_lat - a.sl, sum_lon = c.sum_lon - a.so, sum_id = c.sum_id - a.si
        from (${cellsOf('old_places')}) a
        where c.organization_id = a.organization_id and c.zoom = a.zoom and c.cx = a.cx and c.cy = a.cy and c.group_key = a.group_key;
      delete from place_cells c where c.count <= 0 and c.organization_id in (select distinct organization_id from old_places);
      insert into place_cells as c (organization_id, group_key, zoom, cx, cy, count, sum_lat, sum_lon, sum_id)
      select organization_id, group_key, zoom, cx, cy, k, sl, so, si from (${cellsOf('new_places')}) a
      on conflict (organization_id, zoom, cx, cy, group_key) do update
        set count = c.count + excluded.count, sum_lat = c.sum_lat + excluded.sum_lat,
            sum_lon = c.sum_lon + excluded.sum_lon, sum_id = c.sum_id + excluded.sum_id;
      return null;
    end $$;
  `.execute(db);
  await sql`
    create trigger places_cells_insert after insert on places referencing new table as new_places
      for each statement execute function place_cells_add();
    create trigger places_cells_delete after delete on places referencing old table as old_places
      for each statement execute function place_cells_remove();
    create trigger places_cells_update after update on places referencing old table as old_places new table as new_places
      for each statement execute function place_cells_move();
    insert into place_cells (organization_id, group_key, zoom, cx, cy, count, sum_lat, sum_lon, sum_id)
      select organization_id, group_key, zoom, cx, cy, k, sl, so, si from (${cellsOf('places')}) a;
  `.execute(db);
}
