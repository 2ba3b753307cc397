import type { Camelize, Platelist as WirePlatelist, Pagination } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOf } from './operations';

export type Platelist = Camelize<WirePlatelist>;
export type PlatelistPage = { platelists: Platelist[]; pagination: Pagination };
export type PlatelistWrite = RequestOf<'/platelists', 'post'>;
export type PlatelistUpdate = RequestOf<'/platelists/{platelist_id}', 'put'>;

export function usePlatelistSearch(text: string, cursor: string | null, opts: { limit?: number; enabled?: boolean } = {}) {
  const limit = opts.limit ?? 20;
  const query = text.trim() ? { text: text.trim() } : {};
  return useQuery({
    queryKey: ['platelists', 'search', { ...query, cursor, limit }],
    queryFn: ({ signal }) => api.post('/platelists/search', { signal, json: { query, ...(cursor ? { cursor } : {}), limit } }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}

export function usePlatelist(id: number | null) {
  return useQuery({
    queryKey: ['platelists', id],
    queryFn: ({ signal }) => api.get('/platelists/{platelist_id}', { path: { platelist_id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

export function useCreatePlatelist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PlatelistWrite) => api.post('/platelists', { json: body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['platelists'] }),
    meta: { inline: true },
  });
}

export function useUpdatePlatelist(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PlatelistUpdate) => api.put('/platelists/{platelist_id}', { path: { platelist_id: id }, json: body }),
    onSuccess: (l) => {
      qc.setQueryData(['platelists', id], l);
      return qc.invalidateQueries({ queryKey: ['platelists', 'search'] });
    },
    meta: { inline: true },
  });
}

export function useDeletePlatelist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/platelists/{platelist_id}', { path: { platelist_id: id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['platelists'] }),
  });
}
