import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { AppContext } from '../../context';
import { subscribeBatched, turnBatcher, type BusEvent } from '../../lib/bus';
import { isConnectionError } from '../../db/connection-errors';
import { notify as notifyBus } from '../bus/repo';
import { AUTH_CHANNEL } from '../token/view';

/**
 * Bus messages across API replicas. On PostgreSQL every local bus message is also sent with
 * NOTIFY on CHANNEL (tagged with this process's id), and a dedicated connection LISTENs: messages
 * of other replicas are handed to `onRemote` (live delivery only, they are not re-published on
 * the local bus, so that per-event work such as subscriptions runs once, where the event was
 * stored). The embedded engine is one process: the local bus is all there is.
 * Messages are ids and states (lib/bus.ts), a few hundred bytes each.
 *
 * Who receives a message is decided by the users as they are when it is delivered (hub.ts), and
 * the hub holds them between changes: a change of a user or of their groups must be heard before
 * any message sent after it commits, on every replica. The listening connection therefore also
 * LISTENs on the auth channel (AUTH_CHANNEL) and hands each of its payloads to `onAuth` at once:
 * PostgreSQL delivers the notifications of one connection in commit order, so a change reaches
 * `onAuth` before every message committed after it (the revocation feed's own connection gives
 * no order against this one). This replica's own messages go the same way: while listening they
 * are delivered when their notification comes back, not when published, since a change made on
 * another replica may have committed before them and still be on its way here.
 *
 * Both directions work per batch: the local messages published together (bus subscribeBatched)
 * go to `onLocal` as one array and out in one query, packed into as few notifications as NOTIFY's
 * 8000-byte payload allows (an ingest batch of 100 events is 4–5 notifications, not 100: each one
 * is queued by the server and read by every replica, this one included); the notifications that
 * arrive together go to `onRemote` as one array, in order; the hub then loads the events of a
 * batch with one query.
 */
export const CHANNEL = 'argus_bus';
const RELAYED: ReadonlySet<BusEvent['type']> = new Set(['event.created', 'camera.state']);
/** NOTIFY refuses payloads of 8000 bytes or more. */
export const PAYLOAD_LIMIT = 7999;

/** `messages` as notification payloads `{"origin","n","messages":[…]}` of at most PAYLOAD_LIMIT bytes each, in order. */
export function packMessages(origin: string, messages: readonly BusEvent[], next: () => number): string[] {
  const payloads: string[] = [];
  let parts: string[] = [];
  let bytes = 0;
  const envelope = (n: number) => `{"origin":${JSON.stringify(origin)},"n":${n},"messages":[${parts.join(',')}]}`;
  for (const message of messages) {
    const json = JSON.stringify(message);
    const size = Buffer.byteLength(json) + 1;
    // 64 bytes leave room for the envelope (origin is a uuid, n a counter).
    if (parts.length > 0 && bytes + size + 64 > PAYLOAD_LIMIT) {
      payloads.push(envelope(next()));
      parts = [];
      bytes = 0;
    }
    parts.push(json);
    bytes += size;
  }
  if (parts.length > 0) payloads.push(envelope(next()));
  return payloads;
}

/** Pauses between attempts to listen again: 1 s, 2 s, 4 s … at most 10 s. */
const relistenDelay = (attempt: number) => Math.min(10_000, 1000 * 2 ** attempt);
/** A notification that fails for a lost connection is sent again this many times, a second apart. */
const NOTIFY_TRIES = 3;

/**
 * Starts relaying. `onResync` is called after the listening connection was lost and is listening
 * again: notifications of other replicas sent meanwhile are lost, so the open consoles must fetch
 * what they show again (the hub asks them to reconnect, and the console refetches on reconnect);
 * and when this replica's own notifications could not be sent. `onLocal` has this replica's
 * messages only while nothing listens (the embedded engine, or the listener lost); `onAuth` has
 * the auth channel's payloads, in order with the messages handed to `onRemote`.
 */
