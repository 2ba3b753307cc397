import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { serveClusterMetrics } from './http/metrics-cluster';

/** Given to the first API process only: the organisation whose demo watch list it enrols (once per start). */
export const DEMO_WATCHLIST_ENV = 'ARGUS_DEMO_WATCHLIST_ORGANIZATION';
const STOP_GRACE_MS = 10_000;

/**
 * The primary of ARGUS_API_PROCESSES > 1: forks `count` API processes sharing one port (node
 * cluster hands connections out in turn). Each is a replica of the others: requests, sessions and
 * files go through the database and disk, and live push crosses processes through the relay.
 * Resolves once every process listens; rejects when one dies before that (a start that fails,
 * fails as a whole instead of forking forever). A process that dies later is replaced after a
 * second; SIGINT/SIGTERM stop them all (killed after 10 s if still running), then this process.
 */
export function superviseApiProcesses(count: number, logger: Logger, demoOrganizationId: number | null): Promise<void> {
  let stopping = false;
  let started = false;
  const fork = (first: boolean): Worker => cluster.fork(first && demoOrganizationId !== null ? { [DEMO_WATCHLIST_ENV]: String(demoOrganizationId) } : {});

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) process.exit(0);
    let left = workers.length;
    for (const w of workers) {
      w.once('exit', () => --left === 0 && process.exit(0));
      w.process.kill(signal);
    }
    // A process that has not closed within the grace time is killed (a request or a stream that never ends).
    setTimeout(() => {
      for (const w of workers) if (!w.isDead()) w.process.kill('SIGKILL');
    }, STOP_GRACE_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  serveClusterMetrics();

  return new Promise((resolve, reject) => {
    let listening = 0;
    cluster.on('listening', () => {
      if (++listening === count && !started) {
        started = true;
        resolve();
      }
    });
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) return;
      if (!started) {
        stopping = true;
        for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
        reject(new Error(`an API process exited during start (code ${code ?? signal})`));
        return;
      }
      logger.error({ pid: worker.process.pid, code, signal }, 'API process exited; starting another');
      // Not unref'd: when every process has died at once (the database went away under all of
      // them), this timer is all that keeps the primary running, and it must go on replacing them.
      // A process that cannot start (the database is still down) exits and is replaced again.
      setTimeout(() => stopping || fork(false), 1000);
    });
    for (let i = 0; i < count; i++) fork(i === 0);
  });
}
