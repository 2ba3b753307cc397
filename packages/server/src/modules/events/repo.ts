import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool, type Transaction } from 'kysely';
import { DAY_MS } from '../../lib/clock';
import type { DB, EventsTable } from '../../db/types';
import { visibleEvents } from '../../access';
import type { Principal } from '../../http/principal';
import { PREPARED } from '../../db/prepared';
import type { FaceTable } from './faces/repo';
import type { EventFilter as ContractEventFilter, FilterableEvent } from '@argus/contracts';

type Conn = Kysely<DB> | Transaction<DB>;
export type EventRow = Selectable<EventsTable>;
/** An event as pushed and listed in bulk: without its descriptor (128 numbers as text to read, never shown there). */
export type EventWithoutDescriptor = Omit<EventRow, 'descriptor'>;

/** Every column but the optional vector (read descriptors from the real[] column). */
export const EVENT_COLUMNS = [
  'event_id',
  'ts',
  'organization_id',
  'camera_id',
  'edge_id',
  'streamserver_id',
  'event_type',
  'reason',
  'label',
  'obsolete',
  'status',
  'camera_name',
  'place_id',
  'place_name',
  'place_description',
  'latitude',
  'longitude',
  'detection',
  'trajectory',
  'roi',
  'line',
  'attributes',
  'inner_ts',
  'descriptor',
  'number',
  'plate_norm',
  'region',
  'snapshot_file',
  'scene_file',
  'plate_file',
  'matches',
  'matched',
  'match_list_ids',
  'top_priority',
  'created_at',
] as const satisfies readonly (keyof EventsTable)[];
const COLUMNS_WITHOUT_DESCRIPTOR = EVENT_COLUMNS.filter((c): c is Exclude<(typeof EVENT_COLUMNS)[number], 'descriptor'> => c !== 'descriptor');

/** GET /events and the searches: the contracts' event filter with its time window always set. */
export type EventFilter = ContractEventFilter & { ts_from: Date; ts_to: Date };

/** The event as the contracts' filter reads it (`groupId`: its camera's group, read apart). */
export function filterable(e: EventWithoutDescriptor, groupId: number | null): FilterableEvent {
  return {
    event_type: e.event_type,
    reason: e.reason,
    camera_id: e.camera_id,
    place_id: e.place_id,
    group_id: groupId,
    match_list_ids: e.match_list_ids ?? [],
    matched: e.matched,
    attributes: (e.attributes ?? null) as Record<string, unknown> | null,
    ts: e.ts,
    longitude: e.longitude,
    latitude: e.latitude,
  };
}

/** The contracts' eventMatchesFilter in SQL (test/event-filter.test.ts holds the two to the same answers). */
export function matchesFilter(f: EventFilter) {
  return (eb: ExpressionBuilder<DB, 'events'>): Expression<SqlBool> => {
    const c: Expression<SqlBool>[] = [eb('events.ts', '>=', f.ts_from), eb('events.ts', '<=', f.ts_to)];
    if (f.event_type) c.push(eb('events.event_type', '=', f.event_type));
    if (f.reason) c.push(eb('events.reason', '=', f.reason));
    if (f.stream_id !== undefined) c.push(eb('events.camera_id', '=', f.stream_id));
    if (f.place_id !== undefined) c.push(eb('events.place_id', '=', f.place_id));
    if (f.group_id !== undefined) {
      c.push(eb('events.camera_id', 'in', eb.selectFrom('cameras').select('cameras.id').where('cameras.group_id', '=', f.group_id)));
    }
    // The `<> '{}'` predicates are those of the partial indexes (migration 0016), for the planner.
    if (f.list_id !== undefined) c.push(sql<SqlBool>`events.match_list_ids <> '{}'::integer[] and events.match_list_ids @> ${sql.val([f.list_id])}::integer[]`);
    if (f.only_matches || f.recognition === 'recognized') c.push(eb('events.matched', '=', true));
    if (f.recognition === 'unrecognized') c.push(eb('events.matched', '=', false));
    if (f.attributes && Object.keys(f.attributes).length > 0) {
      c.push(sql<SqlBool>`events.attributes <> '{}'::jsonb and events.attributes @> ${JSON.stringify(f.attributes)}::jsonb`);
    }
    if (f.camera_ids) c.push(eb('events.camera_id', 'in', f.camera_ids.length > 0 ? f.camera_ids : [-1]));
    if (f.place_ids) c.push(eb('events.place_id', 'in', f.place_ids.length > 0 ? f.place_ids : [-1]));
    if (f.box) {
      c.push(eb('events.longitude', '>=', f.box.x_min), eb('events.longitude', '<=', f.box.x_max));
      c.push(eb('events.latitude', '>=', f.box.y_min), eb('events.latitude', '<=', f.box.y_max));
    }
    return eb.and(c);
  };
}

