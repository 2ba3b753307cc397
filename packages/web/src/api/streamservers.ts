import type { Camelize, Pagination, Streamserver as Wire, StreamserverInvited } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './operations';

export type Streamserver = Camelize<Wire>;
export type StreamserverWithInvitation = Camelize<StreamserverInvited>;
export type StreamserverPage = { streamservers: Streamserver[]; pagination: Pagination };
export type StreamserverWrite = { name: string; publicUrl: string; internalUrl: string; capacitygroupToken: string; capacity: number };
export type StreamserverHealth = { id: number; status: 'online' | 'offline'; silence: number | null; streamCount: number; failedStreams: number };

export function useStreamserverList(capacitygroupToken: string, cursor: string | null) {
  return useQuery({
    queryKey: ['streamservers', 'list', { capacitygroupToken, cursor }],
    queryFn: ({ signal }) =>
      api.get('/streamservers', {
        signal,
        query: { capacitygroupToken: capacitygroupToken || undefined, cursor: cursor ?? undefined, limit: 20 },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
}

/** GET /nanny/streamservers: health of each server, by id. */
export function useStreamserverHealth() {
  return useQuery({
    queryKey: ['streamservers', 'health'],
    queryFn: ({ signal }) => api.get('/nanny/streamservers', { signal }).then((r) => new Map(r.streamservers.map((s) => [s.id, s]))),
    refetchInterval: 10_000,
    meta: { silent: true },
  });
}

export function useStreamserver(id: number) {
  return useQuery({
    queryKey: ['streamservers', id],
    queryFn: ({ signal }) => api.get('/streamservers/{streamserver_id}', { path: { streamserver_id: id }, signal }),
    enabled: id > 0,
  });
}

export function useSaveStreamserver(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    // A new server answers with its invitation; an update answers the server alone.
    mutationFn: (body: StreamserverWrite): Promise<Streamserver | StreamserverWithInvitation> =>
      id ? api.put('/streamservers/{streamserver_id}', { path: { streamserver_id: id }, json: body }) : api.post('/streamservers', { json: body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['streamservers'] }),
    meta: { inline: true },
  });
}

/** A new one-time invitation (the old one stops working). */
export function useReinviteStreamserver(id: number) {
  return useMutation({
    mutationFn: () => api.post('/streamservers/{streamserver_id}/invitation', { path: { streamserver_id: id } }),
  });
}

export function useDeleteStreamserver() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/streamservers/{streamserver_id}', { path: { streamserver_id: id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['streamservers'] }),
  });
}
