import type { Camelize, Edge as Wire, Pagination } from '@argus/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './operations';

export type Edge = Camelize<Wire>;
export type EdgePage = { edges: Edge[]; pagination: Pagination };
export type EdgeFilters = { capacitygroupToken?: string; own?: boolean; isActive?: boolean };

/** Edges report a heartbeat every few seconds: lists and details poll to show live status. */
export const EDGE_POLL_MS = 5_000;

export function useEdgeSearch(query: EdgeFilters, cursor: string | null) {
  return useQuery({
    queryKey: ['edges', 'search', { ...query, cursor }],
    queryFn: ({ signal }) => api.post('/edges/search', { signal, json: { query, ...(cursor ? { cursor } : {}), limit: 20 } }),
    placeholderData: keepPreviousData,
    refetchInterval: EDGE_POLL_MS,
  });
}

export function useEdge(id: number) {
  return useQuery({
    queryKey: ['edges', id],
    queryFn: ({ signal }) => api.get('/edges/{edge_id}', { path: { edge_id: id }, signal }),
    refetchInterval: EDGE_POLL_MS,
  });
}
