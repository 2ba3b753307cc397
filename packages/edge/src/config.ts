import { hostname } from 'node:os';
import { resolve } from 'node:path';

/**
 * The edge process's configuration, from the environment:
 * - ARGUS_API_URL (required): the API's base URL (http://host:8080).
 * - ARGUS_EDGE_INVITATION or ARGUS_EDGE_INVITATION_FILE (a file holding it): the one-time invitation
 *   of this edge's record; needed only for the first start (the credential it buys is kept in
 *   the data dir, edge-registration.json, beside the edge's identity key edge-registration.identity,
 *   generated once: a registration whose answer was lost is repeated with the same invitation).
 * - ARGUS_EDGE_DATA_DIR: registration and the event spool (default ./data/edge).
 * - ARGUS_EDGE_POLL_MS: how often the assigned cameras are read (3000).
 * - ARGUS_EDGE_FPS: frames analysed per second per camera (1).
 * - ARGUS_EDGE_FR_FAST: fr on motion regions with the Tiny Face Detector, the accurate nets once
 *   per track (true; `false` runs SSD MobileNet on every whole frame).
 * - ARGUS_EDGE_FRAME_WIDTH: frames are scaled to this width before analysis (640).
 * - ARGUS_EDGE_CAP: analytics module slots reported to the API (default: two per CPU core, defaultEdgeCap).
 * - ARGUS_EDGE_HOSTNAME: the name reported to the API (default: the machine's).
 * - ARGUS_EDGE_PORT, ARGUS_EDGE_HOST: where GET /healthz and /metrics answer (8091 on 127.0.0.1;
 *   `off`: no server).
 */
export interface EdgeConfig {
  apiUrl: string;
  invitation: string | null;
  invitationFile: string | null;
  dataDir: string;
  pollMs: number;
  fps: number;
  frameWidth: number;
  /** fr's fast path (ARGUS_EDGE_FR_FAST): motion regions, Tiny Face Detector, accurate nets once per track. */
  frFast: boolean;
  cap: number | null;
  hostname: string;
  version: string;
  /** The health and metrics server's port (null: none). */
  port: number | null;
  host: string;
}

function num(value: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(value ?? '');
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= min && n <= max ? n : fallback;
}

export function loadEdgeConfig(env: NodeJS.ProcessEnv): EdgeConfig {
  const apiUrl = env.ARGUS_API_URL?.trim();
  if (!apiUrl) throw new Error('ARGUS_API_URL is required');
  const cap = num(env.ARGUS_EDGE_CAP, -1, 0, 10_000);
  return {
    apiUrl: apiUrl.replace(/\/+$/, ''),
    invitation: env.ARGUS_EDGE_INVITATION?.trim() || null,
    invitationFile: env.ARGUS_EDGE_INVITATION_FILE ? resolve(env.ARGUS_EDGE_INVITATION_FILE) : null,
    dataDir: resolve(env.ARGUS_EDGE_DATA_DIR || 'data/edge'),
    pollMs: num(env.ARGUS_EDGE_POLL_MS, 3000, 100, 3_600_000),
    fps: num(env.ARGUS_EDGE_FPS, 1, 0.1, 30),
    // On unless turned off: the full-frame path (SSD MobileNet on every frame) is ~6× the CPU for fewer passes found.
    frFast: !/^(0|false|no|off)$/i.test(env.ARGUS_EDGE_FR_FAST?.trim() ?? ''),
    frameWidth: Math.round(num(env.ARGUS_EDGE_FRAME_WIDTH, 640, 64, 3840) / 2) * 2,
    cap: cap < 0 ? null : Math.round(cap),
    hostname: env.ARGUS_EDGE_HOSTNAME || hostname(),
    version: '0.1.0',
    port: /^(off|none|false)$/i.test(env.ARGUS_EDGE_PORT ?? '') ? null : Math.round(num(env.ARGUS_EDGE_PORT, 8091, 0, 65535)),
    host: env.ARGUS_EDGE_HOST || '127.0.0.1',
  };
}

/** The invitation to redeem now: the variable, else the file's first line; null when neither has one. */
export { currentInvitation } from '@argus/machine-client';
