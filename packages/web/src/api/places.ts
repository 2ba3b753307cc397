import type { Camelize, Place as WirePlace, Pagination } from '@argus/contracts';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOf } from './operations';

export type Place = Camelize<WirePlace>;
export type PlacePage = { places: Place[]; pagination: Pagination };
export type PlaceFilters = {
  text?: string;
  groupId?: number;
  placecategoryId?: number;
  placekindId?: number;
  placetagId?: number;
  box?: { xMin: number; yMin: number; xMax: number; yMax: number };
};
/** A place write (POST or PUT), camelCase. */
export type PlaceWrite = RequestOf<'/places', 'post'> & RequestOf<'/places/{place_id}', 'put'>;

export function usePlaceSearch(query: PlaceFilters, cursor: string | null, opts: { limit?: number; enabled?: boolean } = {}) {
  const limit = opts.limit ?? 20;
  return useQuery({
    queryKey: ['places', 'search', { ...query, cursor, limit }],
    queryFn: ({ signal }) => api.post('/places/search', { signal, json: { query, ...(cursor ? { cursor } : {}), limit } }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}

export function usePlace(id: number, enabled = true) {
  return useQuery({
    queryKey: ['places', id],
    queryFn: ({ signal }) => api.get('/places/{place_id}', { path: { place_id: id }, signal }),
    enabled: enabled && id > 0,
  });
}

export function useSavePlace(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceWrite) => (id ? api.put('/places/{place_id}', { path: { place_id: id }, json: body }) : api.post('/places', { json: body })),
    onSuccess: (p) => {
      qc.setQueryData(['places', p.id], p);
      return Promise.all([qc.invalidateQueries({ queryKey: ['places', 'search'] }), qc.invalidateQueries({ queryKey: ['placeclusters'] })]);
    },
    meta: { inline: true },
  });
}

export function useDeletePlace() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/places/{place_id}', { path: { place_id: id } }),
    onSuccess: (_v, id) => {
      qc.removeQueries({ queryKey: ['places', id] });
      return Promise.all([qc.invalidateQueries({ queryKey: ['places'] }), qc.invalidateQueries({ queryKey: ['placeclusters'] })]);
    },
  });
}

/** The places of a map view (for their camera counts), while few enough are shown one by one. */
export function usePlacesInBox(box: { xMin: number; yMin: number; xMax: number; yMax: number } | null, enabled: boolean) {
  return useQuery({
    queryKey: ['places', 'search', { box, limit: 500 }],
    queryFn: enabled && box ? ({ signal }) => api.post('/places/search', { signal, json: { query: { box }, limit: 500 } }) : skipToken,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
