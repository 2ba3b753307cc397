import { spawn, type ChildProcess } from 'node:child_process';
import { backoffDelay } from '@argus/contracts';
import { locateFfmpeg } from '@argus/machine-client';

/** Where frames come from: an ffmpeg input (URL or file) with the options that go before it. */
export interface FrameInput {
  input: string;
  inputArgs?: string[];
  /**
   * When the input stops being readable (ms since the epoch): a playback ticket's expiry. A fresh
   * input is opened and decoded before then, and takes over once it delivers (see FrameSource).
   */
  expiresAt?: number;
}

export interface Frame {
  /** 0-based index of the analysed frame since the (re)start of the decoder. */
  index: number;
  /** Milliseconds since the epoch. */
  ts: number;
  jpeg: Buffer;
}

export interface FrameSourceOptions {
  fps: number;
  width: number;
  /**
   * Time stamps: 'wall' (live: the time the frame arrived) or an origin, where frame i is at
   * origin + i / fps (a clip decoded faster than real time, as in the tests).
   */
  clock: 'wall' | { origin: number };
  /** Resolves the input afresh before every (re)start: playback tickets expire. */
  resolve: () => Promise<FrameInput>;
  onFrame: (frame: Frame) => void | Promise<void>;
  /** Live sources are reopened after they end or fail; a clip (false) ends once. */
  reconnect: boolean;
  onEnd?: () => void;
  log?: (message: string) => void;
  /**
   * A live decoder that delivers no frame for this long (or for three times the longest wait between
   * its frames so far, if longer) is restarted; 15 s when absent.
   */
  stallMs?: number;
}

/**
 * ffmpeg input options for the media service's live HLS: start at the newest segment, give up on a
 * silent server after 15 s, and read at the stream's own pace (-re). Unpaced, each 2 s segment's
 * frames come at once, and the source drops every frame that arrives while one is analysed: at an
 * analysis slower than the frame rate only the first frame of each segment was analysed.
 */
export const LIVE_HLS_INPUT_ARGS = ['-rw_timeout', '15000000', '-re', '-live_start_index', '-1'];

const SOI = Buffer.from([0xff, 0xd8]);
const EOI = Buffer.from([0xff, 0xd9]);

/**
 * Splits ffmpeg's MJPEG image2pipe into whole JPEGs. Inside entropy-coded data a 0xFF byte is
 * always stuffed (0xFF00), so FFD9 marks the end of the image (ffmpeg writes no thumbnails).
 */
export class JpegSplitter {
  private buf: Buffer = Buffer.alloc(0);
  push(chunk: Buffer): Buffer[] {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    const out: Buffer[] = [];
    for (;;) {
      const start = this.buf.indexOf(SOI);
      if (start < 0) {
        this.buf = Buffer.alloc(0);
        break;
      }
      const end = this.buf.indexOf(EOI, start + 2);
      if (end < 0) {
        if (start > 0) this.buf = this.buf.subarray(start);
        break;
      }
      out.push(Buffer.from(this.buf.subarray(start, end + 2)));
      this.buf = this.buf.subarray(end + 2);
    }
    return out;
  }
}

/** One ffmpeg process and what is known of it. */
interface Decoder {
  child: ChildProcess;
  started: number;
  /** Frames it produced (analysed or dropped). */
  frames: number;
  lastFrameAt: number;
  /** The longest wait between two of its frames so far (HLS comes a segment at a time). */
  longestGap: number;
  expiresAt: number | null;
  /** Why this side ended it (stopped, replaced by its successor, stalled); null: it ended by itself. */
  endedBy: string | null;
  stderr: string;
}

/**
 * How long before a ticket's expiry its successor is started: half its life, at most 30 s (a new
 * ffmpeg on a busy machine took over 5 s to its first frame of live HLS).
 */
export function handoverLead(lifeMs: number): number {
  return Math.min(30_000, Math.max(0, lifeMs) / 2);
}

/**
 * One ffmpeg per camera: reads the media service's stream, keeps `fps` frames per second scaled
 * to `width`, and hands them over as JPEG one at a time (a frame that arrives while the previous
 * one is still being analysed is dropped: analysis must not fall behind the live stream).
 *
 * A live input that expires (a playback ticket: the media service refuses the playlist's reloads
 * after it) is handed over: shortly before the expiry a second decoder opens a fresh input, and the
 * first is stopped only once the second delivered a frame, so frames never stop. A live decoder
 * that delivers nothing for `stallMs` is restarted at once; every unplanned end is logged.
 */
