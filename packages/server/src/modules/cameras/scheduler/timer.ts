import type { FastifyInstance } from 'fastify';
import { schedulerIntervalS } from '../../../lib/video-settings';
import { rescheduleAfterChange } from './run';

/**
 * The scheduler's timer: a pass every ARGUS_SCHEDULER_INTERVAL seconds (default 15; 0 turns it
 * off), so that silent machines and expired or new licences take effect without a change.
 * Stopped when the app closes. Passes never overlap within a process.
 */
export function startSchedulerTimer(app: FastifyInstance): void {
  const interval = schedulerIntervalS();
  if (interval <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void rescheduleAfterChange(app.ctx).finally(() => {
      running = false;
    });
  }, interval * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
