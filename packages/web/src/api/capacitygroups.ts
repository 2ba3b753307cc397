import type { Camelize, Capacitygroup as Wire, CapacitygroupWithSecrets, Pagination } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';

export type Capacitygroup = Camelize<Wire>;
export type CapacitygroupSecrets = Camelize<CapacitygroupWithSecrets>;
export type CapacitygroupPage = { capacitygroups: Capacitygroup[]; pagination: Pagination };
export type CapacitygroupWrite = { name?: string; capacity?: number; organizationIds?: number[]; token?: string; rotateSecrets?: boolean };

export function useCapacitygroupSearch(text: string, cursor: string | null) {
  return useQuery({
    queryKey: ['capacitygroups', 'search', { text, cursor }],
    queryFn: ({ signal }) =>
      request<CapacitygroupPage>('/capacitygroups/search', {
        method: 'POST',
        signal,
        body: { json: { query: text ? { text } : {}, ...(cursor ? { cursor } : {}), limit: 20 } },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The first 100 groups, for pickers (stream servers, edges). */
export function useCapacitygroupOptions(enabled = true) {
  return useQuery({
    queryKey: ['capacitygroups', 'options'],
    queryFn: ({ signal }) => request<CapacitygroupPage>('/capacitygroups?limit=100', { signal }).then((r) => r.capacitygroups),
    enabled,
  });
}

export function useCapacitygroup(token: string | null) {
  return useQuery({
    queryKey: ['capacitygroups', token],
    queryFn: ({ signal }) => request<Capacitygroup>(`/capacitygroups/${encodeURIComponent(token ?? '')}`, { signal }),
    enabled: !!token,
  });
}

export function useSaveCapacitygroup(token: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CapacitygroupWrite) =>
      token
        ? request<CapacitygroupSecrets>(`/capacitygroups/${encodeURIComponent(token)}`, { method: 'PUT', body: { json: body } })
        : request<CapacitygroupSecrets>('/capacitygroups', { method: 'POST', body: { json: body } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['capacitygroups'] }),
    meta: { inline: true },
  });
}

export function useDeleteCapacitygroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => request<void>(`/capacitygroups/${encodeURIComponent(token)}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['capacitygroups'] }),
    meta: { silent: true },
  });
}
