import type { Camelize, Capacitygroup as Wire, CapacitygroupWithSecrets, Pagination } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOf } from './operations';

export type Capacitygroup = Camelize<Wire>;
export type CapacitygroupSecrets = Camelize<CapacitygroupWithSecrets>;
export type CapacitygroupPage = { capacitygroups: Capacitygroup[]; pagination: Pagination };
/** One form creates (POST) or updates (PUT) a group: what it sends fits both. */
export type CapacitygroupWrite = RequestOf<'/capacitygroups', 'post'> & RequestOf<'/capacitygroups/{capacitygroup_token}', 'put'>;

export function useCapacitygroupSearch(text: string, cursor: string | null) {
  return useQuery({
    queryKey: ['capacitygroups', 'search', { text, cursor }],
    queryFn: ({ signal }) => api.post('/capacitygroups/search', { signal, json: { query: text ? { text } : {}, ...(cursor ? { cursor } : {}), limit: 20 } }),
    placeholderData: keepPreviousData,
  });
}

/** The first 100 groups, for pickers (stream servers, edges). */
export function useCapacitygroupOptions(enabled = true) {
  return useQuery({
    queryKey: ['capacitygroups', 'options'],
    queryFn: ({ signal }) => api.get('/capacitygroups', { query: { limit: 100 }, signal }).then((r) => r.capacitygroups),
    enabled,
  });
}

export function useCapacitygroup(token: string | null) {
  return useQuery({
    queryKey: ['capacitygroups', token],
    queryFn: ({ signal }) => api.get('/capacitygroups/{capacitygroup_token}', { path: { capacitygroup_token: token ?? '' }, signal }),
    enabled: !!token,
  });
}

export function useSaveCapacitygroup(token: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CapacitygroupWrite) =>
      token
        ? api.put('/capacitygroups/{capacitygroup_token}', { path: { capacitygroup_token: token }, json: body })
        : api.post('/capacitygroups', { json: body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['capacitygroups'] }),
    meta: { inline: true },
  });
}

export function useDeleteCapacitygroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.delete('/capacitygroups/{capacitygroup_token}', { path: { capacitygroup_token: token } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['capacitygroups'] }),
    meta: { silent: true },
  });
}
