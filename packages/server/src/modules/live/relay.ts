import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { AppContext } from '../../context';
import { subscribeBatched, turnBatcher, type BusEvent } from '../../lib/bus';

/**
 * Bus messages across API replicas. On PostgreSQL every local bus message is also sent with
 * NOTIFY on CHANNEL (tagged with this process's id), and a dedicated connection LISTENs: messages
 * of other replicas are handed to `onRemote` (live delivery only, they are not re-published on
 * the local bus, so that per-event work such as subscriptions runs once, where the event was
 * stored). The embedded engine is one process: the local bus is all there is.
 * Messages are ids and states (lib/bus.ts), far below NOTIFY's 8000-byte limit.
 *
 * Both directions work per batch: the local messages published together (bus subscribeBatched)
 * go to `onLocal` as one array and out in one query (one NOTIFY per message, so receivers see
 * single messages), and the notifications that arrive together go to `onRemote` as one array,
 * in order; the hub then loads the events of a batch with one query.
 */
export const CHANNEL = 'argus_bus';
const RELAYED: ReadonlySet<BusEvent['type']> = new Set(['event.created', 'camera.state']);

export async function startRelay(
  ctx: AppContext,
  onLocal: (messages: BusEvent[]) => void,
  onRemote: (messages: BusEvent[]) => void,
  warn: (m: string) => void,
) {
  const origin = randomUUID();
  let listener: pg.Client | null = null;
  let closed = false;
  // NOTIFY folds identical payloads sent in one transaction into one: a counter keeps two equal
  // messages of one batch two notifications, as when each had its own query. Receivers ignore it.
  let sequence = 0;
  // Notifications parsed from one read arrive in one turn: hand them over together.
  const remote = turnBatcher(onRemote);

  const connect = async () => {
    if (!ctx.config.databaseUrl || closed) return;
    const client = new pg.Client({ connectionString: ctx.config.databaseUrl });
    client.on('error', (error) => {
      warn(`live relay connection lost: ${error.message}`);
      listener = null;
      // Reconnect after a pause; messages sent meanwhile are lost (consoles refetch on reconnect).
      setTimeout(() => void connect().catch(() => {}), 1000).unref();
    });
    client.on('notification', (n) => {
      if (!n.payload) return;
      try {
        const { origin: from, message } = JSON.parse(n.payload) as { origin: string; message: BusEvent };
        if (from !== origin) remote.push(message);
      } catch {
        // not ours
      }
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    listener = client;
  };
  await connect();

  const unsubscribe = subscribeBatched((messages) => {
    onLocal(messages);
    if (!ctx.config.databaseUrl) return;
    const payloads = messages.filter((m) => RELAYED.has(m.type)).map((message) => JSON.stringify({ origin, n: sequence++, message }));
    if (payloads.length === 0) return;
    // One statement, one transaction: the notifications are delivered together, in array order.
    sql`select pg_notify(${CHANNEL}, m) from unnest(${payloads}::text[]) with ordinality as p(m, i) order by i`
      .execute(ctx.db)
      .catch((error: unknown) => warn(`live relay notify failed: ${String(error)}`));
  });

  return async () => {
    closed = true;
    unsubscribe();
    remote.drain();
    await listener?.end().catch(() => {});
  };
}
