import type { Camelize, Pagination, Videowall as WireWall } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';

export type Videowall = Camelize<WireWall>;
export type VideowallWrite = Partial<Pick<Videowall, 'name' | 'gridType' | 'gridLayout' | 'cameras'>>;

export function useVideowalls(cursor: string | null, limit = 50) {
  return useQuery({
    queryKey: ['videowalls', 'list', { cursor, limit }],
    queryFn: ({ signal }) => request<{ videowalls: Videowall[]; pagination: Pagination }>('/videowalls', { signal, query: { cursor, limit } }),
    placeholderData: keepPreviousData,
  });
}

export function useVideowall(id: number) {
  return useQuery({ queryKey: ['videowalls', id], queryFn: ({ signal }) => request<Videowall>(`/videowalls/${id}`, { signal }) });
}

export function useCreateVideowall() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: VideowallWrite) => request<Videowall>('/videowalls', { method: 'POST', body: { json: body } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['videowalls'] }),
    meta: { inline: true },
  });
}

export function useUpdateVideowall(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: VideowallWrite) => request<Videowall>(`/videowalls/${id}`, { method: 'PUT', body: { json: body } }),
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
    mutationFn: (id: number) => request<void>(`/videowalls/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['videowalls'] }),
  });
}

/** POST /videowalls/{user_id}: gives a copy of a wall to another user (it becomes theirs). */
export function useGiveVideowall() {
  return useMutation({
    mutationFn: ({ userId, wall }: { userId: number; wall: Videowall }) =>
      request<Videowall>(`/videowalls/${userId}`, {
        method: 'POST',
        body: { json: { name: wall.name, gridType: wall.gridType, gridLayout: wall.gridLayout, cameras: wall.cameras } },
      }),
    meta: { inline: true },
  });
}
