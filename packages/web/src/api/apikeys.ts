import type { ApiKey, ApiKeyCreated, ApiKeyList } from '@argus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';

const KEY = ['apikeys'];

/** GET /apikeys: the organisation's API keys (prefix only, never the secret). */
export function useApiKeys() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => request<ApiKeyList>('/apikeys', { signal, keepCase: true }), meta: { silent: true } });
}

/** POST /apikeys: the answer holds the secret, this once. */
export function useCreateApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request<ApiKeyCreated>('/apikeys', { method: 'POST', body: { json: { name } }, keepCase: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
    meta: { inline: true },
  });
}

/** DELETE /apikeys/{id}: revoked keys stay listed and are refused from then on. */
export function useRevokeApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (key: ApiKey) => request<void>(`/apikeys/${key.id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
    meta: { inline: true },
  });
}
