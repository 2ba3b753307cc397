import { spawn, type ChildProcess } from 'node:child_process';
import { backoffDelay } from '@argus/contracts';
import { locateFfmpeg } from '@argus/machine-client';

/** Where frames come from: an ffmpeg input (URL or file) with the options that go before it. */
export interface FrameInput {
  input: string;
  inputArgs?: string[];
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
}

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

/**
 * One ffmpeg per camera: reads the media service's stream, keeps `fps` frames per second scaled
 * to `width`, and hands them over as JPEG one at a time (a frame that arrives while the previous
 * one is still being analysed is dropped: analysis must not fall behind the live stream).
 */
export class FrameSource {
  private child: ChildProcess | null = null;
  private stopped = false;
  private attempt = 0;
  private busy = false;
  private queued = 0;
  private chain: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  frames = 0;
  dropped = 0;
  /** Decoder processes started (1 + reconnects). */
  starts = 0;

  constructor(private readonly o: FrameSourceOptions) {}

  start(): void {
    void this.run();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.child?.kill('SIGKILL');
  }

  private async run(): Promise<void> {
    if (this.stopped) return;
    let input: FrameInput;
    try {
      input = await this.o.resolve();
    } catch (error) {
      this.o.log?.(`no input: ${(error as Error).message}`);
      return this.again();
    }
    if (this.stopped) return;
    const args = [
      '-hide_banner', '-loglevel', 'error', '-nostdin',
      ...(input.inputArgs ?? []),
      '-i', input.input,
      '-an', '-vf', `fps=${this.o.fps},scale=${this.o.width}:-2`,
      '-f', 'image2pipe', '-vcodec', 'mjpeg', '-q:v', '3', 'pipe:1',
    ];
    const child = spawn(locateFfmpeg().ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    this.starts++;
    this.child = child;
    const splitter = new JpegSplitter();
    let index = 0;
    let stderr = '';
    const started = Date.now();
    child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
    // Clips are analysed completely (no dropping): backpressure pauses ffmpeg instead.
    const live = this.o.clock === 'wall';
    child.stdout?.on('data', (chunk: Buffer) => {
      for (const jpeg of splitter.push(chunk)) {
        const i = index++;
        const clock = this.o.clock;
        const ts = clock === 'wall' ? Date.now() : clock.origin + (i * 1000) / this.o.fps;
        this.attempt = 0;
        if (live) {
          if (this.busy) {
            this.dropped++;
            continue;
          }
          this.busy = true;
          void this.analyse({ index: i, ts, jpeg }).finally(() => (this.busy = false));
          continue;
        }
        // A clip: every frame, in order; ffmpeg is paused while a few wait.
        this.queued++;
        if (this.queued > 2) child.stdout?.pause();
        this.chain = this.chain
          .then(() => this.analyse({ index: i, ts, jpeg }))
          .finally(() => {
            this.queued--;
            if (this.queued <= 2) child.stdout?.resume();
          });
      }
    });
    child.on('close', (code) => {
      if (this.child === child) this.child = null;
      if (this.stopped) return;
      // ffmpeg names the URL it failed on: its playback ticket is a credential and stays out of the log.
      if (code !== 0) this.o.log?.(`decoder exited ${code}: ${redactTickets(stderr.trim().split('\n').pop() ?? '')}`);
      if (!this.o.reconnect) {
        // Let the last frame's analysis finish before saying the clip is over.
        return void this.chain.then(() => this.o.onEnd?.());
      }
      if (Date.now() - started > 30_000) this.attempt = 0;
      this.again();
    });
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
