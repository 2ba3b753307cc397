import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { AppContext } from '../../context';
import { notify } from '../bus/repo';
import { AUTH_CHANNEL, RevocationView } from './view';

/** The listening connection's name in pg_stat_activity (operators and tests find it by it). */
export const LISTENER_APPLICATION = 'argus_auth_view';
/** The listening connection is asked a `select 1` this often; no answer by the next ask: it is lost. */
const PING_MS = 2_000;
/** A barrier whose notification has not come back in this time means the feed is lost. */
const SYNC_TIMEOUT_MS = 2_000;
/** Pauses between attempts to listen again: 0.5 s, 1 s, 2 s … at most 5 s. */
const relistenDelay = (attempt: number) => Math.min(5_000, 500 * 2 ** attempt);

/** What the feed keeps current besides the revocation view (the live hub's viewers): told of each change and of the feed's losses and resumptions. */
export interface FeedView {
  /** Heard at once even when ARGUS_AUTH_FEED_DELAY_MS holds the other views back (it answers requests, as the revocation view does). */
  readonly prompt?: boolean;
  resume(): void;
  suspend(): void;
  changed(payload: string): void;
}

/**
 * Feeds a process's revocation view (and the views that `watch` it) from the `argus_auth` notifications. On PostgreSQL a connection
 * of its own LISTENs (other processes and replicas send on the same database); its loss suspends
 * the view (every request is checked in the database: fail closed) until it listens again. On the
 * embedded engine the one session listens and each notification arrives before the statement that
 * sent it answers.
 */
export class AuthFeed {
  readonly view = new RevocationView();
  private client: pg.Client | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private retry: NodeJS.Timeout | null = null;
  private ping: NodeJS.Timeout | null = null;
  private closed = false;
  /** Names this feed's barrier notifications (`sync:<origin>:<n>`). */
  readonly origin = randomUUID();
  private syncs = 0;
  /** The barrier sent and not yet heard back. */
  private syncing: Promise<void> | null = null;
  /** The next barrier, not sent yet: shared by everyone who asks before it goes. */
  private queued: Promise<void> | null = null;
  private readonly waiting = new Map<string, () => void>();
  private readonly views = new Set<FeedView>([this.view]);

  constructor(
    private readonly ctx: AppContext,
    private readonly warn: (message: string) => void = () => {},
  ) {}

  /** Feeds `view` too, from the next resumption on (the feed starts, or listens again); answers the function that stops. */
  watch(view: FeedView): () => void {
    this.views.add(view);
    if (this.view.live) view.resume();
    return () => {
      this.views.delete(view);
      view.suspend();
    };
  }

  private resume(): void {
    for (const v of this.views) v.resume();
  }

  private suspend(): void {
    for (const v of this.views) v.suspend();
  }

  async start(): Promise<void> {
    if (!this.ctx.config.revocationView) return;
    if (this.ctx.database.listen) {
      this.unlisten = await this.ctx.database.listen(AUTH_CHANNEL, (payload) => this.receive(payload));
      this.resume();
      return;
    }
    if (!this.ctx.config.databaseUrl) return;
    await this.listen().catch((error: unknown) => {
      this.warn(`revocation view cannot listen yet, tokens are checked in the database: ${message(error)}`);
      this.relisten(1);
    });
    this.ping = setInterval(() => this.probe(), PING_MS);
    this.ping.unref();
  }

  async stop(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.ping) clearInterval(this.ping);
    this.suspend();
    await this.unlisten?.().catch(() => {});
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  /**
   * Resolves once this process has received every notification committed before the call: after a
   * request that changed something, its own next request must see the change. On the embedded
   * engine they have arrived already; while the feed is lost nothing is held, so nothing waits.
   * Callers share round trips: a barrier not sent yet serves everyone asking until it is sent (what
   * they committed precedes it); one already sent may have been sent before a later caller's changes
   * committed, so that caller waits for the next one (a burst of writes or of live messages costs
   * one or two round trips, not one each).
   */
  sync(): Promise<void> {
    if (!this.client || !this.view.live) return Promise.resolve();
    if (this.queued) return this.queued;
    const queued = (this.syncing ?? Promise.resolve()).then(() => {
      this.queued = null;
      const trip = this.roundTrip().finally(() => this.syncing === trip && (this.syncing = null));
      this.syncing = trip;
      return trip;
    });
    this.queued = queued;
    return queued;
  }

  /** One barrier: a notification of its own sent on the channel, heard back after everything committed before it. */
  private async roundTrip(): Promise<void> {
    const client = this.client;
    if (!client || !this.view.live) return;
    const id = `sync:${this.origin}:${++this.syncs}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      this.waiting.set(id, () => resolve(true));
      timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
    });
    try {
      await notify(this.ctx.db, AUTH_CHANNEL, [id]);
      if (!(await arrived)) this.lost(client, 'a notification did not come back in time');
    } catch (error) {
      this.lost(client, message(error));
    } finally {
      clearTimeout(timer);
      this.waiting.delete(id);
    }
  }

  private receive(payload: string): void {
    if (payload.startsWith('sync:')) return this.waiting.get(payload)?.();
    const delay = this.ctx.config.authFeedDelayMs;
    for (const v of this.views) {
      if (v === this.view || v.prompt || delay === 0) v.changed(payload);
      else setTimeout(() => this.views.has(v) && v.changed(payload), delay).unref();
    }
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.ctx.config.databaseUrl ?? '', application_name: LISTENER_APPLICATION, keepAlive: true });
    let listening = false;
    const fail = (error: Error) => (listening ? this.lost(client, error.message) : undefined);
    client.on('error', fail);
    client.on('end', () => fail(new Error('the connection ended')));
    client.on('notification', (n) => n.channel === AUTH_CHANNEL && n.payload !== undefined && this.receive(n.payload));
    try {
      await client.connect();
      await client.query(`listen ${AUTH_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    listening = true;
    this.client = client;
    this.resume();
  }

  /** The listening connection is gone or not answering: suspend the view, end it, listen anew. */
  private lost(client: pg.Client, why: string): void {
    if (this.client !== client) return;
    this.client = null;
    this.suspend();
    client.end().catch(() => {});
    if (this.closed) return;
    this.warn(`revocation view lost its listener (${why}); tokens are checked in the database until it listens again`);
    this.relisten(0);
  }

  private relisten(attempt: number): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.listen().then(
        () => this.closed || this.warn('revocation view listening again'),
        (error: unknown) => {
          if (attempt === 0) this.warn(`revocation view cannot listen yet: ${message(error)}`);
          this.relisten(attempt + 1);
        },
      );
    }, relistenDelay(attempt));
    this.retry.unref();
  }

  private pinging: pg.Client | null = null;

  private probe(): void {
    const client = this.client;
    if (!client) return;
    // The previous ask is still unanswered: the connection is dead without having said so.
    if (this.pinging === client) return this.lost(client, `no answer in ${PING_MS} ms`);
    this.pinging = client;
    client.query('select 1').then(
      () => this.pinging === client && (this.pinging = null),
      (error: unknown) => this.lost(client, message(error)),
    );
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
