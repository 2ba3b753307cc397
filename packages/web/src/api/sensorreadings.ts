import type { Camelize, Pagination, Sensor as WireSensor, Sensorreading as WireReading } from '@argus/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { request } from './client';

export type SensorReading = Camelize<WireReading>;
export type SensorItem = Camelize<WireSensor>;

export interface ReadingFilters {
  sensorId?: number;
  tsFrom?: string;
  tsTo?: string;
}

export const READINGS_PAGE_SIZE = 50;

/** GET /sensorreadings, newest first, page after page. Payloads keep their keys as sent. */
export function useSensorReadings(filters: ReadingFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: ['sensorreadings', filters],
    queryFn: ({ pageParam, signal }) =>
      request<{ sensorreadings: WireReading[]; pagination: Pagination }>('/sensorreadings', {
        signal,
        keepCase: true,
        query: { ...filters, limit: READINGS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
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
    queryFn: ({ signal }) => request<{ sensors: SensorItem[]; pagination: Pagination }>('/sensors', { signal, query: { limit: 100 } }),
    enabled,
    staleTime: 60_000,
    meta: { silent: true },
  });
}