export async function startRelay(
  ctx: AppContext,
  onLocal: (messages: BusEvent[]) => void,
  onRemote: (messages: BusEvent[]) => void,
  warn: (m: string) => void,
  onResync: () => void = () => {},
  onAuth: (payload: string) => void = () => {},
) {
  const origin = randomUUID();
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  // NOTIFY folds identical payloads sent in one transaction into one: a counter keeps two equal
  // payloads of one batch two notifications. Receivers ignore it.
  let sequence = 0;
  // This replica's own notifications come back too: recognised without parsing them. Those sent
  // while listening are delivered when they come back (by their counter); others are not.
  const own = `{"origin":${JSON.stringify(origin)},`;
  const awaited = new Set<number>();
  // Notifications parsed from one read arrive in one turn: hand them over together.
  const remote = turnBatcher(onRemote);

  /** Opens the listening connection; rejects when PostgreSQL cannot be reached or refuses LISTEN. */
  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: ctx.config.databaseUrl ?? '' });
    let lost = false;
    // 'error' comes once or twice for one loss (the server's message, then the closed socket),
    // and also when connecting fails: only a connection that was listening is listened for again.
    client.on('error', (error) => {
      if (lost) return;
      lost = true;
      if (listener !== client) return;
      listener = null;
      // Own notifications not back yet are lost with the connection; the consoles resync on relisten.
      awaited.clear();
      warn(`live relay connection lost: ${error.message}`);
      relisten(0);
    });
    client.on('notification', (n) => {
      if (!n.payload) return;
      if (n.channel === AUTH_CHANNEL) return onAuth(n.payload);
      try {
        // `message`: one message a notification, as replicas of earlier versions send them.
        const { messages, message, n: counter } = JSON.parse(n.payload) as { messages?: BusEvent[]; message?: BusEvent; n?: number };
        if (n.payload.startsWith(own) && !(counter !== undefined && awaited.delete(counter))) return;
        for (const m of messages ?? (message ? [message] : [])) remote.push(m);
      } catch {
        // not ours
      }
    });
    try {
      await client.connect();
      // One connection for both channels: its notifications come in commit order.
      await client.query(`listen ${AUTH_CHANNEL}; listen ${CHANNEL}`);
    } catch (error) {
      lost = true;
      await client.end().catch(() => {});
      throw error;
    }
    if (lost || closed) {
      await client.end().catch(() => {});
      if (lost) throw new Error('the connection was lost while it started listening');
      return;
    }
    listener = client;
  };

  /** Listens again after a pause, until it works (or the relay is closed); then consoles resync. */
  const relisten = (attempt: number) => {
    if (closed) return;
    retry = setTimeout(() => {
      retry = null;
      listen().then(
        () => {
          if (closed) return;
          warn('live relay listening again; open consoles are asked to resynchronise');
          onResync();
        },
        (error: unknown) => {
          if (attempt === 0) warn(`live relay cannot listen yet, trying again: ${error instanceof Error ? error.message : String(error)}`);
          relisten(attempt + 1);
        },
      );
    }, relistenDelay(attempt));
    retry.unref();
  };

  if (ctx.config.databaseUrl) {
    await listen().catch((error: unknown) => {
      warn(`live relay cannot listen yet, trying again: ${error instanceof Error ? error.message : String(error)}`);
      relisten(1);
    });
  }

  const notify = (payloads: string[], counters: readonly number[], tries: number) => {
    // One statement, one transaction: the notifications are delivered together, in array order.
    notifyBus(ctx.db, CHANNEL, payloads).catch((error: unknown) => {
      // A connection lost under the statement: the messages are sent again once it is back.
      if (isConnectionError(error) && tries > 1 && !closed) setTimeout(() => closed || notify(payloads, counters, tries - 1), 1000).unref();
      else {
        warn(`live relay notify failed: ${String(error)}`);
        // This replica's consoles were waiting for them too.
        if (counters.filter((c) => awaited.delete(c)).length > 0 && !closed) onResync();
      }
    });
  };

  const unsubscribe = subscribeBatched((messages) => {
    // Nothing listens, so no notification will bring them back: handed over here (the caller orders them after the changes heard so far).
    if (!listener) onLocal(messages);
    if (!ctx.config.databaseUrl) return;
    const counters: number[] = [];
    const payloads = packMessages(
      origin,
      messages.filter((m) => RELAYED.has(m.type)),
      () => {
        counters.push(sequence);
        return sequence++;
      },
    );
    if (listener) for (const c of counters) awaited.add(c);
    if (payloads.length > 0) notify(payloads, counters, NOTIFY_TRIES);
  });

  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    unsubscribe();
    remote.drain();
    await listener?.end().catch(() => {});
  };
}
