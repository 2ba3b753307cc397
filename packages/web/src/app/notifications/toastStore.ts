import { TIMING } from '@argus/contracts';
import { useSyncExternalStore } from 'react';
import { hoverToast, pushToast, removeToast, type SubscriptionToast } from '../../lib/notifications';

/**
 * Subscription toasts: one per subscription, 10 s each; hovering a toast stops its timer and keeps
 * it from being replaced (the newer arrival shows when the pointer leaves). Timers restart with
 * a toast's key, so a replaced toast gets its full 10 s again.
 */
let toasts: SubscriptionToast[] = [];
let nextKey = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function commit(next: SubscriptionToast[]) {
  toasts = next;
  const live = new Set(next.filter((t) => !t.hovered).map((t) => t.key));
  for (const [key, handle] of timers) {
    if (!live.has(key)) {
      clearTimeout(handle);
      timers.delete(key);
    }
  }
  for (const key of live) {
    if (!timers.has(key))
      timers.set(
        key,
        setTimeout(() => dismissSubscriptionToast(key), TIMING.subscriptionToastMs),
      );
  }
  for (const l of listeners) l();
}

export function showSubscriptionToast(arrival: { subscriptionId: number; subscriptionName: string; ts: string }): void {
  commit(pushToast(toasts, arrival, nextKey++));
}

export function hoverSubscriptionToast(key: number, hovered: boolean): void {
  commit(hoverToast(toasts, key, hovered, nextKey++));
}

export function dismissSubscriptionToast(key: number): void {
  commit(removeToast(toasts, key));
}

export function clearSubscriptionToasts(): void {
  commit([]);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => toasts;

export function useSubscriptionToasts(): SubscriptionToast[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
