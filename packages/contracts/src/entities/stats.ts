import Type from 'typebox';
import { IdSchema, Nullable, TimestampSchema } from './common';

/**
 * Answers of the dashboard's GET /stats/* calls (our design; the spec names the calls only).
 * Dates are UTC days (YYYY-MM-DD); counts are whole numbers.
 */
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
const Count = Type.Integer({ minimum: 0 });
const Items = <T extends Type.TProperties>(item: T) => Type.Object({ items: Type.Array(Type.Object(item)) });

/** GET /stats/cameras: the cameras the caller sees, by state now; inactive ones by reason. */
export const CameraStatsSchema = Type.Object({
  total: Count,
  active: Count,
  inactive: Count,
  inactive_by_reason: Type.Record(Type.String(), Count),
});
export type CameraStats = Type.Static<typeof CameraStatsSchema>;

export const EventsByTypeStatsSchema = Items({ date: Day, event_type: Type.String(), count: Count });
/** priority: the top match's list priority as stored (a number), null when none was set. */
export const MatchesByPriorityStatsSchema = Items({ date: Day, priority: Nullable(Type.Integer()), count: Count });
export const EventsByStreamStatsSchema = Items({ stream_id: IdSchema, camera_name: Nullable(Type.String()), count: Count });
export const EventsByLineStatsSchema = Items({ stream_id: IdSchema, line_id: Type.String(), line_name: Nullable(Type.String()), count: Count });
export const EventsByRoiStatsSchema = Items({ stream_id: IdSchema, roi_id: Type.String(), roi_name: Nullable(Type.String()), count: Count });
/** The most often recognised people (top match of fr events): events, days seen, first and last time. */
export const ActivityTrackingStatsSchema = Items({
  entity_id: IdSchema,
  entity_name: Nullable(Type.String()),
  list_id: IdSchema,
  events: Count,
  days: Count,
  first_ts: TimestampSchema,
  last_ts: TimestampSchema,
});
export const CohortTrackingStatsSchema = Items({ cohort_date: Day, date: Day, count: Count });
export const CohortsStatsSchema = Items({ date: Day, size: Count });

/** Each /stats/{name} answer by name. */
export const STATS_ANSWERS = {
  eventsbytype: EventsByTypeStatsSchema,
  eventmatchesbypriority: MatchesByPriorityStatsSchema,
  eventsbystream: EventsByStreamStatsSchema,
  eventsbyline: EventsByLineStatsSchema,
  eventsbyroi: EventsByRoiStatsSchema,
  activitytracking: ActivityTrackingStatsSchema,
  cohorttracking: CohortTrackingStatsSchema,
  cohorts: CohortsStatsSchema,
} as const;
export type StatsAnswers = { [K in keyof typeof STATS_ANSWERS]: Type.Static<(typeof STATS_ANSWERS)[K]> };
