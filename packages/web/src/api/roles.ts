import type { RoleDefinition } from '@argus/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './operations';

export type Role = { id: number; name: string; description: string; isInternal: boolean };

export function useRoles() {
  return useQuery({
    queryKey: ['roles'],
    queryFn: ({ signal }) => api.get('/roles', { signal }).then((r) => r.roles),
    staleTime: Infinity,
    // Updates only when the roles differ (structural sharing keeps the same object otherwise).
    structuralSharing: true,
    meta: { silent: true },
  });
}

export type { RoleDefinition };
