import type { AccessRule } from '@argus/contracts';
import { useCallback } from 'react';
import { useMeQuery } from '../api/me';
import { can } from './check';

/** A checker bound to the current user; nothing is allowed before the user loads. */
export function useCan(): (rule: AccessRule) => boolean {
  const { data: me } = useMeQuery();
  return useCallback((rule: AccessRule) => (me ? can(me, rule) : false), [me]);
}
