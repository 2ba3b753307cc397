/**
 * Photo search over HTTP, as the console does it: POST /uploads/meta (the photo, multipart) then
 * POST /search/byface with the first face's descriptor, with a token, against the API started as
 * its own process (main.ts, embedded engine in memory, the demo organisation).
 *
 *   node --import tsx bench/vision/search.ts
 *   SEARCHES=20 SECONDS=15 node --import tsx bench/vision/search.ts
 *   CPU_PROF=/tmp/prof FAST_PASS=true node --import tsx bench/vision/search.ts
 *
 * Runs once with the face worker's SSD MobileNet path alone and once with its fast pass (FAST_PASS=false,true).
 * Prints, beside each other: the search's wall time p50/p90 (one search at a time), the API
 * process's CPU time per search (the cost on this shared machine, insensitive to other load), and
 * another client's GET /users/me rate, p50 and p99 without searches (baseline) and while searches
 * run back to back; and the load average. Photos: a one-face portrait (a search photo as one takes
 * it) and the group photos of @vladmandic/face-api's demo folder (1920 px, 3–5 faces).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { DEMO_FACE_COUNTS, demoPhoto } from '../../packages/vision/test/support/augment';

const SEARCHES = Number(process.env.SEARCHES ?? 12);
const SECONDS = Number(process.env.SECONDS ?? 10);
const CLIENTS = Number(process.env.CLIENTS ?? 4);

const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' ');
const pct = (values: number[], q: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};

/** CPU milliseconds of a process and all its threads (the face workers included), from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10; // USER_HZ 100
}

async function startApi(fastPass: boolean): Promise<{ base: string; pid: number; password: string; stop: () => Promise<void> }> {
  const port = 21000 + Math.floor(Math.random() * 2000);
  // CPU_PROF=dir: V8 CPU profiles of the API (its main thread and face workers), written when it stops.
  const profile = process.env.CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'packages/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ARGUS_DATA_DIR: 'memory://',
      ARGUS_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ARGUS_RATE_LIMIT_PER_MINUTE: '0',
      ARGUS_RATE_LIMIT_PER_ADDRESS: '0',
      ARGUS_FACE_FAST_PASS: String(fastPass),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const password = await new Promise<string>((up, failed) => {
    let said = '';
    child.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const m = /"Demo": demo \/ (\S+)/.exec(said);
      if (said.includes('Argus listening') && m) up(m[1] ?? '');
    });
    child.once('exit', (code) => failed(new Error(`the API did not start (exit ${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}/api/v1`,
    pid: child.pid ?? -1,
    password,
    stop: () => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM')))),
  };
}

async function signIn(base: string, password: string): Promise<string> {
  const r = await fetch(`${base}/token`, { method: 'POST', body: new URLSearchParams({ username: 'demo', password, grant_type: 'password' }) });
  const body = (await r.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** One photo search; answers its wall milliseconds (whole, and of /search/byface alone), the faces found and the descriptor searched. */
async function search(base: string, token: string, photo: Buffer): Promise<{ ms: number; searchMs: number; faces: number; descriptor: number[] }> {
  const t0 = performance.now();
  const form = new FormData();
  form.set('detection', 'all_faces');
  form.set('upload_data', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const meta = await fetch(`${base}/uploads/meta`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const found = (await meta.json()) as { meta?: { descriptor: number[] }[] };
  const list = found.meta ?? [];
  if (meta.status !== 200 || list.length === 0) throw new Error(`uploads/meta: ${meta.status} ${JSON.stringify(found).slice(0, 200)}`);
  const descriptor = list[0]?.descriptor ?? [];
  const t1 = performance.now();
  await byFace(base, token, descriptor);
  const t2 = performance.now();
  return { ms: t2 - t0, searchMs: t2 - t1, faces: list.length, descriptor };
}

async function byFace(base: string, token: string, descriptor: number[]): Promise<void> {
  const r = await fetch(`${base}/search/byface`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: { event_type: 'fr', descriptor } }),
  });
  await r.json();
  if (r.status !== 200) throw new Error(`search/byface: ${r.status}`);
}

