import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import { visibleEvents } from '../../../access';
import type { Principal } from '../../../http/principal';
import { amongPairs, EVENT_COLUMNS, matchesFilter, type EventFilter } from '../repo';

/** The searches' statements on events (search/service.ts): attributes and plates; faces are in faces/repo.ts. */

type Conn = Kysely<DB> | Transaction<DB>;

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
