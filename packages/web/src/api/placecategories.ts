import type { Camelize, Placecategory as Wire } from '@argus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAll } from './paging';
import { api, type RequestOf } from './operations';

export type Placecategory = Camelize<Wire>;
export type PlacecategoryWrite = RequestOf<'/placecategories/{placecategory_id}', 'put'>;

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
        ? api.put('/placecategories/{placecategory_id}', { path: { placecategory_id: id }, json: body })
        : body.name !== undefined
          ? api.post('/placecategories', { json: { ...body, name: body.name } })
          : Promise.reject(new Error('A new place category needs a name')),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['placecategories'] }), qc.invalidateQueries({ queryKey: ['places'] })]),
    meta: { inline: true },
  });
}

export function useDeletePlacecategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/placecategories/{placecategory_id}', { path: { placecategory_id: id } }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['placecategories'] }), qc.invalidateQueries({ queryKey: ['places'] })]),
    meta: { errorMessages: { placecategory_not_empty: 'placecategory.notEmpty' } },
  });
}
