import type { Camelize, Platelist as WirePlatelist, Pagination } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';

export type Platelist = Camelize<WirePlatelist>;
export type PlatelistPage = { platelists: Platelist[]; pagination: Pagination };
export type PlatelistWrite = Partial<Pick<Platelist, 'name' | 'description' | 'priority' | 'groupId'>>;

export function usePlatelistSearch(text: string, cursor: string | null, opts: { limit?: number; enabled?: boolean } = {}) {
  const limit = opts.limit ?? 20;
  const query = text.trim() ? { text: text.trim() } : {};
  return useQuery({
    queryKey: ['platelists', 'search', { ...query, cursor, limit }],
    queryFn: ({ signal }) =>
      request<PlatelistPage>('/platelists/search', { method: 'POST', signal, body: { json: { query, ...(cursor ? { cursor } : {}), limit } } }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}

export function usePlatelist(id: number | null) {
  return useQuery({ queryKey: ['platelists', id], queryFn: ({ signal }) => request<Platelist>(`/platelists/${id ?? 0}`, { signal }), enabled: id !== null });
}

export function useCreatePlatelist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PlatelistWrite) => request<Platelist>('/platelists', { method: 'POST', body: { json: body } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['platelists'] }),
    meta: { inline: true },
  });
}

export function useUpdatePlatelist(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PlatelistWrite) => request<Platelist>(`/platelists/${id}`, { method: 'PUT', body: { json: body } }),
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
    mutationFn: (id: number) => request<void>(`/platelists/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['platelists'] }),
  });
}
