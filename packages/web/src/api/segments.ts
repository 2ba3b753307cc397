import type { Camelize, EventHistogram, SegmentIndex as WireIndex } from '@argus/contracts';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { MARKER_LIMIT } from '../lib/timelineEvents';
import { api } from './operations';

export type SegmentIndex = Camelize<WireIndex>;

/** GET /segments/index: the recorded ranges of a camera in [from, to) for the timeline. */
export function useSegmentIndex(cameraId: number | null, from: number, to: number) {
  // Whole minutes keep the key stable while the window slides with the clock.
  const f = Math.floor(from / 60_000) * 60_000;
  const t = Math.ceil(to / 60_000) * 60_000;
  return useQuery({
    queryKey: ['segments', 'index', cameraId, f, t],
    queryFn:
      cameraId === null
        ? skipToken
        : ({ signal }) =>
            api.get('/segments/index', { signal, query: { streamId: cameraId, tsFrom: new Date(f).toISOString(), tsTo: new Date(t).toISOString() } }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
    meta: { silent: true },
  });
}

/** An event on the timeline; `thumb` is its picture (crop, else scene) for the hover thumbnail. */
export type EventMarker = { id: string; t: number; type: string; thumb: string | null };

/** GET /events of a camera in [from, to) as timeline markers: asked for when the window holds at most MARKER_LIMIT (see useEventHistogram). */
export function useEventMarkers(cameraId: number | null, from: number, to: number, enabled: boolean) {
  const f = Math.floor(from / 60_000) * 60_000;
  const t = Math.ceil(to / 60_000) * 60_000;
  return useQuery({
    queryKey: ['events', 'markers', cameraId, f, t],
    queryFn: async ({ signal }) => {
      const page = await api.get('/events', {
        signal,
        query: { streamId: cameraId ?? 0, tsFrom: new Date(f).toISOString(), tsTo: new Date(t).toISOString(), limit: MARKER_LIMIT },
      });
      return page.events.map((e): EventMarker => ({ id: e.eventId, t: Date.parse(e.ts), type: e.eventType, thumb: e.snapshotUrl ?? e.sceneUrl }));
    },
    enabled: enabled && cameraId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
    meta: { silent: true },
  });
}

export type Histogram = Camelize<EventHistogram>;

/** GET /cameras/{id}/events/histogram: the camera's events counted per type and `bucket` seconds of [from, to). */
export function useEventHistogram(cameraId: number | null, from: number, to: number, bucket: number, enabled: boolean) {
  const f = Math.floor(from / 60_000) * 60_000;
  const t = Math.ceil(to / 60_000) * 60_000;
  return useQuery({
    queryKey: ['events', 'histogram', cameraId, f, t, bucket],
    queryFn: ({ signal }) =>
      api.get('/cameras/{camera_id}/events/histogram', {
        path: { camera_id: cameraId ?? 0 },
        signal,
        query: { tsFrom: new Date(f).toISOString(), tsTo: new Date(t).toISOString(), bucket },
      }),
    enabled: enabled && cameraId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
    meta: { silent: true },
  });
}