/**
 * The stretches of a list's window that listEvents reads in turn, newest first: the day (UTC, one
 * partition) of its upper end, the day before, then the rest down to ts_from. Each stretch's
 * statement plans and reads only its own partitions, and the planner chooses its way (an index
 * walked newest first, or the few rows of a sparse filter gathered and sorted) for a stretch, not
 * for the whole window: gathering and sorting 28 days of a common list's matches took 0.4–0.5 s at
 * 10 million events. A page mostly fills within the first stretch; a filter that reaches the rest
 * has found fewer than a page in a day or more, so the rest holds few of its rows to sort (and
 * three statements at most: a sparse filter walked 1, 2, 4… days at a time cost six).
 * `before`: the stretch's exclusive upper bound (none for the first, which ends at ts_to).
 */
export function windowStretches(f: EventFilter, after: [Date, string] | null): { ts_from: Date; before: Date | null }[] {
  const top = after && after[0] < f.ts_to ? after[0] : f.ts_to;
  const today = Math.floor(top.getTime() / DAY_MS) * DAY_MS;
  const stretches: { ts_from: Date; before: Date | null }[] = [];
  let before: Date | null = null;
  for (const lo of [today, today - DAY_MS, -Infinity]) {
    const from = new Date(Math.max(lo, f.ts_from.getTime()));
    stretches.push({ ts_from: from, before });
    if (from.getTime() <= f.ts_from.getTime()) break;
    before = from;
  }
  return stretches;
}

/** Newest first; keyset after (ts, event_id) of the previous page's last row. Reads the window in stretches (windowStretches). */
export async function listEvents(db: Conn, p: Principal, f: EventFilter, after: [Date, string] | null, limit: number): Promise<EventRow[]> {
  const rows: EventRow[] = [];
  for (const stretch of windowStretches(f, after)) {
    // limit + 1 rows in all: the extra one tells the caller that another page follows.
    rows.push(...(await listEventsQuery(db, p, { ...f, ts_from: stretch.ts_from }, after, limit - rows.length, stretch.before).execute()));
    if (rows.length > limit) break;
  }
  return rows;
}

/** The statement of one stretch of listEvents (`before`: its exclusive upper bound), unexecuted: the plan test and the filters bench explain it. */
export function listEventsQuery(db: Conn, p: Principal, f: EventFilter, after: [Date, string] | null, limit: number, before: Date | null = null) {
  // Prepared when its text is one of a bounded few (filters present or not, the caller's group count):
  // not with the id lists a search passes, whose lengths vary.
  const prepared = f.camera_ids === undefined && f.place_ids === undefined;
  let q = db
    .selectFrom('events')
    .$if(prepared, (b) => b.modifyFront(sql.raw(PREPARED)))
    .select(EVENT_COLUMNS)
    .where(visibleEvents(p))
    .where(matchesFilter(f));
  if (before) q = q.where('events.ts', '<', before);
  if (after) q = q.where(sql<SqlBool>`(events.ts, events.event_id) < (${after[0]}, ${after[1]}::uuid)`);
  return q
    .orderBy('events.ts', 'desc')
    .orderBy('events.event_id', 'desc')
    .limit(limit + 1);
}

export function findEvent(db: Conn, organizationId: number, eventId: string, ts?: Date) {
  let q = db.selectFrom('events').select(EVENT_COLUMNS).where('organization_id', '=', organizationId).where('event_id', '=', eventId);
  if (ts) q = q.where('ts', '=', ts);
  return q.executeTakeFirst();
}

