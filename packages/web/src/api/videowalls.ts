import type { Camelize, Videowall as WireWall } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOf } from './operations';

export type Videowall = Camelize<WireWall>;
export type VideowallWrite = RequestOf<'/videowalls', 'post'>;
export type VideowallUpdate = RequestOf<'/videowalls/{videowall_id}', 'put'>;

export function useVideowalls(cursor: string | null, limit = 50) {
  return useQuery({
    queryKey: ['videowalls', 'list', { cursor, limit }],
    queryFn: ({ signal }) => api.get('/videowalls', { signal, query: { cursor: cursor ?? undefined, limit } }),
    placeholderData: keepPreviousData,
  });
}

export function useVideowall(id: number) {
  return useQuery({ queryKey: ['videowalls', id], queryFn: ({ signal }) => api.get('/videowalls/{videowall_id}', { path: { videowall_id: id }, signal }) });
}

export function useCreateVideowall() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: VideowallWrite) => api.post('/videowalls', { json: body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['videowalls'] }),
    meta: { inline: true },
  });
}

export function useUpdateVideowall(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: VideowallUpdate) => api.put('/videowalls/{videowall_id}', { path: { videowall_id: id }, json: body }),
    onSuccess: (w) => {
      qc.setQueryData(['videowalls', id], w);
      return qc.invalidateQueries({ queryKey: ['videowalls', 'list'] });
    },
    meta: { inline: true },
  });
}

export function useDeleteVideowall() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/videowalls/{videowall_id}', { path: { videowall_id: id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['videowalls'] }),
  });
}

/** POST /videowalls/{user_id}: gives a copy of a wall to another user (it becomes theirs). */
export function useGiveVideowall() {
  return useMutation({
    mutationFn: ({ userId, wall }: { userId: number; wall: Videowall }) =>
      api.post('/videowalls/{user_id}', {
        path: { user_id: userId },
        json: { name: wall.name, gridType: wall.gridType, gridLayout: wall.gridLayout, cameras: wall.cameras },
      }),
    meta: { inline: true },
  });
}
