import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentInvitation, type EdgeConfig } from '../config';
import { apiCall, describe } from './http';

/** What registration bought: kept in the data dir so that a restart needs no new invitation. */
export interface Registration {
  api_url: string;
  id: number;
  credential: string;
  capacitygroup_token: string;
  /** Seconds. */
  heartbeat_interval: number;
}

const FILE = 'edge-registration.json';

export const registrationFile = (dataDir: string) => join(dataDir, FILE);

export function loadRegistration(dataDir: string, apiUrl: string): Registration | null {
  const file = registrationFile(dataDir);
  if (!existsSync(file)) return null;
  try {
    const r = JSON.parse(readFileSync(file, 'utf8')) as Registration;
    return r.api_url === apiUrl && Number.isInteger(r.id) && typeof r.credential === 'string' ? r : null;
  } catch {
    return null;
  }
}

export function forgetRegistration(dataDir: string): void {
  rmSync(registrationFile(dataDir), { force: true });
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

/** The stored registration, else redeems the invitation (POST /edges/register) and stores the credential. */
export async function register(config: EdgeConfig, cap: number): Promise<Registration> {
  const stored = loadRegistration(config.dataDir, config.apiUrl);
  if (stored) return stored;
  const invitation = currentInvitation(config);
  if (!invitation) throw new RegistrationError('no stored credential and no invitation (ARGUS_EDGE_INVITATION or ARGUS_EDGE_INVITATION_FILE)', false);
  const reply = await apiCall<Omit<Registration, 'api_url'>>(config.apiUrl, 'POST', '/edges/register', {
    json: { invitation, hostname: config.hostname, cap, version: config.version },
  });
  if (reply.status !== 200 || !reply.body) {
    throw new RegistrationError(`registration failed: ${describe(reply)}`, reply.status === 0 || reply.status >= 500);
  }
  const registration: Registration = { api_url: config.apiUrl, ...reply.body };
  mkdirSync(config.dataDir, { recursive: true });
  const file = registrationFile(config.dataDir);
  // Written then renamed: a crash never leaves half a credential behind.
  writeFileSync(`${file}.tmp`, JSON.stringify(registration, null, 2), { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
  chmodSync(file, 0o600);
  return registration;
}