export function findVisibleEvent(db: Conn, p: Principal, eventId: string) {
  return db.selectFrom('events').select(EVENT_COLUMNS).where(visibleEvents(p)).where('event_id', '=', eventId).executeTakeFirst();
}

/**
 * The ids of `events` already stored. A retry carries its event's ts, so only the batch's times
 * widened by a day are looked at: the check keeps to the few partitions concerned instead of an
 * index probe in every partition.
 */
export async function existingIds(db: Conn, events: readonly { event_id: string; ts: Date }[]): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  const times = events.map((e) => e.ts.getTime());
  // One array parameter (a list of 100 parameters costs more to send, parse and plan), through
  // stored_event_ids (migration 0019), which keeps one plan instead of planning every batch.
  const { rows } = await sql<{
    event_id: string;
  }>`${sql.raw(PREPARED)} select event_id from stored_event_ids(${sql.val(events.map((e) => e.event_id))}::uuid[], ${new Date(Math.min(...times) - DAY_MS)}, ${new Date(Math.max(...times) + DAY_MS)})`.execute(
    db,
  );
  return new Set(rows.map((r) => r.event_id));
}

/** An events row as ingest writes it: JSON values for the jsonb columns, ISO strings for times. */
export type NewEvent = Record<(typeof INSERTED_COLUMNS)[number], unknown>;

const INSERTED_COLUMNS = [
  'event_id',
  'ts',
  'organization_id',
  'camera_id',
  'edge_id',
  'streamserver_id',
  'event_type',
  'reason',
  'label',
  'camera_name',
  'place_id',
  'place_name',
  'place_description',
  'latitude',
  'longitude',
  'detection',
  'trajectory',
  'roi',
  'line',
  'attributes',
  'inner_ts',
  'descriptor',
  'number',
  'plate_norm',
  'region',
  'snapshot_file',
  'scene_file',
  'plate_file',
  'matches',
  'matched',
  'match_list_ids',
  'top_priority',
] as const satisfies readonly (keyof EventsTable)[];

/**
 * Stores a batch in one statement with one parameter (the rows as a JSON array, turned into rows
 * by jsonb_populate_recordset): far cheaper to send and plan than a VALUES list of 30-odd
 * parameters per row. Where pgvector exists (`faces` names the table), the stored rows'
 * 128-value descriptors go into event_faces or event_faces_pending (see face-index.ts) in the
 * same statement, so a descriptor is sent and parsed once. A row already stored under the same
 * (event_id, ts) is skipped; answers the ids stored now.
 */
export async function insertEvents(db: Conn, rows: NewEvent[], faces: FaceTable | null): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  // Descriptors travel apart, as one binary float4[] (see float4Array): a row names its stretch
  // of it (first and last position, 1-based); none when it has no descriptor.
  const stretches: ([number, number] | null)[] = [];
  let length = 0;
  for (const r of rows) {
    const n = Array.isArray(r.descriptor) ? r.descriptor.length : 0;
    stretches.push(n > 0 ? [length + 1, length + n] : null);
    length += n;
  }
  const floats = new Float32Array(length);
  rows.forEach((r, i) => {
    const at = stretches[i];
    if (at) floats.set(r.descriptor as number[], at[0] - 1);
  });
  const columns = sql.raw(INSERTED_COLUMNS.join(', '));
  const selected = sql.join(
    INSERTED_COLUMNS.map((c) => (c === 'descriptor' ? sql`(${sql.val(float4Array(floats))}::real[])[k.first : k.last]` : sql.ref(`r.${c}`))),
  );
  const insert = sql`
    insert into events (${columns})
    select ${selected}
    from jsonb_populate_recordset(null::events, ${rowsJson(rows)}::jsonb) with ordinality as r
    cross join lateral (
      select (${sql.val(stretches.map((x) => x?.[0] ?? null))}::integer[])[r.ordinality] as first,
             (${sql.val(stretches.map((x) => x?.[1] ?? null))}::integer[])[r.ordinality] as last
    ) k
    on conflict do nothing`;
  const stored = faces
    ? await sql<{ event_id: string }>`${sql.raw(PREPARED)}
        with stored as (${insert} returning event_id, ts, organization_id, camera_id, event_type, descriptor),
        faces as (
          insert into ${sql.table(faces)} (event_id, ts, organization_id, camera_id, event_type, descriptor_vec)
          select event_id, ts, organization_id, camera_id, event_type, descriptor::vector from stored where cardinality(descriptor) = 128
        )
        select event_id from stored`.execute(db)
    : await sql<{ event_id: string }>`${sql.raw(PREPARED)} ${insert} returning event_id`.execute(db);
  return new Set(stored.rows.map((r) => r.event_id));
}

