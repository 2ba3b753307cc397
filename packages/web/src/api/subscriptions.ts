import type { Camelize, Pagination, Subscription as Wire } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionBody } from '../lib/subscriptionForm';
import { api } from './operations';
import { notificationsKey } from './notifications';

export type Subscription = Camelize<Wire>;
export type SubscriptionPage = { subscriptions: Subscription[]; pagination: Pagination };

export function useSubscriptionList(cursor: string | null, enabled = true) {
  return useQuery({
    queryKey: ['subscriptions', 'list', { cursor }],
    queryFn: ({ signal }) => api.get('/subscriptions', { signal, query: { cursor: cursor ?? undefined, limit: 20 } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSubscription(id: number) {
  return useQuery({
    queryKey: ['subscriptions', id],
    queryFn: ({ signal }) => api.get('/subscriptions/{subscription_id}', { path: { subscription_id: id }, signal }),
    enabled: id > 0,
  });
}

export function useSaveSubscription(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscriptionBody) =>
      id ? api.put('/subscriptions/{subscription_id}', { path: { subscription_id: id }, json: body }) : api.post('/subscriptions', { json: body }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['subscriptions'] }), qc.invalidateQueries({ queryKey: notificationsKey })]),
    meta: { inline: true },
  });
}

export function useDeleteSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/subscriptions/{subscription_id}', { path: { subscription_id: id } }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['subscriptions'] }), qc.invalidateQueries({ queryKey: notificationsKey })]),
  });
}

export interface RefOption {
  id: number;
  name: string;
}

/** What a subscription can point at. */
export type RefKind = 'place' | 'camera' | 'sensor' | 'situation' | 'facelist' | 'platelist' | 'face' | 'plate';
/** The typed text, and for faces and plates the list they are in. */
export type RefQuery = { text?: string; facelistId?: number; platelistId?: number };

const LIMIT = 50;
const named = (items: { id: number; name: string }[]): RefOption[] => items.map((x) => ({ id: x.id, name: x.name }));
/** Where the form looks each kind up (their search routes). */
const SOURCES: Record<RefKind, (q: RefQuery, signal: AbortSignal) => Promise<RefOption[]>> = {
  place: async ({ text }, signal) => named((await api.post('/places/search', { signal, json: { query: { text }, limit: LIMIT } })).places),
  camera: async ({ text }, signal) => named((await api.post('/cameras/search', { signal, json: { query: { text }, limit: LIMIT } })).cameras),
  sensor: async ({ text }, signal) => named((await api.post('/sensors/search', { signal, json: { query: { text }, limit: LIMIT } })).sensors),
  situation: async ({ text }, signal) => named((await api.post('/situations/search', { signal, json: { query: { text }, limit: LIMIT } })).situations),
  facelist: async ({ text }, signal) => named((await api.post('/facelists/search', { signal, json: { query: { text }, limit: LIMIT } })).facelists),
  platelist: async ({ text }, signal) => named((await api.post('/platelists/search', { signal, json: { query: { text }, limit: LIMIT } })).platelists),
  face: async ({ text, facelistId }, signal) =>
    (await api.post('/faces/search', { signal, json: { query: { text, facelistId }, limit: LIMIT } })).faces.map((x) => ({ id: x.id, name: x.fullName })),
  plate: async ({ text, platelistId }, signal) =>
    (await api.post('/plates/search', { signal, json: { query: { text, platelistId }, limit: LIMIT } })).plates.map((x) => ({ id: x.id, name: x.number })),
};

/** Options of one kind: what the form's reference pickers list. */
export function refOptions(kind: RefKind, q: RefQuery, signal: AbortSignal): Promise<RefOption[]> {
  return SOURCES[kind](q, signal);
}

/** Up to 50 options of one kind, narrowed by the typed text (and a list for faces and plates). */
export function useRefOptions(kind: RefKind, text: string, extra: RefQuery = {}, enabled = true) {
  return useQuery<RefOption[]>({
    queryKey: ['subscriptions', 'refs', kind, text, extra],
    // An empty text or list is left out of the query (undefined is not sent).
    queryFn: ({ signal }) => refOptions(kind, { ...extra, text: text || undefined }, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { silent: true },
  });
}
