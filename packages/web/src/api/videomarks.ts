import type { Camelize, Videomark as WireMark } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './operations';

export type Videomark = Camelize<WireMark>;
export type VideomarkQuery = { text?: string; cameraId?: number };

/** POST /videomarks/search: newest first, by name text and camera. */
export function useVideomarkSearch(query: VideomarkQuery, cursor: string | null, limit = 30) {
  return useQuery({
    queryKey: ['videomarks', 'search', { ...query, cursor, limit }],
    queryFn: ({ signal }) => api.post('/videomarks/search', { signal, json: { query, ...(cursor ? { cursor } : {}), limit } }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateVideomark() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; cameraId: number; ts: string }) => api.post('/videomarks', { json: { ...body, kind: 'manual' } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['videomarks'] }),
    meta: { inline: true },
  });
}

export function useDeleteVideomark() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/videomarks/{videomark_id}', { path: { videomark_id: id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['videomarks'] }),
  });
}
