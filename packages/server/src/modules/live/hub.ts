import type { ServerResponse } from 'node:http';
import { receives } from '../../access';
import type { AppContext } from '../../context';
import type { Principal } from '../../http/principal';
import type { BusEvent } from '../../lib/bus';
import { urlSigner } from '../../lib/files';
import { presentEvent } from '../events/present';
import { cameraHome } from '../cameras/repo';
import { eventKey, findEvents, type EventWithoutDescriptor } from '../events/repo';
import { principalOfToken } from './tickets';

/**
 * The open live connections of this process and what each may receive:
 * - event.created: the connections that receive the event with event_read (access `receives`:
 *   the camera in sight, the superuser never); the data is the full event.
 * - camera.state: the same with camera_read; the data is the bus message. Each bus message is
 * loaded and presented once, then written to every connection in scope. Messages come in batches
 * (those published together): the events in scope of a batch are loaded with one query per
 * organisation, and each connection receives its messages in the batch's order.
 */
export interface LiveConnection {
  principal: Principal;
  tokenHash: string;
  res: ServerResponse;
}

const REVALIDATE_MS = 60_000;

export class LiveHub {
  private readonly connections = new Set<LiveConnection>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly ctx: AppContext) {
    // Heartbeat (keeps proxies from closing idle streams) and re-check of each token: a signed-out
    // or expired session stops receiving within a minute.
    this.timer = setInterval(() => void this.revalidate(), REVALIDATE_MS);
    this.timer.unref();
  }

  get size(): number {
    return this.connections.size;
  }

  add(connection: LiveConnection): () => void {
    this.connections.add(connection);
    return () => this.connections.delete(connection);
  }

  close(): void {
    clearInterval(this.timer);
    for (const c of this.connections) c.res.end();
    this.connections.clear();
  }

  /**
   * Asks every open console to reconnect: messages it should have received were lost (the relay
   * lost its connection, or a delivery failed). The console connects again and, on its `ready`
   * after a break, fetches what it shows again, so it shows every event stored meanwhile.
   */
  resync(): void {
    for (const c of this.connections) {
      write(c.res, 'closed', { reason: 'resync' });
      c.res.end();
    }
    this.connections.clear();
  }

  private async revalidate(): Promise<void> {
    for (const c of [...this.connections]) {
      if (!this.connections.has(c)) continue;
      c.res.write(': ping\n\n');
      const principal = await principalOfToken(this.ctx, c.tokenHash).catch(() => c.principal);
      if (!principal) {
        write(c.res, 'closed', { reason: 'token_expired' });
        c.res.end();
        this.connections.delete(c);
      }
    }
  }

  async deliver(messages: readonly BusEvent[]): Promise<void> {
    if (this.connections.size === 0) return;
    // Targets are taken when the batch arrives, as they were per message.
    const targeted = messages.map((message) =>
      message.type === 'event.created' ? { message, targets: this.inScope(message.organization_id, message.group_id, 'event_read') } : { message, targets: [] },
    );
    const wanted = targeted.filter((t) => t.targets.length > 0).map((t) => t.message as Extract<BusEvent, { type: 'event.created' }>);
    const rows = new Map<string, EventWithoutDescriptor>();
    for (const organizationId of new Set(wanted.map((m) => m.organization_id))) {
      const pairs = wanted.filter((m) => m.organization_id === organizationId).map((m) => ({ event_id: m.event_id, ts: new Date(m.ts) }));
      for (const row of await findEvents(this.ctx.db, organizationId, pairs)) rows.set(eventKey(row.event_id, row.ts), row);
    }
    const sign = rows.size > 0 ? await urlSigner(this.ctx) : null;
    for (const { message, targets } of targeted) {
      if (message.type === 'event.created') {
        const row = rows.get(eventKey(message.event_id, new Date(message.ts)));
        if (!row || !sign) continue;
        const data = presentEvent(row, sign);
        for (const c of targets) write(c.res, 'event.created', data);
      } else if (message.type === 'camera.state') {
        const camera = await cameraHome(this.ctx.db, message.camera_id);
        const targets = this.inScope(message.organization_id, camera?.group_id ?? null, 'camera_read');
        const { type: _type, ...data } = message;
        for (const c of targets) write(c.res, 'camera.state', data);
      }
    }
  }

  private inScope(organizationId: number, groupId: number | null, permission: 'event_read' | 'camera_read'): LiveConnection[] {
    return [...this.connections].filter(({ principal }) => receives(principal, permission, organizationId, groupId));
  }
}

export function write(res: ServerResponse, event: string, data: unknown): void {
  // A connection ended meanwhile (resync, close) is skipped: writing after the end would emit 'error' on it.
  if (res.writableEnded || res.destroyed) return;
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}
