import { sql, type Kysely } from 'kysely';
import { isConnectionError } from './connection-errors';
import type { Database } from './engine';
import type { DB } from './types';

/**
 * PostgreSQL advisory locks for work that one replica at a time must do (several API processes may
 * run against one database). The two-key form: a class per kind of work (below) and an object id
 * (0, or the row the work is about). Session locks are held on one connection reserved for the
 * work, so statements of the work itself may run on any connection of the pool; a crashed process
 * loses its connection, and its locks with it. The embedded engine is one process: nothing to
 * take there.
 */
export const LOCK_CLASS = {
  /** Partition creation and retention (events/partitions.ts), object 0. */
  eventMaintenance: 0x41_72_00_01,
  /** PACS sync of one system (pacses/worker.ts), object: the pacs id. */
  pacsSystem: 0x41_72_00_02,
  /** Late creation of the face tables at start (db/face-tables.ts), object 0. */
  faceTables: 0x41_72_00_03,
  /** The accounts and demo records of a first start (bootstrap.ts firstStart), object 0. */
  firstStart: 0x41_72_00_04,
  /** Moves of face descriptors into event_faces (events/faces/repo.ts), object 0, as a transaction lock. */
  faceKeys: 0x41_72_00_05,
} as const;

/** A connection of the pool held for the callback, on which session locks are taken. */
export type LockSession = Kysely<DB>;

/**
 * Runs `work` with a reserved session on PostgreSQL (null on the embedded engine). Every lock the
 * session took is released afterwards, also when `work` failed, so that the connection goes back
 * to the pool clean.
 */
export async function withLockSession<T>(db: Kysely<DB>, database: Pick<Database, 'engine'>, work: (session: LockSession | null) => Promise<T>): Promise<T> {
  if (database.engine !== 'postgres') return work(null);
  return db.connection().execute(async (session) => {
    try {
      return await work(session);
    } finally {
      // A session the server ended has lost its locks with it (and the pool drops the connection).
      await sql`select pg_advisory_unlock_all()`.execute(session).catch((error: unknown) => {
        if (!isConnectionError(error)) throw error;
      });
    }
  });
}

/** Takes the lock (class, id) on the session unless another session holds it; answers whether it did. */
export async function tryLock(session: LockSession, lockClass: number, id: number): Promise<boolean> {
  const r = await sql<{ held: boolean }>`select pg_try_advisory_lock(${lockClass}::int, ${id}::int) as held`.execute(session);
  return r.rows[0]?.held === true;
}

/**
 * Runs `work` only if this process takes the lock (class, id): answers `{ ran: false }` at once
 * when another replica holds it. Always runs on the embedded engine.
 */
export async function exclusively<T>(
  db: Kysely<DB>,
  database: Pick<Database, 'engine'>,
  lockClass: number,
  id: number,
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  return withLockSession(db, database, async (session) => {
    if (session && !(await tryLock(session, lockClass, id))) return { ran: false as const };
    return { ran: true as const, value: await work() };
  });
}

/** Runs `work` holding the lock (class, id), waiting for another replica that holds it; plainly on the embedded engine. */
export async function serially<T>(db: Kysely<DB>, database: Pick<Database, 'engine'>, lockClass: number, id: number, work: () => Promise<T>): Promise<T> {
  return withLockSession(db, database, async (session) => {
    if (session) await sql`select pg_advisory_lock(${lockClass}::int, ${id}::int)`.execute(session);
    return work();
  });
}
