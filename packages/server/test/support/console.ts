import type { TestServer } from './harness';
import { sseEvents } from './live';

type Api = Pick<TestServer, 'url' | 'request'>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * An events page of the console as packages/web/src/api/live.ts runs it: a live connection that
 * reconnects with a new ticket whenever it breaks (the server's `closed`, the stream ending), and,
 * on every `ready` after a break, fetches the events list again. `shown` holds the ids of the
 * events it shows: pushed ones and those of the lists it fetched.
 */
export function openConsole(api: Api, token: string) {
  const shown = new Set<string>();
  const state = { stopped: false, ready: 0, resyncs: 0, refetches: 0 };
  let controller: AbortController | null = null;

  const refetch = async () => {
    for (;;) {
      const r = await api.request<{ events: { event_id: string }[] }>('GET', '/api/v1/events?limit=1000', { token }).catch(() => null);
      if (r?.status === 200) {
        for (const e of r.body.events) shown.add(e.event_id);
        state.refetches++;
        return;
      }
      if (state.stopped) return;
      await sleep(300);
    }
  };

  /** One connection, from its ticket until it breaks (the server's `closed`, the stream ending, a failed ticket). */
  const connectOnce = async (): Promise<void> => {
    const t = await api.request('POST', '/api/v1/live/ticket', { token }).catch(() => null);
    if (t?.status !== 200) return;
    controller = new AbortController();
    const res = await fetch(`${api.url}/api/v1/live?ticket=${String(t.body.ticket)}`, { signal: controller.signal }).catch(() => null);
    if (!res?.ok || !res.body) return;
    try {
      for await (const { event, data } of sseEvents(res.body)) {
        if (event === 'ready') {
          if (state.ready++ > 0) await refetch();
        } else if (event === 'event.created' && data) {
          shown.add(String(data.event_id));
        } else if (event === 'closed') {
          if (data?.reason === 'resync') state.resyncs++;
          controller.abort();
          return;
        }
      }
    } catch {
      // aborted, or the connection broke
    }
  };

  const running = (async () => {
    while (!state.stopped) {
      await connectOnce();
      if (!state.stopped) await sleep(300);
    }
  })();

  return {
    shown,
    state,
    /** Resolves once the first connection is ready. */
    async opened(ms = 10_000) {
      const until = Date.now() + ms;
      while (state.ready === 0 && Date.now() < until) await sleep(20);
      if (state.ready === 0) throw new Error('the live connection did not open');
    },
    async close() {
      state.stopped = true;
      controller?.abort();
      await running;
    },
  };
}
