import type { Camelize, Videoclip as WireClip } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './operations';

export type Videoclip = Camelize<WireClip>;

const running = (c: Videoclip) => c.status === 'pending' || c.status === 'running';

export function useVideoclips(cursor: string | null, cameraId?: number, limit = 50) {
  return useQuery({
    queryKey: ['videoclips', 'list', { cursor, cameraId, limit }],
    queryFn: ({ signal }) => api.get('/videoclips', { signal, query: { cursor: cursor ?? undefined, limit, cameraId } }),
    placeholderData: keepPreviousData,
    // Progress moves while a task runs.
    refetchInterval: (q) => (q.state.data?.videoclips.some(running) ? 1_500 : 30_000),
  });
}

/** One clip, polled while its task runs. */
export function useVideoclip(id: number | null) {
  return useQuery({
    queryKey: ['videoclips', id],
    queryFn: ({ signal }) => api.get('/videoclips/{videoclip_id}', { path: { videoclip_id: id ?? 0 }, signal }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data && !running(q.state.data) ? false : 1_000),
  });
}

export function useCreateVideoclip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { cameraId: number; rangeStart: string; rangeEnd: string }) => api.post('/videoclips', { json: body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['videoclips', 'list'] }),
    meta: { inline: true },
  });
}

export function useDeleteVideoclip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/videoclips/{videoclip_id}', { path: { videoclip_id: id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['videoclips'] }),
  });
}

/** POST /tasks/{id}/abort: stops a clip export still pending or running. */
export function useAbortTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (taskId: number) => api.post('/tasks/{task_id}/abort', { path: { task_id: taskId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['videoclips'] }),
  });
}
