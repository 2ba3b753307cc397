import type { Camelize, Pagination, Plate as WirePlate } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';

export type Plate = Camelize<WirePlate>;
export type PlatePage = { plates: Plate[]; pagination: Pagination };
export type PlateWrite = Partial<Omit<Plate, 'id' | 'vehicleImageUrl' | 'pacsVehicles' | 'createdAt' | 'updatedAt'>>;

export function usePlateSearch(platelistId: number, text: string, cursor: string | null, limit = 25) {
  const query = { platelistId, ...(text.trim() ? { text: text.trim() } : {}) };
  return useQuery({
    queryKey: ['plates', 'search', { ...query, cursor, limit }],
    queryFn: ({ signal }) => request<PlatePage>('/plates/search', { method: 'POST', signal, body: { json: { query, ...(cursor ? { cursor } : {}), limit } } }),
    placeholderData: keepPreviousData,
  });
}

export function usePlate(id: number | null) {
  return useQuery({ queryKey: ['plates', id], queryFn: ({ signal }) => request<Plate>(`/plates/${id ?? 0}`, { signal }), enabled: id !== null });
}

function invalidate(qc: ReturnType<typeof useQueryClient>) {
  return Promise.all([qc.invalidateQueries({ queryKey: ['plates'] }), qc.invalidateQueries({ queryKey: ['platelists'] })]);
}

export function useCreatePlate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PlateWrite) => request<Plate>('/plates', { method: 'POST', body: { json: body } }),
    onSuccess: () => invalidate(qc),
    meta: { inline: true },
  });
}

export function useUpdatePlate(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PlateWrite) => request<Plate>(`/plates/${id}`, { method: 'PUT', body: { json: body } }),
    onSuccess: () => invalidate(qc),
    meta: { inline: true },
  });
}

export function useDeletePlate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<void>(`/plates/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(qc),
  });
}
