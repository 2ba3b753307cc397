import { spawn, type ChildProcess } from 'node:child_process';
import { OutboundRefused, pinUrl, policyFromEnv, resolveChecked, urlTarget, type OutboundPolicy } from '@argus/outbound';
import { EventEmitter } from 'node:events';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { backoffDelay, type BackoffOptions } from '@argus/contracts';

/** A camera's reconnects: 1 s doubling to 30 s. */
export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 1000, maxMs: 30_000 };
import { systemClock, type Clock } from '../clock';
import { locateFfmpeg } from '../ffmpeg';
import { Fmp4Splitter } from '../live/fmp4';
import { LiveHub } from '../live/hub';
import { RunWatcher } from '../record/runWatcher';
import type { SegmentRecord } from '../record/segment';
import type { StreamConfig } from '../streams';
import { ingestArgs } from './args';
import type { StreamStateEvent, StreamStatus } from './state';

export interface SupervisorOptions {
  dataDir: string;
  /** The stream's last indexed segment, to continue its sequence numbers. */
  lastSegment?: SegmentRecord;
  backoff?: BackoffOptions;
  /** A pulled source that has produced nothing for this long is restarted. */
  stallMs?: number;
  /** A pulled source that is not live this long after start is restarted. */
  connectTimeoutMs?: number;
  /** Give up (state `failed`) after this many consecutive failed attempts; unlimited by default. */
  maxAttempts?: number;
  clock?: Clock;
  ffmpegPath?: string;
  /** Where pulled sources may be (the outbound guard); from the environment when not given. */
  outbound?: OutboundPolicy;
}

export interface SupervisorEvents {
  state: [StreamStateEvent];
  segment: [SegmentRecord];
}

function runId(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:.]/g, '');
}

/**
 * Keeps one ffmpeg per stream running: it reads the source once, records HLS segments and feeds
 * the live hub. Restarts it with exponential backoff when the source drops, and reports state.
 */
export class StreamSupervisor extends EventEmitter<SupervisorEvents> {
  readonly hub = new LiveHub();
  private child: ChildProcess | null = null;
  private watcher: RunWatcher | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private watchdog: NodeJS.Timeout | null = null;
  private stopping = false;
  private attempt = 0;
  private seq: number;
  private disc: number;
  private stderrTail: string[] = [];
  private run: string | null = null;
  private spawnedAt = 0;
  private lastData = 0;
  private killReason: string | null = null;
  private exited: Promise<void> = Promise.resolve();
  /** Why recording is stopped (lack of disk space); live goes on without it. */
  private recordingStopped: string | null = null;
  /** The running ffmpeg is being replaced (recording stopped or resumed): no backoff, no reconnecting state. */
  private switching = false;
  /** ffmpeg processes started so far for this stream. */
  spawnCount = 0;
  /** Frames and bytes received from the source so far (the metrics' fps and bitrate). */
  framesTotal = 0;
  bytesTotal = 0;
  status: StreamStatus = 'stopped';
  reason: string | null = null;

  constructor(
    readonly stream: StreamConfig,
    private readonly o: SupervisorOptions,
  ) {
    super();
    this.seq = (o.lastSegment?.seq ?? 0) + 1;
    this.disc = o.lastSegment ? o.lastSegment.disc + 1 : 0;
  }

  private get clock(): Clock {
    return this.o.clock ?? systemClock;
  }

