import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/types';
import { FaceGraph } from './faces/graph';
import {
  faceKeysIdentity,
  facesNotInGraph,
  facesPast,
  goneFacesPast,
  movePendingFaces,
  pendingFaces,
  recordGoneFaces,
  vacuumPendingFaces,
  type FaceKey,
  type FaceTable,
} from './faces/repo';
import { asBulkWork } from '../../db/priority';
import { inMemory } from '../../config/data-dir';

/** The waiting descriptors' count, for the benches that watch them drain. */
export { pendingFaces };

/** Descriptors not yet in this process's face graph (waiting, or past its watermark), for the benches. */
export function faceBacklog(db: Kysely<DB>): Promise<number> {
  return facesNotInGraph(db, graphs.get(db)?.high ?? null);
}

/**
 * The face index. Ingest stores descriptors in event_faces_pending (migration 0018); the face
 * indexer (the `face-indexer` worker) moves them into event_faces, where they get their key
 * (migration 0026), in batches, one move at a time in the database (on the embedded engine ingest
 * writes them into event_faces itself: faceTableOf); and every API process feeds its
 * own face graph (faces/graph.ts: USearch, one graph per organisation, in a thread of its own) with
 * the rows of event_faces past the graph's watermark, in batches. Searches read the graph's
 * candidates and, exactly, the rows the graph has not taken yet (past its watermark, and the
 * waiting ones), so nothing waits to be findable, and no index work runs in a request or on the
 * event loop (the graph's additions run in its thread).
 *
 * The backlog is bounded by admission: a batch stores at most as many descriptors as the backlog
 * (descriptors not yet in this process's graph: waiting, or in event_faces past its watermark) has
 * room for (ARGUS_FACE_BACKLOG_LIMIT, config/env.ts); the other events with a descriptor are left
 * unanswered (neither accepted nor rejected: the edge keeps them and sends them again with its next
 * batch), and a batch of which nothing could be stored is answered 503. Either answer carries
 * Retry-After (faceRetryAfterS: the time this process's graph needs to make room for them at its
 * recent pace), and the edge holds its faces that long while it goes on with its other events.
 * Events without a descriptor are stored at once whatever the backlog. So the exact part of
 * searches stays bounded.
 *
 * The process running the face indexer saves its graph to the data dir (face-index/, with the
 * watermark) every few minutes and at close; every process loads it at start and catches up.
 */

/** Descriptors moved per statement on the embedded engine (a move holds its one connection). */
export const FACE_INDEX_BATCH = 500;
/** On PostgreSQL: a move holds one of several connections. */
const FACE_INDEX_BATCH_POSTGRES = 2_000;
/** Rows read per batch for the graph. */
const GRAPH_BATCH = 1_000;
/** How long an idle loop waits before it looks again (rows moved by other processes); this process's ingest wakes it. */
const IDLE_MS = 200;
/** On the embedded engine no other process writes: the loops wait for this process's ingest, and look again seldom. */
const IDLE_EMBEDDED_MS = 30_000;
/** How often the backlog is counted again (rows of other processes). */
const RECOUNT_MS = 5_000;
/** The least time between two vacuums of the waiting table after small drains. */
const VACUUM_EVERY_MS = 60_000;
/** How often the process running the face indexer saves its graph (when it has grown). */
const SAVE_EVERY_MS = 300_000;
/** Retry-After bounds for faces refused for want of room (seconds); the default when no pace is known. */
const RETRY_MIN_S = 1;
const RETRY_MAX_S = 5;
const RETRY_DEFAULT_S = 2;

interface Backlog {
  /** Descriptors not in this process's graph as last counted, plus what its ingest stored since, less what the graph took. */
  rows: number;
  /** Room granted to ingest requests still storing (takeFaceRoom, not yet noteIngest). */
  reserved: number;
  /** Descriptors this process's ingest ever stored: a count that ran beside a store cannot say whether it saw them. */
  stored: number;
  /** Descriptors this process's graph ever took (likewise). */
  taken: number;
  /** performance.now() of that count. */
  countedAt: number;
  /** Descriptors this process's graph takes a second (smoothed over its recent batches; 0: unknown). */
  pace: number;
  wake: (() => void) | null;
}
const backlogs = new WeakMap<object, Backlog>();
function backlogOf(db: object): Backlog {
  let b = backlogs.get(db);
  if (!b) backlogs.set(db, (b = { rows: 0, reserved: 0, stored: 0, taken: 0, countedAt: -Infinity, pace: 0, wake: null }));
  return b;
}

/** Each database handle's face graph (none where the index does not run: no pgvector, or ARGUS_FACE_INDEXER off). */
const graphs = new WeakMap<object, FaceGraph>();
/** Handles whose process runs the face indexer (moves, saves the graph). */
const indexers = new WeakSet<object>();

/** This process's face graph for a database handle, if it runs one. */
export function faceGraphOf(db: object): FaceGraph | null {
  return graphs.get(db) ?? null;
}

/**
 * Counts the descriptors not in this process's graph again. What this process stored or the graph
 * took while the count ran is applied to it (the count may or may not have seen it), and room
 * still reserved by storing requests is kept apart, so a count never hands out room already granted.
 */
