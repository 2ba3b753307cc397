import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import { fetchAll } from './paging';

/**
 * A small dictionary resource (kinds, tags, tag groups, sensor kinds): the whole list, one save
 * (create or update by key) and delete. `also` names other caches a change invalidates.
 */
export function dictionary<T, W>(resource: string, also: readonly string[] = ['places']) {
  const invalidate = (qc: ReturnType<typeof useQueryClient>) => Promise.all([resource, ...also].map((k) => qc.invalidateQueries({ queryKey: [k] })));
  return {
    useList(enabled = true) {
      return useQuery({ queryKey: [resource], queryFn: ({ signal }) => fetchAll<T>(`/${resource}`, resource, signal), enabled });
    },
    useSave(key: number | string | null) {
      const qc = useQueryClient();
      return useMutation({
        mutationFn: (body: W) =>
          key !== null
            ? request<T>(`/${resource}/${encodeURIComponent(String(key))}`, { method: 'PUT', body: { json: body } })
            : request<T>(`/${resource}`, { method: 'POST', body: { json: body } }),
        onSuccess: () => invalidate(qc),
        meta: { inline: true },
      });
    },
    useDelete() {
      const qc = useQueryClient();
      return useMutation({
        mutationFn: (key: number | string) => request<void>(`/${resource}/${encodeURIComponent(String(key))}`, { method: 'DELETE' }),
        onSuccess: () => invalidate(qc),
        meta: { errorMessages: { conflict: 'places.inUse' } },
      });
    },
  };
}
