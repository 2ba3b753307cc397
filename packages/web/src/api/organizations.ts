import type { Camelize, CreateOrganization, Organization, Pagination, UpdateOrganization } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import type { Group } from './groups';
import type { UserItem } from './users';

export type OrganizationItem = Camelize<Organization>;
export type OrganizationPage = { organizations: OrganizationItem[]; pagination: Pagination };

export function useOrganizationSearch(text: string, cursor: string | null, enabled = true) {
  return useQuery({
    queryKey: ['organizations', 'search', { text, cursor }],
    queryFn: ({ signal }) =>
      request<OrganizationPage>('/organizations/search', {
        method: 'POST',
        signal,
        body: { json: { query: text ? { text } : {}, ...(cursor ? { cursor } : {}), limit: 20 } },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every organisation (first 100), for pickers of the superuser. */
export function useAllOrganizations(enabled = true) {
  return useQuery({
    queryKey: ['organizations', 'all'],
    queryFn: ({ signal }) =>
      request<OrganizationPage>('/organizations/search', { method: 'POST', signal, body: { json: { query: {}, limit: 100 } } }).then((r) => r.organizations),
    enabled,
  });
}

export function useOrganization(id: number) {
  return useQuery({
    queryKey: ['organizations', id],
    queryFn: ({ signal }) => request<OrganizationItem>(`/organizations/${id}`, { signal }),
  });
}

export function useOrganizationMembers(id: number) {
  return useQuery({
    queryKey: ['organizations', id, 'members'],
    queryFn: ({ signal }) => request<{ users: UserItem[] }>(`/organizations/${id}/members`, { signal }).then((r) => r.users),
  });
}

export function useOrganizationGroups(id: number) {
  return useQuery({
    queryKey: ['organizations', id, 'groups'],
    queryFn: ({ signal }) => request<{ groups: Group[] }>(`/organizations/${id}/groups`, { signal }).then((r) => r.groups),
  });
}

export function useCreateOrganization() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Camelize<CreateOrganization>) => request<OrganizationItem>('/organizations', { method: 'POST', body: { json: body } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['organizations'] }),
    meta: { inline: true },
  });
}

export function useUpdateOrganization(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Camelize<UpdateOrganization>) => request<OrganizationItem>(`/organizations/${id}`, { method: 'PUT', body: { json: body } }),
    onSuccess: (org) => {
      qc.setQueryData(['organizations', id], org);
      return qc.invalidateQueries({ queryKey: ['organizations', 'search'] });
    },
    meta: { inline: true },
  });
}
