import { TIMING } from '@argus/contracts';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Lru } from '../lib/lru';
import { decodeRouteState, encodeRouteState, newRouteStateId, patchRouteState, type RouteState } from '../lib/routeState';

/** Route states by id, as kept in history state; the hash carries the same object encoded. */
const cache = new Lru<string, RouteState>(TIMING.routeStateCacheEntries);

interface HistoryState {
  routeStateId?: string;
  [key: string]: unknown;
}

export function useRouteState(): [RouteState, (patch: RouteState, opts?: { replace?: boolean }) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const historyState = (location.state ?? null) as HistoryState | null;
  const id = historyState?.routeStateId;
  const state = useMemo(() => (id ? cache.get(id) : undefined) ?? decodeRouteState(location.hash), [id, location.hash]);

  const update = useCallback(
    (patch: RouteState, opts: { replace?: boolean } = {}) => {
      const next = patchRouteState(state, patch);
      const nextId = newRouteStateId();
      cache.set(nextId, next);
      void navigate(
        { pathname: location.pathname, search: location.search, hash: encodeRouteState(next) },
        { replace: opts.replace ?? false, state: { ...(historyState ?? {}), routeStateId: nextId } },
      );
    },
    [state, navigate, location.pathname, location.search, historyState],
  );
  return [state, update];
}
