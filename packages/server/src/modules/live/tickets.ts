import type { AppContext } from '../../context';
import type { Principal } from '../../http/principal';
import { randomToken, sha256 } from '../../lib/secrets';
import * as tokenRepo from '../token/repo';
import * as repo from './repo';
import { permissionsOf } from '../../access';

/**
 * Live tickets: EventSource cannot send an Authorization header, so the console first trades its
 * access token for a ticket (POST /live/ticket) and opens GET /live?ticket=…. A ticket is random,
 * stored hashed in the database (any replica can redeem it), valid TICKET_TTL_S seconds and for
 * one connection. The connection then acts as the access token it came from.
 */
export const TICKET_TTL_S = 30;

export async function issueTicket(ctx: AppContext, accessToken: string): Promise<{ ticket: string; expires_in: number }> {
  const ticket = `lvt_${randomToken()}`;
  const now = ctx.clock();
  await repo.deleteExpiredTickets(ctx.db, now);
  await repo.insertTicket(ctx.db, sha256(ticket), sha256(accessToken), new Date(now.getTime() + TICKET_TTL_S * 1000));
  return { ticket, expires_in: TICKET_TTL_S };
}

/** The principal of a ticket's access token, once; null when unknown, used, expired or revoked. */
export async function redeemTicket(ctx: AppContext, ticket: string): Promise<{ principal: Principal; tokenHash: string } | null> {
  const now = ctx.clock();
  const row = await repo.takeTicket(ctx.db, sha256(ticket));
  if (!row || row.expires_at <= now) return null;
  const principal = await principalOfToken(ctx, row.token_hash);
  return principal ? { principal, tokenHash: row.token_hash } : null;
}

/** As the access layer's authenticate, from the stored hash of the token. */
export async function principalOfToken(ctx: AppContext, tokenHash: string): Promise<Principal | null> {
  const now = ctx.clock();
  const row = await tokenRepo.principalRow(ctx.db, tokenHash, now);
  if (!row || (row.blocked_to && row.blocked_to > now)) return null;
  if (row.tfa_required && !row.tfa_enabled) return null;
  return {
    userId: row.id,
    sessionId: String(row.session_id),
    organizationId: row.organization_id,
    roleId: row.role_id,
    isSuperuser: row.is_superuser,
    groupIds: row.group_ids.map(Number),
    permissions: permissionsOf(row.is_superuser, row.role_id),
    tfaEnabled: row.tfa_enabled,
    tfaRequired: row.tfa_required,
  };
}
