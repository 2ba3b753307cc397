import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventWorld, frEvent, type EventWorld } from './support/events';
import { ADMIN, requester, startServer, type TestServer } from './support/harness';
import { openLive } from './support/live';
import { alone, childrenOf, freePort, MAIN, waitUntil } from './support/processes';

// Several processes share one database only on PostgreSQL (the embedded engine lives inside one
// process, and the configuration refuses ARGUS_API_PROCESSES > 1 without DATABASE_URL: config.test.ts).
describe.runIf(process.env.TEST_DATABASE_URL)('the API as several processes (ARGUS_API_PROCESSES, PostgreSQL)', () => {
  let s: TestServer;
  let a: EventWorld;
  let primary: ChildProcess;
  let url: string;
  let exited: Promise<number | null>;

  beforeAll(async () => {
    // The organisations and edges are made through a server in this process, on the same database.
    s = await startServer('postgres');
    const su = await s.token(ADMIN.username, ADMIN.password);
    a = await eventWorld(s, su, 'Replicaa', 1);
    await eventWorld(s, su, 'Replicab', 1);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    primary = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: s.ctx.config.databaseUrl ?? '',
        ARGUS_API_PROCESSES: '2',
        ARGUS_DATA_DIR: 'memory://',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ARGUS_DEMO: 'false',
        ARGUS_SCHEDULER_INTERVAL: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    exited = new Promise((resolve) => primary.once('exit', (code) => resolve(code)));
    let said = '';
    primary.stdout!.on('data', (chunk: Buffer) => (said += chunk.toString()));
    expect(await waitUntil(() => said.includes('Argus listening') || primary.exitCode !== null, 60_000)).toBe(true);
    expect(primary.exitCode).toBeNull();
  }, 90_000);

  afterAll(async () => {
    if (primary?.exitCode === null) primary.kill('SIGKILL');
    await s?.close();
  });

  it('serves from two processes, and an event stored by either reaches a console open on the other', async () => {
    expect(childrenOf(primary.pid!)).toHaveLength(2);
    const api = { ...s, ...requester(url), url };
    // Signed in there: the in-process server's tokens carry its test clock's time.
    const mine = await openLive(api, await api.token('admin@replicaa.test', 'admin-password'));
    const other = await openLive(api, await api.token('admin@replicab.test', 'admin-password'));
    // Each batch on a connection of its own: the cluster hands connections out in turn, so about
    // half are stored by the process that does not hold the open console.
    const sent: string[] = [];
    for (let i = 0; i < 8; i++) {
      const e = frEvent(a.cameras[0] ?? 0, new Date(Date.now() - 1000).toISOString());
      const r = await alone('POST', `${url}/api/v1/events/batch`, a.edge.credential, { events: [e] });
      expect(r.status).toBe(200);
      expect(r.body.accepted).toEqual([e.event_id]);
      sent.push(e.event_id);
    }
    const arrived = () => new Set(mine.received.filter((r) => r.event === 'event.created').map((r) => r.data.event_id));
    expect(await waitUntil(() => sent.every((id) => arrived().has(id)), 3000)).toBe(true);
    expect(other.received.filter((r) => r.event === 'event.created')).toEqual([]);
    mine.close();
    other.close();
  });

  it('replaces a process that dies, and the other answers meanwhile', async () => {
    const [victim, survivor] = childrenOf(primary.pid!);
    process.kill(victim!, 'SIGKILL');
    // Once the primary knows (the dead one is no longer its child), new connections go to the other.
    expect(await waitUntil(() => !childrenOf(primary.pid!).includes(victim!), 20_000)).toBe(true);
    for (let i = 0; i < 4; i++) expect((await alone('GET', `${url}/config.json`)).status).toBe(200);
    expect(await waitUntil(() => childrenOf(primary.pid!).length === 2, 20_000)).toBe(true);
    expect(childrenOf(primary.pid!)).toContain(survivor);
    const e = frEvent(a.cameras[0] ?? 0, new Date().toISOString(), { event_id: randomUUID() });
    expect((await alone('POST', `${url}/api/v1/events/batch`, a.edge.credential, { events: [e] })).body.accepted).toEqual([e.event_id]);
  }, 90_000);

  it('stops every process on SIGTERM', async () => {
    const workers = childrenOf(primary.pid!);
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    await expect(alone('GET', `${url}/config.json`)).rejects.toThrow();
  }, 20_000);
});
