import { useSyncExternalStore } from 'react';
import { INITIAL_DRIFT, addDriftSample, offsetFromDateHeader, type DriftState } from '../lib/clockDrift';

/** Server clock offsets read from the Date header of every answer. */
let state: DriftState = INITIAL_DRIFT;
const listeners = new Set<() => void>();

export function recordServerDate(header: string | null, sentAt: number, receivedAt: number): void {
  const offset = offsetFromDateHeader(header, sentAt, receivedAt);
  if (offset === null) return;
  const next = addDriftSample(state, offset);
  const changed = next.drift !== state.drift;
  state = next;
  if (changed) for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const getDrift = () => state.drift;

export function useClockDrift(): number {
  return useSyncExternalStore(subscribe, getDrift, getDrift);
}
