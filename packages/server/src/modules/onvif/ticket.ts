import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../../lib/secrets';

/**
 * Camera tickets (pure): short-lived bearer tickets a capacity group's stream servers accept for
 * one camera without calling the API. Format `v1.<payload>.<signature>`: the payload is the
 * base64url JSON of the claims, the signature base64url HMAC-SHA256 of `v1.<payload>` with the
 * group's ticket_secret. A ticket is valid from `iat` for ticket_ttl ms (exclusive end).
 */

export interface TicketClaims {
  /** Camera id. */
  cam: number;
  /** Organisation of the camera. */
  org: number;
  /** User the ticket was issued to. */
  usr: number;
  /** Capacity group token (names the secret that signs it). */
  cg: string;
  /** Issued at, ms since the epoch. */
  iat: number;
  /** Expires at, ms since the epoch. */
  exp: number;
  /** Random id: no two tickets are equal. */
  jti: string;
}

export type TicketSubject = Omit<TicketClaims, 'iat' | 'exp' | 'jti'>;

export type TicketCheck = { ok: true; claims: TicketClaims } | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' };

const VERSION = 'v1';

function sign(secret: string, signed: string): string {
  return createHmac('sha256', secret).update(signed).digest('base64url');
}

export function issueTicket(subject: TicketSubject, secret: string, now: Date, ttlMs: number): { ticket: string; claims: TicketClaims } {
  if (!secret) throw new Error('ticket secret is empty');
  const iat = now.getTime();
  const claims: TicketClaims = { ...subject, iat, exp: iat + ttlMs, jti: randomBytes(12).toString('base64url') };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signed = `${VERSION}.${payload}`;
  return { ticket: `${signed}.${sign(secret, signed)}`, claims };
}

function isClaims(value: unknown): value is TicketClaims {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.cam) &&
    Number.isInteger(v.org) &&
    Number.isInteger(v.usr) &&
    typeof v.cg === 'string' &&
    Number.isFinite(v.iat) &&
    Number.isFinite(v.exp) &&
    typeof v.jti === 'string'
  );
}

/** Checks the signature first, then the expiry against `now`. */
export function verifyTicket(ticket: string, secret: string, now: Date): TicketCheck {
  const parts = ticket.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION || !parts[1] || !parts[2]) return { ok: false, reason: 'malformed' };
  if (!secret || !safeEqual(sign(secret, `${parts[0]}.${parts[1]}`), parts[2])) return { ok: false, reason: 'bad_signature' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  if (now.getTime() >= claims.exp) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
