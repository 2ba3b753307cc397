/**
 * The events bench's load and its accounting: posters (a worker thread posting ready-made batches,
 * as edges on other machines would), the CPU time of this machine's processes from /proc, and the
 * API started as its own processes (main.ts) instead of inside the bench.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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
export const postgresCpuMs = () => cpuMsOf((comm) => comm.startsWith('postgres'));

/**
 * API_PROCESSES=N (PostgreSQL only for N > 1): the API runs as the server's own start does it with
 * ARGUS_API_PROCESSES=N (main.ts: with N > 1 a primary and N cluster processes on one port), instead
 * of inside this process. Answers its base URL, its processes' CPU time, and how to stop it.
 */
export async function startApiProcesses(count: number): Promise<{ base: string; cpuMs: () => number; stop: () => Promise<void> }> {
  const port = 18000 + Math.floor(Math.random() * 2000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    env: { ARGUS_RATE_LIMIT_PER_MINUTE: '0', ARGUS_RATE_LIMIT_PER_ADDRESS: '0', ARGUS_RATE_LIMIT_PER_MACHINE: '0', ...process.env, PORT: String(port), HOST: '127.0.0.1', ARGUS_API_PROCESSES: String(count), ARGUS_DATA_DIR: 'memory://', LOG_LEVEL: 'warn', ARGUS_DEMO: 'false' },
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
