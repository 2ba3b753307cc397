import { TIMING } from '@argus/contracts';

/** A token as the console keeps it: the wire answer plus the moment it was received. */
export interface StoredToken {
  accessToken: string;
  refreshToken: string;
  /** Lifetime in seconds, as sent by the server. */
  expiresIn: number;
  /** Epoch milliseconds of receipt on this client. */
  issuedAt: number;
}

export type TokenStatus = 'signedOut' | 'signedIn' | 'aboutToExpire' | 'expired';

/** Signed in: unexpired; about to expire: past half of the lifetime; expired: past the lifetime. */
export function tokenStatus(token: StoredToken | null, now: number): TokenStatus {
  if (!token) return 'signedOut';
  const elapsed = now - token.issuedAt;
  const lifetime = token.expiresIn * 1000;
  if (elapsed > lifetime) return 'expired';
  if (elapsed > lifetime * TIMING.tokenRefreshFraction) return 'aboutToExpire';
  return 'signedIn';
}

export function isUnexpired(token: StoredToken | null, now: number): token is StoredToken {
  const s = tokenStatus(token, now);
  return s === 'signedIn' || s === 'aboutToExpire';
}

/** Parses what local storage holds; anything malformed counts as no token. */
export function parseStoredToken(raw: string | null): StoredToken | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<StoredToken>;
    if (typeof v.accessToken === 'string' && typeof v.refreshToken === 'string' && typeof v.expiresIn === 'number' && typeof v.issuedAt === 'number') {
      return { accessToken: v.accessToken, refreshToken: v.refreshToken, expiresIn: v.expiresIn, issuedAt: v.issuedAt };
    }
  } catch {
    // fall through
  }
  return null;
}
