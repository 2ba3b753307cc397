import { useSyncExternalStore } from 'react';

/** Background processes (polling) pause while a blocking gate such as the licence agreement is shown. */
let paused = false;
const listeners = new Set<() => void>();

export function setBackgroundPaused(value: boolean): void {
  if (paused === value) return;
  paused = value;
  for (const l of listeners) l();
}

export function isBackgroundPaused(): boolean {
  return paused;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useBackgroundPaused(): boolean {
  return useSyncExternalStore(subscribe, isBackgroundPaused, isBackgroundPaused);
}
