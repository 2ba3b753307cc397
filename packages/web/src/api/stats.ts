import { useQuery } from '@tanstack/react-query';
import type { DayRange } from '../lib/dashboard';
import { api, type RouteOf, type WireAnswer } from './operations';

/** The dashboard's statistics over a day range: every /stats/* route but the cameras' (which counts them now). */
export type StatName = Exclude<RouteOf<'get'> extends infer R ? (R extends `/stats/${infer N}` ? N : never) : never, 'cameras'>;
/** Their answers as the server writes them: the dashboard reads them snake_case (keepCase). */
export type StatsAnswers = { [N in StatName]: WireAnswer<`/stats/${N}`, 'get'> };
export type CameraStats = WireAnswer<'/stats/cameras', 'get'>;

/** One statistic for a day range (dates cut to 10 characters, spec document 2). */
export function fetchStat<N extends StatName>(name: N, range: DayRange, signal?: AbortSignal): Promise<StatsAnswers[N]> {
  const route: `/stats/${StatName}` = `/stats/${name}`;
  const query = { dateFrom: range.dateFrom.slice(0, 10), dateTo: range.dateTo.slice(0, 10) };
  // Every statistic takes the same query; the answer is the one of `name`'s route.
  return api.get(route, { query, keepCase: true, ...(signal ? { signal } : {}) }) as Promise<StatsAnswers[N]>;
}

/** GET /stats/cameras: cameras by state now; the counts by reason are keyed by the reasons themselves. */
export const fetchCameraStats = (signal?: AbortSignal) => api.get('/stats/cameras', { keepCase: true, ...(signal ? { signal } : {}) });

export function useStat<N extends StatName>(name: N, range: DayRange, enabled = true) {
  return useQuery({
    queryKey: ['stats', name, range.dateFrom, range.dateTo],
    queryFn: ({ signal }) => fetchStat(name, range, signal),
    enabled,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

export function useCameraStats(enabled = true) {
  return useQuery({
    queryKey: ['stats', 'cameras'],
    queryFn: ({ signal }) => fetchCameraStats(signal),
    enabled,
    staleTime: 30_000,
    meta: { silent: true },
  });
}
