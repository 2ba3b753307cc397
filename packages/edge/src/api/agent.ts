import { backoffDelay, defaultEdgeCap, type CameraWithSecrets } from '@argus/contracts';
import { cpus } from 'node:os';
import type { EdgeConfig } from '../config';
import { describe, machineApi, settle, sleep } from './http';
import { HostFacts } from './host';
import { forgetRegistration, register, RegistrationError, type Registration } from './registration';
import { log } from '../log';

export interface AgentOptions {
  config: EdgeConfig;
  /** Cameras assigned to this edge, after every poll that changed something. */
  onCameras: (cameras: CameraWithSecrets[]) => void;
  /** 0..1: how busy the analytics are (reported in the heartbeat). */
  util?: () => number;
  log?: (message: string) => void;
}

/**
 * The edge as a machine of the API: registers (or reuses its stored credential), heartbeats with
 * real host facts at the interval the API asks for, and follows its assigned cameras and their
 * video_analytics by polling. A lost API is retried with backoff; the process never exits for it.
 */
export class EdgeAgent {
  registration: Registration | null = null;
  private stopped = false;
  private timers: NodeJS.Timeout[] = [];
  private readonly startedAt = Date.now();
  private readonly host: HostFacts;
  private lastCameras = '';
  /** Set after every successful camera poll (tests wait on it). */
  lastSync = 0;
  lastHeartbeat = 0;

  constructor(private readonly o: AgentOptions) {
    this.host = new HostFacts(o.config.dataDir);
  }

  /** Problems at warn; what went right (registered) at info. The `log` option, where given, takes both. */
  private log(message: string, level: 'info' | 'warn' = 'warn'): void {
    if (this.o.log) this.o.log(message);
    else log[level](message);
  }

  get cap(): number {
    return this.o.config.cap ?? defaultEdgeCap(cpus().length);
  }

  credential = (): string | null => this.registration?.credential ?? null;

  /** Registers (retrying while the API is unreachable), then runs; resolves once registered. */
  async start(): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt++) {
      try {
        this.registration = await register(this.o.config, this.cap);
        break;
      } catch (error) {
        const retry = !(error instanceof RegistrationError) || error.retry;
        this.log(`${(error as Error).message}${retry ? '; trying again' : ''}`);
        if (!retry) throw error;
        await sleep(backoffDelay(attempt, { initialMs: 1000, maxMs: 15_000 }));
      }
    }
    const reg = this.registration;
    if (!reg || this.stopped) return;
    this.log(`registered with ${this.o.config.apiUrl} as edge ${reg.id}`, 'info');
    await this.heartbeat();
    await this.sync();
    this.timers.push(setInterval(() => void this.heartbeat(), Math.max(1, reg.heartbeat_interval) * 1000));
    this.timers.push(setInterval(() => void this.sync(), this.o.config.pollMs));
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
  }

  /** A credential the API no longer knows (edge deleted or re-invited): forget it and register anew. */
  private async refused(): Promise<void> {
    this.log('the API refused the stored credential; registering again with the invitation');
    forgetRegistration(this.o.config.dataDir);
    try {
      this.registration = await register(this.o.config, this.cap);
    } catch (error) {
      this.log((error as Error).message);
    }
  }

  async heartbeat(): Promise<void> {
    const reg = this.registration;
    if (!reg || this.stopped) return;
    const reply = await settle(
      machineApi(this.o.config.apiUrl, { credential: reg.credential }).PUT('/api/v1/edges/{edge_id}/status', {
        params: { path: { edge_id: reg.id } },
        body: {
          hostname: this.o.config.hostname,
          cap: this.cap,
          util: Math.min(1, Math.max(0, this.o.util?.() ?? 0)),
          uptime: Math.floor((Date.now() - this.startedAt) / 1000),
          info: this.host.info(),
          version: this.o.config.version,
        },
      }),
    );
    if (reply.status === 200) this.lastHeartbeat = Date.now();
    else if (reply.status === 401) await this.refused();
    else this.log(`heartbeat failed: ${describe(reply)}`);
  }

  async sync(): Promise<void> {
    const reg = this.registration;
    if (!reg || this.stopped) return;
    const reply = await settle(
      machineApi(this.o.config.apiUrl, { credential: reg.credential }).GET('/api/v1/edges/{edge_id}/cameras', { params: { path: { edge_id: reg.id } } }),
    );
    if (reply.status !== 200 || !reply.body) {
      if (reply.status === 401) await this.refused();
      else if (reply.status !== 0) this.log(`camera poll failed: ${describe(reply)}`);
      return;
    }
    const text = JSON.stringify(reply.body.cameras);
    if (text !== this.lastCameras) {
      this.lastCameras = text;
      this.o.onCameras(reply.body.cameras);
    }
    this.lastSync = Date.now();
  }
}
