import { describe, expect, it } from 'vitest';
import { isUnexpired, parseStoredToken, tokenStatus, type StoredToken } from '../src/lib/token';

const token = (issuedAt: number, expiresIn = 100): StoredToken => ({ accessToken: 'a', refreshToken: 'r', expiresIn, issuedAt });

describe('token timing', () => {
  it('is signed out without a token', () => {
    expect(tokenStatus(null, 0)).toBe('signedOut');
  });

  it('is signed in up to half of the lifetime, about to expire after, expired past the lifetime', () => {
    const t = token(1_000_000, 100);
    expect(tokenStatus(t, 1_000_000)).toBe('signedIn');
    expect(tokenStatus(t, 1_000_000 + 50_000)).toBe('signedIn');
    expect(tokenStatus(t, 1_000_000 + 50_001)).toBe('aboutToExpire');
    expect(tokenStatus(t, 1_000_000 + 100_000)).toBe('aboutToExpire');
    expect(tokenStatus(t, 1_000_000 + 100_001)).toBe('expired');
  });

  it('counts only unexpired tokens as usable', () => {
    expect(isUnexpired(token(0, 10), 9_000)).toBe(true);
    expect(isUnexpired(token(0, 10), 11_000)).toBe(false);
    expect(isUnexpired(null, 0)).toBe(false);
  });

  it('reads what local storage holds and rejects malformed values', () => {
    expect(parseStoredToken(JSON.stringify(token(5)))).toEqual(token(5));
    expect(parseStoredToken('{"accessToken":"a"}')).toBeNull();
    expect(parseStoredToken('not json')).toBeNull();
    expect(parseStoredToken(null)).toBeNull();
  });
});
