import { backoffDelay } from '@argus/contracts';
import type { FastifyBaseLogger } from 'fastify';

/** Retries back off 10 s, 20 s, 40 s … capped at one hour (exact: the time is stored and shown). */
export function backoffSeconds(attempts: number): number {
  return backoffDelay(attempts - 1, { initialMs: 10_000, maxMs: 3_600_000, jitter: 0 }) / 1000;
}

export interface WorkerTimer {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}
export const realTimer: WorkerTimer = {
  set: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref();
    return t;
  },
  clear: (h) => clearTimeout(h as NodeJS.Timeout),
};

/**
 * A worker over a queue table: passes (`runOnce`) run back to back while `more` says the last one
 * left work, then again after `pollMs` or at once when kicked (a kick during a pass asks for
 * another pass after it). One pass at a time; `stop` waits for the running one.
 */
export abstract class QueueWorker {
  private running: Promise<void> | null = null;
  private again = false;
  protected stopped = true;
  private handle: unknown = null;

  protected constructor(
    protected readonly log: FastifyBaseLogger,
    private readonly failure: string,
    private readonly pollMs: () => number,
    private readonly timer: WorkerTimer = realTimer,
  ) {}

  /** One pass over what is due; answers how many rows it handled. */
  abstract runOnce(): Promise<number>;
  /** Whether a pass that handled `handled` rows may have left more due now. */
  protected abstract more(handled: number): boolean;

  start(): void {
    this.stopped = false;
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.timer.clear(this.handle);
    while (this.running) await this.running;
  }

  /** Run a pass now (or right after the current one). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop();
  }

  /** Runs passes until nothing due is left to try now. */
  async drain(): Promise<void> {
    this.kick();
    while (this.running) await this.running;
  }

  private async loop(): Promise<void> {
    try {
      do {
        this.again = false;
        while (!this.stopped && this.more(await this.runOnce()));
      } while (this.again && !this.stopped);
    } catch (error) {
      this.log.error({ err: error }, this.failure);
    } finally {
      this.running = null;
      if (!this.stopped) {
        this.timer.clear(this.handle);
        this.handle = this.timer.set(() => this.kick(), this.pollMs());
      }
    }
  }
}
