import type { Camelize, SignInLog, User, UpdateMe, Pagination } from '@argus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToken } from '../auth/useToken';
import { request } from './client';

export type Me = Camelize<User>;
export const meKey = ['users', 'me'] as const;

export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return request<Me>('/users/me', { signal });
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
    mutationFn: (body: Camelize<UpdateMe>) => request<Me>('/users/me', { method: 'PUT', body: { json: body } }),
    onSuccess: (me) => qc.setQueryData(meKey, me),
  });
}

export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) => request<void>('/users/me/password', { method: 'PUT', body: { json: body } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: meKey }),
    meta: { inline: true },
  });
}

export function useChangeEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => request<Me>('/users/me/email', { method: 'PUT', body: { json: body } }),
    onSuccess: (me) => qc.setQueryData(meKey, me),
    meta: { inline: true },
  });
}

export type SignInLogs = { logs: Camelize<SignInLog>[]; pagination: Pagination };

export function useSignInLogs() {
  return useQuery({
    queryKey: [...meKey, 'logs'],
    queryFn: ({ signal }) => request<SignInLogs>('/users/me/logs', { signal, query: { limit: 20 } }),
  });
}
