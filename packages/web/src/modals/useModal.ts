import { useCallback } from 'react';
import { useRouteState } from '../app/routeState';

/** Opens and closes named modals through the route state. */
export function useModal() {
  const [, update] = useRouteState();
  const open = useCallback((name: string, props?: Record<string, unknown>) => update({ modal: name, modalProps: props ?? null }), [update]);
  const close = useCallback(() => update({ modal: null, modalProps: null, isGlobalSearchModalOpen: null }), [update]);
  return { open, close };
}
