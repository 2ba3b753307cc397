import type { QueryClient } from '@tanstack/react-query';
import type { TokenResponse, Camelize } from '@argus/contracts';
import { request } from '../api/client';
import { isUnexpired, tokenStatus, type StoredToken } from '../lib/token';
import { getToken, setToken, subscribeToken } from './tokenStore';

export type SignOutReason = 'user' | 'expired' | 'unauthorized' | 'otherTab';

type SessionEvent = { kind: 'signedOut'; reason: SignOutReason } | { kind: 'signedIn' };
const listeners = new Set<(e: SessionEvent) => void>();
let queryClient: QueryClient | null = null;
let refreshing: Promise<void> | null = null;
let lastReason: SignOutReason | null = null;

/** Why the last sign-out happened: a deliberate log-out does not bring the next user back to the same page. */
export function lastSignOutReason(): SignOutReason | null {
  return lastReason;
}

export function attachQueryClient(qc: QueryClient): void {
  queryClient = qc;
}

export function onSessionEvent(listener: (e: SessionEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(e: SessionEvent): void {
  for (const l of listeners) l(e);
}

export function fromWire(t: Camelize<TokenResponse>, now = Date.now()): StoredToken {
  return { accessToken: t.accessToken, refreshToken: t.refreshToken, expiresIn: t.expiresIn, issuedAt: now };
}

function clearLocalState(): void {
  try {
    sessionStorage.clear();
  } catch {
    // ignore
  }
  void queryClient?.cancelQueries();
  queryClient?.clear();
}

/** Signs in with the url-encoded password grant; throws the ApiError (e.g. token_missing_code). */
export async function signIn(form: { username: string; password: string; code?: string }): Promise<void> {
  const t = await request<Camelize<TokenResponse>>('/token', {
    method: 'POST',
    raw: true,
    body: { form: { username: form.username, password: form.password, grantType: 'password', code: form.code || undefined } },
  });
  clearLocalState();
  lastReason = null;
  setToken(fromWire(t));
  emit({ kind: 'signedIn' });
}

/** Revokes an unexpired token, clears the stored token, session storage and every cache. */
export async function signOut(reason: SignOutReason = 'user'): Promise<void> {
  const token = getToken();
  if (!token) return;
  lastReason = reason;
  setToken(null);
  // After the signed-in screens have unmounted, so that none of them renders without its data.
  setTimeout(clearLocalState, 0);
  emit({ kind: 'signedOut', reason });
  if (isUnexpired(token, Date.now())) {
    try {
      await fetch('/api/v1/token/revoke', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${token.accessToken}` },
        body: new URLSearchParams({ token: token.accessToken, token_type_hint: 'access_token' }).toString(),
      });
    } catch (e) {
      console.warn('token revoke failed', e);
    }
  }
}

/** Refreshes an about-to-expire token; one refresh at a time; a failure is only logged. */
export function refreshIfDue(now = Date.now()): Promise<void> {
  const token = getToken();
  if (tokenStatus(token, now) !== 'aboutToExpire' || !token) return Promise.resolve();
  if (refreshing) return refreshing;
  refreshing = request<Camelize<TokenResponse>>('/token/refresh', {
    method: 'POST',
    raw: true,
    body: { form: { refreshToken: token.refreshToken, grantType: 'refresh_token' } },
  })
    .then((t) => {
      if (getToken()?.accessToken === token.accessToken) setToken(fromWire(t));
    })
    .catch((e: unknown) => {
      console.warn('token refresh failed', e);
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Signs out when the stored token has expired; returns whether it had. */
export function expireIfDue(now = Date.now()): boolean {
  if (tokenStatus(getToken(), now) === 'expired') {
    void signOut('expired');
    return true;
  }
  return false;
}

// Another tab signed in or out: follow it.
subscribeToken((token, fromOtherTab) => {
  if (!fromOtherTab) return;
  setTimeout(clearLocalState, 0);
  if (!token) lastReason = 'otherTab';
  emit(token ? { kind: 'signedIn' } : { kind: 'signedOut', reason: 'otherTab' });
});
