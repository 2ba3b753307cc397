import type { Camelize, PlaceclusterListSchema } from '@argus/contracts';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type Type from 'typebox';
import { api } from './operations';

export type Placecluster = Camelize<Type.Static<typeof PlaceclusterListSchema>>['placeclusters'][number];
export type ClusterView = { xMin: number; yMin: number; xMax: number; yMax: number; zoom: number };

/** GET /placeclusters for the map's view (already rounded and debounced by the caller). */
export function usePlaceclusters(view: ClusterView | null) {
  return useQuery({
    queryKey: ['placeclusters', view],
    queryFn: view ? ({ signal }) => api.get('/placeclusters', { query: view, signal }) : skipToken,
    placeholderData: keepPreviousData,
  });
}
