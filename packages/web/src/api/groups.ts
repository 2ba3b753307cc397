import { DEFAULT_PAGE_SIZE, type Camelize, type CreateGroup, type Group as WireGroup, type Pagination, type UpdateGroup } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './operations';

export type Group = Camelize<WireGroup>;
export type GroupPage = { groups: Group[]; pagination: Pagination };

export function useGroupSearch(query: { text?: string; organizationId?: number }, cursor: string | null) {
  return useQuery({
    queryKey: ['groups', 'search', { ...query, cursor }],
    queryFn: ({ signal }) => api.post('/groups/search', { signal, json: { query, ...(cursor ? { cursor } : {}), limit: 20 } }),
    placeholderData: keepPreviousData,
  });
}

/** The groups a user may be put in (first 100 of the organisation). */
export function useGroupOptions(organizationId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: ['groups', 'options', organizationId ?? null],
    queryFn: ({ signal }) =>
      api.post('/groups/search', { signal, json: { query: organizationId ? { organizationId } : {}, limit: 100 } }).then((r) => r.groups),
    enabled,
  });
}

export function useGroup(id: number) {
  return useQuery({ queryKey: ['groups', id], queryFn: ({ signal }) => api.get('/groups/{group_id}', { path: { group_id: id }, signal }) });
}

/** GET /groups/{id}/members: a page of the group's users (20 a page, cursor). */
export function useGroupMembers(id: number, cursor: string | null) {
  return useQuery({
    queryKey: ['groups', id, 'members', { cursor }],
    queryFn: ({ signal }) =>
      api.get('/groups/{group_id}/members', {
        path: { group_id: id },
        signal,
        query: { limit: DEFAULT_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Camelize<CreateGroup>) => api.post('/groups', { json: body }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['groups'] }), qc.invalidateQueries({ queryKey: ['organizations'] })]),
    meta: { inline: true },
  });
}

export function useUpdateGroup(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Camelize<UpdateGroup>) => api.put('/groups/{group_id}', { path: { group_id: id }, json: body }),
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
    mutationFn: () => api.delete('/groups/{group_id}', { path: { group_id: id } }),
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
      action === 'add'
        ? api.post('/groups/{group_id}/members', { path: { group_id: id }, json: { userIds } })
        : api.delete('/groups/{group_id}/members', { path: { group_id: id }, json: { userIds } }),
    // The member pages (under ['groups', id]) are fetched again.
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['groups'] }), qc.invalidateQueries({ queryKey: ['users'] })]),
    meta: { silent: true },
  });
}
