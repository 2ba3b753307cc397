import type { Fragment, InitSegment } from './fmp4';

/** Someone watching a stream live: a WebSocket, a snapshot taker, a test. */
export interface LiveViewer {
  /** Called with a new init segment (first, and again whenever the ingest restarts). */
  init(init: InitSegment): void;
  fragment(fragment: Fragment): void;
  /** Bytes queued and not yet sent; above the hub's limit the viewer skips to the next keyframe. */
  backlog?(): number;
}

/**
 * Fans one ingest's fragments out to every viewer. Keeps the init segment and the fragments since
 * the last keyframe (one group of pictures), so a new viewer starts at once from a decodable frame.
 */
export class LiveHub {
  private current: InitSegment | null = null;
  private gop: Fragment[] = [];
  private readonly viewers = new Map<LiveViewer, { waitingForKey: boolean }>();
  private lastFragmentAt = 0;

  constructor(private readonly maxBacklog = 4 * 1024 * 1024) {}

  get initSegment(): InitSegment | null {
    return this.current;
  }

  /** Init segment plus the fragments from the latest keyframe: enough to decode the latest frame. */
  get latestGop(): { init: InitSegment; fragments: Fragment[] } | null {
    return this.current && this.gop.length ? { init: this.current, fragments: [...this.gop] } : null;
  }

  get viewerCount(): number {
    return this.viewers.size;
  }

  get lastFragmentTime(): number {
    return this.lastFragmentAt;
  }

  setInit(init: InitSegment): void {
    this.current = init;
    this.gop = [];
    for (const [viewer, state] of this.viewers) {
      state.waitingForKey = true;
      viewer.init(init);
    }
  }

  push(fragment: Fragment): void {
    this.lastFragmentAt = Date.now();
    if (fragment.keyframe) this.gop = [fragment];
    else if (this.gop.length) this.gop.push(fragment);
    for (const [viewer, state] of this.viewers) {
      if ((viewer.backlog?.() ?? 0) > this.maxBacklog) {
        state.waitingForKey = true; // too slow: drop until the next keyframe
        continue;
      }
      if (state.waitingForKey && !fragment.keyframe) continue;
      state.waitingForKey = false;
      viewer.fragment(fragment);
    }
  }

  /** The ingest went away: viewers keep their connection and wait for the next init segment. */
  reset(): void {
    this.current = null;
    this.gop = [];
  }

  add(viewer: LiveViewer): () => void {
    this.viewers.set(viewer, { waitingForKey: true });
    if (this.current) {
      viewer.init(this.current);
      if (this.gop.length) {
        for (const f of this.gop) viewer.fragment(f);
        this.viewers.set(viewer, { waitingForKey: false });
      }
    }
    return () => this.viewers.delete(viewer);
  }
}