export class FrameSource {
  private current: Decoder | null = null;
  /** The successor being started before the current input expires. */
  private next: Decoder | null = null;
  private stopped = false;
  private attempt = 0;
  private busy = false;
  private queued = 0;
  private chain: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private handoverTimer: NodeJS.Timeout | null = null;
  private watchdog: NodeJS.Timeout | null = null;
  frames = 0;
  dropped = 0;
  /** Decoder processes started (1 + reconnects); handovers before an expiry are not counted. */
  starts = 0;
  /** Decoders replaced by a successor before their input expired. */
  handovers = 0;

  constructor(private readonly o: FrameSourceOptions) {}

  private get stallMs(): number {
    return this.o.stallMs ?? 15_000;
  }

  start(): void {
    if (this.o.reconnect) {
      this.watchdog = setInterval(() => this.checkStall(), Math.min(1000, this.stallMs / 2));
      this.watchdog.unref();
    }
    void this.run();
  }

  stop(): void {
    this.stopped = true;
    for (const t of [this.timer, this.handoverTimer]) if (t) clearTimeout(t);
    if (this.watchdog) clearInterval(this.watchdog);
    for (const d of [this.current, this.next]) if (d) this.end(d, 'stopped');
  }

  /** Opens the input and starts a decoder on it: the current one, or (`successor`) the current one's successor. */
  private async run(successor = false): Promise<void> {
    if (this.stopped) return;
    let input: FrameInput;
    try {
      input = await this.o.resolve();
    } catch (error) {
      this.o.log?.(`no input: ${(error as Error).message}`);
      return successor ? this.planHandover(5_000) : this.again();
    }
    if (this.stopped || this.next) return;
    // A restart finds a decoder already running when a successor took over meanwhile, and vice versa.
    if (!successor && this.current) return;
    const d = this.spawn(input);
    if (successor && this.current) return void (this.next = d);
    if (this.timer) clearTimeout(this.timer);
    this.starts++;
    this.current = d;
    this.planHandover();
  }

