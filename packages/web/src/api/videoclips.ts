import type { Camelize, Pagination, Videoclip as WireClip } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';

export type Videoclip = Camelize<WireClip>;

const running = (c: Videoclip) => c.status === 'pending' || c.status === 'running';

export function useVideoclips(cursor: string | null, cameraId?: number, limit = 50) {
  return useQuery({
    queryKey: ['videoclips', 'list', { cursor, cameraId, limit }],
    queryFn: ({ signal }) => request<{ videoclips: Videoclip[]; pagination: Pagination }>('/videoclips', { signal, query: { cursor, limit, cameraId } }),
    placeholderData: keepPreviousData,
    // Progress moves while a task runs.
    refetchInterval: (q) => (q.state.data?.videoclips.some(running) ? 1_500 : 30_000),
  });
}

/** One clip, polled while its task runs. */
export function useVideoclip(id: number | null) {
  return useQuery({
    queryKey: ['videoclips', id],
    queryFn: ({ signal }) => request<Videoclip>(`/videoclips/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data && !running(q.state.data) ? false : 1_000),
  });
}

export function useCreateVideoclip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { cameraId: number; rangeStart: string; rangeEnd: string }) =>
      request<Videoclip>('/videoclips', { method: 'POST', body: { json: body } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['videoclips', 'list'] }),
    meta: { inline: true },
  });
}

export function useDeleteVideoclip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<void>(`/videoclips/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['videoclips'] }),
  });
}

/** POST /tasks/{id}/abort: stops a clip export still pending or running. */
export function useAbortTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (taskId: number) => request<unknown>(`/tasks/${taskId}/abort`, { method: 'POST', body: { json: {} } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['videoclips'] }),
  });
}
