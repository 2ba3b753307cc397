import { TIMING } from '@argus/contracts';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showToast } from '../components/toastStore';
import { translate } from '../i18n/translate';
import { describeError } from '../lib/errorText';
import { retryDelay, shouldRetry } from '../lib/retry';
import { isApiError } from './errors';

export interface CallMeta extends Record<string, unknown> {
  /** No toast (the caller shows the error, or it is only logged). */
  silent?: boolean;
  /** Shown inline by the form; no toast for validation errors. */
  inline?: boolean;
  /** Per-call message ids by error type. */
  errorMessages?: Record<string, string>;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/** API errors as toasts, except the ones the session handles itself. */
export function toastApiError(error: unknown, meta: CallMeta | undefined): void {
  if (!isApiError(error)) return;
  if (meta?.silent) return;
  if (error.statusCode === 401 || error.type === 'tfa_required') return;
  if (meta?.inline && (error.type === 'validation' || meta.errorMessages?.[error.type])) return;
  const d = describeError(error, meta?.errorMessages);
  showToast({ kind: 'error', text: translate(d.id, d.values) });
}

/**
 * Keeps at most `max` queries (spec: query cache 1000 entries): past it, the queries no view
 * uses go, those answered longest ago first. A query being added is never the one dropped.
 */
export function capQueryCache(cache: QueryCache, max: number = TIMING.queryCacheEntries): () => void {
  return cache.subscribe((event) => {
    if (event.type !== 'added') return;
    const all = cache.getAll();
    if (all.length <= max) return;
    const idle = all.filter((q) => q !== event.query && q.getObserversCount() === 0).sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
    for (const q of idle.slice(0, all.length - max)) cache.remove(q);
  });
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A 404 clears what was cached for that query.
        if (isApiError(error) && error.statusCode === 404) query.setState({ data: undefined, dataUpdatedAt: 0 });
        toastApiError(error, query.meta);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => toastApiError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: (count, error) => shouldRetry(count, error),
        retryDelay: (attempt) => retryDelay(attempt),
        refetchOnWindowFocus: false,
        gcTime: 5 * 60_000,
        // The spec's dedupe interval: a view mounting within it reuses the answer another just fetched.
        staleTime: TIMING.dedupeIntervalMs,
      },
      mutations: { retry: false },
    },
  });
  capQueryCache(client.getQueryCache());
  return client;
}
