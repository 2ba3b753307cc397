import { DEFAULT_PAGE_SIZE, type Camelize, type CreateGroup, type Group as WireGroup, type Pagination, type UpdateGroup } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import type { UserItem } from './users';

export type Group = Camelize<WireGroup>;
export type GroupPage = { groups: Group[]; pagination: Pagination };

export function useGroupSearch(query: { text?: string; organizationId?: number }, cursor: string | null) {
  return useQuery({
    queryKey: ['groups', 'search', { ...query, cursor }],
    queryFn: ({ signal }) =>
      request<GroupPage>('/groups/search', { method: 'POST', signal, body: { json: { query, ...(cursor ? { cursor } : {}), limit: 20 } } }),
    placeholderData: keepPreviousData,
  });
}

/** The groups a user may be put in (first 100 of the organisation). */
export function useGroupOptions(organizationId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: ['groups', 'options', organizationId ?? null],
    queryFn: ({ signal }) =>
      request<GroupPage>('/groups/search', {
        method: 'POST',
        signal,
        body: { json: { query: organizationId ? { organizationId } : {}, limit: 100 } },
      }).then((r) => r.groups),
    enabled,
  });
}

export function useGroup(id: number) {
  return useQuery({ queryKey: ['groups', id], queryFn: ({ signal }) => request<Group>(`/groups/${id}`, { signal }) });
}

/** GET /groups/{id}/members: a page of the group's users (20 a page, cursor). */
export function useGroupMembers(id: number, cursor: string | null) {
  return useQuery({
    queryKey: ['groups', id, 'members', { cursor }],
    queryFn: ({ signal }) =>
      request<{ users: UserItem[]; pagination: Pagination }>(`/groups/${id}/members`, {
        signal,
        query: { limit: DEFAULT_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Camelize<CreateGroup>) => request<Group>('/groups', { method: 'POST', body: { json: body } }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['groups'] }), qc.invalidateQueries({ queryKey: ['organizations'] })]),
    meta: { inline: true },
  });
}

export function useUpdateGroup(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Camelize<UpdateGroup>) => request<Group>(`/groups/${id}`, { method: 'PUT', body: { json: body } }),
    onSuccess: (g) => {
      qc.setQueryData(['groups', id], g);
      return qc.invalidateQueries({ queryKey: ['groups', 'search'] });
    },
    meta: { inline: true },
  });
}

export function useDeleteGroup(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => request<void>(`/groups/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      qc.removeQueries({ queryKey: ['groups', id] });
      return qc.invalidateQueries({ queryKey: ['groups'] });
    },
  });
}

/** Adds or removes members; the limit error (limit_exceeded) is shown by the caller. */
export function useGroupMembership(id: number, action: 'add' | 'remove') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) =>
      request<{ users: UserItem[]; pagination: Pagination }>(`/groups/${id}/members`, {
        method: action === 'add' ? 'POST' : 'DELETE',
        body: { json: { userIds } },
      }),
    // The member pages (under ['groups', id]) are fetched again.
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['groups'] }), qc.invalidateQueries({ queryKey: ['users'] })]),
    meta: { silent: true },
  });
}
