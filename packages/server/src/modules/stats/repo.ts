import { sql, type Kysely, type Transaction } from 'kysely';
import { visibleEvents } from '../../access';
import type { DB } from '../../db/types';
import type { Principal } from '../../http/principal';

/**
 * The dashboard's aggregations over the events the caller may see (organisation and groups, as
 * GET /events), in [from, to). Days are UTC; entities are the top match of fr events.
 */
type Conn = Kysely<DB> | Transaction<DB>;
export interface Range {
  from: Date;
  to: Date;
}

const day = sql<string>`to_char(events.ts at time zone 'UTC', 'YYYY-MM-DD')`;
const entity = sql<string>`(events.matches -> 0 ->> 'entity_id')`;

function scoped(db: Conn, p: Principal, r: Range) {
  return db.selectFrom('events').where(visibleEvents(p)).where('events.ts', '>=', r.from).where('events.ts', '<', r.to);
}

export function eventsByTypeRows(db: Conn, p: Principal, r: Range) {
  return scoped(db, p, r)
    .select([day.as('date'), 'events.event_type', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy([day, 'events.event_type'])
    .orderBy(day)
    .orderBy('events.event_type')
    .execute();
}

export function matchesByPriorityRows(db: Conn, p: Principal, r: Range) {
  return scoped(db, p, r)
    .where('events.matched', '=', true)
    .select([day.as('date'), 'events.top_priority', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy([day, 'events.top_priority'])
    .orderBy(day)
    .orderBy('events.top_priority')
    .execute();
}

export function eventsByStreamRows(db: Conn, p: Principal, r: Range) {
  return scoped(db, p, r)
    .select(['events.camera_id', (eb) => eb.fn.max('events.camera_name').as('camera_name'), (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('events.camera_id')
    .orderBy('events.camera_id')
    .execute();
}

/** Events per ROI box or per line (sa events name them in roi / line). */
export function eventsByZoneRows(db: Conn, p: Principal, r: Range, column: 'roi' | 'line') {
  const id = sql<string>`events.${sql.ref(column)} ->> 'id'`;
  return scoped(db, p, r)
    .where(`events.${column}`, 'is not', null)
    .select(['events.camera_id', id.as('id'), sql<string>`max(events.${sql.ref(column)} ->> 'name')`.as('name'), (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy(['events.camera_id', id])
    .orderBy('events.camera_id')
    .orderBy(id)
    .execute();
}

/** The most often recognised people (of one list, if given): events, days seen, first and last time. */
export function activityRows(db: Conn, p: Principal, r: Range, listId: number | undefined, limit: number) {
  let query = scoped(db, p, r).where('events.matched', '=', true).where('events.event_type', '=', 'fr');
  if (listId !== undefined) query = query.where(sql<boolean>`(events.matches -> 0 ->> 'list_id')::int = ${listId}`);
  return query
    .select([
      entity.as('entity_id'),
      sql<string>`max(events.matches -> 0 ->> 'entity_name')`.as('entity_name'),
      sql<string>`max(events.matches -> 0 ->> 'list_id')`.as('list_id'),
      (eb) => eb.fn.countAll<string>().as('events'),
      sql<string>`count(distinct ${day})`.as('days'),
      (eb) => eb.fn.min('events.ts').as('first_ts'),
      (eb) => eb.fn.max('events.ts').as('last_ts'),
    ])
    .groupBy(entity)
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(entity)
    .limit(limit)
    .execute();
}

/** Each recognised person's days of presence. */
export function presenceRows(db: Conn, p: Principal, r: Range) {
  return scoped(db, p, r)
    .where('events.matched', '=', true)
    .where('events.event_type', '=', 'fr')
    .select([entity.as('entity_id'), day.as('date')])
    .groupBy([entity, day])
    .execute();
}
