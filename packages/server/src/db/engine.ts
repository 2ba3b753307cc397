import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { isConnectionError } from './connection-errors';
import { PgliteThread } from './pglite-remote';
import { preparingPool } from './prepared';
import { renewingSessions, type Sessions } from './sessions';
import type { DB } from './types';
import { inMemory } from '../config/data-dir';

export type EngineName = 'pglite' | 'postgres';

export interface Capabilities {
  /** pgvector is present: face-descriptor search can run in the database. */
  vector: boolean;
  /** pg_trgm is present: fuzzy plate and name search. */
  trgm: boolean;
}

export interface Database {
  db: Kysely<DB>;
  engine: EngineName;
  capabilities: Capabilities;
  /**
   * The embedded engine only (one process, one session): calls `handler` with each notification
   * on `channel`, before the statement whose commit sent it answers. Resolves to the unsubscriber.
   * On PostgreSQL a listener needs a connection of its own (modules/token/listener.ts).
   */
  listen?: (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>;
  /** The embedded engine's whole data directory as a tar archive (`startFrom` opens another engine on a copy). */
  dump?: () => Promise<Blob>;
  /** Connections of the pool now (the metrics' database pool use). */
  poolUse(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A PostgreSQL connection string; when absent the embedded engine is used. */
  url?: string | null;
  /** Data directory of the embedded engine; `memory://` keeps it in memory. */
  dataDir?: string;
  /** The embedded engine's page cache (shared_buffers) in MB; PGlite's own 128 MB when absent. */
  cacheMb?: number;
  /** Where the one warning about missing extensions goes. */
  warn?: (message: string) => void;
  /** A data directory dumped by `dump()` to start a new in-memory embedded engine from, instead of an empty one. */
  startFrom?: Blob;
}

async function tryExtension(db: Kysely<DB>, name: 'vector' | 'pg_trgm'): Promise<boolean> {
  try {
    await sql`create extension if not exists ${sql.raw(name)}`.execute(db);
    return true;
  } catch (error) {
    // An unreachable database is not a missing extension: the start fails (and is retried) instead
    // of running without the extension until the next restart.
    if (isConnectionError(error)) throw error;
    return false;
  }
}

async function openPglite(dataDir: string, cacheMb: number | undefined, startFrom: Blob | undefined): Promise<PgliteThread> {
  if (startFrom && !inMemory(dataDir)) throw new Error('startFrom is for a new in-memory engine only');
  if (!inMemory(dataDir)) mkdirSync(dataDir, { recursive: true });
  return PgliteThread.open(dataDir, cacheMb, startFrom);
}

/**
 * A connection that the server ends (restart, failover, pg_terminate_backend) must not end the
 * process: node-postgres emits 'error' on its client, which throws without a listener. The pool
 * listens only while a client is idle; a client in use (a request's statement, a transaction, a
 * session holding advisory locks) has no listener of its own, and a new client can even be ended
 * between its connect and its first use. So every client is listened to for its whole life, from
 * the moment the pool made it: its statements fail (requests answer 503, http/errors.ts, unless
 * safe to repeat: db/sessions.ts), and the pool discards it on release (it is no longer queryable)
 * and opens a new one when needed.
 */
function listenForLostConnections(pool: pg.Pool, sessions: Sessions, warn: (message: string) => void): void {
  const reported = new WeakSet<pg.Client>();
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      // One loss emits twice (the server's message, then the closed socket): said once.
      if (reported.has(client)) return;
      reported.add(client);
      // The others were most likely ended too: checkouts open new sessions (db/sessions.ts).
      sessions.lost();
      warn(`PostgreSQL ended a connection: ${error.message}`);
    });
  });
  // The pool passes an idle client's error on as its own: already reported above.
  pool.on('error', () => {});
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const warn = options.warn ?? ((m: string) => console.warn(m));
  let pool: pg.Pool;
  let sessions: Sessions;
  let lite: PgliteThread | null = null;
  let engine: EngineName;
  if (options.url) {
    engine = 'postgres';
    pool = new pg.Pool({ connectionString: options.url, max: 10 });
    sessions = renewingSessions(pool);
    listenForLostConnections(pool, sessions, warn);
  } else {
    engine = 'pglite';
    lite = await openPglite(options.dataDir ?? 'memory://', options.cacheMb, options.startFrom);
    pool = lite.pool;
    sessions = renewingSessions(pool);
  }
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparingPool(pool, sessions) }) });
  const capabilities: Capabilities = {
    vector: await tryExtension(db, 'vector'),
    trgm: await tryExtension(db, 'pg_trgm'),
  };
  const missing = [!capabilities.vector && 'vector', !capabilities.trgm && 'pg_trgm'].filter(Boolean);
  if (missing.length > 0) {
    warn(
      `PostgreSQL has no ${missing.join(' and ')} extension: ` +
        `${capabilities.vector ? '' : 'face-descriptor search will answer temporarily_unavailable'}` +
        `${!capabilities.vector && !capabilities.trgm ? '; ' : ''}` +
        `${capabilities.trgm ? '' : 'fuzzy plate search falls back to prefix matching'}. ` +
        'Install the extension on the server to enable it.',
    );
  }
  return {
    db,
    engine,
    capabilities,
    ...(lite
      ? {
          listen: (channel: string, handler: (payload: string) => void) => (lite as PgliteThread).listen(channel, handler),
          dump: () => (lite as PgliteThread).dump(),
        }
      : {}),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await db.destroy();
      if (lite) await lite.close();
    },
  };
}
