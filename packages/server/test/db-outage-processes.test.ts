import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConsole } from './support/console';
import { eventWorld, simpleEvent, type EventWorld } from './support/events';
import { ADMIN, requester, startServer } from './support/harness';
import { grantLicense } from './support/lists';
import { postgresBin, startPgInstance, type PgInstance } from './support/pg-instance';
import { alone, childrenOf, startApiProcesses, waitUntil } from './support/processes';
import { startReceiver } from './support/receiver';

type AnyBody = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// Several API processes share one PostgreSQL (the embedded engine lives inside one process and
// has no connection to lose). A PostgreSQL of the test's own, so that it can be stopped.
describe.runIf(postgresBin() !== null)('database outages under ARGUS_API_PROCESSES=2 (a PostgreSQL of its own)', () => {
  let pgi: PgInstance;
  let rx: Awaited<ReturnType<typeof startReceiver>>;
  let w: EventWorld;
  let primary: ChildProcess;
  let url: string;
  let exited: Promise<number | null>;
  let output: { stdout: string; stderr: string };

  beforeAll(async () => {
    pgi = await startPgInstance();
    rx = await startReceiver();
    // The organisation, edge, camera and webhook are made through a server in this process, which is closed then.
    const s = await startServer('postgres', { databaseUrl: pgi.url, env: { ARGUS_WEBHOOK_ALLOW_PRIVATE: 'true' } });
    w = await eventWorld(s, await s.token(ADMIN.username, ADMIN.password), 'Cluster', 1);
    await grantLicense(s, w.org.id, { webhooks: 10 });
    const sub = await s.request<AnyBody>('POST', '/api/v1/subscriptions', { token: w.org.token, json: { name: 'Tamper', kind: 'event', event_type: 'tp' } });
    const hook = await s.request<AnyBody>('POST', '/api/v1/webhooks', {
      token: w.org.token,
      json: { subscription_id: Number(sub.body.id), name: 'Hook', url: `${rx.url}/hook` },
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(200);
    await s.close();
    ({ primary, url, exited, output } = await startApiProcesses(2, {
      DATABASE_URL: pgi.url,
      ARGUS_WEBHOOK_ALLOW_PRIVATE: 'true',
      ARGUS_WEBHOOK_POLL_MS: '200',
    }));
  }, 180_000);

  afterAll(async () => {
    if (primary?.exitCode === null) primary.kill('SIGKILL');
    await pgi?.remove();
    await rx?.close();
  });

  it('the primary and both processes live through terminated sessions and a stopped server, and serve, push and deliver afterwards', async () => {
    const api = { ...requester(url), url };
    const workers = childrenOf(primary.pid!);
    expect(workers).toHaveLength(2);
    const token = await api.token('admin@cluster.test', 'admin-password');
    // Several consoles: the cluster hands their connections to both processes.
    const pages = Array.from({ length: 4 }, () => openConsole(api, token));
    for (const p of pages) await p.opened();
    const ingest = async () => {
      const e = simpleEvent('tp', w.cameras[0] as number, new Date(Date.now() - 1000).toISOString(), 'tampering');
      return { e, r: await alone('POST', `${url}/api/v1/events/batch`, w.edge.credential, { events: [e] }) };
    };
    // As an edge posts after an outage: a 503 (a process whose pooled session the restart ended, not
    // yet replaced: four reads served by the other process say nothing of it) is posted again.
    const ingestServed = async () => {
      const until = Date.now() + 30_000;
      for (;;) {
        const x = await ingest();
        if (x.r.status !== 503 || Date.now() > until) return x;
        await sleep(200);
      }
    };
    const stillAll = () => {
      expect(primary.exitCode, output.stderr.slice(-3000)).toBeNull();
      // The same two processes: none died and was replaced.
      expect(childrenOf(primary.pid!).sort()).toEqual([...workers].sort());
      for (const pid of workers) expect(alive(pid)).toBe(true);
    };

    // Sessions terminated while both processes store events and answer reads.
    for (let round = 0; round < 6; round++) {
      const load = [ingest(), ingest(), alone('GET', `${url}/api/v1/cameras/${w.cameras[0]}`, token), alone('GET', `${url}/api/v1/events?limit=20`, token)];
      await sleep(10 + round * 10);
      await pgi.terminateSessions();
      for (const x of await Promise.all(load)) {
        const r = 'r' in x ? x.r : x;
        expect([200, 503], JSON.stringify(r.body)).toContain(r.status);
        if (r.status === 503) expect(r.body).toMatchObject({ type: 'temporarily_unavailable', status_code: 503 });
      }
    }
    await sleep(2000);
    stillAll();

    // PostgreSQL stopped: both processes answer 503 with the envelope and report the database down.
    await pgi.stop();
    for (let i = 0; i < 4; i++) {
      const r = await alone<AnyBody>('GET', `${url}/api/v1/cameras/${w.cameras[0]}`, token);
      expect(r).toEqual({ status: 503, body: { type: 'temporarily_unavailable', status_code: 503, message: expect.any(String) } });
      const h = await alone<AnyBody>('GET', `${url}/healthz`);
      expect(h.status).toBe(503);
      expect(h.body).toMatchObject({ status: 'unavailable', database: 'down' });
    }
    await sleep(4000);
    stillAll();

    // Started again: served without a restart; events stored by either process reach every console
    // (pushed across processes by the relay, or fetched again after its resync) and their webhooks are sent.
    await pgi.start();
    const until = Date.now() + 30_000;
    let served = 0;
    while (served < 4 && Date.now() < until) {
      served = (await alone('GET', `${url}/api/v1/cameras/${w.cameras[0]}`, token)).status === 200 ? served + 1 : 0;
      if (served < 4) await sleep(100);
    }
    expect(served).toBe(4);
    const stored: string[] = [];
    for (let i = 0; i < 6; i++) {
      const { e, r } = await ingestServed();
      expect(r.status).toBe(200);
      expect(r.body.accepted).toEqual([e.event_id]);
      stored.push(e.event_id);
    }
    for (const [i, p] of pages.entries()) {
      expect(await waitUntil(() => stored.every((id) => p.shown.has(id)), 30_000), `console ${i} shows every event stored after the restart`).toBe(true);
    }
    expect(
      await waitUntil(() => stored.every((id) => rx.requests.some((r) => r.body.includes(id))), 30_000),
      'webhooks of the events stored after the restart',
    ).toBe(true);
    for (const p of pages) await p.close();
    stillAll();

    // Both processes die at once while PostgreSQL is down (killed here; a crash would do the same):
    // the primary lives on, its replacements cannot start until PostgreSQL is back, then they serve.
    await pgi.stop();
    for (const pid of workers) process.kill(pid, 'SIGKILL');
    await sleep(5000);
    expect(primary.exitCode, output.stderr.slice(-3000)).toBeNull();
    await pgi.start();
    expect(await waitUntil(() => childrenOf(primary.pid!).filter((pid) => !workers.includes(pid)).length === 2, 60_000)).toBe(true);
    let again = 0;
    while (again < 4 && Date.now() < until + 90_000) {
      again = (await alone('GET', `${url}/api/v1/cameras/${w.cameras[0]}`, token).catch(() => ({ status: 0 }))).status === 200 ? again + 1 : 0;
      if (again < 4) await sleep(200);
    }
    expect(again).toBe(4);
    const { e, r } = await ingestServed();
    expect(r.body.accepted).toEqual([e.event_id]);

    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 240_000);
});
