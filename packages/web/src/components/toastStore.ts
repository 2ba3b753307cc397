import { TIMING } from '@argus/contracts';
import { useSyncExternalStore } from 'react';
import { sameToast, toastDuration, type Toast, type ToastInput } from '../lib/toasts';

let toasts: Toast[] = [];
let nextId = 1;
let paused = false;
const timers = new Map<number, { handle: ReturnType<typeof setTimeout> | null; remaining: number; startedAt: number }>();
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

function startTimer(id: number) {
  const t = timers.get(id);
  if (!t || !Number.isFinite(t.remaining)) return;
  t.startedAt = Date.now();
  t.handle = setTimeout(() => dismissToast(id), t.remaining);
}

export function showToast(input: ToastInput): number {
  // One toast per error: the same words already on screen are shown again for longer, not twice.
  const same = sameToast(toasts, input);
  if (same) {
    const t = timers.get(same.id);
    if (t) {
      if (t.handle) clearTimeout(t.handle);
      t.handle = null;
      t.remaining = same.duration;
      if (!paused) startTimer(same.id);
    }
    return same.id;
  }
  const id = nextId++;
  const duration = toastDuration(input);
  toasts = [...toasts, { ...input, id, duration, state: 'shown' }];
  timers.set(id, { handle: null, remaining: duration, startedAt: Date.now() });
  if (!paused) startTimer(id);
  emit();
  return id;
}

/** Marks the toast pendingRemoval, then drops it after the removal delay. */
export function dismissToast(id: number) {
  const t = timers.get(id);
  if (t?.handle) clearTimeout(t.handle);
  timers.delete(id);
  if (!toasts.some((x) => x.id === id && x.state === 'shown')) return;
  toasts = toasts.map((x) => (x.id === id ? { ...x, state: 'pendingRemoval' } : x));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((x) => x.id !== id);
    emit();
  }, TIMING.toastRemovalMs);
}

/** Hovering the stack pauses every timer; leaving resumes them with what was left. */
export function setToastsPaused(value: boolean) {
  if (paused === value) return;
  paused = value;
  for (const [id, t] of timers) {
    if (value) {
      if (t.handle) clearTimeout(t.handle);
      t.handle = null;
      t.remaining = Math.max(0, t.remaining - (Date.now() - t.startedAt));
    } else {
      startTimer(id);
    }
  }
}

export function clearToasts() {
  for (const t of timers.values()) if (t.handle) clearTimeout(t.handle);
  timers.clear();
  toasts = [];
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => toasts;

export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
