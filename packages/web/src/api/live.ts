import { camelize } from '@argus/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { API_BASE } from './client';
import { api } from './operations';
import type { EventItem } from './events';
import { retryDelay } from '../lib/retry';

/** The part of EventSource the client uses (a fake in tests). */
export interface SourceLike {
  addEventListener(type: string, listener: (e: MessageEvent) => void): void;
  onerror: ((e: Event) => void) | null;
  close(): void;
}

export interface LiveDeps {
  getTicket: () => Promise<string>;
  open: (url: string) => SourceLike;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (t: unknown) => void;
}

export interface LiveHandlers {
  onEvent: (e: EventItem) => void;
  onCameraState: (state: Record<string, unknown>) => void;
  /** A connection is ready again after a break: lists must be fetched again. */
  onReconnect: () => void;
  onStatus?: (s: LiveStatus) => void;
}

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'retrying';

/** Delay before the n-th reconnect in a row (0-based): the console's retry delay, 1, 2, 4, … s, at most 30 s. */
export { retryDelay };

/**
 * One live-push connection: a single-use ticket, then an EventSource. Any break (error, `closed`
 * from the server, a failed ticket) closes the source — EventSource would retry with the used
 * ticket — and connects again with a new ticket after a growing delay. Every `ready` after the
 * first reports a reconnect so the caller refetches what it may have missed.
 */
export class LiveClient {
  private source: SourceLike | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private everReady = false;
  private running = false;
  private generation = 0;
  status: LiveStatus = 'idle';

  constructor(
    private readonly deps: LiveDeps,
    private readonly handlers: LiveHandlers,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.connect();
  }

  stop(): void {
    this.running = false;
    this.generation += 1;
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
    this.source?.close();
    this.source = null;
    this.setStatus('idle');
  }

  private setStatus(s: LiveStatus) {
    this.status = s;
    this.handlers.onStatus?.(s);
  }

  private async connect(): Promise<void> {
    const gen = ++this.generation;
    this.setStatus(this.attempt === 0 ? 'connecting' : 'retrying');
    let ticket: string;
    try {
      ticket = await this.deps.getTicket();
    } catch {
      if (gen === this.generation) this.retry();
      return;
    }
    if (gen !== this.generation || !this.running) return;
    const source = this.deps.open(`${API_BASE}/live?ticket=${encodeURIComponent(ticket)}`);
    this.source = source;
    const mine = () => gen === this.generation && this.source === source;
    source.addEventListener('ready', () => {
      if (!mine()) return;
      this.attempt = 0;
      this.setStatus('open');
      if (this.everReady) this.handlers.onReconnect();
      this.everReady = true;
    });
    source.addEventListener('event.created', (e) => {
      if (!mine()) return;
      const parsed = parse(e.data);
      if (parsed) this.handlers.onEvent(camelize(parsed) as EventItem);
    });
    source.addEventListener('camera.state', (e) => {
      if (!mine()) return;
      const parsed = parse(e.data);
      if (parsed) this.handlers.onCameraState(camelize(parsed) as Record<string, unknown>);
    });
    source.addEventListener('closed', () => {
      if (mine()) this.retry();
    });
    source.onerror = () => {
      if (mine()) this.retry();
    };
  }

  private retry(): void {
    this.source?.close();
    this.source = null;
    if (!this.running) return;
    this.generation += 1;
    this.setStatus('retrying');
    const delay = retryDelay(this.attempt);
    this.attempt += 1;
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      if (this.running) void this.connect();
    }, delay);
  }
}

function parse(data: unknown): object | null {
  if (typeof data !== 'string') return null;
  try {
    const v = JSON.parse(data) as unknown;
    return v && typeof v === 'object' ? v : null;
  } catch {
    return null;
  }
}

// --- The tab's one connection, shared by every screen that wants live data ---------------------

/** Newest first; the events page prepends those that fit its filters. */
export const PUSHED_KEY = ['events', 'pushed'] as const;
const PUSHED_MAX = 1000;

export function pushEvent(qc: QueryClient, e: EventItem): void {
  qc.setQueryData<EventItem[]>(PUSHED_KEY, (old = []) => {
    if (old.some((o) => o.eventId === e.eventId)) return old;
    return [e, ...old].slice(0, PUSHED_MAX);
  });
  qc.setQueryData(['events', 'one', e.eventId], e);
}

let shared: LiveClient | null = null;
let users = 0;
let status: LiveStatus = 'idle';
const listeners = new Set<() => void>();

function sharedClient(queryClient: QueryClient): LiveClient {
  shared ??= new LiveClient(
    {
      getTicket: async () => (await api.post('/live/ticket', { raw: true })).ticket,
      open: (url) => new EventSource(url),
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
    },
    {
      onEvent: (e) => pushEvent(queryClient, e),
      onCameraState: () => void queryClient.invalidateQueries({ queryKey: ['cameras', 'search'] }),
      onReconnect: () => {
        queryClient.setQueryData(PUSHED_KEY, []);
        void queryClient.invalidateQueries({ queryKey: ['events', 'list'] });
      },
      onStatus: (s) => {
        status = s;
        for (const l of listeners) l();
      },
    },
  );
  return shared;
}

/** Keeps the tab's live connection open while the calling component is mounted (and `enabled`). */
export function useLiveConnection(enabled = true): LiveStatus {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    users += 1;
    sharedClient(qc).start();
    return () => {
      users -= 1;
      if (users === 0) {
        shared?.stop();
        shared = null;
      }
    };
  }, [enabled, qc]);
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => status,
  );
}
