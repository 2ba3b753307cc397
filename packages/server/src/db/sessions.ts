import type pg from 'pg';
import { isLostSession } from './connection-errors';

/**
 * The pool's sessions after one was lost. PostgreSQL that ends one session has mostly ended them
 * all (a restart, a failover, pg_terminate_backend of the database's backends), but an idle
 * client learns it only when its socket says so, which may come after the pool handed it out
 * again. So a lost session makes every client opened before it stale, and checkouts discard stale
 * clients and take (or open) another: what runs after the loss runs on a session opened after it.
 * A healthy idle client may be closed too; the pool opens new ones as they are needed.
 */
export interface Sessions {
  /** A client of the pool opened after the last lost session. */
  connect(): Promise<pg.PoolClient>;
  /** A statement failed: when its session was lost, the clients opened before now are stale. */
  failed(error: unknown): void;
  /** A client reported that its session ended. */
  lost(): void;
}

export function renewingSessions(pool: pg.Pool): Sessions {
  let generation = 0;
  const opened = new WeakMap<pg.Client, number>();
  pool.on('connect', (client) => opened.set(client, generation));
  const stale = (client: pg.PoolClient) => (opened.get(client) ?? generation) < generation;
  return {
    async connect() {
      let client = await pool.connect();
      // At most the pool's size of stale clients: each one discarded leaves one fewer.
      while (stale(client)) {
        client.release(true);
        client = await pool.connect();
      }
      return client;
    },
    failed(error) {
      if (isLostSession(error)) generation++;
    },
    lost() {
      generation++;
    },
  };
}

/**
 * Runs `work`, and once more when its session was lost under it (the second try runs on sessions
 * opened after the loss, above): PostgreSQL restarted or ended the backend, so the request is
 * served instead of answering 503. Only for work that is safe to repeat whether or not the first
 * try's statements took effect: reads, and writes made idempotent by a key (each caller says why).
 */
export async function onceMoreIfSessionLost<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isLostSession(error)) throw error;
    return work();
  }
}
