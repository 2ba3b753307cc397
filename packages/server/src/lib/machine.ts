import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { notFound, unauthorized } from '../http/errors';
import { randomToken, sha256 } from './secrets';

/**
 * A machine caller: an edge or stream server process authenticated by the long-lived credential
 * it received at registration (POST /edges/register, POST /streamservers/register). Machines are
 * not users: they carry no permissions and reach only the routes declared `{ machine: kind }`,
 * and only for their own id.
 */
export type MachineKind = 'edge' | 'streamserver';

export interface MachinePrincipal {
  kind: MachineKind;
  id: number;
  capacitygroupToken: string;
}

/** Credentials are random 256-bit tokens with a kind prefix, stored only as their SHA-256. */
export const CREDENTIAL_PREFIX: Record<MachineKind, string> = { edge: 'edg_', streamserver: 'sts_' };

export async function authenticateMachine(ctx: AppContext, kind: MachineKind, credential: string): Promise<MachinePrincipal | null> {
  if (!credential.startsWith(CREDENTIAL_PREFIX[kind])) return null;
  const hash = sha256(credential);
  const table = kind === 'edge' ? 'edges' : 'streamservers';
  const row = await ctx.db.selectFrom(table).select(['id', 'capacitygroup_token']).where('credential_hash', '=', hash).executeTakeFirst();
  return row ? { kind, id: row.id, capacitygroupToken: row.capacitygroup_token } : null;
}

/** A one-time invitation (returned once to the superuser; stored hashed; cleared when redeemed). */
export function newInvitation(): { value: string; hash: string } {
  const value = `inv_${randomToken()}`;
  return { value, hash: sha256(value) };
}

/** A machine's long-lived credential (returned once at registration; stored hashed). */
export function newCredential(kind: MachineKind): { value: string; hash: string } {
  const value = `${CREDENTIAL_PREFIX[kind]}${randomToken()}`;
  return { value, hash: sha256(value) };
}

/** The machine of a `{ machine }` route, which must be the one named in the path (else 404, as for a foreign id). */
export function ownMachine(request: FastifyRequest, id: number): MachinePrincipal {
  const machine = request.machine;
  if (!machine) throw unauthorized();
  if (machine.id !== id) throw notFound(machine.kind === 'edge' ? 'Edge' : 'Stream server');
  return machine;
}
