/**
 * The data of the plan test (event-plans.test.ts) and of the filters bench (bench/events/filters.ts):
 * one organisation, its administrator (READER), 41 cameras in three groups, 21 places and EVENTS events
 * over the last DAYS days, skewed as a real site is:
 * - cameras: camera 1 has ~29% of the events, camera 40 ~0.8%, camera 41 ("quiet") one in 5,000;
 * - groups: "busy" (cameras 1–3, ~45%), "quiet" (cameras 38–41, ~3%), "other" (the rest);
 * - places: cameras 1–20 stand at places 1–20, camera 41 at place 21 (so place 21 is rare), others at none;
 * - types: fr 50%, lpr 25%, sa 15%, tp 7%, ao 3%; sa reasons spread over a few;
 * - matches: one fr or lpr event in 200 matched a list: list 1 (80%), list 2 (19%), list 3 (1%);
 * - attributes: 60% of fr events have gender and age, 2% of those glasses, one fr event in 5,000 a mask;
 *   half of lpr events a colour.
 * Rows go in day by day as the app partitions them (events_pYYYYMMDD): each day into a table of its
 * own, then attached, so that its indexes are built once instead of kept up row by row (an attach
 * builds the parent's indexes on the new partition; a CHECK of its bounds spares the attach its scan).
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../src/context';
import type { DB } from '../../src/db/types';
import { dayKey } from '../../src/modules/events/partitions';
import { createUser } from '../../src/modules/users/service';

const DAY_MS = 86_400_000;
export const ORGANIZATION = 'Filters bench';
export const READER = { username: 'filters-reader', password: 'filters-reader-password' };

/** What the bench and the test name by id (the lists are plain numbers in match_list_ids). */
export interface FiltersData {
  organizationId: number;
  /** Cameras 1..41 (index 0 is camera 1). */
  cameras: number[];
  groups: { busy: number; quiet: number; other: number };
  /** Places 1..21 (index 0 is place 1). */
  places: number[];
  lists: { common: number; uncommon: number; rare: number; none: number };
  /** The newest event's time: the bench's windows end there, so a database seeded earlier serves later runs. */
  newest: Date;
}

export const LISTS = { common: 1, uncommon: 2, rare: 3, none: 99 };

/** The data already seeded in this database, or null. */
export async function seededFilters(db: Kysely<DB>): Promise<FiltersData | null> {
  const org = await db.selectFrom('organizations').select('id').where('name', '=', ORGANIZATION).executeTakeFirst();
  if (!org) return null;
  const cameras = await db.selectFrom('cameras').select(['id', 'group_id', 'place_id']).where('organization_id', '=', org.id).orderBy('id').execute();
  const groups = await db.selectFrom('groups').select(['id', 'name']).where('organization_id', '=', org.id).execute();
  const places = await db.selectFrom('places').select('id').where('organization_id', '=', org.id).orderBy('id').execute();
  const newest = await sql<{ ts: Date | null }>`select max(ts) as ts from events where organization_id = ${org.id}`.execute(db);
  const ts = newest.rows[0]?.ts;
  if (!ts) return null;
  const group = (name: string) => groups.find((g) => g.name === name)?.id ?? -1;
  return {
    organizationId: org.id,
    cameras: cameras.map((c) => c.id),
    groups: { busy: group('busy'), quiet: group('quiet'), other: group('other') },
    places: places.map((p) => p.id),
    lists: LISTS,
    newest: new Date(ts),
  };
}

