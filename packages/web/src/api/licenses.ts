import { TIMING } from '@argus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { request } from './client';

/** Active licences, for the sidebar warning; asked 1 s after the sidebar appears. */
export function useActiveLicenses(enabled: boolean) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setReady(true), TIMING.licenseQueryDelayMs);
    return () => clearTimeout(t);
  }, []);
  return useQuery({
    queryKey: ['licenses', { onlyActive: true }],
    queryFn: ({ signal }) =>
      request<{ licenses: { expiryDate: string }[] }>('/licenses', {
        signal,
        query: { onlyActive: true, limit: TIMING.licenseListLimit },
      }),
    enabled: enabled && ready,
    retry: (count, error) => count < TIMING.licenseRetries && (error as { statusCode?: number }).statusCode !== 404,
    meta: { silent: true },
  });
}
