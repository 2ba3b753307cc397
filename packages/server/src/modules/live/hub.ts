import type { ServerResponse } from 'node:http';
import { currentGroups, HeldViewers, receives, type Viewer } from '../../access';
import type { AppContext } from '../../context';
import type { Principal } from '../../http/principal';
import { parseAuthChange } from '../../lib/auth-change';
import type { BusEvent } from '../../lib/bus';
import { urlSigner } from '../../lib/files';
import { presentEvent } from '../events/present';
import { eventKey, findEvents, type EventWithoutDescriptor } from '../events/repo';
import type { FeedView } from '../token/listener';
import { principalOfToken } from './tickets';

/**
 * The open live connections of this process and what each may receive:
 * - event.created: the connections that receive the event with event_read (access `receives`:
 *   the camera in sight, the superuser never); the data is the full event.
 * - camera.state: the same with camera_read; the data is the bus message.
 * Who receives is decided by the state at delivery, as GET /events decides: the camera's group
 * now (access `currentGroups`, not the group a message carries) and the user as they are now
 * (access `HeldViewers`, kept current by the `argus_auth` feed, not the principal the connection
 * opened with): a camera moved or a user taken out of a group changes the next push on every
 * replica, on the connections already open. Each bus message is loaded and presented once, then
 * written to every connection in scope. Messages come in batches (those published together): the
 * groups of a batch's cameras are read with one query, its events loaded with one query per
 * organisation, and each connection receives its messages in the batch's order, and the batches in
 * the order they came (`deliver`).
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
  /** The connected users as they are now; the app's `argus_auth` feed keeps it (`feed`, routes.ts). */
  readonly viewers = new HeldViewers();
  /** Connections whose token is to be checked again on the next turn (a change of their session or user was announced). */
  private readonly suspect = new Set<LiveConnection>();
  private checking: NodeJS.Immediate | null = null;
  /** The batches delivered so far, written: the next batch is written after them (`deliver`). */
  private written: Promise<void> = Promise.resolve();

  /**
   * What the app's `argus_auth` feed tells the hub: the held viewers follow every change, and the
   * connections of a changed session or user have their token checked again at once, so that a
   * signed-out session, a revoked token, a deleted or blocked user stops receiving as soon as the
   * change commits (the minute's re-check is then a bound for expiry and a lost feed only).
   */
  readonly feed: FeedView = {
    resume: () => {
      this.viewers.resume();
      // What changed while the feed was lost is unknown.
      this.recheck(() => true);
    },
    suspend: () => this.viewers.suspend(),
    changed: (payload) => {
      this.viewers.changed(payload);
      const change = parseAuthChange(payload);
      if (change.kind === 'session') this.recheck((c) => c.principal.sessionId === change.sessionId);
      else if (change.kind === 'user') this.recheck((c) => c.principal.userId === change.userId);
      else if (change.kind === 'all') this.recheck(() => true);
    },
  };

  constructor(private readonly ctx: AppContext) {
    // Heartbeat (keeps proxies from closing idle streams) and re-check of each token: an expired
    // token, or a change missed while the feed was lost, stops receiving within a minute.
    this.timer = setInterval(() => void this.revalidate(), REVALIDATE_MS);
    this.timer.unref();
  }

  get size(): number {
    return this.connections.size;
  }

  add(connection: LiveConnection): () => void {
    this.connections.add(connection);
    return () => this.remove(connection);
  }

  private remove(connection: LiveConnection): void {
    this.connections.delete(connection);
    const userId = connection.principal.userId;
    if (![...this.connections].some((c) => c.principal.userId === userId)) this.viewers.forget(userId);
  }

  close(): void {
    clearInterval(this.timer);
    if (this.checking) clearImmediate(this.checking);
    this.suspect.clear();
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
    // Changes may have been missed as well (the relay hears them on the connection it lost).
    this.viewers.changed('*');
  }

  private async revalidate(): Promise<void> {
    for (const c of [...this.connections]) {
      if (!this.connections.has(c)) continue;
      c.res.write(': ping\n\n');
      await this.check(c, 'token_expired');
    }
  }

  /** Checks the tokens of the connections that `which` picks on the next turn (the changes announced together, checked once). */
  private recheck(which: (c: LiveConnection) => boolean): void {
    for (const c of this.connections) if (which(c)) this.suspect.add(c);
    if (this.suspect.size === 0 || this.checking) return;
    this.checking = setImmediate(() => {
      this.checking = null;
      const batch = [...this.suspect];
      this.suspect.clear();
      void (async () => {
        for (const c of batch) if (this.connections.has(c)) await this.check(c, 'token_revoked');
      })();
    });
  }

  /** Closes the connection when its token no longer grants anything (a failed check keeps it: the next one decides). */
  private async check(c: LiveConnection, reason: 'token_expired' | 'token_revoked'): Promise<void> {
    const principal = await principalOfToken(this.ctx, c.tokenHash).catch(() => c.principal);
    if (principal || !this.connections.has(c)) return;
    write(c.res, 'closed', { reason });
    c.res.end();
    this.remove(c);
  }

  /**
   * Delivers one batch. Batches are prepared side by side (their reads overlap) and written in
   * the order `deliver` was called, each after the one before: a batch that is quicker to prepare
   * (camera states only) never overtakes an earlier one (events to load) on a connection. A batch
   * that fails rejects its own promise only; the ones after it are still written.
   */
  deliver(messages: readonly BusEvent[]): Promise<void> {
    const prepared = this.prepare(messages);
    // Its failure is answered when its turn to be written comes; until then it is not left unhandled.
    prepared.catch(() => {});
    const written = this.written.then(() => prepared).then((writes) => writes());
    this.written = written.catch(() => {});
    return written;
  }

  /** Reads what a batch needs and returns its writes, to be done in delivery order. */
  private async prepare(messages: readonly BusEvent[]): Promise<() => void> {
    const nothing = () => {};
    if (this.connections.size === 0) return nothing;
    const pushed = messages.filter((m) => m.type === 'event.created' || m.type === 'camera.state');
    // Only organisations with a connection that may receive something there are looked at.
    const open = [...this.connections].filter(({ principal: p }) => !p.isSuperuser && pushed.some((m) => m.organization_id === p.organizationId));
    if (open.length === 0) return nothing;
    const viewers = await this.viewers.of(
      this.ctx.db,
      open.map((c) => c.principal.userId),
      this.ctx.clock(),
    );
    const groups = await currentGroups(
      this.ctx.db,
      'camera',
      pushed.map((m) => m.camera_id),
    );
    // Targets are taken when the batch arrives, as they were per message.
    const targeted = pushed.map((message) => ({
      message,
      targets: inScope(
        open,
        viewers,
        message.organization_id,
        groups.get(message.camera_id) ?? null,
        message.type === 'event.created' ? 'event_read' : 'camera_read',
      ),
    }));
    const wanted = targeted.flatMap((t) => (t.targets.length > 0 && t.message.type === 'event.created' ? [t.message] : []));
    const rows = new Map<string, EventWithoutDescriptor>();
    for (const organizationId of new Set(wanted.map((m) => m.organization_id))) {
      const pairs = wanted.filter((m) => m.organization_id === organizationId).map((m) => ({ event_id: m.event_id, ts: new Date(m.ts) }));
      for (const row of await findEvents(this.ctx.db, organizationId, pairs)) rows.set(eventKey(row.event_id, row.ts), row);
    }
    const sign = rows.size > 0 ? await urlSigner(this.ctx) : null;
    const writes: { targets: LiveConnection[]; event: string; data: unknown }[] = [];
    for (const { message, targets } of targeted) {
      if (targets.length === 0) continue;
      if (message.type === 'event.created') {
        const row = rows.get(eventKey(message.event_id, new Date(message.ts)));
        if (row && sign) writes.push({ targets, event: 'event.created', data: presentEvent(row, sign) });
      } else if (message.type === 'camera.state') {
        const { type: _type, ...data } = message;
        writes.push({ targets, event: 'camera.state', data });
      }
    }
    return () => {
      for (const { targets, event, data } of writes) for (const c of targets) write(c.res, event, data);
    };
  }
}

/** The connections whose user, as they are now, receives a push about an object of the organisation in `groupId`. */
function inScope(
  connections: readonly LiveConnection[],
  viewers: ReadonlyMap<number, Viewer>,
  organizationId: number,
  groupId: number | null,
  permission: 'event_read' | 'camera_read',
): LiveConnection[] {
  return connections.filter(({ principal }) => {
    const viewer = viewers.get(principal.userId);
    return viewer !== undefined && receives(viewer, permission, organizationId, groupId);
  });
}

export function write(res: ServerResponse, event: string, data: unknown): void {
  // A connection ended meanwhile (resync, close) is skipped: writing after the end would emit 'error' on it.
  if (res.writableEnded || res.destroyed) return;
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}
