import type { StatsAnswers } from '@argus/contracts';
import { DAY_MS } from '../../lib/clock';
import type { AppContext } from '../../context';
import { invalid } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { cameraStates } from '../cameras/repo';
import * as repo from './repo';

/**
 * Dashboard statistics: plain aggregations over the events the caller may see (organisation and
 * groups, as GET /events). Day ranges: date_from and date_to as YYYY-MM-DD (a longer ISO string
 * is cut to 10 characters, spec document 2), both UTC days included; default the last 7 days.
 * Days are UTC. Entities (for activity and cohorts) are the top match of fr events.
 */
const MAX_DAYS = 366;

export interface DayRange {
  date_from?: string;
  date_to?: string;
}

export function days(ctx: AppContext, q: DayRange): { from: Date; to: Date } {
  const parse = (s: string, name: string) => {
    const d = s.slice(0, 10);
    const t = Date.parse(`${d}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d) || Number.isNaN(t)) throw invalid({ [name]: 'must be a date YYYY-MM-DD' });
    return t;
  };
  const today = Date.parse(`${ctx.clock().toISOString().slice(0, 10)}T00:00:00Z`);
  const to = q.date_to ? parse(q.date_to, 'date_to') : today;
  const from = q.date_from ? parse(q.date_from, 'date_from') : to - 6 * DAY_MS;
  if (from > to) throw invalid({ date_from: 'must not be after date_to' });
  if ((to - from) / DAY_MS >= MAX_DAYS) throw invalid({ date_from: `the range may span at most ${MAX_DAYS} days` });
  return { from: new Date(from), to: new Date(to + DAY_MS) };
}

export async function cameras(ctx: AppContext, p: Principal) {
  // The superuser has no organisation: its dashboard counts no camera.
  const rows = await cameraStates(ctx.db, p);
  const out = { total: 0, active: 0, inactive: 0, inactive_by_reason: {} as Record<string, number> };
  for (const r of rows) {
    const n = Number(r.count);
    out.total += n;
    if (r.state === 'active') out.active += n;
    else {
      out.inactive += n;
      const reason = r.state_reason ?? 'user_action';
      out.inactive_by_reason[reason] = (out.inactive_by_reason[reason] ?? 0) + n;
    }
  }
  return out;
}

export async function eventsByType(ctx: AppContext, p: Principal, q: DayRange) {
  const rows = await repo.eventsByTypeRows(ctx.db, p, days(ctx, q));
  return { items: rows.map((r) => ({ date: r.date, event_type: r.event_type, count: Number(r.count) })) };
}

export async function matchesByPriority(ctx: AppContext, p: Principal, q: DayRange) {
  const rows = await repo.matchesByPriorityRows(ctx.db, p, days(ctx, q));
  return { items: rows.map((r) => ({ date: r.date, priority: r.top_priority, count: Number(r.count) })) };
}

export async function eventsByStream(ctx: AppContext, p: Principal, q: DayRange) {
  const rows = await repo.eventsByStreamRows(ctx.db, p, days(ctx, q));
  return { items: rows.map((r) => ({ stream_id: r.camera_id, camera_name: r.camera_name, count: Number(r.count) })) };
}

/** Events per ROI box or per line (sa events name them in roi / line). */
export async function eventsByZone<C extends 'roi' | 'line'>(
  ctx: AppContext,
  p: Principal,
  q: DayRange,
  column: C,
): Promise<StatsAnswers[C extends 'line' ? 'eventsbyline' : 'eventsbyroi']> {
  const rows = await repo.eventsByZoneRows(ctx.db, p, days(ctx, q), column);
  const items = rows.map((r) => ({ stream_id: r.camera_id, id: r.id, name: r.name as string | null, count: Number(r.count) }));
  const answer =
    column === 'line'
      ? { items: items.map(({ id, name, ...rest }) => ({ ...rest, line_id: id, line_name: name })) }
      : { items: items.map(({ id, name, ...rest }) => ({ ...rest, roi_id: id, roi_name: name })) };
  return answer as StatsAnswers[C extends 'line' ? 'eventsbyline' : 'eventsbyroi'];
}

export async function activityTracking(ctx: AppContext, p: Principal, q: DayRange & { list_id?: number }) {
  const rows = await repo.activityRows(ctx.db, p, days(ctx, q), q.list_id, ctx.config.public.activity_tracking_list_size);
  return {
    items: rows.map((r) => ({
      entity_id: Number(r.entity_id),
      entity_name: r.entity_name,
      list_id: Number(r.list_id),
      events: Number(r.events),
      days: Number(r.days),
      first_ts: new Date(r.first_ts).toISOString(),
      last_ts: new Date(r.last_ts).toISOString(),
    })),
  };
}

/** Each recognised person's days of presence in the range (the base of cohorts). */
async function presence(ctx: AppContext, p: Principal, q: DayRange) {
  const rows = await repo.presenceRows(ctx.db, p, days(ctx, q));
  const byEntity = new Map<string, string[]>();
  for (const r of rows) byEntity.set(r.entity_id, [...(byEntity.get(r.entity_id) ?? []), r.date].sort());
  return byEntity;
}

/** Cohorts: per day, how many recognised people were seen for the first time in the range. */
export async function cohorts(ctx: AppContext, p: Principal, q: DayRange) {
  const counts = new Map<string, number>();
  for (const dates of (await presence(ctx, p, q)).values()) {
    const first = dates[0];
    if (first) counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  return { items: [...counts.entries()].sort().map(([date, size]) => ({ date, size })) };
}

/** Cohort tracking: of the people first seen on a day, how many came back on each later day. */
export async function cohortTracking(ctx: AppContext, p: Principal, q: DayRange) {
  const counts = new Map<string, number>();
  for (const dates of (await presence(ctx, p, q)).values()) {
    const first = dates[0];
    if (!first) continue;
    for (const d of dates) counts.set(`${first}|${d}`, (counts.get(`${first}|${d}`) ?? 0) + 1);
  }
  return {
    items: [...counts.entries()].sort().map(([key, count]) => {
      const [cohort = '', date = ''] = key.split('|');
      return { cohort_date: cohort, date, count };
    }),
  };
}
