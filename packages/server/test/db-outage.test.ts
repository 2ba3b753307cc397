import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConsole } from './support/console';
import { ago, descriptor, eventWorld, frEvent, postBatch, simpleEvent, type EventWorld } from './support/events';
import { ADMIN, startServer, type Reply, type TestServer } from './support/harness';
import { grantLicense } from './support/lists';
import { postgresBin, startPgInstance, terminateSessions, type PgInstance } from './support/pg-instance';
import { startReceiver } from './support/receiver';

type AnyBody = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const ENV = { ARGUS_WEBHOOK_ALLOW_PRIVATE: 'true', ARGUS_WEBHOOK_POLL_MS: '50' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An answer of a request during an outage: served, or the retried 503 with the error envelope. */
function servedOrUnavailable(r: Reply<AnyBody>, what: string): void {
  if (r.status === 503) {
    expect(r.body, what).toEqual({ type: 'temporarily_unavailable', status_code: 503, message: expect.any(String) });
    return;
  }
  expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
}

async function eventually<T>(check: () => Promise<T | null | undefined | false>, ms: number, what: string): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await check().catch(() => null);
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

/** An organisation whose tampering events are sent to `receiverUrl` (subscription and webhook). */
async function hookedWorld(s: TestServer, name: string, receiverUrl: string): Promise<EventWorld> {
  const su = await s.token(ADMIN.username, ADMIN.password);
  const w = await eventWorld(s, su, name, 1);
  await grantLicense(s, w.org.id, { webhooks: 10 });
  const sub = await s.request<AnyBody>('POST', '/api/v1/subscriptions', { token: w.org.token, json: { name: 'Tamper', kind: 'event', event_type: 'tp' } });
  expect(sub.status).toBe(200);
  const hook = await s.request<AnyBody>('POST', '/api/v1/webhooks', {
    token: w.org.token,
    json: { subscription_id: Number(sub.body.id), name: 'Control room', url: `${receiverUrl}/hook` },
  });
  expect(hook.status, JSON.stringify(hook.body)).toBe(200);
  return w;
}

const tamper = (s: TestServer, w: EventWorld) => simpleEvent('tp', w.cameras[0] as number, ago(s, 5), 'tampering');

// The embedded engine runs inside the API's process: it has no connection that a server could end.
// These tests are about PostgreSQL's sessions, so they run on PostgreSQL only.
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL sessions terminated under the API (shared server)', () => {
  let s: TestServer;
  let w: EventWorld;
  let rx: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    rx = await startReceiver();
    s = await startServer('postgres', { env: ENV });
    w = await hookedWorld(s, 'Outage', rx.url);
  });
  afterAll(async () => {
    await s?.close();
    await rx?.close();
  });

  it('requests answer or 503 while sessions are terminated (ingest answers 200), background work goes on, and later requests succeed', async () => {
    const page = openConsole(s, w.org.token);
    await page.opened();
    const url = s.ctx.config.databaseUrl ?? '';
    let terminated = 0;
    const answered: number[] = [];
    const ingested: number[] = [];
    const accepted: string[] = [];
    for (let round = 0; round < 8; round++) {
      // Requests in flight (reads, and ingest in transactions) while every session is ended.
      const load = Array.from({ length: 12 }, (_, i) => {
        if (i % 3 === 0) return postBatch(s, w.edge.credential, [tamper(s, w)]).then((r) => ['POST /events/batch', r] as const);
        const path = i % 3 === 1 ? `/api/v1/cameras/${w.cameras[0]}` : '/api/v1/events?limit=50';
        return s.request<AnyBody>('GET', path, { token: w.org.token }).then((r) => [`GET ${path}`, r] as const);
      });
      await sleep(5 + round * 7);
      terminated += await terminateSessions(url);
      for (const [what, r] of await Promise.all(load)) {
        servedOrUnavailable(r as Reply<AnyBody>, what);
        answered.push(r.status);
        if (what.startsWith('POST')) ingested.push(r.status);
        if (what.startsWith('POST') && r.status === 200) accepted.push(...(r.body.accepted as string[]));
      }
    }
    expect(terminated).toBeGreaterThan(0);
    // A read that met a terminated session answered 503; ingest, safe to repeat, was stored on a
    // new session instead (db/sessions.ts): every batch answered 200.
    expect(ingested).toEqual(Array.from({ length: ingested.length }, () => 200));
    expect(answered.length).toBe(8 * 12);
    // Every event stored meanwhile was evaluated against the subscription (evaluations that met a
    // terminated session were tried again): its hit and its webhook delivery are recorded.
    expect(accepted.length).toBeGreaterThan(0);
    const recorded = async (table: 'subscription_hits' | 'webhook_deliveries') =>
      (await sql<{ n: number }>`select count(distinct event_id)::int as n from ${sql.table(table)} where event_id = any(${accepted}::uuid[])`.execute(s.ctx.db))
        .rows[0]?.n;
    await eventually(async () => (await recorded('subscription_hits')) === accepted.length, 60_000, 'a hit for every event stored during the terminations');
    expect(await recorded('webhook_deliveries')).toBe(accepted.length);

    // Afterwards every request succeeds, an event is stored, pushed to the open console and its webhook sent.
    const e = tamper(s, w);
    const stored = await eventually(
      async () => {
        const r = await postBatch(s, w.edge.credential, [e]);
        return r.status === 200 && r.body.accepted.includes(e.event_id);
      },
      20_000,
      'ingest after the terminations',
    );
    expect(stored).toBe(true);
    for (let i = 0; i < 5; i++) expect((await s.request('GET', `/api/v1/cameras/${w.cameras[0]}`, { token: w.org.token })).status).toBe(200);
    await eventually(async () => rx.requests.some((r) => r.body.includes(e.event_id)), 30_000, 'the webhook of the event stored afterwards');
    // The console open during the terminations shows it (pushed, or in the list it fetched again after a resync).
    await eventually(async () => page.shown.has(e.event_id), 30_000, 'the event on the open console');
    await page.close();
  }, 180_000);
});

