import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool, type Transaction } from 'kysely';
import { DAY_MS } from '../../lib/clock';
import type { DB, EventsTable } from '../../db/types';
import { visibleEvents } from '../../access';
import type { Principal } from '../../http/principal';
import { PREPARED } from '../../db/prepared';
import type { EventFilter as ContractEventFilter, FilterableEvent } from '@argus/contracts';

/**
 * Events: the rows, the filter, listing and finding. The other statements on events sit beside,
 * one folder per part: ingest's in store/, the searches' in search/, the face tables' in faces/,
 * partitions and retention in partitions/.
 */

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

/**
 * Newest first; keyset after (ts, event_id) of the previous page's last row. Reads the window in stretches (windowStretches).
 * The descriptors (128 numbers each, read as text) only when asked (`withDescriptor`).
 */
export async function listEvents(
  db: Conn,
  p: Principal,
  f: EventFilter,
  after: [Date, string] | null,
  limit: number,
  withDescriptor = false,
): Promise<(EventWithoutDescriptor & Partial<Pick<EventRow, 'descriptor'>>)[]> {
  const rows: (EventWithoutDescriptor & Partial<Pick<EventRow, 'descriptor'>>)[] = [];
  for (const stretch of windowStretches(f, after)) {
    // limit + 1 rows in all: the extra one tells the caller that another page follows.
    const q = listEventsQuery(db, p, { ...f, ts_from: stretch.ts_from }, after, limit - rows.length, stretch.before, withDescriptor);
    rows.push(...(await q.execute()));
    if (rows.length > limit) break;
  }
  return rows;
}

/** The statement of one stretch of listEvents (`before`: its exclusive upper bound; the descriptors only when asked, as listEvents), unexecuted: the plan test and the filters bench explain it. */
export function listEventsQuery(
  db: Conn,
  p: Principal,
  f: EventFilter,
  after: [Date, string] | null,
  limit: number,
  before: Date | null = null,
  withDescriptor = false,
) {
  // Prepared when its text is one of a bounded few (filters present or not, the caller's group count):
  // not with the id lists a search passes, whose lengths vary.
  const prepared = f.camera_ids === undefined && f.place_ids === undefined;
  let q = db
    .selectFrom('events')
    .$if(prepared, (b) => b.modifyFront(sql.raw(PREPARED)))
    .select(withDescriptor ? EVENT_COLUMNS : COLUMNS_WITHOUT_DESCRIPTOR)
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
