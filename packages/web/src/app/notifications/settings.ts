import { STORAGE_KEYS } from '@argus/contracts';
import { useSyncExternalStore } from 'react';
import { changeToastSettings, parseToastSettings, type ToastSettings } from '../../lib/notifications';

/** Subscription toast settings in local storage (`global-events-subscription`: {enabled, audioEnabled}), shared across tabs. */
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: ToastSettings } | null = null;

function read(): ToastSettings {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEYS.globalEvents);
  } catch {
    raw = null;
  }
  if (!cached || cached.raw !== raw) cached = { raw, value: parseToastSettings(raw) };
  return cached.value;
}

function subscribe(l: () => void) {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.globalEvents) l();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
}

export function setToastSettings(change: Partial<ToastSettings>): void {
  const next = changeToastSettings(read(), change);
  try {
    localStorage.setItem(STORAGE_KEYS.globalEvents, JSON.stringify(next));
  } catch {
    // Storage full or denied: the setting lasts for this page only.
    cached = { raw: JSON.stringify(next), value: next };
  }
  for (const l of listeners) l();
}

export function useToastSettings(): ToastSettings {
  return useSyncExternalStore(subscribe, read, read);
}
