import { AUTH_BROADCAST_CHANNEL, STORAGE_KEYS } from '@argus/contracts';
import { parseStoredToken, type StoredToken } from '../lib/token';

/** The token in local storage under `token`, shared with other tabs over the `auth` broadcast channel. */
type Listener = (token: StoredToken | null, fromOtherTab: boolean) => void;

interface AuthMessage {
  type: 'token';
  token: StoredToken | null;
}

function readStorage(): StoredToken | null {
  try {
    return parseStoredToken(localStorage.getItem(STORAGE_KEYS.token));
  } catch {
    return null;
  }
}

let current: StoredToken | null = readStorage();
const listeners = new Set<Listener>();
const channel: BroadcastChannel | null = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_BROADCAST_CHANNEL);

function emit(fromOtherTab: boolean): void {
  for (const l of listeners) l(current, fromOtherTab);
}

if (channel) {
  channel.onmessage = (event: MessageEvent<AuthMessage>) => {
    if (event.data?.type !== 'token') return;
    current = event.data.token ?? readStorage();
    emit(true);
  };
}

export function getToken(): StoredToken | null {
  return current;
}

export function setToken(token: StoredToken | null): void {
  current = token;
  try {
    if (token) localStorage.setItem(STORAGE_KEYS.token, JSON.stringify(token));
    else localStorage.removeItem(STORAGE_KEYS.token);
  } catch {
    // storage may be unavailable; the in-memory token still works for this tab
  }
  channel?.postMessage({ type: 'token', token } satisfies AuthMessage);
  emit(false);
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
