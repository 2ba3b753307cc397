/**
 * Authenticated reads over HTTP (issue 29, items 2 and 5): GET /users/me and GET /events?limit=20
 * with a user's access token, 10 connections, against a Fastify hello-world started as the same
 * number of processes, all three measured in turns (hello-world, the token checked in the database
 * on every request, the views in memory: revocation view and user view) so that the shared machine's load falls on each alike.
 * Each turn: WARMUP seconds, then SECONDS measured (rate, p50, p99, CPU per request of the serving
 * processes and of PostgreSQL's backends of the bench database when it runs here); ROUNDS turns of each; the load average beside each.
 *
 *   npx tsx bench/events/reads.ts                                        (embedded engine, 1 process)
 *   DATABASE_URL=postgres://postgres@127.0.0.1/argus_bench npx tsx bench/events/reads.ts   (2 processes)
 *   SECONDS=30 WARMUP=5 ROUNDS=2 EVENTS=20000 API_PROCESSES=2 CONNECTIONS=10
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { loadConfig } from '../../packages/server/src/config/env';
import { openDatabase } from '../../packages/server/src/db/engine';
import { migrateToLatest } from '../../packages/server/src/db/migrate';
import { httpLoad, loadAverage, postgresCpuMs, startApiProcesses, startHelloWorld, type LoadFigures } from './load';
import { READER, seedReads } from './reads-seed';

const DATABASE_URL = process.env.DATABASE_URL ?? null;
const PROCESSES = Number(process.env.API_PROCESSES ?? (DATABASE_URL ? 2 : 1));
const SECONDS = Number(process.env.SECONDS ?? 30);
const WARMUP = Number(process.env.WARMUP ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const EVENTS = Number(process.env.EVENTS ?? 20_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);

interface Server {
  base: string;
  cpuMs: () => number;
  stop: () => Promise<void>;
}

/** The embedded engine's API in a process of its own (reads-server.ts). */
async function startLite(view: boolean): Promise<Server> {
  const port = 22000 + Math.floor(Math.random() * 2000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/events/reads-server.ts'], {
    env: { ...process.env, PORT: String(port), EVENTS: String(EVENTS), ARGUS_REVOCATION_VIEW: String(view), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((up, failed) => {
    let said = '';
    child.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()).includes('reads listening') && up());
    child.once('exit', (code) => failed(new Error(`the embedded API did not start (exit ${code})`)));
  });
  const pid = child.pid ?? -1;
  const { readFileSync } = await import('node:fs');
  return {
    base: `http://127.0.0.1:${port}`,
    cpuMs: () => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    stop: () => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM')))),
  };
}

async function signIn(base: string): Promise<string> {
  const r = await fetch(`${base}/api/v1/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'password', ...READER }) });
  const body = (await r.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

console.log(`load average ${loadAverage()} (${(await import('node:os')).availableParallelism()} cores)`);
let servers: { view: Server; db: Server };
if (DATABASE_URL) {
  const database = await openDatabase({ url: DATABASE_URL, warn: () => {} });
  await migrateToLatest(database.db);
  await seedReads({ db: database.db, database, config: loadConfig({ ...process.env, DATABASE_URL }), clock: () => new Date() }, EVENTS);
  await database.close();
  const env = { DATABASE_URL, ARGUS_SCHEDULER_INTERVAL: '0' };
  servers = {
    view: await startApiProcesses(PROCESSES, { ...env, ARGUS_REVOCATION_VIEW: 'true' }),
    db: await startApiProcesses(PROCESSES, { ...env, ARGUS_REVOCATION_VIEW: 'false' }),
  };
} else {
  servers = { view: await startLite(true), db: await startLite(false) };
}
const hello = await startHelloWorld(PROCESSES);
const tokens = { view: await signIn(servers.view.base), db: await signIn(servers.db.base) };
// PostgreSQL's CPU: only the backends of the bench's database (the server may serve other work too),
// taken once the warm-up has opened the API's connections.
let backends = new Set<number>();
const pgCpu = () => (DATABASE_URL ? (postgresCpuMs(backends) ?? 0) : 0);
const findBackends = async () => {
  if (!DATABASE_URL) return;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  await client.end();
  backends = new Set(rows.map((r) => r.pid));
};
console.log(
  `engine ${DATABASE_URL ? 'PostgreSQL' : 'embedded (PGlite)'}, ${PROCESSES} API process(es) each, ${EVENTS} events, ` +
    `${CONNECTIONS} connections, ${ROUNDS} rounds of ${WARMUP} s warm-up + ${SECONDS} s measured per path and server`,
);

const fmt = (f: LoadFigures) =>
  `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(2).padStart(6)} ms  p99 ${f.p99.toFixed(2).padStart(6)} ms  CPU ${f.cpuPerRequest.toFixed(3)} ms/req${f.errors ? `  ${f.errors} NOT 200` : ''}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;

try {
  for (const path of ['/api/v1/users/me', '/api/v1/events?limit=20']) {
    const runs: Record<'hello' | 'db' | 'view', LoadFigures[]> = { hello: [], db: [], view: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const which of ['hello', 'db', 'view'] as const) {
        const server = which === 'hello' ? hello : servers[which];
        const cpu = () => server.cpuMs() + pgCpu();
        const f = await httpLoad(server.base, which === 'hello' ? '/' : path, which === 'hello' ? null : tokens[which], {
          connections: CONNECTIONS,
          warmupS: WARMUP,
          seconds: SECONDS,
          cpuMs: cpu,
          beforeMeasure: findBackends,
        });
        runs[which].push(f);
        const label = { hello: 'hello-world         ', db: 'token in database   ', view: 'views in memory     ' }[which];
        console.log(`${path.padEnd(24)} round ${round} ${label} ${fmt(f)}  load ${loadAverage()}`);
      }
    }
    const rate = (w: 'hello' | 'db' | 'view') => median(runs[w].map((f) => f.rps));
    const p99 = (w: 'db' | 'view') => median(runs[w].map((f) => f.p99));
    const cpu = (w: 'hello' | 'db' | 'view') => median(runs[w].map((f) => f.cpuPerRequest));
    // Ratios per round (each against the hello-world of its own round), then their median.
    const ratio = (w: 'db' | 'view') => median(runs[w].map((f, i) => f.rps / (runs.hello[i]?.rps ?? 1)));
    console.log(
      `${path}: views in memory ${rate('view').toFixed(0)} req/s = ${(100 * ratio('view')).toFixed(1)}% of hello-world (p99 ${p99('view').toFixed(1)} ms); ` +
        `token in database ${rate('db').toFixed(0)} req/s = ${(100 * ratio('db')).toFixed(1)}% (p99 ${p99('db').toFixed(1)} ms); ` +
        `view / database ${(rate('view') / rate('db')).toFixed(2)}×; hello-world ${rate('hello').toFixed(0)} req/s`,
    );
    // On a loaded machine the rates follow the load; CPU per request is what each path itself costs.
    console.log(
      `${path}: CPU per request: hello-world ${cpu('hello').toFixed(3)} ms, token in database ${cpu('db').toFixed(3)} ms, views in memory ${cpu('view').toFixed(3)} ms ` +
        `(per core: view ${((100 * cpu('hello')) / cpu('view')).toFixed(1)}% of hello-world, database ${((100 * cpu('hello')) / cpu('db')).toFixed(1)}%; view / database ${(cpu('db') / cpu('view')).toFixed(2)}×)`,
    );
  }
} finally {
  await Promise.all([hello.stop(), servers.view.stop(), servers.db.stop()]);
}
console.log(`load average ${loadAverage()}`);