  private get isPush(): boolean {
    return this.stream.source.protocol === 'rtmp_push';
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** The run being recorded into now (its folder must stay), null when nothing is recorded. */
  get recordingRun(): string | null {
    return this.child && this.recordingStopped === null ? this.run : null;
  }

  /**
   * Stops recording with a reason (live goes on), or resumes it (null). A running ffmpeg is replaced
   * at once by one with or without the recording output; the reason stays in every state event.
   */
  setRecordingStopped(reason: string | null): void {
    if ((reason === null) === (this.recordingStopped === null)) return;
    this.recordingStopped = reason;
    if (this.child && !this.killReason && !this.stopping) {
      this.switching = true;
      const child = this.child;
      // SIGINT lets ffmpeg close its last segment; a stuck one is killed.
      child.kill('SIGINT');
      setTimeout(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'), 3000).unref();
    } else {
      this.setState(this.status, this.status === 'stopped' ? null : this.reason);
    }
  }

  start(): void {
    this.stopping = false;
    this.launch();
  }

  private setState(status: StreamStatus, given: string | null, extra: Partial<StreamStateEvent> = {}): void {
    const reason = status === 'stopped' ? given : (given ?? this.recordingStopped);
    this.status = status;
    this.reason = reason;
    this.emit('state', {
      stream_id: this.stream.id,
      status,
      reason,
      at: new Date(this.clock.now()).toISOString(),
      attempt: this.attempt,
      ...(this.run ? { run: this.run } : {}),
      recording: this.recordingStopped === null,
      ...extra,
    });
  }

  private launch(): void {
    this.retryTimer = null;
    const source = this.stream.source;
    if ((source.protocol === 'rtsp' || source.protocol === 'rtmp') && source.url) {
      void this.checkedSource(source.url).then((url) => {
        if (url !== null && !this.stopping) this.spawnRun({ ...this.stream, source: { ...source, url } });
      });
      return;
    }
    this.spawnRun(this.stream);
  }

  /**
   * The outbound guard, on every attempt: the source's host in any spelling, a name resolved now
   * with every address checked; ffmpeg gets the checked address (it would resolve the name again).
   * A refused source fails for good (no connection is tried); an unresolvable name is retried.
   */
  private async checkedSource(url: string): Promise<string | null> {
    const target = urlTarget(url);
    if (!target) return url;
    try {
      const policy = this.o.outbound ?? policyFromEnv(process.env);
      const [first] = await resolveChecked('camera', target.host, target.port, policy);
      return first ? pinUrl(url, first.address) : url;
    } catch (err) {
      if (this.stopping) return null;
      if (err instanceof OutboundRefused) {
        this.setState('failed', `source refused: ${err.message}`);
        return null;
      }
      this.retryLater(`${target.host} cannot be resolved`);
      return null;
    }
  }

  private spawnRun(stream: StreamConfig): void {
    let args: string[];
    try {
      args = ingestArgs(stream, this.recordingStopped === null);
    } catch (err) {
      this.setState('failed', (err as Error).message);
      return;
    }
    const started = this.clock.now();
    this.stderrTail = [];
    this.killReason = null;
    this.spawnedAt = Date.now();
    this.lastData = 0;
    if (this.recordingStopped !== null) {
      // Live only: no run folder, nothing written to the full volume.
      this.run = null;
      this.watcher = null;
      this.spawn(args, this.o.dataDir);
      return;
    }
    this.run = runId(started);
    const runDir = join(this.o.dataDir, 'streams', this.stream.id, this.run);
    mkdirSync(runDir, { recursive: true });
    this.watcher = new RunWatcher({
      dataDir: this.o.dataDir,
      streamId: this.stream.id,
      run: this.run,
      runDir,
      nextSeq: this.seq,
      disc: this.disc,
      startedAt: started,
      onSegment: (s) => {
        this.seq = s.seq + 1;
        this.emit('segment', s);
      },
    });
    this.watcher.start();
    this.spawn(args, runDir);
  }

  private spawn(args: string[], cwd: string): void {
    const child = spawn(this.o.ffmpegPath ?? locateFfmpeg().ffmpeg, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    this.spawnCount++;
    this.setState('starting', this.isPush ? 'waiting for publisher' : null);
    const splitter = new Fmp4Splitter(
      (init) => this.hub.setInit(init),
      (fragment) => {
        this.lastData = Date.now();
        this.framesTotal += fragment.samples;
        this.bytesTotal += fragment.data.length;
        if (this.status !== 'live') {
          this.attempt = 0;
          this.setState('live', null);
        }
        this.hub.push(fragment);
      },
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      try {
        splitter.push(chunk);
      } catch (err) {
        this.kill(`live feed: ${(err as Error).message}`);
      }
    });
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (text: string) => {
      for (const line of text.split('\n')) if (line.trim()) this.stderrTail.push(line.trim());
      if (this.stderrTail.length > 20) this.stderrTail.splice(0, this.stderrTail.length - 20);
    });
    let spawnError: Error | null = null;
    child.on('error', (err) => (spawnError = err));
    this.watchdog = setInterval(() => this.checkStall(), 1000);
    this.exited = new Promise((resolve) => {
      child.on('close', (code, signal) => {
        void this.onExit(code, signal, spawnError).finally(resolve);
      });
    });
  }

  private checkStall(): void {
    const now = Date.now();
    const stallMs = this.o.stallMs ?? 10_000;
    if (this.status === 'live' && now - this.lastData > stallMs) this.kill(`stalled: no data for ${Math.round(stallMs / 1000)} s`);
    else if (!this.isPush && this.status === 'starting' && now - this.spawnedAt > (this.o.connectTimeoutMs ?? 20_000))
      this.kill('timed out connecting to the source');
  }

  private kill(reason: string): void {
    if (!this.child || this.killReason) return;
    this.killReason = reason;
    this.child.kill('SIGKILL');
  }

  private async onExit(code: number | null, signal: NodeJS.Signals | null, spawnError: Error | null): Promise<void> {
    if (this.watchdog) clearInterval(this.watchdog);
    this.watchdog = null;
    const wasLive = this.status === 'live';
    this.child = null;
    const watcher = this.watcher;
    await watcher?.stop();
    this.watcher = null;
    // a run that recorded nothing (a listener nobody published to, a failed connect) leaves no directory
    if (watcher && watcher.count === 0) rmSync(watcher.runDir, { recursive: true, force: true });
    this.hub.reset();
    if (watcher && watcher.count > 0) this.disc++;
    if (this.stopping) {
      this.switching = false;
      this.setState('stopped', null);
      return;
    }
    if (this.switching) {
      this.switching = false;
      this.launch();
      return;
    }
    const lastLine = this.stderrTail[this.stderrTail.length - 1];
    const reason = spawnError?.message ?? this.killReason ?? lastLine ?? (code === 0 ? 'source ended' : `ffmpeg exited (${signal ?? code})`);
    if (spawnError && (spawnError as NodeJS.ErrnoException).code === 'ENOENT') {
      this.setState('failed', `ffmpeg not found: ${spawnError.message}`);
      return;
    }
    this.retryLater(reason, wasLive);
  }

  private retryLater(reason: string, wasLive = false): void {
    this.attempt++;
    if (this.attempt > (this.o.maxAttempts ?? Number.POSITIVE_INFINITY)) {
      this.setState('failed', reason);
      return;
    }
    const opts = this.o.backoff ?? DEFAULT_BACKOFF;
    // A push listener whose publisher left waits for the next one at once; anything else backs off.
    const delay = wasLive && this.isPush ? 100 : backoffDelay(this.attempt - 1, opts);
    this.setState('reconnecting', reason, { retry_in_ms: delay });
    this.retryTimer = setTimeout(() => this.launch(), delay);
  }

  /** Stops the ingest; ffmpeg gets SIGINT (finishes its last segment), then SIGKILL after a grace period. */
  async stop(graceMs = 3000): Promise<void> {
    this.stopping = true;
    if (this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
      this.setState('stopped', null);
      return;
    }
    const child = this.child;
    if (!child) {
      if (this.status !== 'stopped') this.setState('stopped', null);
      return;
    }
    child.kill('SIGINT');
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(force);
  }
}
