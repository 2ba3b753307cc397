import type { Camelize, Pagination, Plate as WirePlate } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOf } from './operations';

export type Plate = Camelize<WirePlate>;
export type PlatePage = { plates: Plate[]; pagination: Pagination };
export type PlateCreate = RequestOf<'/plates', 'post'>;
/** What the plate form builds: a new plate's fields but its list. */
export type PlateWrite = Omit<PlateCreate, 'platelistId'>;

export function usePlateSearch(platelistId: number, text: string, cursor: string | null, limit = 25) {
  const query = { platelistId, ...(text.trim() ? { text: text.trim() } : {}) };
  return useQuery({
    queryKey: ['plates', 'search', { ...query, cursor, limit }],
    queryFn: ({ signal }) => api.post('/plates/search', { signal, json: { query, ...(cursor ? { cursor } : {}), limit } }),
    placeholderData: keepPreviousData,
  });
}

export function usePlate(id: number | null) {
  return useQuery({
    queryKey: ['plates', id],
    queryFn: ({ signal }) => api.get('/plates/{plate_id}', { path: { plate_id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

function invalidate(qc: ReturnType<typeof useQueryClient>) {
  return Promise.all([qc.invalidateQueries({ queryKey: ['plates'] }), qc.invalidateQueries({ queryKey: ['platelists'] })]);
}

export function useCreatePlate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PlateCreate) => api.post('/plates', { json: body }),
    onSuccess: () => invalidate(qc),
    meta: { inline: true },
  });
}

export function useUpdatePlate(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PlateWrite) => api.put('/plates/{plate_id}', { path: { plate_id: id }, json: body }),
    onSuccess: () => invalidate(qc),
    meta: { inline: true },
  });
}

export function useDeletePlate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/plates/{plate_id}', { path: { plate_id: id } }),
    onSuccess: () => invalidate(qc),
  });
}
