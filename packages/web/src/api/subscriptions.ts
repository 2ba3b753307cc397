import type { Camelize, Pagination, Subscription as Wire } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionBody } from '../lib/subscriptionForm';
import { request } from './client';
import { notificationsKey } from './notifications';

export type Subscription = Camelize<Wire>;
export type SubscriptionPage = { subscriptions: Subscription[]; pagination: Pagination };

export function useSubscriptionList(cursor: string | null, enabled = true) {
  return useQuery({
    queryKey: ['subscriptions', 'list', { cursor }],
    queryFn: ({ signal }) => request<SubscriptionPage>('/subscriptions', { signal, query: { cursor: cursor ?? undefined, limit: 20 } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSubscription(id: number) {
  return useQuery({ queryKey: ['subscriptions', id], queryFn: ({ signal }) => request<Subscription>(`/subscriptions/${id}`, { signal }), enabled: id > 0 });
}

export function useSaveSubscription(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscriptionBody) =>
      id
        ? request<Subscription>(`/subscriptions/${id}`, { method: 'PUT', body: { json: body } })
        : request<Subscription>('/subscriptions', { method: 'POST', body: { json: body } }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['subscriptions'] }), qc.invalidateQueries({ queryKey: notificationsKey })]),
    meta: { inline: true },
  });
}

export function useDeleteSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<void>(`/subscriptions/${id}`, { method: 'DELETE' }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['subscriptions'] }), qc.invalidateQueries({ queryKey: notificationsKey })]),
  });
}

/** What a subscription can point at, and where the form looks them up (each answers `{<key>: [...]}`). */
export type RefKind = 'place' | 'camera' | 'sensor' | 'situation' | 'facelist' | 'platelist' | 'face' | 'plate';
const SOURCES: Record<RefKind, { path: string; key: string; label: (x: Record<string, unknown>) => string }> = {
  place: { path: '/places/search', key: 'places', label: (x) => String(x.name) },
  camera: { path: '/cameras/search', key: 'cameras', label: (x) => String(x.name) },
  sensor: { path: '/sensors/search', key: 'sensors', label: (x) => String(x.name) },
  situation: { path: '/situations/search', key: 'situations', label: (x) => String(x.name) },
  facelist: { path: '/facelists/search', key: 'facelists', label: (x) => String(x.name) },
  platelist: { path: '/platelists/search', key: 'platelists', label: (x) => String(x.name) },
  face: { path: '/faces/search', key: 'faces', label: (x) => String(x.fullName) },
  plate: { path: '/plates/search', key: 'plates', label: (x) => String(x.number) },
};

export interface RefOption {
  id: number;
  name: string;
}

/** Up to 50 options of one kind, narrowed by the typed text (and a list for faces and plates). */
export function useRefOptions(kind: RefKind, text: string, extra: Record<string, unknown> = {}, enabled = true) {
  const src = SOURCES[kind];
  return useQuery<RefOption[]>({
    queryKey: ['subscriptions', 'refs', kind, text, extra],
    queryFn: ({ signal }) =>
      request<Record<string, Record<string, unknown>[]>>(src.path, {
        method: 'POST',
        signal,
        body: { json: { query: { ...(text ? { text } : {}), ...extra }, limit: 50 } },
      }).then((r) => (r[src.key] ?? []).map((x) => ({ id: Number(x.id), name: src.label(x) }))),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { silent: true },
  });
}