/**
 * The rows as one JSON array for jsonb_populate_recordset, without the descriptor (sent apart) and
 * without null values (an absent key is null there too): about a third less for the server to
 * parse, most of the cost of binding the insert.
 */
function rowsJson(rows: readonly NewEvent[]): string {
  return JSON.stringify(
    rows.map((r) => {
      const present: Record<string, unknown> = {};
      for (const c of INSERTED_COLUMNS) if (c !== 'descriptor' && r[c] !== null && r[c] !== undefined) present[c] = r[c];
      return present;
    }),
  );
}

/**
 * A float4[] parameter in PostgreSQL's binary array format (node-postgres sends a Buffer as a
 * binary parameter): parsing decimal text costs ~3.5 µs a number on the embedded engine, 450 µs a
 * descriptor, most of the cost of storing a face event; reading 4 bytes does not.
 */
function float4Array(values: Float32Array): Buffer {
  const out = Buffer.alloc(20 + values.length * 8);
  out.writeInt32BE(1, 0); // dimensions
  out.writeInt32BE(0, 4); // no nulls
  out.writeInt32BE(700, 8); // element type: float4
  out.writeInt32BE(values.length, 12);
  out.writeInt32BE(1, 16); // lower bound
  values.forEach((v, i) => {
    out.writeInt32BE(4, 20 + i * 8);
    out.writeFloatBE(v, 24 + i * 8);
  });
  return out;
}

/** The key of an events row by (event_id, ts), to pair bus messages with the rows `findEvents` loads. */
export function eventKey(eventId: string, ts: Date): string {
  return `${eventId.toLowerCase()} ${ts.getTime()}`;
}

/**
 * Rows among (event_id, ts) pairs, for a query that then keeps the pairs asked (`eventKey`): lists
 * of ids and of times (`= any`, which plans faster than a list of pairs and lets the planner keep
 * to the partitions concerned) may pair up more rows than asked.
 */
export function amongPairs(pairs: readonly { event_id: string; ts: Date }[]) {
  const times = [...new Map(pairs.map((p) => [p.ts.getTime(), p.ts])).values()];
  const ids = [...new Set(pairs.map((p) => p.event_id))];
  return (): Expression<SqlBool> => sql<SqlBool>`events.ts = any(${sql.val(times)}::timestamptz[]) and events.event_id = any(${sql.val(ids)}::uuid[])`;
}

/**
 * The events of one organisation named by (event_id, ts) pairs, as `findEvent` for each pair (less
 * the descriptor) but in one query per 500 pairs (bus listeners load an ingest batch at once, a
 * search its page). Pairs not stored are absent; the order is not theirs.
 */
export async function findEvents(db: Conn, organizationId: number, pairs: readonly { event_id: string; ts: Date }[]): Promise<EventWithoutDescriptor[]> {
  const rows: EventWithoutDescriptor[] = [];
  for (let i = 0; i < pairs.length; i += 500) {
    const chunk = pairs.slice(i, i + 500);
    const wanted = new Set(chunk.map((p) => eventKey(p.event_id, p.ts)));
    const found = await db
      .selectFrom('events')
      .select(COLUMNS_WITHOUT_DESCRIPTOR)
      .where('organization_id', '=', organizationId)
      .where(amongPairs(chunk))
      .execute();
    rows.push(...found.filter((r) => wanted.has(eventKey(r.event_id, r.ts))));
  }
  return rows;
}

