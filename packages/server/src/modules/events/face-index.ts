import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/types';
import { movePendingFaces, pendingFaces, vacuumPendingFaces } from './faces/repo';

/** The backlog's count, for the benches that watch it drain. */
export { pendingFaces };

/**
 * The face indexer: ingest stores descriptors in event_faces_pending (migration 0018) and this
 * moves them into event_faces' HNSW graph in the background, in small batches, when ingest has been
 * quiet for a moment (or the backlog passes half its limit). Searches read the pending rows with an
 * exact scan, so nothing waits to be findable; ingest never pays the graph insertion (several
 * milliseconds a descriptor on the embedded engine) in the edge's request.
 *
 * The backlog is bounded by admission: a batch stores at most as many descriptors as the backlog
 * has room for (ARGUS_FACE_BACKLOG_LIMIT, config/env.ts); the other events with a descriptor are left unanswered (neither accepted nor
 * rejected: the edge keeps them and sends them again with its next batch), and a batch of which
 * nothing could be stored is answered 503. Either answer carries Retry-After (faceRetryAfterS: the
 * time this process's indexer needs to make room for them at its recent pace), and the edge holds its
 * faces that long while it goes on with its other events. Events without a descriptor are
 * stored at once whatever the backlog. So the exact scan of searches stays bounded, and ingest
 * keeps the pace of the graph for faces instead of doing the graph's work inside its requests.
 *
 * Several processes may run an indexer on one PostgreSQL: a batch takes its rows with
 * `for update skip locked`, and each process re-counts the backlog now and then (between two
 * counts each process admits up to the room it saw, so the bound holds per process).
 */

/** Descriptors moved per statement: on the embedded engine a batch holds the one connection. */
export const FACE_INDEX_BATCH = 25;
/** On PostgreSQL a batch holds one of several connections: larger batches, fewer round trips. */
const FACE_INDEX_BATCH_POSTGRES = 200;
/**
 * Batches moved at once on PostgreSQL (each its own backend, rows taken with skip locked): graph
 * insertion is CPU-bound in the server, one backend alone leaves the other cores idle.
 */
const FACE_INDEX_PARALLEL_POSTGRES = 4;
/** How long ingest must have been quiet before the indexer takes the connection. */
const QUIET_MS = 200;
/** How often an idle indexer counts the waiting rows again (rows of other processes). */
const RECOUNT_MS = 5_000;
/** The least time between two vacuums of the waiting table after small drains. */
const VACUUM_EVERY_MS = 60_000;
/** Retry-After bounds for faces refused for want of room (seconds); the default when no pace is known. */
const RETRY_MIN_S = 1;
const RETRY_MAX_S = 5;
const RETRY_DEFAULT_S = 2;

type Conn = Kysely<DB> | Transaction<DB>;

interface Backlog {
  /** Waiting rows as this process last counted them, plus what its ingest stored since. */
  rows: number;
  /** Room granted to ingest requests still storing (takeFaceRoom, not yet noteIngest). */
  reserved: number;
  /** Descriptors this process's ingest ever stored: a count that ran beside a store cannot say whether it saw them. */
  stored: number;
  /** performance.now() of that count: other processes' indexers drain the table too. */
  countedAt: number;
  /** performance.now() of the last ingest that stored descriptors. */
  lastIngest: number;
  /** Descriptors this process's indexer moves a second (smoothed over its recent batches; 0: unknown). */
  pace: number;
  wake: (() => void) | null;
}
const backlogs = new WeakMap<object, Backlog>();
function backlogOf(db: object): Backlog {
  let b = backlogs.get(db);
  if (!b) backlogs.set(db, (b = { rows: 0, reserved: 0, stored: 0, countedAt: -Infinity, lastIngest: -Infinity, pace: 0, wake: null }));
  return b;
}

/**
 * Counts the waiting rows again. What this process stored while the count ran is added to it (the
 * count may or may not have seen it: counted twice at worst until the next count), and room still
 * reserved by storing requests is kept apart, so a count never hands out room already granted.
 */
export async function recountFaceBacklog(db: Kysely<DB>): Promise<void> {
  const b = backlogOf(db);
  const before = b.stored;
  const counted = await pendingFaces(db);
  b.rows = counted + (b.stored - before);
  b.countedAt = performance.now();
}

/**
 * How many of `wanted` descriptors ingest may store now (the room left in the backlog), reserved
 * until noteIngest says how many it stored.
 */
export async function takeFaceRoom(ctx: Pick<AppContext, 'db' | 'config'>, wanted: number): Promise<number> {
  const b = backlogOf(ctx.db);
  if (performance.now() - b.countedAt > RECOUNT_MS) await recountFaceBacklog(ctx.db);
  // Reserved in the same turn as it is read: concurrent batches of this process never share room.
  const granted = Math.max(0, Math.min(wanted, ctx.config.faceBacklogLimit - b.rows - b.reserved));
  b.reserved += granted;
  return granted;
}

