import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { AppContext } from '../../context';
import { subscribe, type BusEvent } from '../../lib/bus';

/**
 * Bus messages across API replicas. On PostgreSQL every local bus message is also sent with
 * NOTIFY on CHANNEL (tagged with this process's id), and a dedicated connection LISTENs: messages
 * of other replicas are handed to `onRemote` (live delivery only, they are not re-published on
 * the local bus, so that per-event work such as subscriptions runs once, where the event was
 * stored). The embedded engine is one process: the local bus is all there is.
 * Messages are ids and states (lib/bus.ts), far below NOTIFY's 8000-byte limit.
 */
export const CHANNEL = 'argus_bus';
const RELAYED: ReadonlySet<BusEvent['type']> = new Set(['event.created', 'camera.state']);

export async function startRelay(ctx: AppContext, onLocal: (m: BusEvent) => void, onRemote: (m: BusEvent) => void, warn: (m: string) => void) {
  const origin = randomUUID();
  let listener: pg.Client | null = null;
  let closed = false;

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
        if (from !== origin) onRemote(message);
      } catch {
        // not ours
      }
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    listener = client;
  };
  await connect();

  const unsubscribe = subscribe((message) => {
    onLocal(message);
    if (!ctx.config.databaseUrl || !RELAYED.has(message.type)) return;
    ctx.db
      .selectNoFrom((eb) => eb.fn('pg_notify', [eb.val(CHANNEL), eb.val(JSON.stringify({ origin, message }))]).as('n'))
      .execute()
      .catch((error: unknown) => warn(`live relay notify failed: ${String(error)}`));
  });

  return async () => {
    closed = true;
    unsubscribe();
    await listener?.end().catch(() => {});
  };
}