/** A camera's events in [from, to] counted per type and per `bucket` seconds (slot: the bucket's number since the epoch). */
export function countsPerSlot(
  db: Conn,
  scope: (eb: ExpressionBuilder<DB, 'events'>) => Expression<SqlBool>,
  cameraId: number,
  from: Date,
  to: Date,
  bucket: number,
) {
  const slot = sql<string>`floor(extract(epoch from events.ts) / ${bucket})::bigint`;
  return db
    .selectFrom('events')
    .select([slot.as('slot'), 'events.event_type', sql<number>`count(*)::int`.as('count')])
    .where(scope)
    .where('events.camera_id', '=', cameraId)
    .where('events.ts', '>=', from)
    .where('events.ts', '<=', to)
    .groupBy([sql`1`, 'events.event_type'])
    .orderBy(sql`1`)
    .orderBy('events.event_type')
    .execute();
}

// --- Searches ----------------------------------------------------------------------------------

/** The attribute filter of a search: listed values, numeric ranges, a text (case-insensitive) or an exact value per attribute. */
export function matchesAttributes(attributes: Record<string, unknown> | undefined) {
  return (eb: ExpressionBuilder<DB, 'events'>): Expression<SqlBool> => {
    const c = [sql<SqlBool>`true`];
    if (!attributes) return eb.and(c);
    for (const [key, value] of Object.entries(attributes)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) c.push(sql<SqlBool>`events.attributes ->> ${key} = any(${sql.val(value.map(String))}::text[])`);
      else if (value && typeof value === 'object') {
        const range = value as { from?: number; to?: number };
        if (range.from !== undefined) c.push(sql<SqlBool>`(events.attributes ->> ${key})::numeric >= ${range.from}`);
        if (range.to !== undefined) c.push(sql<SqlBool>`(events.attributes ->> ${key})::numeric <= ${range.to}`);
      } else if (typeof value === 'string') c.push(sql<SqlBool>`lower(events.attributes ->> ${key}) = ${value.trim().toLowerCase()}`);
      else c.push(sql<SqlBool>`events.attributes ->> ${key} = ${String(value)}`);
    }
    return eb.and(c);
  };
}

/** The keys of the visible events matching a search's filter and attributes. */
function searchKeys(db: Conn, p: Principal, filter: EventFilter, attributes: Record<string, unknown> | undefined) {
  return db
    .selectFrom('events')
    .select(['events.event_id', 'events.ts'])
    .where(visibleEvents(p))
    .where(matchesFilter(filter))
    .where(matchesAttributes(attributes));
}

/** The keys of the visible events matching a search's filter and attributes, newest first. */
export function searchEventKeys(db: Conn, p: Principal, filter: EventFilter, attributes: Record<string, unknown> | undefined, limit: number) {
  return searchKeys(db, p, filter, attributes).orderBy('events.ts', 'desc').limit(limit).execute();
}

/** Of the given keys, those of visible events matching a search's filter and attributes. */
export function keysMatching(
  db: Conn,
  p: Principal,
  filter: EventFilter,
  attributes: Record<string, unknown> | undefined,
  keys: readonly { event_id: string; ts: Date }[],
) {
  return searchKeys(db, p, filter, attributes).where(amongPairs(keys)).execute();
}

/**
 * The k event faces nearest to a unit descriptor (pgvector literal), closest first, with their
 * cosine distance: the graph's walk of event_faces and an exact scan of the few descriptors still
 * waiting for it (event_faces_pending, face-index.ts), in one statement so a row being moved
 * between them is seen once. Filtered on what event_faces holds: organisation, window, type, and
 * each camera list given (null: no limit). Ordered again: a relaxed walk answers nearly in order.
 */
