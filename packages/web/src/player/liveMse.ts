/**
 * Live fMP4 over WebSocket into Media Source Extensions (the stream server's `WS /live/{id}`):
 * a text `{"type":"init","mime"}`, the init segment (binary), then one fragment per message. The
 * text + init pair repeats when the ingest restarts: the SourceBuffer starts over. The buffer is kept
 * short and playback held near the live edge, for sub-second latency.
 */

export type LiveStatus = 'connecting' | 'playing' | 'stalled' | 'closed' | 'unsupported';

export interface LiveMseOptions {
  onStatus?: (s: LiveStatus) => void;
  /** Called once a fragment arrives (for latency measurement). */
  onFragment?: (bytes: number) => void;
  /** Seconds behind the newest buffered frame before jumping ahead. */
  maxLag?: number;
}

type MediaSourceCtor = typeof MediaSource;

function mediaSourceCtor(): MediaSourceCtor | null {
  const w = globalThis as unknown as { ManagedMediaSource?: MediaSourceCtor; MediaSource?: MediaSourceCtor };
  return w.MediaSource ?? w.ManagedMediaSource ?? null;
}

/** Whether this browser can play the live WebSocket stream at all. */
export function liveMseSupported(): boolean {
  return mediaSourceCtor() !== null && typeof WebSocket !== 'undefined';
}

export class LiveMsePlayer {
  private ws: WebSocket | null = null;
  private ms: MediaSource | null = null;
  private sb: SourceBuffer | null = null;
  private queue: ArrayBuffer[] = [];
  private mime: string | null = null;
  private awaitingInit = false;
  private objectUrl: string | null = null;
  private closed = false;
  private status: LiveStatus = 'connecting';

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly url: string,
    private readonly opts: LiveMseOptions = {},
  ) {}

  start(): void {
    if (!liveMseSupported()) {
      this.setStatus('unsupported');
      return;
    }
    const ws = new WebSocket(this.url);
    ws.binaryType = 'arraybuffer';
    ws.onmessage = (m) => this.onMessage(m.data as ArrayBuffer | string);
    ws.onclose = () => {
      if (!this.closed) this.setStatus('closed');
    };
    ws.onerror = () => {
      if (!this.closed) this.setStatus('closed');
    };
    this.ws = ws;
  }

  stop(): void {
    this.closed = true;
    if (this.ws) {
      this.ws.onmessage = null;
      this.ws.onclose = null;
      this.ws.onerror = null;
      this.ws.close();
    }
    this.ws = null;
    this.teardownMedia();
  }

  private setStatus(s: LiveStatus): void {
    if (s === this.status) return;
    this.status = s;
    this.opts.onStatus?.(s);
  }

  private teardownMedia(): void {
    this.sb = null;
    this.queue = [];
    if (this.ms && this.ms.readyState === 'open') {
      try {
        this.ms.endOfStream();
      } catch {
        // already ended
      }
    }
    this.ms = null;
    if (this.objectUrl) {
      this.video.removeAttribute('src');
      this.video.load();
      URL.revokeObjectURL(this.objectUrl);
      this.objectUrl = null;
    }
  }

  private onMessage(data: ArrayBuffer | string): void {
    if (typeof data === 'string') {
      let msg: { type?: string; mime?: string };
      try {
        msg = JSON.parse(data) as typeof msg;
      } catch {
        return;
      }
      if (msg.type === 'init' && msg.mime) {
        const Ctor = mediaSourceCtor();
        if (!Ctor || !Ctor.isTypeSupported(msg.mime)) {
          this.setStatus('unsupported');
          this.stop();
          return;
        }
        // A new init: the ingest (re)started, begin a fresh MediaSource.
        this.teardownMedia();
        this.mime = msg.mime;
        this.awaitingInit = true;
        this.openMedia(Ctor);
      }
      return;
    }
    if (!this.mime) return;
    if (this.awaitingInit) {
      this.awaitingInit = false;
      this.queue.push(data);
    } else {
      this.queue.push(data);
      this.opts.onFragment?.(data.byteLength);
    }
    this.pump();
  }

  private openMedia(Ctor: MediaSourceCtor): void {
    const ms = new Ctor();
    this.ms = ms;
    this.objectUrl = URL.createObjectURL(ms);
    this.video.src = this.objectUrl;
    ms.addEventListener(
      'sourceopen',
      () => {
        if (this.ms !== ms || !this.mime) return;
        try {
          const sb = ms.addSourceBuffer(this.mime);
          sb.mode = 'segments';
          sb.addEventListener('updateend', () => this.afterUpdate());
          this.sb = sb;
          this.pump();
        } catch {
          this.setStatus('unsupported');
        }
      },
      { once: true },
    );
  }

  private afterUpdate(): void {
    const sb = this.sb;
    const v = this.video;
    if (!sb) return;
    const b = v.buffered;
    if (b.length > 0) {
      const end = b.end(b.length - 1);
      const maxLag = this.opts.maxLag ?? 1.5;
      // Behind the live edge (tab in background, slow decode): jump ahead.
      const lag = end - v.currentTime;
      if (lag > maxLag) v.currentTime = Math.max(b.start(b.length - 1), end - 0.3);
      else if (v.currentTime < b.start(0)) v.currentTime = b.start(0);
      // A little behind: play slightly faster until near the newest frame again.
      else if (lag > 0.5) v.playbackRate = 1.1;
      else if (lag < 0.25 && v.playbackRate !== 1) v.playbackRate = 1;
      if (v.paused) void v.play().catch(() => undefined);
      if (v.readyState >= 2) this.setStatus('playing');
      // Keep about 10 s behind the playhead; the rest goes.
      if (!sb.updating && v.currentTime - b.start(0) > 20) {
        try {
          sb.remove(0, v.currentTime - 10);
          return;
        } catch {
          // removal refused: try again next time
        }
      }
    }
    this.pump();
  }

  private pump(): void {
    const sb = this.sb;
    if (!sb || sb.updating || this.queue.length === 0) return;
    const next = this.queue.shift()!;
    try {
      sb.appendBuffer(next);
    } catch (e) {
      if (e instanceof DOMException && e.name === 'QuotaExceededError') {
        this.queue.unshift(next);
        const v = this.video;
        try {
          sb.remove(0, Math.max(0, v.currentTime - 2));
        } catch {
          // nothing to free
        }
        return;
      }
      this.setStatus('stalled');
    }
  }
}
