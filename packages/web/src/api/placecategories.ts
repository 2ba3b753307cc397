import type { Camelize, Placecategory as Wire } from '@argus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAll } from './paging';
import { request } from './client';

export type Placecategory = Camelize<Wire>;
export type PlacecategoryWrite = { name?: string; parentId?: number | null };

/** Every category of the organisation (the tree is drawn on the client). */
export function usePlacecategories(enabled = true) {
  return useQuery({
    queryKey: ['placecategories'],
    queryFn: ({ signal }) => fetchAll<Placecategory>('/placecategories', 'placecategories', signal),
    enabled,
  });
}

export function useSavePlacecategory(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PlacecategoryWrite) =>
      id
        ? request<Placecategory>(`/placecategories/${id}`, { method: 'PUT', body: { json: body } })
        : request<Placecategory>('/placecategories', { method: 'POST', body: { json: body } }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['placecategories'] }), qc.invalidateQueries({ queryKey: ['places'] })]),
    meta: { inline: true },
  });
}

export function useDeletePlacecategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<void>(`/placecategories/${id}`, { method: 'DELETE' }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['placecategories'] }), qc.invalidateQueries({ queryKey: ['places'] })]),
    meta: { errorMessages: { placecategory_not_empty: 'placecategory.notEmpty' } },
  });
}
