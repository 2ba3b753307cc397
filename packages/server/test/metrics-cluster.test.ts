import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSum } from '../../machine-client/test/support/prometheus';
import { freshPostgres } from './support/harness';
import { childrenOf, freePort, MAIN, waitUntil } from './support/processes';

// Several API processes share one database only on PostgreSQL.
describe.runIf(process.env.TEST_DATABASE_URL)('GET /metrics with ARGUS_API_PROCESSES=2 (PostgreSQL)', () => {
  let primary: ChildProcess;
  let url: string;
  let drop: () => Promise<void>;
  let said = '';

  beforeAll(async () => {
    const db = await freshPostgres();
    drop = db.drop;
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    primary = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        ARGUS_API_PROCESSES: '2',
        ARGUS_DATA_DIR: 'memory://',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ARGUS_DEMO: 'false',
        ARGUS_ENABLE_METRICS: 'true',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    primary.stdout!.on('data', (chunk: Buffer) => (said += chunk.toString()));
    expect(await waitUntil(() => said.includes('Argus listening') || primary.exitCode !== null, 240_000)).toBe(true);
    expect(primary.exitCode).toBeNull();
  }, 300_000);
  afterAll(async () => {
    if (primary?.exitCode === null) primary.kill('SIGKILL');
    await drop?.();
  });

  it('any process answers with the figures of both, summed', async () => {
    expect(childrenOf(primary.pid!)).toHaveLength(2);
    const count = async () =>
      sampleSum(await (await fetch(`${url}/metrics`, { headers: { connection: 'close' } })).text(), 'argus_http_request_duration_seconds_count', {
        route: '/healthz',
      }) ?? 0;
    const first = await fetch(`${url}/metrics`);
    expect(first.status, said.slice(-3000)).toBe(200);
    const before = await count();
    // Each request on a connection of its own: the cluster hands connections out in turn, so both processes serve some.
    for (let i = 0; i < 10; i++) expect((await fetch(`${url}/healthz`, { headers: { connection: 'close' } })).status).toBe(200);
    // Whichever process answers the scrapes, the count is of both.
    for (let i = 0; i < 4; i++) expect(await count()).toBe(before + 10);
    const text = await (await fetch(`${url}/metrics`)).text();
    // Both processes run every worker: 2 each.
    expect(sampleSum(text, 'argus_workers_running', { worker: 'webhooks' })).toBe(2);
  }, 60_000);
});