export async function recountFaceBacklog(db: Kysely<DB>): Promise<void> {
  const b = backlogOf(db);
  const stored = b.stored;
  const taken = b.taken;
  const counted = await facesNotInGraph(db, graphs.get(db)?.high ?? null);
  b.rows = Math.max(0, counted + (b.stored - stored) - (b.taken - taken));
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
  if (stored > 0) b.wake?.();
}

/**
 * When an edge should offer again the `waiting` descriptors it could not store (whole seconds): the
 * time the graph needs to take as many at its recent pace, within 1–5 s (2 s when this process
 * runs no graph, or it has not taken anything yet).
 */
export function faceRetryAfterS(db: Kysely<DB>, waiting: number): number {
  const { pace } = backlogOf(db);
  if (pace <= 0) return RETRY_DEFAULT_S;
  return Math.min(RETRY_MAX_S, Math.max(RETRY_MIN_S, Math.ceil(waiting / pace)));
}

/** Moves up to `limit` waiting descriptors into event_faces; answers how many moved. */
export function indexPendingFaces(db: Kysely<DB>, limit = FACE_INDEX_BATCH): Promise<number> {
  return movePendingFaces(db, limit);
}

/**
 * Takes rows deleted from event_faces (retention) out of this process's face graph, and records
 * their keys for the other processes' graphs (each applies them within RECOUNT_MS: registerFaceGraph).
 */
export async function forgetFaces(db: Kysely<DB>, rows: FaceKey[]): Promise<void> {
  if (rows.length === 0) return;
  await recordGoneFaces(db, rows);
  await graphs.get(db)?.remove(rows);
}

/** Whether this process keeps a face graph: pgvector's vectors exist, and ARGUS_FACE_INDEXER is not off. */
const keepsFaceGraph = (app: FastifyInstance) => app.ctx.database.capabilities.vector && app.ctx.config.faceIndexer;

/** The face indexer (worker `face-indexer`): this process moves waiting descriptors into event_faces and saves its graph. */
export function startFaceIndexer(app: FastifyInstance): boolean {
  if (!keepsFaceGraph(app)) return false;
  indexers.add(app.ctx.db);
  return true;
}

/** Where the graph is saved (none when the data dir is in memory). */
const graphDir = (dataDir: string) => (inMemory(dataDir) ? null : path.join(dataDir, 'face-index'));

/**
 * Where ingest writes descriptors (insertEvents): on the embedded engine, where this process keeps a
 * graph, straight into event_faces: one process, one connection, so keys are committed in their
 * order and the move under a lock (movePendingFaces) has nothing to order. On PostgreSQL several
 * processes and connections store at once, and a key taken early may commit after a later one that
 * a graph has passed; there descriptors wait in event_faces_pending for the indexer's move.
 */
export function faceTableOf(ctx: Pick<AppContext, 'db' | 'database'>): FaceTable {
  return ctx.database.engine === 'pglite' && graphs.has(ctx.db) ? 'event_faces' : 'event_faces_pending';
}

/** A wake-up call: `wait` ends after `ms` or at the next `wake` (one given while nobody waited is kept). */
class Wakeup {
  private pending = false;
  private resolve: (() => void) | null = null;
  wake(): void {
    if (this.resolve) this.resolve();
    else this.pending = true;
  }
  wait(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.resolve = null;
        resolve();
      };
      const timer = setTimeout(done, Math.max(1, ms));
      this.resolve = done;
    });
  }
}

/**
 * Runs this process's face graph from the app's start to its close (where pgvector exists, unless
 * ARGUS_FACE_INDEXER is off): loads the saved graph, then feeds it with the rows past its watermark,
 * and, where this process runs the face indexer, moves the waiting descriptors and saves the graph.
 * Two loops, so that they overlap: the move (PostgreSQL: one statement a batch, on a connection of
 * its own) and the feed (reads the next batch while the graph's thread adds the last one). Both
 * wake when this process's ingest stores faces (and the feed after each move); they also look
 * every IDLE_MS for rows of other processes. Bulk work: requests get the connections first.
 */
