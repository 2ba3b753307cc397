import type { Camelize, Place as WirePlace, Pagination } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';

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
export type PlaceWrite = {
  name?: string;
  description?: string;
  latitude?: number;
  longitude?: number;
  cohortTracking?: boolean;
  groupId?: number | null;
  categoryId?: number | null;
  kindId?: number | null;
  tagIds?: number[];
};

export function usePlaceSearch(query: PlaceFilters, cursor: string | null, opts: { limit?: number; enabled?: boolean } = {}) {
  const limit = opts.limit ?? 20;
  return useQuery({
    queryKey: ['places', 'search', { ...query, cursor, limit }],
    queryFn: ({ signal }) => request<PlacePage>('/places/search', { method: 'POST', signal, body: { json: { query, ...(cursor ? { cursor } : {}), limit } } }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}

export function usePlace(id: number, enabled = true) {
  return useQuery({ queryKey: ['places', id], queryFn: ({ signal }) => request<Place>(`/places/${id}`, { signal }), enabled: enabled && id > 0 });
}

export function useSavePlace(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceWrite) =>
      id ? request<Place>(`/places/${id}`, { method: 'PUT', body: { json: body } }) : request<Place>('/places', { method: 'POST', body: { json: body } }),
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
    mutationFn: (id: number) => request<void>(`/places/${id}`, { method: 'DELETE' }),
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
    queryFn: ({ signal }) => request<PlacePage>('/places/search', { method: 'POST', signal, body: { json: { query: { box }, limit: 500 } } }),
    enabled: enabled && !!box,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
