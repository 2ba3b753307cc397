import { backoffDelay, type CreateEvent, type EventBatchResult } from '@argus/contracts';
import { describe, machineApi, settle } from '../api/http';
import type { Spool, Spooled } from './spool';
import { log } from '../log';

export interface SenderOptions {
  apiUrl: string;
  /** The current credential (it may change when the edge registers again). */
  credential: () => string | null;
  batchSize?: number;
  log?: (message: string) => void;
}

/** How long events the API left unanswered rest when it named no time, and the bounds of a named time. */
const REST_DEFAULT_MS = 2_000;
const REST_MIN_MS = 500;
const RETRY_AFTER_MAX_MS = 30_000;

/** An event the API admits only while its face index has room (ingest's face backlog). */
const carriesFace = (event: CreateEvent) => {
  const d = (event.event as { descriptor?: unknown }).descriptor;
  return Array.isArray(d) && d.length > 0;
};

/**
 * Posts the spool to POST /events/batch in order, in batches of up to 100. An event leaves the
 * spool only when the API answered for it: accepted (stored now or before), or rejected for good
 * (kept aside in spool-rejected with the reason). A network error, a 5xx or a refused credential
 * keeps the batch and retries it with backoff (or after the answer's Retry-After when it names
 * one) — safe because the event_id makes a repeat harmless. A 4xx for the whole batch (one
 * malformed event) is resolved by posting its events one by one.
 *
 * Events the API left unanswered (faces past the room its face index has: a partial answer, or a
 * 503 with Retry-After for a batch of faces only) rest until its Retry-After, and meanwhile the
 * sender goes on with the events after them, so no batch offers the same waiting faces over and
 * over. After such a 503 (no room at all) every face of the spool waits that long, so the sender
 * does not offer the API batch after batch of faces it cannot take. Resting is held in memory only:
 * the spool on disk is untouched, so a restart simply offers everything again in order.
 */
