import type { Camelize, PlaceclusterListSchema } from '@argus/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type Type from 'typebox';
import { request } from './client';

export type Placecluster = Camelize<Type.Static<typeof PlaceclusterListSchema>>['placeclusters'][number];
export type ClusterView = { xMin: number; yMin: number; xMax: number; yMax: number; zoom: number };

/** GET /placeclusters for the map's view (already rounded and debounced by the caller). */
export function usePlaceclusters(view: ClusterView | null) {
  return useQuery({
    queryKey: ['placeclusters', view],
    queryFn: ({ signal }) => request<{ placeclusters: Placecluster[] }>('/placeclusters', { query: view ?? {}, signal }),
    enabled: !!view,
    placeholderData: keepPreviousData,
  });
}
