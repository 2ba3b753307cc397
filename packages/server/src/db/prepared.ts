import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { renewingSessions, type Sessions } from './sessions';
import { connectionGate } from './priority';

/**
 * Marks a statement of the hot paths (ingest: one batch of 100 events runs each several hundred
 * times a second) to run as a named prepared statement on each connection: the server parses it
 * once, and keeps a generic plan where that costs no more than planning with the values (the insert
 * of a batch: ~0.6 ms a run less; lookups by a list of ids keep planning with their values). Put it
 * at the start of the statement's text, or right after `select` (`modifyFront`). Only for statements whose text is
 * one of a few fixed ones (parameters, never inlined values or lists of varying length).
 */
export const PREPARED = '/* prepared */';

const names = new Map<string, string>();

function nameOf(text: string): string | null {
  if (!text.slice(0, 64).includes(PREPARED)) return null;
  let name = names.get(text);
  if (!name) {
    name = `argus_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * The pool Kysely is given: as `pool`, but marked statements go out named (see PREPARED), clients
 * come through `sessions` (no client opened before a lost session: db/sessions.ts), and bulk work
 * waits for a client after everything else (db/priority.ts).
 */
export function preparingPool(pool: pg.Pool, sessions: Sessions = renewingSessions(pool)): PostgresPool {
  const gate = connectionGate((pool as unknown as { options: { max?: number } }).options.max ?? 10);
  return {
    async connect(): Promise<PostgresPoolClient> {
      await gate.acquire();
      let client: pg.PoolClient;
      try {
        client = await sessions.connect();
      } catch (error) {
        gate.release();
        throw error;
      }
      let released = false;
      return {
        query(textOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>) {
          if (typeof textOrCursor !== 'string') return client.query(textOrCursor as never);
          const name = nameOf(textOrCursor);
          const values = parameters ? [...parameters] : [];
          const run = (name ? client.query({ name, text: textOrCursor, values }) : client.query(textOrCursor, values)) as Promise<PostgresQueryResult<unknown>>;
          return run.catch((error: unknown) => {
            sessions.failed(error);
            throw error;
          });
        },
        release: () => {
          client.release();
          if (released) return;
          released = true;
          gate.release();
        },
      } as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
