import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentInvitation, type ApiClientConfig } from './config';
import { apiCall, describe } from './http';

/** What registration bought: kept in the data dir so that a restart needs no new invitation. */
export interface Registration {
  api_url: string;
  id: number;
  credential: string;
  capacitygroup_token: string;
  heartbeat_interval: number;
}

const FILE = 'api-registration.json';

export function registrationFile(dataDir: string): string {
  return join(dataDir, FILE);
}

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

/** The stored registration, else redeems the invitation (POST /streamservers/register) and stores the credential. */
export async function register(config: ApiClientConfig, dataDir: string): Promise<Registration> {
  const stored = loadRegistration(dataDir, config.apiUrl);
  if (stored) return stored;
  const invitation = currentInvitation(config);
  if (!invitation) throw new RegistrationError('no stored credential and no invitation (ARGUS_MEDIA_INVITATION or ARGUS_MEDIA_INVITATION_FILE)', false);
  const reply = await apiCall<Omit<Registration, 'api_url'>>(config.apiUrl, 'POST', '/streamservers/register', {
    json: { invitation, hostname: config.hostname, version: config.version },
  });
  if (reply.status !== 200 || !reply.body) {
    throw new RegistrationError(`registration failed: ${describe(reply)}`, reply.status === 0 || reply.status >= 500);
  }
  const registration: Registration = { api_url: config.apiUrl, ...reply.body };
  mkdirSync(dataDir, { recursive: true });
  const file = registrationFile(dataDir);
  writeFileSync(file, JSON.stringify(registration, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return registration;
}
