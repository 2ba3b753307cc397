import { hostname } from 'node:os';
import { resolve } from 'node:path';

/**
 * The API integration of the media service, from the environment:
 * - ARGUS_API_URL: the API's base URL (http://host:8080); without it the service runs standalone.
 * - ARGUS_MEDIA_INVITATION or ARGUS_MEDIA_INVITATION_FILE (a file holding it): the one-time
 *   invitation of this stream server's record. Needed only for the first start: the credential it
 *   buys is kept in the data dir (api-registration.json), beside the service's identity key
 *   (api-registration.identity, generated once), which lets a registration whose answer was lost
 *   be repeated with the same invitation.
 * - ARGUS_MEDIA_POLL_MS: how often the assigned cameras and the ticket secret are read (3000).
 * - ARGUS_MEDIA_INGEST_PORTS: comma-separated RTMP ports this service listens on for pushed
 *   streams (default: the demo RTMP port). A camera whose source is rtmp://<loopback>:<one of
 *   these>/… is recorded from the service's own ingest instead of pulled.
 * - ARGUS_MEDIA_HOSTNAME: the name reported to the API (default: the machine's).
 */
export interface ApiClientConfig {
  apiUrl: string;
  invitation: string | null;
  invitationFile: string | null;
  pollMs: number;
  ingestPorts: number[];
  hostname: string;
  version: string;
}

export function loadApiConfig(env: NodeJS.ProcessEnv, defaultIngestPort: number): ApiClientConfig | null {
  const apiUrl = env.ARGUS_API_URL?.trim();
  if (!apiUrl) return null;
  const ports = (env.ARGUS_MEDIA_INGEST_PORTS ?? '')
    .split(',')
    .map((p) => Number(p.trim()))
    .filter((p) => Number.isInteger(p) && p > 0 && p < 65536);
  const poll = Number(env.ARGUS_MEDIA_POLL_MS ?? '');
  return {
    apiUrl: apiUrl.replace(/\/+$/, ''),
    invitation: env.ARGUS_MEDIA_INVITATION?.trim() || null,
    invitationFile: env.ARGUS_MEDIA_INVITATION_FILE ? resolve(env.ARGUS_MEDIA_INVITATION_FILE) : null,
    pollMs: Number.isFinite(poll) && poll >= 200 ? poll : 3000,
    ingestPorts: ports.length ? ports : [defaultIngestPort],
    hostname: env.ARGUS_MEDIA_HOSTNAME || hostname(),
    version: '0.1.0',
  };
}

/** The invitation to redeem now: the variable, else the file's first line; null when neither has one. */
export { currentInvitation } from '@argus/machine-client';
