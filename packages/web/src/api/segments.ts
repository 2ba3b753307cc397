import type { Camelize, SegmentIndex as WireIndex } from '@argus/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './client';

export type SegmentIndex = Camelize<WireIndex>;

/** GET /segments/index: the recorded ranges of a camera in [from, to) for the timeline. */
export function useSegmentIndex(cameraId: number | null, from: number, to: number) {
  // Whole minutes keep the key stable while the window slides with the clock.
  const f = Math.floor(from / 60_000) * 60_000;
  const t = Math.ceil(to / 60_000) * 60_000;
  return useQuery({
    queryKey: ['segments', 'index', cameraId, f, t],
    queryFn: ({ signal }) =>
      request<SegmentIndex>('/segments/index', { signal, query: { streamId: cameraId, tsFrom: new Date(f).toISOString(), tsTo: new Date(t).toISOString() } }),
    enabled: cameraId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
    meta: { silent: true },
  });
}
