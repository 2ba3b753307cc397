import type { Camelize, Facelist as WireFacelist, Pagination } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';

export type Facelist = Camelize<WireFacelist>;
export type FacelistPage = { facelists: Facelist[]; pagination: Pagination };
export type FacelistWrite = Partial<Pick<Facelist, 'name' | 'description' | 'priority' | 'threshold' | 'exactThreshold' | 'activityTracking' | 'groupId'>>;

export function useFacelistSearch(text: string, cursor: string | null, opts: { limit?: number; enabled?: boolean } = {}) {
  const limit = opts.limit ?? 20;
  const query = text.trim() ? { text: text.trim() } : {};
  return useQuery({
    queryKey: ['facelists', 'search', { ...query, cursor, limit }],
    queryFn: ({ signal }) =>
      request<FacelistPage>('/facelists/search', { method: 'POST', signal, body: { json: { query, ...(cursor ? { cursor } : {}), limit } } }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}

export function useFacelist(id: number | null) {
  return useQuery({ queryKey: ['facelists', id], queryFn: ({ signal }) => request<Facelist>(`/facelists/${id ?? 0}`, { signal }), enabled: id !== null });
}

export function useCreateFacelist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FacelistWrite) => request<Facelist>('/facelists', { method: 'POST', body: { json: body } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['facelists'] }),
    meta: { inline: true },
  });
}

export function useUpdateFacelist(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FacelistWrite) => request<Facelist>(`/facelists/${id}`, { method: 'PUT', body: { json: body } }),
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
    mutationFn: (id: number) => request<void>(`/facelists/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['facelists'] }),
  });
}