/** Ingest stored `stored` of the `reserved` descriptors takeFaceRoom granted (the rest were repeats or failed). */
export function noteIngest(db: Kysely<DB>, reserved: number, stored: number): void {
  const b = backlogOf(db);
  b.reserved = Math.max(0, b.reserved - reserved);
  b.rows += stored;
  b.stored += stored;
  if (stored === 0) return;
  b.lastIngest = performance.now();
  b.wake?.();
}

/**
 * When an edge should offer again the `waiting` descriptors it could not store (whole seconds): the
 * time the indexer needs to move as many at its recent pace, within 1–5 s (2 s when this process
 * runs no indexer, or it has not moved anything yet).
 */
export function faceRetryAfterS(db: Kysely<DB>, waiting: number): number {
  const { pace } = backlogOf(db);
  if (pace <= 0) return RETRY_DEFAULT_S;
  return Math.min(RETRY_MAX_S, Math.max(RETRY_MIN_S, Math.ceil(waiting / pace)));
}

/** Moves up to `limit` waiting descriptors into event_faces (the graph); answers how many moved. */
export function indexPendingFaces(db: Conn, limit = FACE_INDEX_BATCH): Promise<number> {
  return movePendingFaces(db, limit);
}

/** Runs this process's indexer from the app's start to its close (where pgvector exists, unless configured off). */
export function startFaceIndexer(app: FastifyInstance): boolean {
  const { db } = app.ctx;
  if (!app.ctx.database.capabilities.vector || !app.ctx.config.faceIndexer) return false;
  const backlog = backlogOf(db);
  const limit = app.ctx.config.faceBacklogLimit;
  const postgres = app.ctx.database.engine === 'postgres';
  const batch = postgres ? FACE_INDEX_BATCH_POSTGRES : FACE_INDEX_BATCH;
  const parallel = postgres ? FACE_INDEX_PARALLEL_POSTGRES : 1;
  const indexBatches = async () => (await Promise.all(Array.from({ length: parallel }, () => indexPendingFaces(db, batch)))).reduce((a, b) => a + b, 0);
  let stopped = false;
  let movedSinceVacuum = 0;
  let vacuumedAt = -Infinity;
  let running: Promise<void> = Promise.resolve();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, Math.max(1, ms));
      function done() {
        clearTimeout(timer);
        backlog.wake = null;
        resolve();
      }
      backlog.wake = done;
    });
  const loop = async () => {
    // Counted at the first turn (and again whenever a failure left the count unknown).
    backlog.countedAt = -Infinity;
    while (!stopped) {
      try {
        if (backlog.countedAt === -Infinity) await recountFaceBacklog(db);
        const quiet = performance.now() - backlog.lastIngest;
        if (backlog.rows > 0 && (quiet >= QUIET_MS || backlog.rows >= limit / 2)) {
          const started = performance.now();
          const moved = await indexBatches();
          if (moved > 0) {
            const rate = (moved * 1000) / Math.max(1, performance.now() - started);
            backlog.pace = backlog.pace > 0 ? 0.7 * backlog.pace + 0.3 * rate : rate;
          }
          movedSinceVacuum += moved;
          if (moved < batch * parallel) {
            await recountFaceBacklog(db);
            // Drained: give back the space of the moved rows (the embedded engine has no autovacuum,
            // and the exact scan of searches would read the dead rows) — after a burst, or once a minute.
            if (backlog.rows === 0 && movedSinceVacuum > 0 && (movedSinceVacuum >= 1000 || performance.now() - vacuumedAt > VACUUM_EVERY_MS)) {
              await vacuumPendingFaces(db);
              movedSinceVacuum = 0;
              vacuumedAt = performance.now();
            }
          } else backlog.rows = Math.max(0, backlog.rows - moved);
          // Let waiting requests have the connection between batches.
          await new Promise((resolve) => setImmediate(resolve));
        } else if (backlog.rows > 0) {
          await pause(QUIET_MS - quiet);
        } else {
          await pause(RECOUNT_MS);
          if (!stopped) await recountFaceBacklog(db);
        }
      } catch (error) {
        if (stopped) break;
        app.log.error({ err: error }, 'face indexing failed; trying again shortly');
        await pause(RECOUNT_MS);
      }
    }
  };
  app.addHook('onReady', async () => {
    running = loop().catch((error: unknown) => app.log.error({ err: error }, 'face indexer stopped'));
  });
  app.addHook('onClose', async () => {
    stopped = true;
    backlog.wake?.();
    await running;
  });
  return true;
}
