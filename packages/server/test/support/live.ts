import { expect } from 'vitest';
import type { TestServer } from './harness';

export interface Received {
  event: string;
  data: Record<string, unknown>;
  at: number;
}

/** The server-sent events of a GET /live answer, as they arrive: each block's event name and its parsed data. */
export async function* sseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: Record<string, unknown> | null }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event) yield { event, data: data ? (JSON.parse(data) as Record<string, unknown>) : null };
    }
  }
}

/** Opens GET /live with a fresh ticket and collects what arrives. */
export async function openLive(s: Pick<TestServer, 'url' | 'request'>, token: string) {
  const t = await s.request('POST', '/api/v1/live/ticket', { token });
  expect(t.status).toBe(200);
  const controller = new AbortController();
  const res = await fetch(`${s.url}/api/v1/live?ticket=${String(t.body.ticket)}`, { signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const received: Received[] = [];
  void (async () => {
    try {
      for await (const { event, data } of sseEvents(res.body!)) {
        if (data) received.push({ event, data, at: Date.now() });
      }
    } catch {
      // aborted
    }
  })();
  const waitFor = async (pred: (r: Received) => boolean, ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const hit = received.find(pred);
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 10));
    }
    return null;
  };
  expect(await waitFor((r) => r.event === 'ready', 2000)).not.toBeNull();
  return { received, waitFor, close: () => controller.abort(), ticket: String(t.body.ticket) };
}
