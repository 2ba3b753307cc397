import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Bulk work (ingest batches, the face indexer) yields the database's connections to everything else:
 * a request waiting for a connection is served before any bulk work waiting for one. On the embedded
 * engine there is one connection, and four edges posting back to back kept a face search's few
 * statements each queued behind several batches (p50 ~300 ms during ingest against 17 ms idle).
 * Bulk work is never starved for long: the others are a few short statements a request.
 */
const bulk = new AsyncLocalStorage<true>();

/** Runs `work` (and all it awaits) as bulk work. */
export function asBulkWork<T>(work: () => Promise<T>): Promise<T> {
  return bulk.run(true, work);
}

export interface ConnectionGate {
  /** Waits for one of the connections (bulk work after the others); `release` gives it back. */
  acquire(): Promise<void>;
  release(): void;
}

/** At most `size` connections out (the pool's size), handed out others first, bulk work after. */
export function connectionGate(size: number): ConnectionGate {
  let out = 0;
  const first: (() => void)[] = [];
  const later: (() => void)[] = [];
  return {
    acquire() {
      if (out < size) {
        out++;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => (bulk.getStore() ? later : first).push(resolve));
    },
    release() {
      // Handed on directly: `out` stays as it is.
      const next = first.shift() ?? later.shift();
      if (next) next();
      else out--;
    },
  };
}
