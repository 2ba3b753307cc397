import { describe, expect, it, vi } from 'vitest';
import { LiveClient, retryDelay, type LiveDeps, type SourceLike } from '../src/api/live';

class FakeSource implements SourceLike {
  listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(type: string, l: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), l]);
  }
  emit(type: string, data: unknown = {}) {
    for (const l of this.listeners.get(type) ?? []) l({ data: JSON.stringify(data) } as MessageEvent);
  }
  close() {
    this.closed = true;
  }
}

function setup(ticketFails: () => boolean = () => false) {
  const sources: FakeSource[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  let n = 0;
  const deps: LiveDeps = {
    getTicket: () => (ticketFails() ? Promise.reject(new Error('down')) : Promise.resolve(`t${++n}`)),
    open: (url) => {
      const s = new FakeSource(url);
      sources.push(s);
      return s;
    },
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
  };
  const handlers = { onEvent: vi.fn(), onCameraState: vi.fn(), onReconnect: vi.fn() };
  const client = new LiveClient(deps, handlers);
  const flush = () => new Promise((r) => setTimeout(r, 0));
  const fire = async () => {
    const t = timers.shift();
    t?.fn();
    await flush();
    return t?.ms;
  };
  return { client, sources, timers, handlers, flush, fire };
}

describe('live client', () => {
  it('opens with a ticket and hands pushed events over camelCased', async () => {
    const { client, sources, handlers, flush } = setup();
    client.start();
    await flush();
    expect(sources[0]?.url).toBe('/api/v1/live?ticket=t1');
    sources[0]?.emit('ready');
    sources[0]?.emit('event.created', { event_id: 'e1', event_type: 'fr', stream_id: 3 });
    expect(handlers.onEvent).toHaveBeenCalledWith({ eventId: 'e1', eventType: 'fr', streamId: 3 });
    expect(handlers.onReconnect).not.toHaveBeenCalled();
    expect(client.status).toBe('open');
  });

  it('reconnects after an error with a new ticket and asks for a refetch once ready', async () => {
    const { client, sources, timers, handlers, flush, fire } = setup();
    client.start();
    await flush();
    sources[0]?.emit('ready');
    sources[0]?.onerror?.(new Event('error'));
    expect(sources[0]?.closed).toBe(true);
    expect(client.status).toBe('retrying');
    expect(timers).toHaveLength(1);
    expect(await fire()).toBe(1000);
    expect(sources[1]?.url).toBe('/api/v1/live?ticket=t2');
    sources[1]?.emit('ready');
    expect(handlers.onReconnect).toHaveBeenCalledTimes(1);
  });

  it('treats the server closing the stream (token expired) as a break', async () => {
    const { client, sources, flush, fire } = setup();
    client.start();
    await flush();
    sources[0]?.emit('ready');
    sources[0]?.emit('closed', { reason: 'token_expired' });
    expect(sources[0]?.closed).toBe(true);
    await fire();
    expect(sources).toHaveLength(2);
  });

  it('backs off while tickets fail and resets the delay once connected', async () => {
    let failing = true;
    const { client, sources, flush, fire } = setup(() => failing);
    client.start();
    await flush();
    const delays = [await fire(), await fire(), await fire()];
    expect(delays).toEqual([1000, 2000, 4000]);
    failing = false;
    await fire();
    expect(sources).toHaveLength(1);
    sources[0]?.emit('ready');
    sources[0]?.onerror?.(new Event('error'));
    expect(await fire()).toBe(1000);
  });

  it('ignores a stale source and stops cleanly', async () => {
    const { client, sources, timers, handlers, flush } = setup();
    client.start();
    await flush();
    const old = sources[0];
    old?.onerror?.(new Event('error'));
    old?.emit('event.created', { event_id: 'late' });
    expect(handlers.onEvent).not.toHaveBeenCalled();
    client.stop();
    timers.shift()?.fn();
    await flush();
    expect(sources).toHaveLength(1);
    expect(client.status).toBe('idle');
  });

  it('caps the delay at 30 s', () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(10)).toBe(30_000);
  });
});
