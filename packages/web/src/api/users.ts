import type { Camelize, CreateUser, Pagination, UpdateUser, User } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import { meKey } from './me';

export type UserItem = Camelize<User>;
export type UserPage = { users: UserItem[]; pagination: Pagination };
export type UserQuery = { text?: string; roleIds?: number[]; groupIds?: number[]; organizationId?: number; isBlocked?: boolean };

export function useUserSearch(query: UserQuery, cursor: string | null, limit = 20, enabled = true) {
  return useQuery({
    queryKey: ['users', 'search', { ...query, cursor, limit }],
    queryFn: ({ signal }) => request<UserPage>('/users/search', { method: 'POST', signal, body: { json: { query, ...(cursor ? { cursor } : {}), limit } } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUser(id: number) {
  return useQuery({ queryKey: ['users', id], queryFn: ({ signal }) => request<UserItem>(`/users/${id}`, { signal }) });
}

export function useCreateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Camelize<CreateUser>) => request<UserItem>('/users', { method: 'POST', body: { json: body } }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['users'] }),
        qc.invalidateQueries({ queryKey: ['groups'] }),
        qc.invalidateQueries({ queryKey: ['organizations'] }),
      ]),
    meta: { inline: true },
  });
}

export function useUpdateUser(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Camelize<UpdateUser>) => request<UserItem>(`/users/${id}`, { method: 'PUT', body: { json: body } }),
    onSuccess: (u) => {
      qc.setQueryData(['users', id], u);
      return Promise.all([
        qc.invalidateQueries({ queryKey: ['users', 'search'] }),
        qc.invalidateQueries({ queryKey: ['groups'] }),
        qc.invalidateQueries({ queryKey: meKey }),
      ]);
    },
    meta: { inline: true },
  });
}

export function useDeleteUser(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => request<void>(`/users/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      qc.removeQueries({ queryKey: ['users', id] });
      return qc.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

/** Require two-factor sign-in of a user (PUT) or reset their second factor (DELETE). */
export function useUserTfa(id: number, action: 'require' | 'reset') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => request<void>(`/users/${id}/2fa`, { method: action === 'require' ? 'PUT' : 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['users', id] }),
  });
}
