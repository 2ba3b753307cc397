import type { Camelize, VehicleMakeList } from '@argus/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './operations';

export type VehicleMake = Camelize<VehicleMakeList>['makes'][number];

/** GET /vehicles/makes: the make and model catalogue of the plate form (it does not change while the console runs). */
export function useVehicleMakes() {
  return useQuery({
    queryKey: ['vehicles', 'makes'],
    queryFn: async ({ signal }) => (await api.get('/vehicles/makes', { signal })).makes,
    staleTime: Infinity,
    meta: { silent: true },
  });
}
