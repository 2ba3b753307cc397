import type { FastifyInstance } from 'fastify';
import { schedulerIntervalS } from '../../../lib/video-settings';
import { noticeLostMachines } from './liveness';
import { rescheduleAfterChange } from './run';

/**
 * The scheduler's timer: a pass every ARGUS_SCHEDULER_INTERVAL seconds (default 15; 0 turns it
 * off), so that expired or new licences take effect without a change; and every second the check
 * for lost machines (liveness.ts), so that cameras leave a silent machine as soon as it is offline.
 * Stopped when the app closes. Passes never overlap within a process.
 */
export function startSchedulerTimer(app: FastifyInstance): boolean {
  const interval = schedulerIntervalS();
  if (interval <= 0) return false;
  let running = false;
  const once = (work: () => Promise<unknown>) => {
    if (running) return;
    running = true;
    void work()
      .catch((error: unknown) => app.log.error({ err: error }, 'scheduler pass or lost-machine check failed'))
      .finally(() => {
        running = false;
      });
  };
  const timers = [
    setInterval(() => once(() => rescheduleAfterChange(app.ctx)), interval * 1000),
    setInterval(() => once(() => noticeLostMachines(app.ctx)), 1000),
  ];
  for (const t of timers) t.unref();
  app.addHook('onClose', async () => {
    for (const t of timers) clearInterval(t);
  });
  return true;
}
