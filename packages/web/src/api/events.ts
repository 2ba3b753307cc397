import type { Camelize, Event as WireEvent, EventSearchHit as WireHit, Pagination } from '@argus/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { EVENT_FETCH_ERRORS } from '../lib/errorText';
import { filtersToQuery, filtersToSearch, type EventFilters } from '../lib/eventFilters';
import { api } from './operations';

export type EventItem = Camelize<WireEvent>;
export type EventHit = Camelize<WireHit>;
export type EventPage = { events: EventItem[]; pagination: Pagination };

export const EVENTS_PAGE_SIZE = 100;

/** GET /events, newest first, page after page (keyset cursor). */
/** The time window is computed when the first page is fetched, so a refetch moves it to now. */
export function useEventPages(filters: EventFilters, enabled = true) {
  const key = filtersToSearch({ ...filters, view: 'list', tab: 'filter', live: true, subscriptionId: undefined, sensorId: undefined });
  return useInfiniteQuery({
    queryKey: ['events', 'list', key],
    queryFn: async ({ pageParam, signal }) => {
      const now = pageParam?.now ?? Date.now();
      const page = await api.get('/events', {
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

export function useEvent(eventId: string | null, o: { shownInline?: boolean } = {}) {
  return useQuery({
    queryKey: ['events', 'one', eventId],
    queryFn: ({ signal }) => api.get('/events/{event_id}', { path: { event_id: eventId ?? '' }, signal }),
    enabled: !!eventId,
    // A view that shows the failure itself (the event detail) gets no toast repeating it.
    meta: { errorMessages: EVENT_FETCH_ERRORS, ...(o.shownInline ? { inline: true } : {}) },
  });
}

export type SubscriptionItem = { id: number; name: string; kind: string; eventType: string | null; isStale: boolean };

/** GET /subscriptions: the user's own subscriptions (at most five), for the subscription tab. */
export function useSubscriptionChoices(enabled = true) {
  return useQuery({
    queryKey: ['subscriptions', 'choices'],
    queryFn: ({ signal }) => api.get('/subscriptions', { signal, query: { limit: 100 } }),
    enabled,
    meta: { silent: true },
  });
}

/** GET /subscriptions/{id}/events: the events a subscription matched, newest first (10 a page, time cursor). */
export function useSubscriptionEvents(subscriptionId: number | undefined) {
  return useInfiniteQuery({
    queryKey: ['subscriptions', 'events', subscriptionId],
    queryFn: ({ pageParam, signal }) =>
      api.get('/subscriptions/{subscription_id}/events', {
        path: { subscription_id: subscriptionId ?? 0 },
        signal,
        query: { limit: 10, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.events.length > 0 ? last.pagination.cursor : null),
    enabled: subscriptionId !== undefined,
    meta: { silent: true },
  });
}