export async function nearestEventFaces(
  db: Conn,
  organizationId: number,
  filter: EventFilter,
  cameraLists: readonly (readonly number[] | null)[],
  vector: string,
  k: number,
): Promise<{ event_id: string; ts: Date; cosine: number }[]> {
  const cosine = sql<number>`${sql.ref('descriptor_vec')} <=> ${vector}::vector`;
  const nearest = (table: FaceTable) => {
    let q = db
      .selectFrom(table)
      .select(['event_id', 'ts', cosine.as('cosine')])
      .where('organization_id', '=', organizationId)
      .where('ts', '>=', filter.ts_from)
      .where('ts', '<=', filter.ts_to);
    if (filter.event_type) q = q.where('event_type', '=', filter.event_type);
    for (const cameras of cameraLists) if (cameras) q = q.where('camera_id', 'in', cameras.length > 0 ? [...cameras] : [-1]);
    return q.orderBy(cosine).limit(k);
  };
  const found = await sql<{ event_id: string; ts: Date; cosine: number }>`
    select * from ((${nearest('event_faces')}) union all (${nearest('event_faces_pending')})) nearest
    order by cosine limit ${k}`.execute(db);
  return found.rows;
}

/**
 * Visible events matching a plate search, newest first. `wanted` (a normalised number): with
 * trigrams, exact, contained (a typed part) or similar — `%` rather than similarity() >= t because
 * the trigram index serves it (its threshold is the transaction's pg_trgm.similarity_threshold);
 * without, numbers starting with it.
 */
export function searchPlateEvents(
  db: Conn,
  p: Principal,
  filter: EventFilter,
  attributes: Record<string, unknown> | undefined,
  wanted: string | null,
  trgm: boolean,
  limit: number,
) {
  let query = db.selectFrom('events').select(EVENT_COLUMNS).where(visibleEvents(p)).where(matchesFilter(filter)).where(matchesAttributes(attributes));
  if (wanted && trgm) {
    query = query.where((eb) => eb.or([eb('events.plate_norm', 'like', `%${wanted.replace(/[%_\\]/g, '')}%`), sql<SqlBool>`events.plate_norm % ${wanted}`]));
  } else if (wanted) {
    query = query.where('events.plate_norm', 'like', `${wanted}%`);
  }
  return query.orderBy('events.ts', 'desc').limit(limit).execute();
}

// --- Partitions and retention (partitions.ts) ----------------------------------------------------

/** Whether this database has event_faces (pgvector). */
export async function hasEventFaces(db: Conn): Promise<boolean> {
  const r = await sql<{ present: boolean }>`select to_regclass('event_faces') is not null as present`.execute(db);
  return r.rows[0]?.present === true;
}

/** Creates (if missing) the partition `name` of `parent` (events or event_faces) for [from, to) (timestamps as text). */
export async function createPartition(db: Conn, parent: 'events' | 'event_faces', name: string, from: string, to: string): Promise<void> {
  await sql`create table if not exists ${sql.raw(name)} partition of ${sql.raw(parent)}
    for values from (${sql.lit(from)}) to (${sql.lit(to)})`.execute(db);
}

/** The names of a partitioned table's partitions. */
export async function partitionNames(db: Conn, parent: string): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
    where p.relname = ${parent}`.execute(db);
  return rows.rows.map((r) => r.name);
}

export async function dropPartition(db: Conn, name: string): Promise<void> {
  await sql`drop table if exists ${sql.raw(name)}`.execute(db);
}

/** The organisations' own event retentions (days). */
export function retentionSettings(db: Conn) {
  return db.selectFrom('event_retention').select(['organization_id', 'days']).execute();
}

/** Deletes an organisation's events older than `before`; answers their files. */
export function deleteEventsBefore(db: Conn, organizationId: number, before: Date) {
  return db
    .deleteFrom('events')
    .where('organization_id', '=', organizationId)
    .where('ts', '<', before)
    .returning(['snapshot_file', 'scene_file', 'plate_file'])
    .execute();
}

/** Deletes the face rows (indexed or waiting) older than `before`, of one organisation when given. */
export async function deleteFaceRowsBefore(db: Conn, table: FaceTable, before: Date, organizationId?: number): Promise<void> {
  await db
    .deleteFrom(table)
    .$if(organizationId !== undefined, (q) => q.where('organization_id', '=', organizationId as number))
    .where('ts', '<', before)
    .execute();
}
