import { backoffDelay, type EventBatchResult } from '@argus/contracts';
import { apiCall, describe } from '../api/http';
import type { Spool, Spooled } from './spool';
import { log } from '../log';

export interface SenderOptions {
  apiUrl: string;
  /** The current credential (it may change when the edge registers again). */
  credential: () => string | null;
  batchSize?: number;
  log?: (message: string) => void;
}

/**
 * Posts the spool to POST /events/batch in order, in batches of up to 100. An event leaves the
 * spool only when the API answered for it: accepted (stored now or before), or rejected for good
 * (kept aside in spool-rejected with the reason). A network error, a 5xx or a refused credential
 * keeps the batch and retries it with backoff — safe because the event_id makes a repeat harmless.
 * A 4xx for the whole batch (one malformed event) is resolved by posting its events one by one.
 */
export class Sender {
  private wake: (() => void) | null = null;
  private stopped = false;
  private running: Promise<void> | null = null;
  delivered = 0;

  constructor(
    private readonly spool: Spool,
    private readonly o: SenderOptions,
  ) {}

  private log(m: string): void {
    (this.o.log ?? ((x: string) => log.warn(x)))(m);
  }

  start(): void {
    this.running ??= this.loop();
  }

  /** New events are waiting: send now instead of at the next idle tick. */
  kick(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.kick();
    await this.running;
  }

  private async idle(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(t);
        resolve();
      };
    });
    this.wake = null;
  }

  private async loop(): Promise<void> {
    let attempt = 0;
    while (!this.stopped) {
      const batch = this.spool.head(this.o.batchSize ?? 100);
      if (batch.length === 0) {
        await this.idle(1000);
        continue;
      }
      const ok = await this.send(batch);
      if (ok) attempt = 0;
      else await this.idle(backoffDelay(attempt++, { initialMs: 500, maxMs: 15_000 }));
    }
  }

  /** True when every event of the batch was settled. */
  private async send(batch: Spooled[]): Promise<boolean> {
    const credential = this.o.credential();
    if (!credential) return false;
    const reply = await apiCall<EventBatchResult>(this.o.apiUrl, 'POST', '/events/batch', {
      credential,
      json: { events: batch.map((b) => b.event) },
      timeoutMs: 30_000,
    });
    if (reply.status === 200 && reply.body) {
      this.settle(batch, reply.body);
      return true;
    }
    const retryable = reply.status === 0 || reply.status >= 500 || reply.status === 401 || reply.status === 403 || reply.status === 429;
    if (retryable) {
      this.log(`event batch not delivered (${describe(reply)}); ${batch.length} events stay spooled`);
      return false;
    }
    if (batch.length > 1) {
      for (const item of batch) if (!(await this.send([item]))) return false;
      return true;
    }
    const [only] = batch;
    if (only) this.spool.quarantine(only.file, describe(reply));
    this.log(`event ${only?.event.event_id} refused: ${describe(reply)}`);
    return true;
  }

  private settle(batch: Spooled[], result: EventBatchResult): void {
    const accepted = new Set(result.accepted);
    const rejected = new Map(result.rejected.map((r) => [r.event_id, r]));
    for (const item of batch) {
      const id = item.event.event_id;
      if (accepted.has(id)) {
        this.spool.remove(item);
        this.delivered++;
      } else if (rejected.has(id)) {
        const r = rejected.get(id);
        this.spool.quarantine(item.file, `${r?.type}: ${r?.message}`);
        this.log(`event ${id} rejected: ${r?.type} ${r?.message}`);
      }
      // Neither: the API did not answer for it; it stays and goes with the next batch.
    }
  }
}
