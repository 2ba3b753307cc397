import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { DB } from '../db/types';
import { notFound, unauthorized } from '../http/errors';
import { randomToken, safeEqual, sha256 } from './secrets';

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

/**
 * Repeatable registration. A machine sends, beside the invitation, an identity proof: the HMAC of
 * the invitation under a secret key it generated once. The first redemption keeps only
 * `registration_hash` (SHA-256 of invitation and proof) and the credential sealed with AES-256-GCM
 * under a key derived from the proof (HKDF). The same invitation with the same proof opens the
 * seal and answers the same credential; the database alone yields neither.
 */
export interface MachineSecrets {
  credential: string;
  credential_hash: string;
  registration_hash: string | null;
  credential_seal: string | null;
}

export const registrationHash = (invitation: string, identity: string) => sha256(`${invitation}\n${identity}`);

const sealKey = (identity: string) => Buffer.from(hkdfSync('sha256', identity, 'argus-machine-registration', 'credential seal', 32));

export function newMachineSecrets(kind: MachineKind, invitation: string, identity: string | undefined): MachineSecrets {
  const c = newCredential(kind);
  if (!identity) return { credential: c.value, credential_hash: c.hash, registration_hash: null, credential_seal: null };
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(identity), iv);
  const sealed = Buffer.concat([cipher.update(c.value, 'utf8'), cipher.final()]);
  const seal = Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  return { credential: c.value, credential_hash: c.hash, registration_hash: registrationHash(invitation, identity), credential_seal: seal };
}

/** The credential of an earlier redemption with this identity, when it is still the machine's current one. */
export function reopenCredential(row: { credential_seal: string | null; credential_hash: string | null }, identity: string): string | null {
  if (!row.credential_seal || !row.credential_hash) return null;
  try {
    const raw = Buffer.from(row.credential_seal, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey(identity), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const credential = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    return safeEqual(sha256(credential), row.credential_hash) ? credential : null;
  } catch {
    return null;
  }
}

/** The machine of a `{ machine }` route, which must be the one named in the path (else 404, as for a foreign id). */
/**
 * A registration with an invitation already redeemed: the machine that redeemed it (the same
 * identity proof, its first answer lost on the way) gets the same credential again; anyone else
 * gets the refusal a used invitation always got.
 */
export async function repeatedRegistration(
  db: Kysely<DB>,
  kind: MachineKind,
  invitation: string,
  identity: string | undefined,
): Promise<{ id: number; capacitygroup_token: string; credential: string }> {
  const table = kind === 'edge' ? 'edges' : 'streamservers';
  const again = identity
    ? await db
        .selectFrom(table)
        .select(['id', 'capacitygroup_token', 'credential_seal', 'credential_hash'])
        .where('registration_hash', '=', registrationHash(invitation, identity))
        .executeTakeFirst()
    : undefined;
  const credential = again && identity ? reopenCredential(again, identity) : null;
  if (!again || !credential) throw unauthorized('The invitation is invalid or already used');
  return { id: again.id, capacitygroup_token: again.capacitygroup_token, credential };
}

export function ownMachine(request: FastifyRequest, id: number): MachinePrincipal {
  const machine = request.machine;
  if (!machine) throw unauthorized();
  if (machine.id !== id) throw notFound(machine.kind === 'edge' ? 'Edge' : 'Stream server');
  return machine;
}
