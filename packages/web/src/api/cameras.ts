import type { Camelize, Camera as WireCamera, CameraListItem as WireCameraItem, Pagination, Stream as WireStream, VerifyStreamResult } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOf } from './operations';

export type Camera = Camelize<WireCamera>;
export type CameraItem = Camelize<WireCameraItem>;
export type CameraPage = { cameras: CameraItem[]; pagination: Pagination };
export type CameraFilters = Pick<RequestOf<'/cameras/search', 'post'>['query'] & {}, 'text' | 'state' | 'videoModule'>;
export type VerifyResult = Camelize<VerifyStreamResult>;

/** A camera write (POST or PUT) as the console builds it, camelCase. */
export type CameraWrite = RequestOf<'/cameras', 'post'>;
export type CameraUpdate = RequestOf<'/cameras/{camera_id}', 'put'>;

export function useCameraSearch(query: CameraFilters, cursor: string | null, opts: { limit?: number; refetchMs?: number } = {}) {
  return useQuery({
    queryKey: ['cameras', 'search', { ...query, cursor, limit: opts.limit ?? 20 }],
    queryFn: ({ signal }) => api.post('/cameras/search', { signal, json: { query, ...(cursor ? { cursor } : {}), limit: opts.limit ?? 20 } }),
    placeholderData: keepPreviousData,
    // States change as the scheduler assigns cameras: keep the list fresh.
    refetchInterval: opts.refetchMs ?? 15_000,
  });
}

export function useCamera(id: number) {
  return useQuery({ queryKey: ['cameras', id], queryFn: ({ signal }) => api.get('/cameras/{camera_id}', { path: { camera_id: id }, signal }) });
}

export function useCreateCamera() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CameraWrite) => api.post('/cameras', { json: body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['cameras'] }),
    meta: { inline: true },
  });
}

export function useUpdateCamera(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CameraUpdate) => api.put('/cameras/{camera_id}', { path: { camera_id: id }, json: body }),
    onSuccess: (c) => {
      qc.setQueryData(['cameras', id], c);
      return qc.invalidateQueries({ queryKey: ['cameras', 'search'] });
    },
    meta: { inline: true },
  });
}

export function useDeleteCamera(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/cameras/{camera_id}', { path: { camera_id: id } }),
    onSuccess: () => {
      qc.removeQueries({ queryKey: ['cameras', id] });
      return qc.invalidateQueries({ queryKey: ['cameras'] });
    },
  });
}

/** POST /streams/verify: probes a source before it is saved. */
export function useVerifyStream() {
  return useMutation({
    mutationFn: (body: RequestOf<'/streams/verify', 'post'>) => api.post('/streams/verify', { json: body }),
    meta: { inline: true },
  });
}

/** What POST /cameras/{id}/playback answers, as far as the console uses it (URLs carry a short-lived ticket). */
export type Playback = { streamId: string; ttl: number; expiresAt: string; liveHls: string; snapshot: string };

/**
 * Playback URLs of a camera on its stream server (snapshot, live). Asked again before the ticket
 * runs out. Null while the camera has no stream server (or playback is not available).
 */
export function useCameraPlayback(cameraId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['cameras', cameraId, 'playback'],
    queryFn: ({ signal }) => api.post('/cameras/{camera_id}/playback', { path: { camera_id: cameraId }, signal, json: {} }).catch(() => null),
    enabled,
    retry: false,
    refetchInterval: (q) => Math.max(10_000, Math.min(120_000, (q.state.data?.ttl ?? 60_000) * 0.8)),
    meta: { silent: true },
  });
}

/** GET /streams/{id}: the camera's stream on its stream server (the stream id is the camera id). */
export type StreamInfo = Pick<Camelize<WireStream>, 'status' | 'codec' | 'width' | 'height' | 'error' | 'recording' | 'archive'>;

export function useStream(cameraId: number) {
  return useQuery({
    queryKey: ['streams', cameraId],
    queryFn: ({ signal }) => api.get('/streams/{stream_id}', { path: { stream_id: cameraId }, signal }),
    refetchInterval: 5_000,
    meta: { silent: true },
  });
}

/** Most cameras one search answer carries; the live view reads every camera the user may see. */
const ALL_PAGE = 1000;
const ALL_MAX_PAGES = 50;

/** Every camera the user may see (page after page of the search), kept fresh like the camera list. */
export function useAllCameras() {
  return useQuery({
    queryKey: ['cameras', 'search', 'all'],
    queryFn: async ({ signal }) => {
      const cameras: CameraItem[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < ALL_MAX_PAGES; i++) {
        const page: CameraPage = await api.post('/cameras/search', { signal, json: { query: {}, ...(cursor ? { cursor } : {}), limit: ALL_PAGE } });
        cameras.push(...page.cameras);
        cursor = page.pagination.cursor;
        if (!cursor || page.cameras.length === 0) break;
      }
      return cameras;
    },
    refetchInterval: 30_000,
  });
}
