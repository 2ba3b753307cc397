import type { Camelize, TfaBeginResponse } from '@argus/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import { meKey } from './me';

export function useBeginTfa() {
  return useMutation({
    mutationFn: () => request<Camelize<TfaBeginResponse>>('/2fa', { method: 'POST' }),
  });
}

export function useEnableTfa() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => request<void>('/2fa', { method: 'PUT', body: { json: { code } } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: meKey }),
    meta: { inline: true },
  });
}

export function useDisableTfa() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => request<void>('/2fa', { method: 'DELETE', body: { json: { code } } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: meKey }),
    meta: { inline: true },
  });
}
