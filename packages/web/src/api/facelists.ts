import type { Camelize, Facelist as WireFacelist, Pagination } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOf } from './operations';

export type Facelist = Camelize<WireFacelist>;
export type FacelistPage = { facelists: Facelist[]; pagination: Pagination };
export type FacelistWrite = RequestOf<'/facelists', 'post'>;
export type FacelistUpdate = RequestOf<'/facelists/{facelist_id}', 'put'>;

export function useFacelistSearch(text: string, cursor: string | null, opts: { limit?: number; enabled?: boolean } = {}) {
  const limit = opts.limit ?? 20;
  const query = text.trim() ? { text: text.trim() } : {};
  return useQuery({
    queryKey: ['facelists', 'search', { ...query, cursor, limit }],
    queryFn: ({ signal }) => api.post('/facelists/search', { signal, json: { query, ...(cursor ? { cursor } : {}), limit } }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}

export function useFacelist(id: number | null) {
  return useQuery({
    queryKey: ['facelists', id],
    queryFn: ({ signal }) => api.get('/facelists/{facelist_id}', { path: { facelist_id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

export function useCreateFacelist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FacelistWrite) => api.post('/facelists', { json: body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['facelists'] }),
    meta: { inline: true },
  });
}

export function useUpdateFacelist(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FacelistUpdate) => api.put('/facelists/{facelist_id}', { path: { facelist_id: id }, json: body }),
    onSuccess: (l) => {
      qc.setQueryData(['facelists', id], l);
      return qc.invalidateQueries({ queryKey: ['facelists', 'search'] });
    },
    meta: { inline: true },
  });
}

export function useDeleteFacelist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/facelists/{facelist_id}', { path: { facelist_id: id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['facelists'] }),
  });
}
