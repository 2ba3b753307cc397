import type { Camelize, Plan as WirePlan } from '@argus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CameraItem } from './cameras';
import { api } from './operations';
import { fetchAll } from './paging';

export type Plan = Camelize<WirePlan>;

export function usePlacePlans(placeId: number) {
  return useQuery({ queryKey: ['plans', 'place', placeId], queryFn: ({ signal }) => fetchAll<Plan>(`/places/${placeId}/plans`, 'plans', signal) });
}

export function usePlanCameras(planId: number | null) {
  return useQuery({
    queryKey: ['plans', planId, 'cameras'],
    queryFn: ({ signal }) => fetchAll<CameraItem>(`/plans/${planId}/cameras`, 'cameras', signal),
    enabled: !!planId,
  });
}

/** Uploads a floor or site image as a new plan of the place (multipart; the server resizes it). */
export function useCreatePlan(placeId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ name, file }: { name: string; file: File }) => {
      const form = new FormData();
      form.set('name', name);
      form.set('place_id', String(placeId));
      form.set('image', file);
      return api.post('/plans', { body: { multipart: form } });
    },
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['plans', 'place', placeId] }), qc.invalidateQueries({ queryKey: ['places', placeId] })]),
  });
}

export function useDeletePlan(placeId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/plans/{plan_id}', { path: { plan_id: id } }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['plans'] }), qc.invalidateQueries({ queryKey: ['places', placeId] })]),
  });
}

/** Moves a camera on a plan (plan_x, plan_y are fractions of the image) or puts it there. */
export function useMoveCamera(planId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ cameraId, x, y }: { cameraId: number; x: number; y: number }) =>
      api.put('/cameras/{camera_id}', { path: { camera_id: cameraId }, json: { planId, planX: x, planY: y } }),
    onMutate: async ({ cameraId, x, y }) => {
      await qc.cancelQueries({ queryKey: ['plans', planId, 'cameras'] });
      qc.setQueryData<CameraItem[]>(['plans', planId, 'cameras'], (old) => old?.map((c) => (c.id === cameraId ? { ...c, planX: x, planY: y } : c)));
    },
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ['plans', planId, 'cameras'] }), qc.invalidateQueries({ queryKey: ['cameras'] })]),
  });
}
