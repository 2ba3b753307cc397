import type { Camelize, Pagination, Videomark as WireMark } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';

export type Videomark = Camelize<WireMark>;
export type VideomarkQuery = { text?: string; cameraId?: number };

/** POST /videomarks/search: newest first, by name text and camera. */
export function useVideomarkSearch(query: VideomarkQuery, cursor: string | null, limit = 30) {
  return useQuery({
    queryKey: ['videomarks', 'search', { ...query, cursor, limit }],
    queryFn: ({ signal }) =>
      request<{ videomarks: Videomark[]; pagination: Pagination }>('/videomarks/search', {
        method: 'POST',
        signal,
        body: { json: { query, ...(cursor ? { cursor } : {}), limit } },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateVideomark() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; cameraId: number; ts: string }) =>
      request<Videomark>('/videomarks', { method: 'POST', body: { json: { ...body, kind: 'manual' } } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['videomarks'] }),
    meta: { inline: true },
  });
}

export function useDeleteVideomark() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<void>(`/videomarks/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['videomarks'] }),
  });
}
