import type { Camelize, Sensor as Wire } from '@argus/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './operations';
import { dictionary } from './dictionary';

export type Sensor = Camelize<Wire>;
export type SensorWrite = { kind?: string; name?: string; placeId?: number | null; streamId?: number | null };
export type SensorFilters = { text?: string; kind?: string; placeId?: number };

export function useSensorSearch(query: SensorFilters, cursor: string | null, limit = 20) {
  return useQuery({
    queryKey: ['sensors', 'search', { ...query, cursor, limit }],
    queryFn: ({ signal }) => api.post('/sensors/search', { signal, json: { query, ...(cursor ? { cursor } : {}), limit } }),
    placeholderData: keepPreviousData,
  });
}

const d = dictionary<Sensor, SensorWrite>('sensors', []);
export const useSaveSensor = d.useSave;
export const useDeleteSensor = d.useDelete;
