import type { Camelize, SignInLog, User, UpdateMe, Pagination } from '@argus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToken } from '../auth/useToken';
import { api } from './operations';

export type Me = Camelize<User>;
export const meKey = ['users', 'me'] as const;

export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return api.get('/users/me', { signal });
}

export function useMeQuery() {
  const token = useToken();
  return useQuery({ queryKey: meKey, queryFn: ({ signal }) => fetchMe(signal), enabled: token !== null, meta: { silent: true } });
}

/** The current user; only call below the start-up gates, where it has loaded. */
export function useMe(): Me {
  const { data } = useMeQuery();
  if (!data) throw new Error('useMe used before the current user loaded');
  return data;
}

export function useUpdateMe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Camelize<UpdateMe>) => api.put('/users/me', { json: body }),
    onSuccess: (me) => qc.setQueryData(meKey, me),
  });
}

export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) => api.put('/users/me/password', { json: body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: meKey }),
    meta: { inline: true },
  });
}

export function useChangeEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => api.put('/users/me/email', { json: body }),
    onSuccess: (me) => qc.setQueryData(meKey, me),
    meta: { inline: true },
  });
}

export type SignInLogs = { logs: Camelize<SignInLog>[]; pagination: Pagination };

export function useSignInLogs() {
  return useQuery({
    queryKey: [...meKey, 'logs'],
    queryFn: ({ signal }) => api.get('/users/me/logs', { signal, query: { limit: 20 } }),
  });
}
