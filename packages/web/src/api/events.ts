import type { Camelize, Event as WireEvent, EventSearchHit as WireHit, Pagination } from '@argus/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { filtersToQuery, filtersToSearch, type EventFilters } from '../lib/eventFilters';
import { request } from './client';

export type EventItem = Camelize<WireEvent>;
export type EventHit = Camelize<WireHit>;
export type EventPage = { events: EventItem[]; pagination: Pagination };

export const EVENTS_PAGE_SIZE = 100;

/** GET /events, newest first, page after page (keyset cursor). */
/** The time window is computed when the first page is fetched, so a refetch moves it to now. */
export function useEventPages(filters: EventFilters, enabled = true) {
  const key = filtersToSearch({ ...filters, view: 'list', tab: 'filter', live: true });
  return useInfiniteQuery({
    queryKey: ['events', 'list', key],
    queryFn: async ({ pageParam, signal }) => {
      const now = pageParam?.now ?? Date.now();
      const page = await request<EventPage>('/events', {
        signal,
        query: { ...filtersToQuery(filters, now), limit: EVENTS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam.cursor } : {}) },
      });
      return { ...page, now };
    },
    initialPageParam: null as { cursor: string; now: number } | null,
    getNextPageParam: (last) => (last.events.length > 0 && last.pagination.cursor ? { cursor: last.pagination.cursor, now: last.now } : null),
    enabled,
    meta: { silent: true },
  });
}

export function useEvent(eventId: string | null) {
  return useQuery({
    queryKey: ['events', 'one', eventId],
    queryFn: ({ signal }) => request<EventItem>(`/events/${eventId ?? ''}`, { signal }),
    enabled: !!eventId,
  });
}
