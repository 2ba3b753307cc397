import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';

/**
 * The face indexer: ingest stores descriptors in event_faces_pending (migration 0018) and this
 * moves them into event_faces' HNSW graph in the background, in small batches, when ingest has been
 * quiet for a moment (or the backlog passes half its limit). Searches read the pending rows with an
 * exact scan, so nothing waits to be findable; ingest no longer pays the graph insertion (several
 * milliseconds a descriptor on the embedded engine) in the edge's request.
 *
 * Several processes may run an indexer on one PostgreSQL: a batch takes its rows with
 * `for update skip locked`, and each process re-counts the backlog now and then.
 */

/**
 * The most descriptors left waiting. Past it ingest writes into the graph itself: nothing is
 * dropped, ingest slows to the graph's pace, and searches never scan more than this many rows
 * exactly (about 1.2 µs a row on the embedded engine: 10,000 add ~12 ms to a search at worst).
 */
export const FACE_BACKLOG_LIMIT = 10_000;
/** Descriptors moved per statement: on the embedded engine a batch holds the one connection. */
export const FACE_INDEX_BATCH = 25;
/** How long ingest must have been quiet before the indexer takes the connection. */
const QUIET_MS = 200;
/** How often an idle indexer counts the waiting rows again (rows of other processes). */
const RECOUNT_MS = 5_000;
/** The least time between two vacuums of the waiting table after small drains. */
const VACUUM_EVERY_MS = 60_000;

type Conn = Kysely<DB> | Transaction<DB>;
export type FaceTable = 'event_faces' | 'event_faces_pending';

interface Backlog {
  /** Waiting rows as this process last counted them, plus what it queued since. */
  rows: number;
  /** performance.now() of that count: other processes' indexers drain the table too. */
  countedAt: number;
  /** performance.now() of the last ingest that stored descriptors. */
  lastIngest: number;
  wake: (() => void) | null;
}
const backlogs = new WeakMap<object, Backlog>();
function backlogOf(db: object): Backlog {
  let b = backlogs.get(db);
  if (!b) backlogs.set(db, (b = { rows: 0, countedAt: -Infinity, lastIngest: -Infinity, wake: null }));
  return b;
}

async function recount(db: Kysely<DB>, b: Backlog): Promise<void> {
  b.rows = await pendingFaces(db);
  b.countedAt = performance.now();
}

/** Where ingest stores the descriptors of a batch of `n`: waiting, unless the backlog is full. */
export async function faceTarget(db: Kysely<DB>, n: number): Promise<FaceTable> {
  const b = backlogOf(db);
  if (performance.now() - b.countedAt > RECOUNT_MS) await recount(db, b);
  return b.rows + n <= FACE_BACKLOG_LIMIT ? 'event_faces_pending' : 'event_faces';
}

/** Ingest stored `queued` descriptors in event_faces_pending (0 when it wrote them into the graph). */
export function noteIngest(db: Kysely<DB>, queued: number): void {
  const b = backlogOf(db);
  b.rows += queued;
  b.lastIngest = performance.now();
  if (queued > 0) b.wake?.();
}

export async function pendingFaces(db: Conn): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from event_faces_pending`.execute(db);
  return r.rows[0]?.n ?? 0;
}

/** Moves up to `limit` waiting descriptors into event_faces (the graph); answers how many moved. */
export async function indexPendingFaces(db: Conn, limit = FACE_INDEX_BATCH): Promise<number> {
  const r = await sql<{ n: number }>`
    with moved as (
      delete from event_faces_pending
      where ctid = any(array(select ctid from event_faces_pending limit ${limit} for update skip locked))
      returning event_id, ts, organization_id, camera_id, event_type, descriptor_vec
    ),
    stored as (
      insert into event_faces (event_id, ts, organization_id, camera_id, event_type, descriptor_vec)
      select event_id, ts, organization_id, camera_id, event_type, descriptor_vec from moved
      returning 1
    )
    select count(*)::int as n from stored`.execute(db);
  return r.rows[0]?.n ?? 0;
}

/** Runs this process's indexer from the app's start to its close (where pgvector exists, unless configured off). */
export function startFaceIndexer(app: FastifyInstance): boolean {
  const { db } = app.ctx;
  if (!app.ctx.database.capabilities.vector || !app.ctx.config.faceIndexer) return false;
  const backlog = backlogOf(db);
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
        if (backlog.countedAt === -Infinity) await recount(db, backlog);
        const quiet = performance.now() - backlog.lastIngest;
        if (backlog.rows > 0 && (quiet >= QUIET_MS || backlog.rows >= FACE_BACKLOG_LIMIT / 2)) {
          const moved = await indexPendingFaces(db);
          movedSinceVacuum += moved;
          if (moved < FACE_INDEX_BATCH) {
            await recount(db, backlog);
            // Drained: give back the space of the moved rows (the embedded engine has no autovacuum,
            // and the exact scan of searches would read the dead rows) — after a burst, or once a minute.
            if (backlog.rows === 0 && movedSinceVacuum > 0 && (movedSinceVacuum >= 1000 || performance.now() - vacuumedAt > VACUUM_EVERY_MS)) {
              await sql`vacuum event_faces_pending`.execute(db);
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
          if (!stopped) await recount(db, backlog);
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