// Another client: CLIENTS loops of GET /users/me for SECONDS, in a worker thread (its HTTP work is not this thread's).
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, token, seconds, clients } = workerData;
const times = [];
const end = performance.now() + seconds * 1000;
Promise.all(Array.from({ length: clients }, async () => {
  while (performance.now() < end) {
    const t0 = performance.now();
    const r = await fetch(url, { headers: { authorization: 'Bearer ' + token } });
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error('users/me ' + r.status);
    times.push(performance.now() - t0);
  }
})).then(() => parentPort.postMessage({ times }), (e) => parentPort.postMessage({ error: String(e) }));
`;

function otherClient(base: string, token: string): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT, { eval: true, workerData: { url: `${base}/users/me`, token, seconds: SECONDS, clients: CLIENTS } });
    worker.once('message', (m: { times?: number[]; error?: string }) => (m.error ? reject(new Error(m.error)) : resolve(m.times ?? [])));
    worker.once('error', reject);
  });
}

const clientLine = (label: string, times: number[]) =>
  `${label}: ${(times.length / SECONDS).toFixed(0)} req/s, p50 ${pct(times, 0.5).toFixed(1)} ms, p99 ${pct(times, 0.99).toFixed(1)} ms`;

console.log(`# photo search over HTTP — ${os.cpus()[0]?.model ?? 'cpu'}, ${os.cpus().length} cores, node ${process.version}; load average ${load()}`);
// The two detection paths of the face worker, one API process each, in the same run: SSD MobileNet
// alone (ARGUS_FACE_FAST_PASS=false, the previous path) and the fast pass (the default).
for (const fastPass of (process.env.FAST_PASS ?? 'false,true').split(',').map((v) => v === 'true')) {
  console.log(`\n## ARGUS_FACE_FAST_PASS=${fastPass}`);
  const api = await startApi(fastPass);
  try {
    const token = await signIn(api.base, api.password);
    const groups = DEMO_FACE_COUNTS.map((_, i) => demoPhoto(i + 1));
    // A one-face search photo: the largest face of sample1 (box 1476–1678 × 199–439 px) centred and framed at
    // twice its size, 400 px (what a phone crop gives; the crop used before cut the face at its right edge).
    const portrait = await sharp(demoPhoto(1)).extract({ left: 1337, top: 79, width: 480, height: 480 }).resize(400).jpeg({ quality: 90 }).toBuffer();
    // Warm-up: the face worker loads its models on its first photo.
    const w0 = performance.now();
    await search(api.base, token, portrait);
    console.log(`first search (the face worker loads the models): ${(performance.now() - w0).toFixed(0)} ms`);

    for (const [label, photos] of [
      ['portrait 400 px, 1 face', [portrait]],
      ['group photos 1920 px, 3–5 faces', groups],
    ] as const) {
      const walls: number[] = [];
      const searchWalls: number[] = [];
      let faces = 0;
      let descriptor: number[] = [];
      const c0 = cpuMs(api.pid);
      for (let i = 0; i < SEARCHES; i++) {
        const r = await search(api.base, token, photos[i % photos.length] as Buffer);
        walls.push(r.ms);
        searchWalls.push(r.searchMs);
        faces += r.faces;
        descriptor = r.descriptor;
      }
      const cpu = (cpuMs(api.pid) - c0) / SEARCHES;
      // The second call alone, as baseline of what the photo adds: /search/byface with a known descriptor.
      const c1 = cpuMs(api.pid);
      for (let i = 0; i < SEARCHES; i++) await byFace(api.base, token, descriptor);
      const searchCpu = (cpuMs(api.pid) - c1) / SEARCHES;
      console.log(
        `${label}: wall p50 ${pct(walls, 0.5).toFixed(0)} ms, p90 ${pct(walls, 0.9).toFixed(0)} ms (of which /search/byface p50 ${pct(searchWalls, 0.5).toFixed(0)} ms); ` +
          `API CPU ${cpu.toFixed(0)} ms per search, /search/byface alone ${searchCpu.toFixed(0)} ms (baseline); ${(faces / SEARCHES).toFixed(1)} faces; load average ${load()}`,
      );
    }

    const idle = await otherClient(api.base, token);
    console.log(clientLine(`GET /users/me, ${CLIENTS} concurrent, no search (baseline)`, idle));
    let searching = true;
    let during = 0;
    const loop = (async () => {
      for (let i = 0; searching; i++) {
        await search(api.base, token, groups[i % groups.length] as Buffer);
        during++;
      }
    })();
    const busy = await otherClient(api.base, token);
    searching = false;
    await loop;
    console.log(clientLine(`GET /users/me, ${CLIENTS} concurrent, while group-photo searches run back to back (${during} searches)`, busy));
    console.log(`p99 ratio busy/baseline: ${(pct(busy, 0.99) / pct(idle, 0.99)).toFixed(2)} (goal ≤ 2); load average ${load()}`);
  } finally {
    await api.stop();
  }
}