  private spawn(input: FrameInput): Decoder {
    const args = [
      // Warnings too: ffmpeg says why a live input ended (e.g. a refused playlist reload) only there.
      '-hide_banner',
      '-loglevel',
      'warning',
      '-nostdin',
      ...(input.inputArgs ?? []),
      '-i',
      input.input,
      '-an',
      '-vf',
      `fps=${this.o.fps},scale=${this.o.width}:-2`,
      '-f',
      'image2pipe',
      '-vcodec',
      'mjpeg',
      '-q:v',
      '3',
      'pipe:1',
    ];
    const child = spawn(locateFfmpeg().ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const d: Decoder = { child, started: Date.now(), frames: 0, lastFrameAt: 0, longestGap: 0, expiresAt: input.expiresAt ?? null, endedBy: null, stderr: '' };
    const splitter = new JpegSplitter();
    child.stderr?.on('data', (chunk: Buffer) => (d.stderr = (d.stderr + chunk.toString()).slice(-2000)));
    child.stdout?.on('data', (chunk: Buffer) => {
      for (const jpeg of splitter.push(chunk)) this.onJpeg(d, jpeg);
    });
    child.on('close', (code, signal) => this.onClose(d, code, signal));
    return d;
  }

  private onJpeg(d: Decoder, jpeg: Buffer): void {
    if (d.endedBy) return;
    if (d === this.next) this.promote(d);
    if (d !== this.current) return;
    const i = d.frames++;
    if (d.lastFrameAt) d.longestGap = Math.max(d.longestGap, Date.now() - d.lastFrameAt);
    d.lastFrameAt = Date.now();
    const clock = this.o.clock;
    const ts = clock === 'wall' ? Date.now() : clock.origin + (i * 1000) / this.o.fps;
    this.attempt = 0;
    if (clock === 'wall') {
      if (this.busy) {
        this.dropped++;
        return;
      }
      this.busy = true;
      void this.analyse({ index: i, ts, jpeg }).finally(() => (this.busy = false));
      return;
    }
    // A clip: every frame, in order; ffmpeg is paused while a few wait (backpressure, no dropping).
    const out = d.child.stdout;
    this.queued++;
    if (this.queued > 2) out?.pause();
    this.chain = this.chain
      .then(() => this.analyse({ index: i, ts, jpeg }))
      .finally(() => {
        this.queued--;
        if (this.queued <= 2) out?.resume();
      });
  }

  /** The successor delivered its first frame: it takes over, the decoder it replaces is stopped. */
  private promote(d: Decoder): void {
    const old = this.current;
    this.next = null;
    this.current = d;
    this.handovers++;
    if (old) this.end(old, 'replaced');
    this.planHandover();
  }

  /** Schedules the successor of the current decoder before its input expires (or after `retryMs`). */
  private planHandover(retryMs?: number): void {
    if (this.handoverTimer) clearTimeout(this.handoverTimer);
    this.handoverTimer = null;
    const d = this.current;
    if (this.stopped || !d || d.expiresAt === null || !this.o.reconnect) return;
    const at = retryMs !== undefined ? Date.now() + retryMs : d.expiresAt - handoverLead(d.expiresAt - d.started);
    // Too late to start one that would deliver before the expiry: the restart after the end does it.
    if (at >= d.expiresAt) return;
    this.handoverTimer = setTimeout(
      () => {
        this.handoverTimer = null;
        if (this.current === d && !this.next) void this.run(true);
      },
      Math.max(0, at - Date.now()),
    );
  }

  private end(d: Decoder, why: string): void {
    d.endedBy ??= why;
    d.child.kill('SIGKILL');
  }

  /** A live decoder that delivers nothing (ffmpeg waits on a silent or refusing server with long timeouts of its own). */
  private checkStall(): void {
    if (this.stopped) return;
    for (const d of [this.current, this.next]) {
      if (!d || d.endedBy) continue;
      const since = d.lastFrameAt || d.started;
      // A stream of long segments (a camera with a long keyframe interval) delivers in long bursts.
      if (Date.now() - since > Math.max(this.stallMs, 3 * d.longestGap)) this.end(d, `stalled: no frame for ${Math.round((Date.now() - since) / 1000)} s`);
    }
  }

  private onClose(d: Decoder, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.stopped || d.endedBy === 'stopped' || d.endedBy === 'replaced') return;
    const lived = Date.now() - d.started;
    // Every other end says why; ffmpeg names the URL it failed on, and its playback ticket is a credential.
    const last = redactTickets(d.stderr.trim().split('\n').pop() ?? '');
    const how = d.endedBy ?? (signal ? `signal ${signal}` : `exit code ${code}`);
    // A clip that was read to its end is no news.
    if (this.o.reconnect || code !== 0)
      this.o.log?.(`decoder ended (${how}) after ${(lived / 1000).toFixed(1)} s, ${d.frames} frames${last ? `: ${last}` : ''}`);
    if (d === this.next) {
      // The successor failed to start; the current decoder goes on, and it is tried again shortly.
      this.next = null;
      return this.planHandover(3_000);
    }
    if (d !== this.current) return;
    this.current = null;
    if (!this.o.reconnect) {
      // Let the last frame's analysis finish before saying the clip is over.
      return void this.chain.then(() => this.o.onEnd?.());
    }
    if (this.next) {
      // Its successor is already starting: it takes over now (the watchdog covers it if it never delivers).
      this.current = this.next;
      this.next = null;
      this.starts++;
      return this.planHandover();
    }
    if (lived > 30_000) this.attempt = 0;
    this.again();
  }

  private async analyse(frame: Frame): Promise<void> {
    try {
      await this.o.onFrame(frame);
    } catch (error) {
      this.o.log?.(`frame analysis failed: ${(error as Error).message}`);
    }
    this.frames++;
  }

  private again(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.run(), backoffDelay(this.attempt++, { initialMs: 500, maxMs: 10_000 }));
  }
}

/** Playback tickets in URLs (ticket=…) replaced, for logs. */
export function redactTickets(text: string): string {
  return text.replace(/ticket=[A-Za-z0-9._~%-]+/g, 'ticket=[redacted]');
}
