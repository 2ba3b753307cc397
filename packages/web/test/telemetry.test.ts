import { TELEMETRY, type TelemetryItem } from '@argus/contracts';
import { describe, expect, it } from 'vitest';
import { keepaliveBodies, TelemetryQueue, type SendResult } from '../src/lib/telemetryQueue';
import { readSession, routePattern, touchSession } from '../src/lib/telemetrySession';

const MIN = 60_000;

describe('telemetry session', () => {
  let n = 0;
  const id = () => `s${++n}`;

  it('continues on activity, ends after 15 idle minutes or 4 hours, and says why', () => {
    const first = touchSession(null, 0, id);
    expect(first).toMatchObject({ started: true, ended: null });
    const busy = touchSession(first.session, 14 * MIN, id);
    expect(busy).toMatchObject({ started: false, ended: null, session: { id: first.session.id, lastActivityAt: 14 * MIN } });
    const idle = touchSession(busy.session, 14 * MIN + TELEMETRY.idleTimeoutMs + 1, id);
    expect(idle.started).toBe(true);
    expect(idle.ended).toEqual({ id: first.session.id, reason: 'idle', durationMs: 14 * MIN });
    expect(idle.session.id).not.toBe(first.session.id);

    // Active all the time: the session still ends at 4 hours.
    let s = touchSession(null, 0, id).session;
    for (let t = 10 * MIN; t <= TELEMETRY.maxSessionMs; t += 10 * MIN) {
      const step = touchSession(s, t, id);
      expect(step.ended).toBeNull();
      s = step.session;
    }
    expect(touchSession(s, TELEMETRY.maxSessionMs + 5 * MIN, id).ended?.reason).toBe('max');
  });

  it('is taken up by a reload within 16 minutes of its last activity, not after', () => {
    const s = touchSession(null, 0, id).session;
    const raw = JSON.stringify(s);
    expect(readSession(raw, TELEMETRY.persistentRetentionMs)?.id).toBe(s.id);
    expect(readSession(raw, TELEMETRY.persistentRetentionMs + 1)).toBeNull();
    expect(readSession('{"id":1}', 0)).toBeNull();
    expect(readSession('not json', 0)).toBeNull();
  });

  it('names routes by their pattern: no ids, no typed text', () => {
    expect(routePattern('/events')).toBe('/events');
    expect(routePattern('/player/42/1732600000?x=1')).toBe('/player/:id/:id');
    expect(routePattern('/facelists/7#faceId=3')).toBe('/facelists/:id');
    expect(routePattern('/api/v1/events/0b5d2f1e-1111-4222-8333-444455556666')).toBe('/api/v1/events/:id');
    expect(routePattern('/search/John Smith')).toBe('/search/:x');
    expect(routePattern('/')).toBe('/');
  });
});

/** A queue whose timers and server are driven by the test. */
function harness(answer: (body: string) => SendResult | Promise<SendResult> = () => ({ status: 204, retryAfter: null })) {
  let now = 0;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 0;
  const sent: { session: string; items: TelemetryItem[]; keepalive: boolean; size: number }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const gates: (() => void)[] = [];
  let holdAnswers = false;
  const queue = new TelemetryQueue({
    now: () => now,
    setTimer: (fn, ms) => {
      const t = { at: now + ms, fn, id: ++nextId };
      timers.push(t);
      return t.id;
    },
    clearTimer: (tid) => {
      const i = timers.findIndex((t) => t.id === tid);
      if (i >= 0) timers.splice(i, 1);
    },
    send: async (session, body, keepalive) => {
      sent.push({ session, items: (JSON.parse(body) as { items: TelemetryItem[] }).items, keepalive, size: body.length });
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      if (holdAnswers) await new Promise<void>((r) => gates.push(r));
      inFlight -= 1;
      return answer(body);
    },
  });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const advance = async (ms: number) => {
    const until = now + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const t = timers[0];
      if (!t || t.at > until) break;
      timers.shift();
      now = t.at;
      t.fn();
      await settle();
    }
    now = until;
    await settle();
  };
  return {
    queue,
    sent,
    advance,
    settle,
    hold: () => (holdAnswers = true),
    release: async () => {
      holdAnswers = false;
      for (const g of gates.splice(0)) g();
      await settle();
    },
    maxInFlight: () => maxInFlight,
  };
}

const view = (i: number): TelemetryItem => ({ kind: 'page_view', ts: new Date(i).toISOString(), route: `/p${i}` });

