import { availableParallelism, totalmem } from 'node:os';
import path from 'node:path';
import { DEFAULT_PUBLIC_CONFIG, type PublicConfig } from '@argus/contracts';
import { policyFromEnv, type OutboundPolicy } from '@argus/outbound';
import { parseWorkers, type WorkerName } from './workers';
import { inMemory } from './data-dir';

export type ImageKind = 'face_image' | 'avatar' | 'vehicle' | 'plan' | 'logo';

/** Megapixels an uploaded image of a kind may have: photos and plans up to a 50-MP camera, avatars and logos far less. */
export const DEFAULT_MEGAPIXELS: Record<ImageKind, number> = { face_image: 50, vehicle: 50, plan: 50, avatar: 16, logo: 16 };

export interface LoginPolicy {
  /** Failures (since the last success, within `windowS`) that start a temporary block. */
  maxFailures: number;
  windowS: number;
  blockS: number;
  /** Hard cap on failed attempts of untrusted clients per account per hour, whatever `temporary_block_enabled` says. */
  hourlyCap: number;
  /** Failures from one address over every account (within `windowS`) before that address waits. */
  addressMaxFailures: number;
}

/** The licence supplier's keys: PEM text or a path to a PEM file each (see modules/licenses/keys.ts). */
export interface LicenseKeyConfig {
  /** ARGUS_LICENSE_PUBLIC_KEY; null: this installation is its own supplier (key pair under dataDir/license). */
  publicKey: string | null;
  /** ARGUS_LICENSE_PRIVATE_KEY; only needed to issue licences from the console. */
  privateKey: string | null;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /**
   * ARGUS_DB_CACHE_MB: the embedded engine's page cache (PostgreSQL's shared_buffers), taken from
   * memory at start. A face search walks the HNSW graph of a week (~750 MB at 1,000,000 faces):
   * from the cache ~12 ms, through the file system ~40 ms. Default: a sixteenth of the machine's
   * memory, between 128 MB and 1 GB (the engine's address space is 32-bit).
   */
  dbCacheMb: number;
  webDist: string | null;
  agreementsDir: string | null;
  logLevel: string;
  bodyLimitBytes: number;
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  passwordMaxAgeDays: number;
  login: LoginPolicy;
  adminUsername: string;
  adminPassword: string | null;
  demo: boolean;
  /** ARGUS_ONVIF_TIMEOUT_MS: how long one ONVIF device call may take (connect and answer). */
  onvifTimeoutMs: number;
  license: LicenseKeyConfig;
  /** ARGUS_MQTT_URL (mqtt://host:1883) and friends: the sensor-reading consumer; null when not set. */
  mqtt: { url: string; topicPrefix: string; username: string | null; password: string | null } | null;
  /** Outbound webhooks: ARGUS_WEBHOOK_ALLOW_PRIVATE lets them reach loopback and private networks (tests, closed sites); the delivery worker polls every ARGUS_WEBHOOK_POLL_MS. */
  webhooks: { allowPrivate: boolean; pollMs: number };
  /**
   * Where connections made on a user's behalf may go (@argus/outbound): ARGUS_OUTBOUND_ALLOW_CIDRS
   * (ranges beyond the defaults, e.g. loopback or a webhook receiver's private network) and the
   * media ingest ports cameras may name on loopback (ARGUS_MEDIA_INGEST_PORTS, else the demo RTMP port).
   */
  outbound: OutboundPolicy;
  /**
   * ARGUS_FACE_INDEXER: this process keeps a face graph (modules/events/face-index.ts) and may run
   * the face-indexer worker (moves stored descriptors into event_faces, saves the graph). Off, its
   * searches rank every face exactly and its backlog counts only the descriptors waiting to be moved;
   * where no process runs the worker, ingest stops admitting events with a descriptor once the backlog is full.
   */
  faceIndexer: boolean;
  /**
   * ARGUS_FACE_BACKLOG_LIMIT (10,000): the most face descriptors not yet in this process's face graph
   * (modules/events/face-index.ts); searches rank that many exactly at worst besides the graph's candidates.
   */
  faceBacklogLimit: number;
  /** ARGUS_WORKERS: the background workers this process runs (src/workers.ts); none on a replica that only serves requests. */
  workers: ReadonlySet<WorkerName>;
  /**
   * ARGUS_API_PROCESSES: how many processes serve the API on this machine (node cluster, one port),
   * each a replica of the others. Above 1 only with PostgreSQL: the embedded database lives inside
   * one process.
   */
  apiProcesses: number;
  /** Uploaded images: megapixels per kind (checked from the header before decoding), the decode queue, face worker threads. */
  images: { maxMegapixels: Record<ImageKind, number>; decodeConcurrency: number; decodeQueue: number; faceWorkers: number; faceFastPass: boolean };
  /** Request rate limits per minute (0: off): per access token, per client address, per machine credential. */
  rateLimit: { perToken: number; perAddress: number; perMachine: number };
  /** ARGUS_TRUST_PROXY: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /**
   * ARGUS_REVOCATION_VIEW (default true): hold verified tokens in memory (modules/token/view.ts);
   * false checks every request's token in the database (for comparison, or to rule it out).
   */
  revocationView: boolean;
  /** Tests only: every JSON answer is checked against its route's schema (http/conformance.ts). */
  checkAnswers: boolean;
  /** Tests: route schemas compiled on their first use, not at start (http/components.ts). */
  lazySchemas: boolean;
  /**
   * Tests only (ARGUS_AUTH_FEED_DELAY_MS): the views fed by the auth feed besides the revocation
   * view (the live hub's viewers) hear each change this long after it arrives, as on a replica
   * whose feed lags: what they decide must not depend on that timing.
   */
  authFeedDelayMs: number;
  public: PublicConfig;
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

function workers(env: Env): ReadonlySet<WorkerName> {
  const parsed = parseWorkers(env.ARGUS_WORKERS);
  if (typeof parsed === 'string') throw new ConfigError(parsed);
  return parsed;
}

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new ConfigError(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return n;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** Parses one public config override, typed by the default it replaces. */
function parseOverride(name: string, raw: string, fallback: unknown): unknown {
  if (typeof fallback === 'string') return raw;
  if (typeof fallback === 'number') {
    const n = Number(raw);
    if (!Number.isFinite(n)) throw new ConfigError(`${name} must be a number, got "${raw}"`);
    return n;
  }
  if (typeof fallback === 'boolean') return bool({ [name]: raw }, name, fallback);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ConfigError(`${name} must be JSON`);
  }
  const expectArray = Array.isArray(fallback);
  if (typeof value !== 'object' || value === null || Array.isArray(value) !== expectArray) {
    throw new ConfigError(`${name} must be a JSON ${expectArray ? 'array' : 'object'}`);
  }
  // Objects are merged over the default so a partial override keeps the other fields.
  return expectArray ? value : { ...(fallback as object), ...(value as object) };
}

/** Every /config.json field can be set with ARGUS_<FIELD> (JSON for objects and arrays). */
export function loadPublicConfig(env: Env): PublicConfig {
  const out: Record<string, unknown> = { ...DEFAULT_PUBLIC_CONFIG };
  for (const [key, fallback] of Object.entries(DEFAULT_PUBLIC_CONFIG)) {
    const name = `ARGUS_${key.toUpperCase()}`;
    const raw = env[name];
    if (raw !== undefined && raw !== '') out[key] = parseOverride(name, raw, fallback);
  }
  return out as PublicConfig;
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const rawDir = env.ARGUS_DATA_DIR || './data';
  const dataDir = inMemory(rawDir) ? rawDir : path.resolve(rawDir);
  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    dbCacheMb: Math.min(int(env, 'ARGUS_DB_CACHE_MB', Math.min(1024, Math.max(128, Math.floor(totalmem() / 16 / 2 ** 20))), 16), 1024),
    webDist: env.ARGUS_WEB_DIST ? path.resolve(env.ARGUS_WEB_DIST) : null,
    agreementsDir: env.ARGUS_AGREEMENTS_DIR ? path.resolve(env.ARGUS_AGREEMENTS_DIR) : null,
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimitBytes: int(env, 'ARGUS_BODY_LIMIT_BYTES', 1024 * 1024, 1024),
    accessTokenTtlS: int(env, 'ARGUS_ACCESS_TOKEN_TTL', 1800, 1),
    refreshTokenTtlS: int(env, 'ARGUS_REFRESH_TOKEN_TTL', 30 * 24 * 3600, 1),
    passwordMaxAgeDays: int(env, 'ARGUS_PASSWORD_MAX_AGE_DAYS', 0),
    login: {
      maxFailures: int(env, 'ARGUS_LOGIN_MAX_FAILURES', 5, 1),
      windowS: int(env, 'ARGUS_LOGIN_WINDOW', 900, 1),
      blockS: int(env, 'ARGUS_LOGIN_BLOCK', 300, 1),
      hourlyCap: Math.min(int(env, 'ARGUS_LOGIN_HOURLY_CAP', 100, 1), 100),
      addressMaxFailures: int(env, 'ARGUS_LOGIN_ADDRESS_MAX_FAILURES', 50, 1),
    },
    adminUsername: env.ARGUS_ADMIN_USERNAME || 'admin',
    adminPassword: env.ARGUS_ADMIN_PASSWORD || null,
    demo: bool(env, 'ARGUS_DEMO', false),
    onvifTimeoutMs: int(env, 'ARGUS_ONVIF_TIMEOUT_MS', 5000, 100),
    license: { publicKey: env.ARGUS_LICENSE_PUBLIC_KEY || null, privateKey: env.ARGUS_LICENSE_PRIVATE_KEY || null },
    mqtt: env.ARGUS_MQTT_URL
      ? {
          url: env.ARGUS_MQTT_URL,
          topicPrefix: env.ARGUS_MQTT_TOPIC_PREFIX || 'argus',
          username: env.ARGUS_MQTT_USERNAME || null,
          password: env.ARGUS_MQTT_PASSWORD || null,
        }
      : null,
    webhooks: { allowPrivate: bool(env, 'ARGUS_WEBHOOK_ALLOW_PRIVATE', false), pollMs: int(env, 'ARGUS_WEBHOOK_POLL_MS', 1000, 10) },
    outbound: outboundPolicy(env),
    faceIndexer: bool(env, 'ARGUS_FACE_INDEXER', true),
    faceBacklogLimit: int(env, 'ARGUS_FACE_BACKLOG_LIMIT', 10_000, 1),
    workers: workers(env),
    apiProcesses: apiProcesses(env),
    images: {
      maxMegapixels: megapixels(env),
      decodeConcurrency: int(env, 'ARGUS_IMAGE_DECODE_CONCURRENCY', 2, 1),
      decodeQueue: int(env, 'ARGUS_IMAGE_DECODE_QUEUE', 32, 0),
      // Worker threads that find and describe faces (each holds the models): one core is left to the
      // API's own thread (and the embedded database in it); one thread is as fast as detection on it was.
      faceWorkers: int(env, 'ARGUS_FACE_WORKERS', Math.max(1, Math.min(4, availableParallelism() - 1)), 1),
      // A portrait's face found by the Tiny Face Detector (≈ 4× cheaper), SSD MobileNet otherwise (vision README).
      // Off by default: its descriptors differ from SSD-aligned ones by up to 0.37 on hard portraits (vision README).
      faceFastPass: bool(env, 'ARGUS_FACE_FAST_PASS', false),
    },
    rateLimit: {
      perToken: int(env, 'ARGUS_RATE_LIMIT_PER_MINUTE', 1200),
      perAddress: int(env, 'ARGUS_RATE_LIMIT_PER_ADDRESS', 2400),
      perMachine: int(env, 'ARGUS_RATE_LIMIT_PER_MACHINE', 12000),
    },
    trustProxy: bool(env, 'ARGUS_TRUST_PROXY', false),
    revocationView: bool(env, 'ARGUS_REVOCATION_VIEW', true),
    checkAnswers: bool(env, 'ARGUS_CHECK_ANSWERS', false),
    lazySchemas: bool(env, 'ARGUS_LAZY_SCHEMAS', false),
    authFeedDelayMs: int(env, 'ARGUS_AUTH_FEED_DELAY_MS', 0),
    public: loadPublicConfig(env),
  };
}

