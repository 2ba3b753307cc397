/**
 * The events bench's load and its accounting: posters (a worker thread posting ready-made batches,
 * as edges on other machines would), the CPU time of this machine's processes from /proc, and the
 * API started as its own processes (main.ts) instead of inside the bench.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const POSTER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, secret, events, posters } = workerData;
const bodies = [];
for (let i = 0; i < events.length; i += 100) bodies.push([JSON.stringify({ events: events.slice(i, i + 100) }), Math.min(100, events.length - i)]);
const post = async ([body, n]) => {
  const r = await fetch(url, { method: 'POST', headers: { authorization: 'Bearer ' + secret, 'content-type': 'application/json' }, body });
  const answer = await r.json();
  if (r.status !== 200 || answer.rejected.length > 0 || answer.accepted.length !== n) throw new Error('ingest: ' + r.status + ' ' + JSON.stringify(answer).slice(0, 300));
};
// Bodies ready: wait for the go, so the cloning and serialising above stay out of the measured run.
parentPort.postMessage({ ready: true });
parentPort.once('message', () => {
const t0 = performance.now();
Promise.all(Array.from({ length: posters }, async () => { for (let b = bodies.shift(); b; b = bodies.shift()) await post(b); }))
  .then(() => parentPort.postMessage({ seconds: (performance.now() - t0) / 1000 }), (e) => parentPort.postMessage({ error: String(e) }));
});
`;

/** CPU time (ms) of this machine's processes that `which` picks (by command name and parent pid), or null when none. */
function cpuMsOf(which: (comm: string, ppid: number, pid: number) => boolean): number | null {
  let ticks = 0;
  let found = false;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // After the command's closing parenthesis: state, ppid (field 4) … utime and stime (fields 14 and 15).
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      if (!which(readFileSync(`/proc/${entry}/comm`, 'utf8').trim(), Number(fields[1]), Number(entry))) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
      found = true;
    } catch {
      // the process ended meanwhile
    }
  }
  return found ? ticks * 10 : null; // USER_HZ is 100 on Linux
}
/** CPU time (ms) of the PostgreSQL server's processes on this machine, or null when none runs here. */
export const postgresCpuMs = (only?: ReadonlySet<number>) => cpuMsOf((comm, _ppid, pid) => comm.startsWith('postgres') && (!only || only.has(pid)));

/**
 * API_PROCESSES=N (PostgreSQL only for N > 1): the API runs as the server's own start does it with
 * ARGUS_API_PROCESSES=N (main.ts: with N > 1 a primary and N cluster processes on one port), instead
 * of inside this process. Answers its base URL, its processes' CPU time, and how to stop it.
 */
