import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { components } from '@argus/contracts/openapi';
import { describe, machineApi, settle } from './http';
import { identityKey, identityProof } from './identity';

/** What registration bought: kept in the data dir so that a restart needs no new invitation. */
export interface Registration {
  api_url: string;
  id: number;
  credential: string;
  capacitygroup_token: string;
  /** Seconds. */
  heartbeat_interval: number;
}

export class RegistrationError extends Error {
  constructor(
    message: string,
    /** False when trying again cannot help (no invitation, or the API refused it). */
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/** Where one kind of machine keeps its registration. */
export interface RegistrationStore {
  dataDir: string;
  /** File name inside dataDir, e.g. edge-registration.json. */
  file: string;
}

export const registrationFile = (store: RegistrationStore) => join(store.dataDir, store.file);
/** The machine's identity key beside its registration (edge-registration.json → edge-registration.identity). */
export const identityFile = (store: RegistrationStore) => join(store.dataDir, `${store.file.replace(/\.json$/, '')}.identity`);

/** The stored registration when it was made with this API, else null. */
export function loadRegistration(store: RegistrationStore, apiUrl: string): Registration | null {
  const file = registrationFile(store);
  if (!existsSync(file)) return null;
  try {
    const r = JSON.parse(readFileSync(file, 'utf8')) as Registration;
    return r.api_url === apiUrl && Number.isInteger(r.id) && typeof r.credential === 'string' ? r : null;
  } catch {
    return null;
  }
}

export function forgetRegistration(store: RegistrationStore): void {
  rmSync(registrationFile(store), { force: true });
}

export interface Redemption {
  apiUrl: string;
  invitation: string | null;
  /** Said when there is no invitation, e.g. which variables provide one. */
  missingInvitation: string;
  /** The API's register route. */
  path: '/api/v1/edges/register' | '/api/v1/streamservers/register';
  /** What the machine says of itself besides the invitation. */
  body: Omit<components['schemas']['MachineRegister'], 'invitation' | 'identity'>;
}

/**
 * The stored registration, else redeems the invitation and stores the credential (written then
 * renamed, mode 0600: a crash never leaves half a credential behind). The invitation goes with
 * this machine's identity proof, so a retry after a lost answer receives the same credential.
 */
export async function register(store: RegistrationStore, o: Redemption): Promise<Registration> {
  const stored = loadRegistration(store, o.apiUrl);
  if (stored) return stored;
  if (!o.invitation) throw new RegistrationError(`no stored credential and no invitation (${o.missingInvitation})`, false);
  const reply = await settle(
    machineApi(o.apiUrl).POST(o.path, {
      body: { invitation: o.invitation, identity: identityProof(identityKey(identityFile(store)), o.invitation), ...o.body },
    }),
  );
  if (reply.status !== 200 || !reply.body) {
    throw new RegistrationError(`registration failed: ${describe(reply)}`, reply.status === 0 || reply.status >= 500);
  }
  const registration: Registration = { api_url: o.apiUrl, ...reply.body };
  mkdirSync(store.dataDir, { recursive: true });
  const file = registrationFile(store);
  writeFileSync(`${file}.tmp`, JSON.stringify(registration, null, 2), { mode: 0o600 });
  chmodSync(`${file}.tmp`, 0o600);
  renameSync(`${file}.tmp`, file);
  return registration;
}
