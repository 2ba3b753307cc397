import type { FastifyInstance } from 'fastify';
import { startSchedulerTimer } from './modules/cameras/scheduler/timer';
import { startFaceIndexer } from './modules/events/face-index';
import { startEventMaintenance } from './modules/events/partitions';
import { startPacsWorker } from './modules/pacses/worker';
import { startReadingConsumer } from './modules/sensorreadings/mqtt';
import { registerSubscriptionListener } from './modules/subscriptions/listener';
import { startDeliveryWorker } from './modules/webhooks/worker';
import { trackWorkers } from './lib/metrics';
import { WORKER_NAMES, type WorkerName } from './config/workers';

/**
 * The API's background workers, in one place. ARGUS_WORKERS says which this process runs: `all`
 * (the default), `none` (a replica that only serves requests), or a comma list of names. Each one
 * is safe to run in several replicas at once (leases, advisory locks); each start function answers
 * whether it runs (some need a setting: MQTT's URL, pgvector, a scheduler interval above 0).
 */
export const WORKERS = {
  /** Scheduler passes every ARGUS_SCHEDULER_INTERVAL s and the per-second check for lost edges and stream servers. */
  scheduler: startSchedulerTimer,
  /** Hourly: event partitions ahead, event retention (videoarchive_depth) and its files. */
  maintenance: startEventMaintenance,
  /** Moves stored face descriptors into event_faces and saves this process's face graph (also needs ARGUS_FACE_INDEXER and pgvector). */
  'face-indexer': startFaceIndexer,
  /**
   * Evaluates the events and sensor readings stored by this process against the subscriptions
   * (hits, notifications, webhook deliveries). A replica that receives event batches should run it.
   */
  subscriptions: registerSubscriptionListener,
  /** Sends queued webhook deliveries. */
  webhooks: startDeliveryWorker,
  /** Synchronises persons and vehicles with the access-control devices (PACS). */
  pacs: startPacsWorker,
  /** Consumes sensor readings from ARGUS_MQTT_URL. */
  mqtt: startReadingConsumer,
} satisfies Record<WorkerName, (app: FastifyInstance) => boolean>;

/** Starts the workers this process runs (from the app's start to its close); answers their names. */
export function registerWorkers(app: FastifyInstance): WorkerName[] {
  const running = WORKER_NAMES.filter((name) => app.ctx.config.workers.has(name) && WORKERS[name](app));
  const untrack = trackWorkers(() => running);
  app.addHook('onClose', async () => untrack());
  if (running.length < WORKER_NAMES.length) app.log.info({ workers: running }, 'background workers of this process');
  return running;
}