export function registerFaceGraph(app: FastifyInstance): boolean {
  const { db } = app.ctx;
  if (!keepsFaceGraph(app)) return false;
  const graph = new FaceGraph();
  graphs.set(db, graph);
  const backlog = backlogOf(db);
  const embedded = app.ctx.database.engine === 'pglite';
  const moveBatch = embedded ? FACE_INDEX_BATCH : FACE_INDEX_BATCH_POSTGRES;
  const idleMs = embedded ? IDLE_EMBEDDED_MS : IDLE_MS;
  const dir = graphDir(app.ctx.config.dataDir);
  const moves = new Wakeup();
  const feeds = new Wakeup();
  backlog.wake = () => {
    moves.wake();
    feeds.wake();
  };
  let identity = '';
  let stopped = false;
  let savedHigh = 0;
  let savedAt = performance.now();
  let running: Promise<unknown> = Promise.resolve();
  const save = async () => {
    if (!dir || !indexers.has(db) || graph.high <= savedHigh) return;
    const high = graph.high;
    await graph.save(dir, identity);
    savedHigh = high;
    savedAt = performance.now();
  };
  /** Runs `step` until closed: again at once while it works, after `wakeup` or `idle` ms when it had nothing to do. */
  const repeat = async (name: string, wakeup: Wakeup, idle: number, step: () => Promise<boolean>) => {
    while (!stopped) {
      try {
        if (await step()) {
          // Let waiting requests have the event loop between batches.
          await new Promise((resolve) => setImmediate(resolve));
          continue;
        }
        await wakeup.wait(idle);
      } catch (error) {
        if (stopped) break;
        app.log.error({ err: error }, `face indexing (${name}) failed; trying again shortly`);
        backlog.countedAt = -Infinity;
        await wakeup.wait(RECOUNT_MS);
      }
    }
  };

  let movedSinceVacuum = 0;
  let vacuumedAt = -Infinity;
  // On the embedded engine ingest writes into event_faces: only what an earlier start left waiting is moved.
  let drained = false;
  const move = async (): Promise<boolean> => {
    if (drained || !indexers.has(db)) return false;
    const moved = await movePendingFaces(db, moveBatch);
    movedSinceVacuum += moved;
    if (moved > 0) feeds.wake();
    // Drained: give back the space of the moved rows (the embedded engine has no autovacuum, and
    // the exact scan of searches would read the dead rows) — after a burst, or once a minute.
    if (moved < moveBatch && movedSinceVacuum > 0 && (movedSinceVacuum >= 10_000 || performance.now() - vacuumedAt > VACUUM_EVERY_MS)) {
      if ((await pendingFaces(db)) === 0) {
        await vacuumPendingFaces(db);
        movedSinceVacuum = 0;
        vacuumedAt = performance.now();
      }
    }
    if (embedded && moved < moveBatch) drained = true;
    return moved > 0;
  };

  // The next batch for the graph, read while the graph's thread adds the one before; `from` is the
  // watermark it was read past: used only when the graph reached it (an add that failed did not, and
  // its rows are read again).
  let next: { from: number; rows: Promise<{ id: number; org: number; v: Uint8Array }[]> } | null = null;
  // The last row of event_faces_gone applied: from the first, at start (a saved graph may predate them).
  let goneSeq = 0;
  const feed = async (): Promise<boolean> => {
    if (backlog.countedAt === -Infinity || performance.now() - backlog.countedAt > RECOUNT_MS) {
      await recountFaceBacklog(db);
      // Faces other processes' retention deleted: out of this graph too (this process's own are out already).
      for (let gone = await goneFacesPast(db, goneSeq); gone.length > 0; gone = await goneFacesPast(db, goneSeq)) {
        for (const g of gone) await graph.remove(g.keys);
        goneSeq = gone.at(-1)?.seq ?? goneSeq;
      }
    }
    const reading = next?.from === graph.high ? next.rows : facesPast(db, graph.high, GRAPH_BATCH);
    next = null;
    const rows = await reading;
    if (rows.length > 0) {
      const high = rows.at(-1)?.id ?? graph.high;
      // A full batch: more is likely waiting.
      if (rows.length === GRAPH_BATCH) {
        next = { from: high, rows: facesPast(db, high, GRAPH_BATCH) };
        // Read failures surface when the loop awaits it.
        next.rows.catch(() => {});
      }
      const started = performance.now();
      await graph.add(rows, high);
      const rate = (rows.length * 1000) / Math.max(1, performance.now() - started);
      backlog.pace = backlog.pace > 0 ? 0.7 * backlog.pace + 0.3 * rate : rate;
      backlog.taken += rows.length;
      backlog.rows = Math.max(0, backlog.rows - rows.length);
    }
    if (performance.now() - savedAt > SAVE_EVERY_MS) await save();
    return rows.length > 0;
  };

  const start = async () => {
    if (dir) {
      try {
        identity = await faceKeysIdentity(db);
        const loaded = await graph.load(dir, identity);
        savedHigh = graph.high;
        if (loaded > 0) app.log.info({ faces: loaded, watermark: graph.high }, 'face graph loaded; catching up');
      } catch (error) {
        app.log.error({ err: error }, 'the saved face graph could not be loaded; building it again');
        await graph.close();
        graph.high = 0;
      }
    }
    // Counted at the first turn (and again whenever a failure left the count unknown).
    backlog.countedAt = -Infinity;
    await Promise.all([repeat('move', moves, idleMs, move), repeat('feed', feeds, idleMs, feed)]);
  };
  app.addHook('onReady', async () => {
    running = asBulkWork(start).catch((error: unknown) => app.log.error({ err: error }, 'face indexer stopped'));
  });
  app.addHook('onClose', async () => {
    stopped = true;
    moves.wake();
    feeds.wake();
    await running;
    try {
      await next?.rows;
    } catch {
      // A read cut short by the close: nothing to add.
    }
    try {
      await save();
    } catch (error) {
      app.log.error({ err: error }, 'the face graph could not be saved');
    }
    await graph.close();
    graphs.delete(db);
    backlog.wake = null;
  });
  return true;
}