export async function seedFilters(
  ctx: AppContext,
  /** `end`: the newest event's time at most (now by default). */
  o: { events: number; days: number; end?: number; log?: (line: string) => void },
): Promise<FiltersData> {
  const db: Kysely<DB> = ctx.db;
  const log = o.log ?? (() => {});
  const org = await db.insertInto('organizations').values({ name: ORGANIZATION }).returning('id').executeTakeFirstOrThrow();
  await db.deleteFrom('users').where('username', '=', READER.username).execute();
  await createUser(ctx, { ...READER, organizationId: org.id, roleId: 1, passwordInitiallyChanged: true });
  const groups = { busy: 0, quiet: 0, other: 0 };
  for (const name of ['busy', 'quiet', 'other'] as const) {
    const g = await db.insertInto('groups').values({ organization_id: org.id, name }).returning('id').executeTakeFirstOrThrow();
    groups[name] = g.id;
  }
  const places: number[] = [];
  for (let i = 1; i <= 21; i++) {
    const p = await db
      .insertInto('places')
      .values({ organization_id: org.id, name: `Place ${i}`, latitude: 43 + i / 100, longitude: 76 + i / 100 } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    places.push(p.id);
  }
  const cgToken = `filters-${randomUUID()}`;
  await db
    .insertInto('capacitygroups')
    .values({ token: cgToken, name: cgToken, capacity: 100, rpc_auth_secret_hash: 'x', ticket_secret: 'x' } as never)
    .execute();
  const cameras: number[] = [];
  const cameraPlaces: (number | null)[] = [];
  for (let i = 1; i <= 41; i++) {
    const place = i <= 20 ? places[i - 1]! : i === 41 ? places[20]! : null;
    const group = i <= 3 ? groups.busy : i >= 38 ? groups.quiet : groups.other;
    const c = await db
      .insertInto('cameras')
      .values({
        organization_id: org.id,
        group_id: group,
        place_id: place,
        name: `Camera ${i}`,
        source: JSON.stringify({ body: { protocol: 'rtsp', host: '10.0.0.1', port: 554, path: `/c${i}` } }),
        source_url: `rtsp://10.0.0.1:554/c${i}`,
        capacitygroup_token: cgToken,
        video_analytics: JSON.stringify({}),
        video_streaming: JSON.stringify({}),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    cameras.push(c.id);
    cameraPlaces.push(place);
  }

  const end = o.end ?? Date.now();
  const start = end - o.days * DAY_MS;
  const existing = new Set(
    (
      await sql<{
        name: string;
      }>`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent where p.relname = 'events'`.execute(
        db,
      )
    ).rows.map((r) => r.name),
  );
  await sql`set maintenance_work_mem = '256MB'`.execute(db);
  for (let dayStart = Math.floor(start / DAY_MS) * DAY_MS; dayStart < end; dayStart += DAY_MS) {
    const lo = Math.max(start, dayStart);
    const hi = Math.min(end, dayStart + DAY_MS);
    const n = Math.round((o.events * (hi - lo)) / (end - start));
    const name = `events_p${dayKey(new Date(dayStart))}`;
    const t0 = performance.now();
    // A partition the app made already (maintenance makes a few days ahead) takes its rows as it is.
    const attach = !existing.has(name);
    const target = attach ? `${name}_seed` : name;
    if (attach) {
      await sql`create table ${sql.raw(target)} (like events including defaults including constraints)`.execute(db);
      await sql`alter table ${sql.raw(target)} add constraint bounds check (ts >= ${sql.lit(new Date(dayStart).toISOString())} and ts < ${sql.lit(new Date(dayStart + DAY_MS).toISOString())})`.execute(
        db,
      );
    }
    await sql`
      insert into ${sql.raw(target)} (event_id, ts, organization_id, camera_id, event_type, reason, camera_name, place_id, place_name,
                                      inner_ts, number, plate_norm, matched, match_list_ids, top_priority, attributes)
      select gen_random_uuid(), g.ts, ${org.id}::int, (${sql.val(cameras)}::int[])[c.pos], t.type,
             case t.type when 'sa' then (array['motion', 'line_crossing', 'crowding', 'smoke_and_fire'])[1 + floor(g.rr * 4)::int] when 'tp' then 'tampering' else 'any' end,
             'Camera ' || c.pos, (${sql.val(cameraPlaces)}::int[])[c.pos], case when c.pos <= 21 then 'Place' end, g.ts,
             case when t.type = 'lpr' then p.plate end, case when t.type = 'lpr' then p.plate end,
             m.matched, case when not m.matched then '{}'::int[] when g.rl < 0.8 then array[1] when g.rl < 0.99 then array[2] else array[3] end,
             case when m.matched then 5 end,
             case
               when t.type = 'fr' and g.ra < 0.0002 then '{"mask": true}'::jsonb
               when t.type = 'fr' and g.ra < 0.6 then jsonb_build_object('gender', case when g.ra < 0.3 then 'male' else 'female' end, 'age', 18 + floor(g.rr * 60)::int)
                 || case when g.rg < 0.02 then '{"glasses": true}'::jsonb else '{}'::jsonb end
               when t.type = 'lpr' and g.ra < 0.5 then jsonb_build_object('color', (array['white', 'black', 'gray', 'red'])[1 + floor(g.rr * 4)::int])
               else '{}'::jsonb
             end
      from (
        select ${new Date(lo)}::timestamptz + random() * ${`${(hi - lo) / 1000} seconds`}::interval as ts,
               random() as rc, random() as rt, random() as rm, random() as ra, random() as rl, random() as rr, random() as rg
        from generate_series(1, ${n}::int)
      ) g
      cross join lateral (select case when g.rc < 0.0002 then 41 else 1 + floor(40 * ((g.rc - 0.0002) / 0.9998) ^ 3)::int end as pos) c
      cross join lateral (select case when g.rt < 0.5 then 'fr' when g.rt < 0.75 then 'lpr' when g.rt < 0.9 then 'sa' when g.rt < 0.97 then 'tp' else 'ao' end as type) t
      cross join lateral (select t.type in ('fr', 'lpr') and g.rm < 0.005 as matched) m
      cross join lateral (select 'A' || lpad(floor(g.rr * 1000)::text, 3, '0') || 'BC' || lpad(floor(g.rg * 100)::text, 2, '0') as plate) p
    `.execute(db);
    if (attach) {
      await sql`alter table events attach partition ${sql.raw(target)} for values from (${sql.lit(new Date(dayStart).toISOString())}) to (${sql.lit(new Date(dayStart + DAY_MS).toISOString())})`.execute(
        db,
      );
      await sql`alter table ${sql.raw(target)} rename to ${sql.raw(name)}`.execute(db);
      await sql`alter table ${sql.raw(name)} drop constraint bounds`.execute(db);
    }
    await sql`analyze ${sql.raw(name)}`.execute(db);
    log(`${name}: ${n} events in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  await sql`analyze events`.execute(db);
  const seeded = await seededFilters(db);
  if (!seeded) throw new Error('the seed stored no events');
  return seeded;
}
