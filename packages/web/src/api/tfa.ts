import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './operations';
import { meKey } from './me';

export function useBeginTfa() {
  return useMutation({
    mutationFn: () => api.post('/2fa'),
  });
}

export function useEnableTfa() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.put('/2fa', { json: { code } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: meKey }),
    meta: { inline: true },
  });
}

export function useDisableTfa() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.delete('/2fa', { json: { code } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: meKey }),
    meta: { inline: true },
  });
}
