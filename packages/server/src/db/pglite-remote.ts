import type { Socket } from 'node:net';
import { Duplex } from 'node:stream';
import pg from 'pg';
import { ThreadClient } from '../lib/thread-client';
import type { PgliteRequest } from './pglite-thread';

/**
 * The embedded engine in a thread of its own (pglite-thread.ts), so that its work (WASM, its file
 * system) never holds the API's event loop: requests are parsed, checked and answered while it
 * runs a statement. node-postgres talks to it as to a server over a socket (EngineSocket): what
 * the client writes in one turn goes over in one message, and the engine's answer comes back as
 * the bytes PostgreSQL wrote. The engine has one session, so the pool has one client, kept open.
 */
export class PgliteThread {
  private readonly thread = new ThreadClient<PgliteRequest>(new URL('./pglite-thread-entry.mjs', import.meta.url), 'the embedded engine');
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  readonly pool: pg.Pool;

  private constructor() {
    this.pool = new pg.Pool({
      max: 1,
      idleTimeoutMillis: 0,
      // node-postgres sends a password only when the server asks; the engine never does.
      user: 'postgres',
      database: 'postgres',
      stream: () => new EngineSocket(this.thread) as unknown as Socket,
    });
    // Notifications reach the session's client, whichever it is: handed to the engine's listeners
    // before the statement whose commit sent them answers (the client resolves it after this turn).
    this.pool.on('connect', (client) => client.on('notification', (m) => this.deliver(m.channel, m.payload ?? '')));
  }

  static async open(dataDir: string, cacheMb: number | undefined, startFrom: Blob | undefined): Promise<PgliteThread> {
    const engine = new PgliteThread();
    const bytes = startFrom ? await startFrom.arrayBuffer() : undefined;
    try {
      await engine.thread.request({ op: 'open', dataDir, ...(cacheMb ? { cacheMb } : {}), ...(bytes ? { startFrom: bytes } : {}) }, bytes ? [bytes] : []);
    } catch (error) {
      await engine.thread.close();
      throw error;
    }
    return engine;
  }

  private deliver(channel: string, payload: string): void {
    for (const handler of this.listeners.get(channel) ?? []) queueMicrotask(() => handler(payload));
  }

  /** Calls `handler` with each notification on `channel`; resolves to the unsubscriber. */
  async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    const name = `"${channel.replaceAll('"', '""')}"`;
    let handlers = this.listeners.get(channel);
    if (!handlers) {
      this.listeners.set(channel, (handlers = new Set()));
      await this.pool.query(`listen ${name}`);
    }
    handlers.add(handler);
    return async () => {
      handlers.delete(handler);
      if (handlers.size > 0 || this.listeners.get(channel) !== handlers) return;
      this.listeners.delete(channel);
      await this.pool.query(`unlisten ${name}`);
    };
  }

  /** The whole data directory as a tar archive. */
  async dump(): Promise<Blob> {
    return new Blob([await this.thread.request<ArrayBuffer>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    try {
      await this.thread.request({ op: 'close' });
    } finally {
      await this.thread.close();
    }
  }
}

/** The protocol's Terminate message: the client is done; the engine's one session stays. */
const TERMINATE = 0x58;

/**
 * A socket to the engine's thread, as node-postgres uses one: `connect`, writes, 'data' with what
 * the server wrote, 'close'. Writes of one turn go over together (an extended query's parse, bind,
 * execute and sync), one exchange at a time.
 */
class EngineSocket extends Duplex {
  private pending: Buffer[] = [];
  private sending = false;

  constructor(private readonly thread: ThreadClient<PgliteRequest>) {
    super();
  }

  connect(): this {
    // A new client of the one session starts clean (pglite-thread.ts `reset`).
    this.thread.request({ op: 'reset' }).then(
      () => this.emit('connect'),
      (error: Error) => this.destroy(error),
    );
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  // The thread is held open while it owes answers (lib/thread-client.ts), not by its sockets.
  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    if (chunk[0] !== TERMINATE) {
      this.pending.push(chunk);
      if (!this.sending) {
        this.sending = true;
        queueMicrotask(() => this.send());
      }
    }
    done();
  }

  override _final(done: (error?: Error | null) => void): void {
    done();
    this.push(null);
  }

  private send(): void {
    if (this.pending.length === 0 || this.destroyed) {
      this.sending = false;
      return;
    }
    // One buffer of its own, copied to the thread (what a turn writes is small; node-postgres's
    // buffers are views of shared slabs, which a message would copy whole).
    const bytes = new Uint8Array(this.pending.reduce((n, b) => n + b.byteLength, 0));
    let at = 0;
    for (const b of this.pending) {
      bytes.set(b, at);
      at += b.byteLength;
    }
    this.pending = [];
    this.thread.request<Uint8Array>({ op: 'exec', bytes }).then(
      (answer) => {
        if (answer.byteLength > 0) this.push(Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength));
        this.send();
      },
      (error: Error) => {
        this.sending = false;
        this.destroy(error);
      },
    );
  }
}
