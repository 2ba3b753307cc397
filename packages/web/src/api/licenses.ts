import {
  TIMING,
  type Camelize,
  type CreateLicense,
  type License as WireLicense,
  type Pagination,
  type UsageCounter as WireUsageCounter,
} from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { licenseRecheckDelay } from '../lib/licenseStatus';
import { api } from './operations';

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
      api.get('/licenses', {
        signal,
        query: { onlyActive: true, limit: TIMING.licenseListLimit },
      }),
    enabled: enabled && ready,
    // A licence that expires stops counting: ask again at the earliest expiry (at most a day ahead).
    refetchInterval: (query) => licenseRecheckDelay(query.state.data?.licenses.map((l) => l.expiryDate) ?? [], Date.now()),
    retry: (count, error) => count < TIMING.licenseRetries && (error as { statusCode?: number }).statusCode !== 404,
    meta: { silent: true },
  });
}

export type License = Camelize<WireLicense>;
export type LicensePage = { licenses: License[]; pagination: Pagination };
export type UsageCounter = Camelize<WireUsageCounter>;

export function useLicenseList(query: { onlyActive?: boolean; organizationId?: number }, cursor: string | null) {
  return useQuery({
    queryKey: ['licenses', 'list', { ...query, cursor }],
    queryFn: ({ signal }) => api.get('/licenses', { signal, query: { ...query, limit: TIMING.licenseListLimit, ...(cursor ? { cursor } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

/** Usage counters of the caller's organisation, or of the one named (superuser). */
export function useLicenseUsage(organizationId?: number) {
  return useQuery({
    queryKey: ['licenses', 'usage', organizationId ?? null],
    queryFn: ({ signal }) => api.get('/licenses/usage', { signal, query: { organizationId } }).then((r) => r.usage),
  });
}

/** The signed file, exactly as the server wrote it (no case mapping: the signature covers it). */
export function fetchLicenseFile(id: string) {
  return api.get('/licenses/{license_id}/file', { path: { license_id: id }, keepCase: true });
}

export function useIssueLicense() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Camelize<CreateLicense>) => api.post('/licenses', { json: body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['licenses'] }),
    meta: { inline: true },
  });
}

export function useActivateLicense() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.post('/licenses/activate', { body: { multipart: form } });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['licenses'] }),
    meta: { silent: true },
  });
}

export function useDeactivateLicense() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/licenses/{license_id}/deactivate', { path: { license_id: id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['licenses'] }),
  });
}
