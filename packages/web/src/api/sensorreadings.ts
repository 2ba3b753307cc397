import type { Camelize, Sensor as WireSensor, Sensorreading as WireReading } from '@argus/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from './operations';

export type SensorReading = Camelize<WireReading>;
export type SensorItem = Camelize<WireSensor>;

export interface ReadingFilters {
  sensorId?: number;
  tsFrom?: string;
  tsTo?: string;
}

export const READINGS_PAGE_SIZE = 50;

/** One page of GET /sensorreadings, newest first. Payloads keep their keys as sent (keepCase). */
export const readingsPage = (filters: ReadingFilters, cursor: string | null, signal?: AbortSignal) =>
  api.get('/sensorreadings', {
    keepCase: true,
    query: { ...filters, limit: READINGS_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    ...(signal ? { signal } : {}),
  });

/** GET /sensorreadings, page after page. */
export function useSensorReadings(filters: ReadingFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: ['sensorreadings', filters],
    queryFn: ({ pageParam, signal }) => readingsPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.sensorreadings.length > 0 ? last.pagination.cursor : null),
    enabled,
    meta: { silent: true },
  });
}

/** GET /sensors: names for the readings and the sensor filter (the first 100). */
export function useSensorChoices(enabled = true) {
  return useQuery({
    queryKey: ['sensors', 'choices'],
    queryFn: ({ signal }) => api.get('/sensors', { signal, query: { limit: 100 } }),
    enabled,
    staleTime: 60_000,
    meta: { silent: true },
  });
}
