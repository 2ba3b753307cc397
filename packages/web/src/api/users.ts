import type { Camelize, CreateUser, Pagination, UpdateUser, User } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOf } from './operations';
import { meKey } from './me';

export type UserItem = Camelize<User>;
export type UserPage = { users: UserItem[]; pagination: Pagination };
export type UserQuery = NonNullable<RequestOf<'/users/search', 'post'>['query']>;

export function useUserSearch(query: UserQuery, cursor: string | null, limit = 20, enabled = true) {
  return useQuery({
    queryKey: ['users', 'search', { ...query, cursor, limit }],
    queryFn: ({ signal }) => api.post('/users/search', { signal, json: { query, ...(cursor ? { cursor } : {}), limit } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUser(id: number) {
  return useQuery({ queryKey: ['users', id], queryFn: ({ signal }) => api.get('/users/{user_id}', { path: { user_id: id }, signal }) });
}

export function useCreateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Camelize<CreateUser>) => api.post('/users', { json: body }),
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
    mutationFn: (body: Camelize<UpdateUser>) => api.put('/users/{user_id}', { path: { user_id: id }, json: body }),
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
    mutationFn: () => api.delete('/users/{user_id}', { path: { user_id: id } }),
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
    mutationFn: () =>
      action === 'require' ? api.put('/users/{user_id}/2fa', { path: { user_id: id } }) : api.delete('/users/{user_id}/2fa', { path: { user_id: id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['users', id] }),
  });
}
