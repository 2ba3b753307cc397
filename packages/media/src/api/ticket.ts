import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AuthorizeMediaRequest } from '../http/auth';

/**
 * Playback tickets, as the API signs them (packages/server/src/modules/onvif/ticket.ts):
 * `v1.<base64url JSON claims>.<base64url HMAC-SHA256 of "v1.<payload>" with the capacity group's
 * ticket_secret>`. Claims: cam (camera id), org, usr, cg (capacity group token), iat, exp (ms).
 */
export interface TicketClaims {
  cam: number;
  org: number;
  usr: number;
  cg: string;
  iat: number;
  exp: number;
}

export type TicketCheck = { ok: true; claims: TicketClaims } | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' };

function equal(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function verifyTicket(ticket: string, secrets: readonly string[], nowMs: number): TicketCheck {
  const parts = ticket.split('.');
  if (parts.length !== 3 || parts[0] !== 'v1' || !parts[1] || !parts[2]) return { ok: false, reason: 'malformed' };
  const signed = `${parts[0]}.${parts[1]}`;
  if (!secrets.some((s) => s && equal(createHmac('sha256', s).update(signed).digest('base64url'), parts[2] as string))) {
    return { ok: false, reason: 'bad_signature' };
  }
  let claims: TicketClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as TicketClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!Number.isInteger(claims?.cam) || !Number.isFinite(claims?.exp)) return { ok: false, reason: 'malformed' };
  if (nowMs >= claims.exp) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

/** The ticket of a request: query `ticket`, else `Authorization: Bearer <ticket>`. */
export function ticketOf(req: IncomingMessage): string | null {
  const url = new URL(req.url ?? '/', 'http://media');
  const q = url.searchParams.get('ticket');
  if (q) return q;
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7) : null;
}

/**
 * The AuthorizeMediaRequest of a registered media service: a request reaches a stream only with an
 * unexpired ticket signed by its capacity group for that camera (stream id = camera id) and group.
 * Until the secret is known, nothing is allowed.
 */
export function ticketAuthorizer(
  state: () => { secrets: readonly string[]; capacitygroup: string | null },
  now: () => number = Date.now,
): AuthorizeMediaRequest {
  return (req, access) => {
    const ticket = ticketOf(req);
    const { secrets, capacitygroup } = state();
    if (!ticket || secrets.length === 0) return false;
    const check = verifyTicket(ticket, secrets, now());
    if (!check.ok) return false;
    if (capacitygroup !== null && check.claims.cg !== capacitygroup) return false;
    return String(check.claims.cam) === access.streamId;
  };
}
