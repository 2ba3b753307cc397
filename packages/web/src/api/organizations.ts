import { DEFAULT_PAGE_SIZE, type Camelize, type CreateOrganization, type Organization, type Pagination, type UpdateOrganization } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './operations';

export type OrganizationItem = Camelize<Organization>;
export type OrganizationPage = { organizations: OrganizationItem[]; pagination: Pagination };

export function useOrganizationSearch(text: string, cursor: string | null, enabled = true) {
  return useQuery({
    queryKey: ['organizations', 'search', { text, cursor }],
    queryFn: ({ signal }) => api.post('/organizations/search', { signal, json: { query: text ? { text } : {}, ...(cursor ? { cursor } : {}), limit: 20 } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every organisation (first 100), for pickers of the superuser. */
export function useAllOrganizations(enabled = true) {
  return useQuery({
    queryKey: ['organizations', 'all'],
    queryFn: ({ signal }) => api.post('/organizations/search', { signal, json: { query: {}, limit: 100 } }).then((r) => r.organizations),
    enabled,
  });
}

export function useOrganization(id: number) {
  return useQuery({
    queryKey: ['organizations', id],
    queryFn: ({ signal }) => api.get('/organizations/{organization_id}', { path: { organization_id: id }, signal }),
  });
}

/** GET /organizations/{id}/members: a page of the organisation's users (20 a page, cursor). */
export function useOrganizationMembers(id: number, cursor: string | null) {
  return useQuery({
    queryKey: ['organizations', id, 'members', { cursor }],
    queryFn: ({ signal }) =>
      api.get('/organizations/{organization_id}/members', {
        path: { organization_id: id },
        signal,
        query: { limit: DEFAULT_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /organizations/{id}/groups: a page of the organisation's groups (20 a page, cursor). */
export function useOrganizationGroups(id: number, cursor: string | null) {
  return useQuery({
    queryKey: ['organizations', id, 'groups', { cursor }],
    queryFn: ({ signal }) =>
      api.get('/organizations/{organization_id}/groups', {
        path: { organization_id: id },
        signal,
        query: { limit: DEFAULT_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateOrganization() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Camelize<CreateOrganization>) => api.post('/organizations', { json: body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['organizations'] }),
    meta: { inline: true },
  });
}

export function useUpdateOrganization(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Camelize<UpdateOrganization>) => api.put('/organizations/{organization_id}', { path: { organization_id: id }, json: body }),
    onSuccess: (org) => {
      qc.setQueryData(['organizations', id], org);
      return qc.invalidateQueries({ queryKey: ['organizations', 'search'] });
    },
    meta: { inline: true },
  });
}