// A PostgreSQL of the test's own, stopped and started again (the shared one must stay up for the
// other suites). PostgreSQL only, as above: the embedded engine has no server to lose.
describe.runIf(postgresBin() !== null)('PostgreSQL stopped and started again under the API (a server of its own)', () => {
  let pgi: PgInstance;
  let s: TestServer;
  let w: EventWorld;
  let rx: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    pgi = await startPgInstance();
    rx = await startReceiver();
    s = await startServer('postgres', { databaseUrl: pgi.url, env: ENV });
    w = await hookedWorld(s, 'Restart', rx.url);
  });
  afterAll(async () => {
    if (pgi && !pgi.running) await pgi.start();
    await s?.close();
    await pgi?.remove();
    await rx?.close();
  });

  it('answers 503 and reports the database down while it is stopped, and recovers without a restart: requests, live push, webhooks, the face indexer', async () => {
    const page = openConsole(s, w.org.token);
    await page.opened();
    const before = tamper(s, w);
    expect((await postBatch(s, w.edge.credential, [before])).body.accepted).toEqual([before.event_id]);
    await eventually(
      async () => page.shown.has(before.event_id) && rx.requests.some((r) => r.body.includes(before.event_id)),
      20_000,
      'the first event pushed and sent',
    );
    const healthy = await s.request<AnyBody>('GET', '/healthz');
    expect(healthy.status).toBe(200);
    expect(healthy.body).toMatchObject({ status: 'ok', engine: 'postgres', database: 'up' });

    await pgi.stop();
    // Requests of every kind answer the retried 503 with the error envelope; background work runs into the outage meanwhile.
    const down = [
      await s.request<AnyBody>('GET', `/api/v1/cameras/${w.cameras[0]}`, { token: w.org.token }),
      await postBatch(s, w.edge.credential, [tamper(s, w)]),
      await s.signIn(ADMIN.username, ADMIN.password),
      await s.request<AnyBody>('POST', '/api/v1/live/ticket', { token: w.org.token }),
    ];
    for (const r of down) expect(r.body).toEqual({ type: 'temporarily_unavailable', status_code: 503, message: expect.any(String) });
    expect(down.map((r) => r.status)).toEqual([503, 503, 503, 503]);
    const health = await s.request<AnyBody>('GET', '/healthz');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({
      status: 'unavailable',
      engine: 'postgres',
      vector: s.ctx.database.capabilities.vector,
      trgm: s.ctx.database.capabilities.trgm,
      database: 'down',
    });
    await sleep(3000);

    await pgi.start();
    await eventually(
      async () => (await s.request('GET', `/api/v1/cameras/${w.cameras[0]}`, { token: w.org.token })).status === 200,
      30_000,
      'a request served again',
    );
    expect((await s.request<AnyBody>('GET', '/healthz')).body).toMatchObject({ status: 'ok', database: 'up' });
    // The live relay listens again and asks the open console to fetch again.
    await eventually(async () => page.state.resyncs > 0, 30_000, 'the relay listening again');

    const after = tamper(s, w);
    const faces = s.ctx.database.capabilities.vector ? [frEvent(w.cameras[0] as number, ago(s, 4), {}, { descriptor: descriptor(7) })] : [];
    const r = await postBatch(s, w.edge.credential, [after, ...faces]);
    expect(r.status).toBe(200);
    expect(r.body.accepted).toEqual([after.event_id, ...faces.map((f) => f.event_id)]);
    await eventually(async () => page.shown.has(after.event_id), 20_000, 'the event stored after the restart on the open console');
    await eventually(async () => rx.requests.some((x) => x.body.includes(after.event_id)), 30_000, 'the webhook of the event stored after the restart');
    for (const f of faces) {
      // The face indexer moves the descriptor into the search graph again.
      await eventually(
        async () =>
          (await sql<{ n: number }>`select count(*)::int as n from event_faces where event_id = ${f.event_id}::uuid`.execute(s.ctx.db)).rows[0]?.n === 1,
        30_000,
        'the face indexed',
      );
    }
    await page.close();
  }, 180_000);
});
