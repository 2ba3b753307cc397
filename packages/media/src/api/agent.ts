import { backoffDelay } from '@argus/contracts';
import type { AuthorizeMediaRequest } from '../http/auth';
import type { StreamStateEvent, StreamStatus } from '../ingest/state';
import type { StorageFacts } from '../record/retention';
import type { SegmentRecord } from '../record/segment';
import type { MediaService } from '../service';
import { streamsOf } from './cameras';
import type { ApiClientConfig } from './config';
import { describe, machineApi, settle, type MachineApi } from './http';
import { forgetRegistration, register, RegistrationError, type Registration } from './registration';
import type { SegmentReporter } from './reporter';
import { ticketAuthorizer } from './ticket';
import { log } from '../log';

const HEARTBEAT_STATUS: Record<StreamStatus, 'connecting' | 'online' | 'offline' | 'failed'> = {
  starting: 'connecting',
  live: 'online',
  reconnecting: 'offline',
  failed: 'failed',
  stopped: 'offline',
};

export interface AgentOptions {
  config: ApiClientConfig;
  service: MediaService;
  dataDir: string;
  reporter: SegmentReporter;
  log?: (message: string) => void;
}

/**
 * The media service as a stream server of the API: registers (or reuses its stored credential),
 * heartbeats with the state of its streams (at the interval the API asks for, and soon after a
 * change), follows its assigned cameras and the ticket secret by polling, and reports segments
 * through the SegmentReporter. Never restarts the process: a lost API is retried with backoff.
 */
export class MediaApiAgent {
  registration: Registration | null = null;
  private secrets: string[] = [];
  private capacitygroup: string | null = null;
  private readonly states = new Map<string, StreamStateEvent>();
  private timers: NodeJS.Timeout[] = [];
  private stopped = false;
  private syncing = false;
  private beatSoon: NodeJS.Timeout | null = null;
  private readonly startedAt = Date.now();
  /** Set after every successful camera poll (tests wait on it). */
  lastSync = 0;
  readonly authorize: AuthorizeMediaRequest;

  constructor(private readonly o: AgentOptions) {
    this.authorize = ticketAuthorizer(() => ({ secrets: this.secrets, capacitygroup: this.capacitygroup }));
    o.service.on('state', (e) => {
      this.states.set(e.stream_id, e);
      this.heartbeatSoon();
    });
  }

  /** Problems at warn; what went right (registered) at info. The `log` option, where given, takes both. */
  private log(message: string, level: 'info' | 'warn' = 'warn'): void {
    if (this.o.log) this.o.log(message);
    else log[level](message);
  }

