import { useQuery } from '@tanstack/react-query';
import type { DayRange } from '../lib/dashboard';
import { request } from './client';

/** Shapes of the /stats/* answers (packages/server/src/modules/stats). */
export interface CameraStats {
  total: number;
  active: number;
  inactive: number;
  inactive_by_reason: Record<string, number>;
}
export interface StatsAnswers {
  eventsbytype: { items: { date: string; event_type: string; count: number }[] };
  eventmatchesbypriority: { items: { date: string; priority: number | null; count: number }[] };
  eventsbystream: { items: { stream_id: number; camera_name: string | null; count: number }[] };
  eventsbyline: { items: { stream_id: number; line_id: string; line_name: string | null; count: number }[] };
  eventsbyroi: { items: { stream_id: number; roi_id: string; roi_name: string | null; count: number }[] };
  activitytracking: {
    items: { entity_id: number; entity_name: string | null; list_id: number; events: number; days: number; first_ts: string; last_ts: string }[];
  };
  cohorttracking: { items: { cohort_date: string; date: string; count: number }[] };
  cohorts: { items: { date: string; size: number }[] };
}
export type StatName = keyof StatsAnswers;

/** GET /stats/{name} for a day range (dates cut to 10 characters, spec document 2). */
export function useStat<N extends StatName>(name: N, range: DayRange, enabled = true) {
  return useQuery({
    queryKey: ['stats', name, range.dateFrom, range.dateTo],
    queryFn: ({ signal }) =>
      request<StatsAnswers[N]>(`/stats/${name}`, {
        signal,
        keepCase: true,
        query: { date_from: range.dateFrom.slice(0, 10), date_to: range.dateTo.slice(0, 10) },
      }),
    enabled,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

/** GET /stats/cameras: cameras by state now. */
export function useCameraStats(enabled = true) {
  return useQuery({
    queryKey: ['stats', 'cameras'],
    queryFn: ({ signal }) => request<CameraStats>('/stats/cameras', { signal, keepCase: true }),
    enabled,
    staleTime: 30_000,
    meta: { silent: true },
  });
}