describe('telemetry queue', () => {
  it('sends a batch 250 ms after its first item, or at once at 50 items', async () => {
    const h = harness();
    h.queue.push('s1', view(1));
    h.queue.push('s1', view(2));
    await h.advance(TELEMETRY.sendTimeoutMs - 1);
    expect(h.sent).toHaveLength(0);
    await h.advance(1);
    expect(h.sent).toHaveLength(1);
    expect(h.sent[0]!.items).toHaveLength(2);

    for (let i = 0; i < 120; i++) h.queue.push('s1', view(i));
    await h.settle();
    expect(h.sent.map((b) => b.items.length)).toEqual([2, 50, 50]);
    await h.advance(TELEMETRY.sendTimeoutMs);
    expect(h.sent.map((b) => b.items.length)).toEqual([2, 50, 50, 20]);
  });

  it('keeps a batch to one session: the session header is right for every item', async () => {
    const h = harness();
    h.queue.push('old', { kind: 'session_end', ts: new Date(0).toISOString(), duration_ms: 1000, reason: 'idle' });
    h.queue.push('new', { kind: 'session_start', ts: new Date(1).toISOString() });
    await h.advance(TELEMETRY.sendTimeoutMs);
    expect(h.sent.map((b) => [b.session, b.items.map((i) => i.kind)])).toEqual([
      ['old', ['session_end']],
      ['new', ['session_start']],
    ]);
  });

  it('has at most 5 batches in flight and drops the oldest beyond 30 waiting', async () => {
    const h = harness();
    h.hold();
    for (let i = 0; i < 40 * TELEMETRY.batchSize; i++) h.queue.push('s1', view(i));
    await h.settle();
    expect(h.sent).toHaveLength(TELEMETRY.concurrency);
    expect(h.maxInFlight()).toBe(TELEMETRY.concurrency);
    expect(h.queue.dropped).toBe(40 - TELEMETRY.concurrency - TELEMETRY.bufferSize);
    await h.release();
    for (let i = 0; i < 10; i++) await h.release();
    expect(h.sent).toHaveLength(TELEMETRY.concurrency + TELEMETRY.bufferSize);
    expect(h.maxInFlight()).toBe(TELEMETRY.concurrency);
  });

  it('holds everything for Retry-After on 429 (5 s when not named), then sends the same batch again', async () => {
    let answers: SendResult[] = [
      { status: 429, retryAfter: '3' },
      { status: 429, retryAfter: null },
    ];
    const h = harness(() => answers.shift() ?? { status: 204, retryAfter: null });
    h.queue.push('s1', view(1));
    await h.advance(TELEMETRY.sendTimeoutMs);
    expect(h.sent).toHaveLength(1);
    h.queue.push('s1', view(2));
    await h.advance(2999);
    expect(h.sent).toHaveLength(1);
    await h.advance(1);
    // Held batch first, then the one that waited behind it; the first meets a 429 naming no time.
    expect(h.sent.map((b) => b.items)).toEqual([[view(1)], [view(1)], [view(2)]]);
    h.queue.push('s1', view(3));
    await h.advance(TELEMETRY.retryAfterDefaultS * 1000 - 1);
    expect(h.sent).toHaveLength(3);
    await h.advance(1);
    expect(h.sent.slice(3).map((b) => b.items)).toEqual([[view(1)], [view(3)]]);
    answers = [];
  });

  it('stops for good when the server says telemetry is off (404)', async () => {
    const h = harness(() => ({ status: 404, retryAfter: null }));
    h.queue.push('s1', view(1));
    await h.advance(TELEMETRY.sendTimeoutMs);
    h.queue.push('s1', view(2));
    await h.advance(10_000);
    expect(h.sent).toHaveLength(1);
    expect(h.queue.waiting).toBe(0);
  });

  it('sends what is left with keepalive on leaving, in bodies within the keepalive limit', async () => {
    const h = harness();
    const long = (i: number): TelemetryItem => ({ kind: 'page_view', ts: new Date(i).toISOString(), route: `/${'r'.repeat(100)}` });
    for (let i = 0; i < 49; i++) h.queue.push('s1', long(i));
    h.queue.flushOnLeave();
    await h.settle();
    expect(h.sent).toHaveLength(1);
    expect(h.sent[0]!.keepalive).toBe(true);
    const many = Array.from({ length: 1000 }, (_, i) => long(i));
    const bodies = keepaliveBodies(many);
    expect(bodies.length).toBeGreaterThan(1);
    for (const b of bodies) expect(b.length).toBeLessThanOrEqual(TELEMETRY.keepaliveBodyLimit);
    expect(bodies.flatMap((b) => (JSON.parse(b) as { items: unknown[] }).items)).toHaveLength(1000);
  });
});
