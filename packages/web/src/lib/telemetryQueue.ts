import { TELEMETRY, type TelemetryItem } from '@argus/contracts';

export interface SendResult {
  /** HTTP status; 0 when the request did not complete. */
  status: number;
  retryAfter: string | null;
}

export interface QueueDeps {
  send: (session: string, body: string, keepalive: boolean) => Promise<SendResult>;
  now: () => number;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

interface Batch {
  session: string;
  items: TelemetryItem[];
}

/**
 * The console's telemetry sender (spec document 2, section 9): items are gathered into batches of
 * at most 50, a batch leaves 250 ms after its first item, at most 30 batches wait (the oldest are
 * dropped beyond), at most 5 are in flight, and a 429 holds everything for its Retry-After (5 s when
 * the answer names none). A 404 means telemetry is off on the server: the queue stops. On leaving the
 * page what is left goes with keepalive, in bodies of at most 60,000 characters.
 */
export class TelemetryQueue {
  private pending: Batch | null = null;
  private timer: unknown = null;
  private readonly ready: Batch[] = [];
  private inFlight = 0;
  private holdUntil = 0;
  private holdTimer: unknown = null;
  private stopped = false;
  /** Batches dropped because the buffer was full (for tests and diagnostics). */
  dropped = 0;

  constructor(private readonly deps: QueueDeps) {}

  get waiting(): number {
    return this.ready.length + (this.pending ? 1 : 0);
  }

  push(session: string, item: TelemetryItem): void {
    if (this.stopped) return;
    if (this.pending && this.pending.session !== session) this.cut();
    if (!this.pending) {
      this.pending = { session, items: [] };
      this.timer = this.deps.setTimer(() => {
        this.timer = null;
        this.cut();
        this.pump();
      }, TELEMETRY.sendTimeoutMs);
    }
    this.pending.items.push(item);
    if (this.pending.items.length >= TELEMETRY.batchSize) {
      this.cut();
      this.pump();
    }
  }

  /** Sends everything now with keepalive (the page is being hidden or left). */
  flushOnLeave(): void {
    if (this.stopped) return;
    this.cut();
    for (const batch of this.ready.splice(0)) {
      for (const body of keepaliveBodies(batch.items)) void this.deps.send(batch.session, body, true).catch(() => undefined);
    }
  }

  private cut(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
    if (!this.pending) return;
    this.ready.push(this.pending);
    this.pending = null;
    while (this.ready.length > TELEMETRY.bufferSize) {
      this.ready.shift();
      this.dropped += 1;
    }
  }

  private pump(): void {
    if (this.stopped) return;
    const wait = this.holdUntil - this.deps.now();
    if (wait > 0) {
      this.holdTimer ??= this.deps.setTimer(() => {
        this.holdTimer = null;
        this.pump();
      }, wait);
      return;
    }
    while (this.inFlight < TELEMETRY.concurrency && this.ready.length > 0) {
      const batch = this.ready.shift()!;
      this.inFlight += 1;
      void this.deps
        .send(batch.session, JSON.stringify({ items: batch.items }), false)
        .catch((): SendResult => ({ status: 0, retryAfter: null }))
        .then((result) => {
          this.inFlight -= 1;
          this.settle(batch, result);
          this.pump();
        });
    }
  }

  private settle(batch: Batch, result: SendResult): void {
    if (result.status === 429) {
      // Put back first in line; everything waits as the server asked.
      this.ready.unshift(batch);
      const seconds = Number(result.retryAfter);
      this.holdUntil = this.deps.now() + 1000 * (Number.isFinite(seconds) && seconds > 0 ? seconds : TELEMETRY.retryAfterDefaultS);
    } else if (result.status === 404) {
      this.stopped = true;
      this.ready.length = 0;
    }
    // Anything else (sent, refused, network down) is done with: telemetry never piles up.
  }
}

/** The items as bodies of at most the keepalive limit each (an item too large on its own is left out). */
export function keepaliveBodies(items: readonly TelemetryItem[]): string[] {
  const bodies: string[] = [];
  let chunk: TelemetryItem[] = [];
  const body = (list: TelemetryItem[]) => JSON.stringify({ items: list });
  for (const item of items) {
    const next = [...chunk, item];
    if (body(next).length <= TELEMETRY.keepaliveBodyLimit) {
      chunk = next;
      continue;
    }
    if (chunk.length) bodies.push(body(chunk));
    chunk = body([item]).length <= TELEMETRY.keepaliveBodyLimit ? [item] : [];
  }
  if (chunk.length) bodies.push(body(chunk));
  return bodies;
}
