import type { Camelize, Playback as WirePlayback } from '@argus/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './operations';

export type PlaybackUrls = Camelize<WirePlayback>;

/** POST /cameras/{id}/playback: ticketed live (WebSocket fMP4, HLS) and archive URLs of a camera. */
export function fetchPlayback(cameraId: number, range?: { from: number; to: number }, signal?: AbortSignal): Promise<PlaybackUrls> {
  const json = range ? { tsFrom: new Date(range.from).toISOString(), tsTo: new Date(range.to).toISOString() } : {};
  return api.post('/cameras/{camera_id}/playback', { path: { camera_id: cameraId }, json, ...(signal ? { signal } : {}) });
}

/** The live URLs of a camera, asked again before the ticket runs out (an open WebSocket stays open). */
export function useLivePlayback(cameraId: number | null) {
  return useQuery({
    queryKey: ['playback', cameraId],
    queryFn: ({ signal }) => fetchPlayback(cameraId ?? 0, undefined, signal),
    enabled: cameraId !== null,
    retry: 1,
    staleTime: 30_000,
    refetchInterval: (q) => Math.max(10_000, Math.min(240_000, (q.state.data?.ttl ?? 60_000) * 0.8)),
    meta: { silent: true },
  });
}