export class Sender {
  private wake: (() => void) | null = null;
  private stopped = false;
  private running: Promise<void> | null = null;
  delivered = 0;
  /** Events the API left unanswered, by event_id: their spool number and until when they rest (epoch ms). */
  private readonly resting = new Map<string, { seq: number; until: number }>();
  /** Spool numbers of the events read so far that carry a face, so a hold passes over them unread. */
  private readonly faceSeqs = new Set<number>();
  /** Until when faces wait (epoch ms): the API's face index had no room for them. */
  private facesUntil = 0;
  /** A hold of faces was logged and has not ended with faces accepted since (one line per hold, not per batch). */
  private facesHeldLogged = false;

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
      const batch = this.next(Date.now());
      if (batch.length === 0) {
        await this.idle(Math.min(1000, this.restLeftMs(Date.now())));
        continue;
      }
      const outcome = await this.send(batch);
      if (outcome === true) attempt = 0;
      else if (outcome === false) await this.idle(backoffDelay(attempt++, { initialMs: 500, maxMs: 15_000 }));
      // The API named when to come back.
      else await this.idle(outcome);
    }
  }

  /** The oldest events that are not resting (nor faces, while the API's face index has no room). */
  private next(now: number): Spooled[] {
    for (const [id, r] of this.resting) if (r.until <= now) this.resting.delete(id);
    const rested = new Set([...this.resting.values()].map((r) => r.seq));
    const facesWait = now < this.facesUntil;
    return this.spool.head(
      this.o.batchSize ?? 100,
      (seq) => rested.has(seq) || (facesWait && this.faceSeqs.has(seq)),
      (item) => {
        if (!carriesFace(item.event)) return true;
        this.faceSeqs.add(item.seq);
        return !facesWait;
      },
    );
  }

  /** Time until the first rest ends (Infinity when nothing rests). */
  private restLeftMs(now: number): number {
    let until = now < this.facesUntil ? this.facesUntil : Infinity;
    for (const r of this.resting.values()) until = Math.min(until, r.until);
    return Math.max(0, until - now);
  }

  /**
   * Leaves `items` out of the next batches for `retryAfterMs` (bounded; REST_DEFAULT_MS when none
   * named), and with `allFaces` every face of the spool: the API had no room for a single one.
   */
  private rest(items: Spooled[], retryAfterMs: number | undefined, allFaces = false): void {
    if (items.length === 0) return;
    const wait = Math.min(RETRY_AFTER_MAX_MS, Math.max(REST_MIN_MS, retryAfterMs ?? REST_DEFAULT_MS));
    const until = Date.now() + wait;
    for (const item of items) this.resting.set(item.event.event_id, { seq: item.seq, until });
    if (!allFaces) return;
    this.facesUntil = Math.max(this.facesUntil, until);
    if (this.facesHeldLogged) return;
    this.facesHeldLogged = true;
    this.log(`the API's face index has no room: faces wait (${Math.round(wait / 100) / 10} s at a time) while other events go on`);
  }

  /**
   * true when every event of the batch was settled or rests; false to retry with backoff; a number:
   * retry after that many ms (the answer's Retry-After).
   */
  private async send(batch: Spooled[]): Promise<boolean | number> {
    const credential = this.o.credential();
    if (!credential) return false;
    const reply = await settle(
      machineApi(this.o.apiUrl, { credential, timeoutMs: 30_000 }).POST('/api/v1/events/batch', { body: { events: batch.map((b) => b.event) } }),
    );
    if (reply.status === 200 && reply.body) {
      this.settle(batch, reply.body, reply.retryAfterMs);
      return true;
    }
    // A batch of faces refused for want of room: they rest, and so do the spool's other faces (they
    // would be refused as well), while the events without one go on now.
    if (reply.status === 503 && reply.retryAfterMs !== undefined && batch.every((b) => carriesFace(b.event))) {
      this.rest(batch, reply.retryAfterMs, true);
      return true;
    }
    const retryable = reply.status === 0 || reply.status >= 500 || reply.status === 401 || reply.status === 403 || reply.status === 429;
    if (retryable) {
      this.log(`event batch not delivered (${describe(reply)}); ${batch.length} events stay spooled`);
      return reply.retryAfterMs === undefined ? false : Math.min(RETRY_AFTER_MAX_MS, reply.retryAfterMs);
    }
    if (batch.length > 1) {
      for (const item of batch) {
        const outcome = await this.send([item]);
        if (outcome !== true) return outcome;
      }
      return true;
    }
    const [only] = batch;
    if (only) {
      this.spool.quarantine(only.file, describe(reply));
      this.faceSeqs.delete(only.seq);
    }
    this.log(`event ${only?.event.event_id} refused: ${describe(reply)}`);
    return true;
  }

  private settle(batch: Spooled[], result: EventBatchResult, retryAfterMs: number | undefined): void {
    const accepted = new Set(result.accepted);
    const rejected = new Map(result.rejected.map((r) => [r.event_id, r]));
    const unanswered: Spooled[] = [];
    for (const item of batch) {
      const id = item.event.event_id;
      if (accepted.has(id)) {
        this.spool.remove(item);
        this.faceSeqs.delete(item.seq);
        this.delivered++;
        if (carriesFace(item.event)) this.facesHeldLogged = false;
      } else if (rejected.has(id)) {
        const r = rejected.get(id);
        this.spool.quarantine(item.file, `${r?.type}: ${r?.message}`);
        this.faceSeqs.delete(item.seq);
        this.log(`event ${id} rejected: ${r?.type} ${r?.message}`);
      } else unanswered.push(item);
    }
    // Neither: the API did not answer for them (faces past the room its face index had); they stay
    // spooled and rest until it said to come back, while the events after them go on (other faces
    // too: the index makes room as it goes, and a batch without any room is answered 503).
    this.rest(unanswered, retryAfterMs);
  }
}