  /** Registers (retrying while the API is unreachable), then runs; resolves once registered. */
  async start(): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt++) {
      try {
        this.registration = await register(this.o.config, this.o.dataDir);
        break;
      } catch (error) {
        const retry = !(error instanceof RegistrationError) || error.retry;
        this.log(`${(error as Error).message}${retry ? '; trying again' : ''}`);
        if (!retry) throw error;
        await new Promise((r) => setTimeout(r, backoffDelay(attempt, { initialMs: 1000, maxMs: 15_000 })));
      }
    }
    const reg = this.registration;
    if (!reg || this.stopped) return;
    this.capacitygroup = reg.capacitygroup_token;
    this.log(`registered with ${this.o.config.apiUrl} as stream server ${reg.id}`, 'info');
    this.o.reporter.attach((batch) => this.sendSegments(batch));
    await this.heartbeat();
    await this.sync();
    this.timers.push(setInterval(() => void this.heartbeat(), Math.max(1, reg.heartbeat_interval) * 1000));
    this.timers.push(setInterval(() => void this.sync(), this.o.config.pollMs));
    for (const t of this.timers) t.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    if (this.beatSoon) clearTimeout(this.beatSoon);
    await this.o.reporter.stop();
  }

  /** A call as this stream server (status 0 before it is registered). */
  private async call<D>(make: (api: MachineApi, path: { streamserver_id: number }) => Promise<{ data?: D; error?: unknown; response: Response }>) {
    const reg = this.registration;
    if (!reg) return { status: 0, body: null };
    return settle(make(machineApi(this.o.config.apiUrl, { credential: reg.credential }), { streamserver_id: reg.id }));
  }

  /** A refused credential (the record was re-invited or deleted): forget it; a restart with a new invitation registers again. */
  private refused(status: number): void {
    if (status !== 401 || !this.registration) return;
    this.log('the API refused this stream server’s credential: register again with a new invitation');
    forgetRegistration(this.o.dataDir);
  }

  private heartbeatSoon(): void {
    if (this.beatSoon || !this.registration) return;
    this.beatSoon = setTimeout(() => {
      this.beatSoon = null;
      void this.heartbeat();
    }, 500);
    this.beatSoon.unref();
  }

  async heartbeat(): Promise<boolean> {
    let storage: StorageFacts | null = null;
    try {
      storage = this.o.service.storage();
    } catch {
      // the volume cannot be read (statfs failed): the heartbeat goes without it
    }
    const archives = new Map((storage?.streams ?? []).map((a) => [a.stream_id, a]));
    const streams = this.o.service
      .streams()
      .filter((s) => /^\d{1,10}$/.test(s.id))
      .map((s) => {
        const st = this.states.get(s.id);
        const a = archives.get(s.id);
        return {
          camera_id: Number(s.id),
          status: st ? HEARTBEAT_STATUS[st.status] : 'connecting',
          error: st?.reason?.slice(0, 1000) ?? null,
          recording: st?.recording ?? !storage?.low_space,
          ...(a
            ? {
                archive: {
                  oldest_at: a.oldest_at,
                  depth_days: a.depth_days,
                  early_deleted_at: a.early_deleted_at,
                  early_deleted_segments: a.early_deleted_segments,
                },
              }
            : {}),
        };
      });
    const reply = await this.call((api, path) =>
      api.PUT('/api/v1/streamservers/{streamserver_id}/status', {
        params: { path },
        body: {
          hostname: this.o.config.hostname,
          version: this.o.config.version,
          uptime: Math.floor((Date.now() - this.startedAt) / 1000),
          ...(storage
            ? {
                storage: {
                  free_bytes: Math.max(0, Math.floor(storage.free_bytes)),
                  min_free_bytes: storage.min_free_bytes,
                  low_space: storage.low_space?.slice(0, 1000) ?? null,
                },
              }
            : {}),
          streams,
        },
      }),
    );
    if (reply.status !== 200) {
      this.refused(reply.status);
      return false;
    }
    return true;
  }

  /** Reads the assigned cameras and the ticket secret; starts, restarts and stops streams to match. */
  async sync(): Promise<boolean> {
    if (this.syncing || this.stopped) return false;
    this.syncing = true;
    try {
      const tickets = await this.call((api, path) => api.GET('/api/v1/streamservers/{streamserver_id}/tickets', { params: { path } }));
      if (tickets.status === 200 && tickets.body) {
        const secret = tickets.body.ticket_secret;
        // The previous secret stays valid until the next change: tickets out before a rotation keep working for their short life.
        if (secret !== this.secrets[0]) this.secrets = [secret, ...this.secrets.slice(0, 1)];
        this.capacitygroup = tickets.body.capacitygroup_token;
      }
      const reply = await this.call((api, path) => api.GET('/api/v1/streamservers/{streamserver_id}/cameras', { params: { path } }));
      if (reply.status !== 200 || !reply.body) {
        this.refused(reply.status);
        if (reply.status !== 0) this.log(`cameras: ${describe(reply)}`);
        return false;
      }
      const { streams, skipped } = streamsOf(reply.body.cameras, this.o.config.ingestPorts);
      if (skipped.length) this.log(`cameras ${skipped.join(', ')}: their ingest port is taken by another camera`);
      const wanted = new Set(streams.map((s) => s.id));
      for (const s of this.o.service.streams()) {
        if (!wanted.has(s.id)) {
          this.log(`stream ${s.id}: no longer assigned, stopping`);
          await this.o.service.remove(s.id);
          this.states.delete(s.id);
        }
      }
      for (const s of streams) await this.o.service.upsert(s);
      this.lastSync = Date.now();
      return true;
    } finally {
      this.syncing = false;
    }
  }

  private async sendSegments(batch: { added: SegmentRecord[]; removed: SegmentRecord[] }): Promise<boolean> {
    const numeric = (s: SegmentRecord) => /^\d{1,10}$/.test(s.stream_id);
    const added = batch.added.filter(numeric);
    const removed = batch.removed.filter(numeric);
    if (!added.length && !removed.length) return true;
    const reply = await this.call((api, path) => api.POST('/api/v1/streamservers/{streamserver_id}/segments', { params: { path }, body: { added, removed } }));
    if (reply.status === 200) return true;
    this.refused(reply.status);
    // A 4xx other than a refused credential will not get better by retrying: drop the batch, say so.
    if (reply.status >= 400 && reply.status < 500 && reply.status !== 401 && reply.status !== 429) {
      this.log(`segment report refused: ${describe(reply)}`);
      return true;
    }
    return false;
  }
}
