import type { EventQuery } from '@argus/contracts';
import { DAY_MS } from '../../lib/clock';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal } from '../../http/principal';
import { urlSigner } from '../../lib/files';
import { presentEvent } from './present';
import { findVisibleEvent, listEvents, type EventFilter } from './repo';

/** The time window of a query: ts_to defaults to now, ts_from to one day before ts_to (spec: last day). */
export function timeWindow(ctx: AppContext, from?: string, to?: string): { ts_from: Date; ts_to: Date } {
  const ts_to = to ? new Date(to) : ctx.clock();
  const ts_from = from ? new Date(from) : new Date(ts_to.getTime() - DAY_MS);
  if (ts_from > ts_to) throw invalid({ ts_from: 'must not be after ts_to' });
  return { ts_from, ts_to };
}

export function parseAttributes(raw: string | undefined): Record<string, unknown> | undefined {
  if (raw === undefined || raw === '') return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw invalid({ attributes: 'must be a JSON object' });
}

export async function list(ctx: AppContext, p: Principal, q: EventQuery) {
  const limit = q.limit ?? 20;
  const filter: EventFilter = {
    ...timeWindow(ctx, q.ts_from, q.ts_to),
    event_type: q.event_type,
    reason: q.reason,
    stream_id: q.stream_id,
    place_id: q.place_id,
    group_id: q.group_id,
    list_id: q.list_id,
    only_matches: q.only_matches,
    recognition: q.recognition,
    attributes: parseAttributes(q.attributes),
  };
  const key = decodeCursor(q.cursor, 2);
  let after: [Date, string] | null = null;
  if (key) {
    const [ts, id] = key;
    if (typeof ts !== 'string' || typeof id !== 'string' || Number.isNaN(Date.parse(ts))) throw invalid({ cursor: 'is not a cursor this list gave out' });
    after = [new Date(ts), id];
  }
  const rows = await listEvents(ctx.db, p, filter, after, limit, q.with_descriptor === true);
  const sign = await urlSigner(ctx);
  const { items, pagination } = page(rows, limit, (r) => [r.ts.toISOString(), r.event_id]);
  return { events: items.map((r) => presentEvent(r, sign, q.with_descriptor === true)), pagination };
}

export async function get(ctx: AppContext, p: Principal, eventId: string, eventType: string | undefined, withDescriptor = false) {
  const row = await findVisibleEvent(ctx.db, p, eventId);
  if (!row || (eventType !== undefined && row.event_type !== eventType)) throw notFound('Event');
  return presentEvent(row, await urlSigner(ctx), withDescriptor);
}
