import { useSyncExternalStore } from 'react';
import { parsePreference, resolveScheme, type Scheme, type ThemePreference } from '../../lib/theme';

/**
 * The tab's colour scheme. The choice is cached in local storage so the first paint (and the
 * sign-in page) is already in it; the user's settings are its source once the user has loaded.
 */
const CACHE_KEY = 'theme';
const query = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;

let preference: ThemePreference = readCache();
let systemDark = query?.matches ?? false;
const listeners = new Set<() => void>();

function readCache(): ThemePreference {
  try {
    return parsePreference(localStorage.getItem(CACHE_KEY));
  } catch {
    return 'system';
  }
}

function apply(): void {
  const scheme = resolveScheme(preference, systemDark);
  document.documentElement.dataset.theme = scheme;
  for (const l of listeners) l();
}

query?.addEventListener('change', (e) => {
  systemDark = e.matches;
  apply();
});

/** Draws the cached scheme; called once before the first render. */
export function initTheme(): void {
  apply();
}

export function setThemePreference(next: ThemePreference): void {
  if (next === preference) return;
  preference = next;
  try {
    localStorage.setItem(CACHE_KEY, next);
  } catch {
    /* private mode: the user's settings still keep it */
  }
  apply();
}

let snapshot = { preference, scheme: resolveScheme(preference, systemDark) };
function read() {
  const scheme = resolveScheme(preference, systemDark);
  if (snapshot.preference !== preference || snapshot.scheme !== scheme) snapshot = { preference, scheme };
  return snapshot;
}

/** The current choice and the scheme drawn. */
export function useTheme(): { preference: ThemePreference; scheme: Scheme } {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    read,
  );
}
