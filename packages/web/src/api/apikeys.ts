import type { ApiKey } from '@argus/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './operations';

const KEY = ['apikeys'];

/** GET /apikeys: the organisation's API keys (prefix only, never the secret), read as the server wrote them. */
export const listApiKeys = (signal?: AbortSignal) => api.get('/apikeys', { keepCase: true, ...(signal ? { signal } : {}) });

/** POST /apikeys: the answer holds the secret, this once. */
export const createApiKey = (name: string) => api.post('/apikeys', { json: { name }, keepCase: true });

export function useApiKeys() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => listApiKeys(signal), meta: { silent: true } });
}

export function useCreateApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
    meta: { inline: true },
  });
}

/** DELETE /apikeys/{id}: revoked keys stay listed and are refused from then on. */
export function useRevokeApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (key: ApiKey) => api.delete('/apikeys/{apikey_id}', { path: { apikey_id: key.id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
    meta: { inline: true },
  });
}