export async function startApiProcesses(
  count: number,
  env: Record<string, string> = {},
): Promise<{ base: string; cpuMs: () => number; stop: () => Promise<void> }> {
  const port = 18000 + Math.floor(Math.random() * 2000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    env: {
      ARGUS_RATE_LIMIT_PER_MINUTE: '0',
      ARGUS_RATE_LIMIT_PER_ADDRESS: '0',
      ARGUS_RATE_LIMIT_PER_MACHINE: '0',
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ARGUS_API_PROCESSES: String(count),
      ARGUS_DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      ARGUS_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const primary = child.pid ?? -1;
  // The primary announces itself once every process listens.
  await new Promise<void>((up, failed) => {
    let said = '';
    child.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('Argus listening')) up();
    });
    child.once('exit', (code) => failed(new Error(`the API processes did not start (exit ${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    cpuMs: () => cpuMsOf((_comm, ppid, pid) => pid === primary || ppid === primary) ?? 0,
    stop: () => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM')))),
  };
}

/**
 * `posters` concurrent posters of `events` in batches of 100 to `url` with an API key, in a worker
 * thread (edges are other machines: their JSON and HTTP work is not the server's). The batches are
 * serialised there before the run; `go` starts it and answers its seconds.
 */
export function postersReady(url: string, secret: string, events: unknown[], posters: number): Promise<{ go: () => Promise<number> }> {
  return new Promise((ready, reject) => {
    const worker = new Worker(POSTER, { eval: true, workerData: { url, secret, events, posters } });
    worker.once('error', reject);
    worker.once('message', () =>
      ready({
        go: () =>
          new Promise<number>((resolve, fail) => {
            worker.once('message', (m: { seconds?: number; error?: string }) => (m.error ? fail(new Error(m.error)) : resolve(m.seconds ?? 0)));
            worker.once('error', fail);
            worker.postMessage('go');
          }),
      }),
    );
  });
}

/** The machine's load average (1, 5, 15 minutes) as /proc/loadavg says it. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const requireHere = createRequire(import.meta.url);

const HELLO = `
const cluster = require('node:cluster');
const count = Number(process.env.HELLO_PROCESSES);
if (cluster.isPrimary && count > 1) {
  for (let i = 0; i < count; i++) cluster.fork();
  let up = 0;
  cluster.on('listening', () => ++up === count && console.log('hello listening'));
} else {
  const app = require(process.env.FASTIFY_MODULE)({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => count > 1 || console.log('hello listening'));
}
`;

/** A Fastify hello-world (the baseline of the read benches) as `count` cluster processes on one port, as the API runs. */
export async function startHelloWorld(count: number): Promise<{ base: string; cpuMs: () => number; stop: () => Promise<void> }> {
  const port = 20000 + Math.floor(Math.random() * 2000);
  // A file, not -e: cluster.fork starts the workers from the primary's script.
  const script = path.join(tmpdir(), `argus-hello-${process.pid}.cjs`);
  writeFileSync(script, HELLO);
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: String(port), HELLO_PROCESSES: String(count), FASTIFY_MODULE: requireHere.resolve('fastify') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((up, failed) => {
    let said = '';
    child.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('hello listening')) up();
    });
    child.once('exit', (code) => failed(new Error(`the hello-world did not start (exit ${code})`)));
  });
  const primary = child.pid ?? -1;
  return {
    base: `http://127.0.0.1:${port}`,
    cpuMs: () => cpuMsOf((_comm, ppid, pid) => pid === primary || ppid === primary) ?? 0,
    stop: () => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM')))),
  };
}

const LOADER = `
const { parentPort, workerData } = require('node:worker_threads');
const { Pool } = require(workerData.undici);
const { base, path, token, connections, warmupS, seconds } = workerData;
const pool = new Pool(base, { connections, pipelining: 1 });
const headers = token ? { authorization: 'Bearer ' + token } : {};
const latencies = [];
let errors = 0;
const t0 = performance.now();
const measureFrom = t0 + warmupS * 1000;
const end = measureFrom + seconds * 1000;
async function loop() {
  for (;;) {
    const start = performance.now();
    if (start >= end) return;
    const r = await pool.request({ path, method: 'GET', headers });
    await r.body.text();
    if (r.statusCode !== 200) errors++;
    if (start >= measureFrom) latencies.push(performance.now() - start);
  }
}
Promise.all(Array.from({ length: connections }, loop)).then(async () => {
  await pool.close();
  const sorted = Float64Array.from(latencies).sort();
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  parentPort.postMessage({ requests: sorted.length, errors, p50: at(0.5), p99: at(0.99) });
}, (e) => parentPort.postMessage({ error: String(e) }));
`;

export interface LoadFigures {
  /** Requests answered in the measured window (after the warm-up). */
  requests: number;
  /** Per second of the measured window. */
  rps: number;
  errors: number;
  p50: number;
  p99: number;
  /** CPU ms per request of the server's processes (and of PostgreSQL's, when it runs here), measured window only. */
  cpuPerRequest: number;
}

/**
 * `connections` clients requesting GET `path` back to back (each waits for its answer) for
 * `warmupS` + `seconds`, in a worker thread; latencies of the last `seconds` only. `cpuMs` counts
 * the CPU time of the processes serving them.
 */
export function httpLoad(
  base: string,
  path: string,
  token: string | null,
  o: { connections: number; warmupS: number; seconds: number; cpuMs: () => number; beforeMeasure?: () => Promise<void> },
): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOADER, {
      eval: true,
      workerData: { undici: requireHere.resolve('undici'), base, path, token, connections: o.connections, warmupS: o.warmupS, seconds: o.seconds },
    });
    let cpu0 = 0;
    const warm = setTimeout(() => void (o.beforeMeasure ?? (async () => {}))().then(() => (cpu0 = o.cpuMs())), o.warmupS * 1000);
    worker.once('error', reject);
    worker.once('message', (m: { requests: number; errors: number; p50: number; p99: number; error?: string }) => {
      clearTimeout(warm);
      const cpu = o.cpuMs() - cpu0;
      void worker.terminate();
      if (m.error) return reject(new Error(m.error));
      resolve({
        requests: m.requests,
        rps: m.requests / o.seconds,
        errors: m.errors,
        p50: m.p50,
        p99: m.p99,
        cpuPerRequest: m.requests > 0 ? cpu / m.requests : 0,
      });
    });
  });
}