function outboundPolicy(env: Env): OutboundPolicy {
  try {
    return policyFromEnv(env, { ingestPorts: [int(env, 'ARGUS_MEDIA_DEMO_RTMP_PORT', 19350, 1)] });
  } catch (err) {
    throw new ConfigError(`ARGUS_OUTBOUND_ALLOW_CIDRS: ${(err as Error).message}`);
  }
}

/** ARGUS_IMAGE_MAX_MEGAPIXELS: JSON of kind to megapixels, merged over the defaults. */
function megapixels(env: Env): Record<ImageKind, number> {
  const raw = env.ARGUS_IMAGE_MAX_MEGAPIXELS;
  if (!raw) return { ...DEFAULT_MEGAPIXELS };
  const value = parseOverride('ARGUS_IMAGE_MAX_MEGAPIXELS', raw, DEFAULT_MEGAPIXELS) as Record<string, unknown>;
  for (const [kind, mp] of Object.entries(value)) {
    if (!(kind in DEFAULT_MEGAPIXELS)) throw new ConfigError(`ARGUS_IMAGE_MAX_MEGAPIXELS: unknown kind "${kind}"`);
    if (typeof mp !== 'number' || !(mp > 0) || mp > 268)
      throw new ConfigError(`ARGUS_IMAGE_MAX_MEGAPIXELS: ${kind} must be a number of megapixels above 0 and at most 268`);
  }
  return value as Record<ImageKind, number>;
}

function apiProcesses(env: Env): number {
  const n = int(env, 'ARGUS_API_PROCESSES', 1, 1);
  if (n > 1 && !env.DATABASE_URL)
    throw new ConfigError('ARGUS_API_PROCESSES above 1 needs PostgreSQL (DATABASE_URL): the embedded database serves one process only');
  return n;
}
