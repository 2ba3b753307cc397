import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/harness';
import { samplePhoto } from './support/lists';

/**
 * Face detection must not hold the API's event loop: while one client keeps asking for the faces of
 * a photo (/uploads/meta, as a search by photo does), another client's GET /users/me stays quick.
 * Before detection moved to worker threads, /users/me waited behind each detection (p95 1.3–2.5 s here).
 */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

async function meta(s: TestServer, token: string, photo: Buffer): Promise<number> {
  const form = new FormData();
  form.append('detection', 'all_faces');
  form.append('upload_data', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${s.url}/api/v1/uploads/meta`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  await res.arrayBuffer();
  return res.status;
}

/**
 * The other client, in its own thread: a client on the server's thread would wait for the blocked
 * event loop before it even sends, and hide the wait from its own timings.
 */
function readForAWhile(url: string, token: string, ms: number): Promise<number[]> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      const latencies = [];
      const until = Date.now() + workerData.ms;
      while (Date.now() < until) {
        const started = performance.now();
        const res = await fetch(workerData.url, { headers: { authorization: 'Bearer ' + workerData.token } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error('GET answered ' + res.status);
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      parentPort.postMessage(latencies);
    })();
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { url, token, ms } });
    worker.once('message', (latencies: number[]) => resolve(latencies));
    worker.once('error', reject);
  });
}

// Where detection runs is not the database's business: one engine shows it, the embedded one, whose
// queries share the API's thread as well (on PostgreSQL the loop would only be freer).
describe.each(['pglite'] as const)('face detection off the event loop (%s)', (engine) => {
  let s: TestServer;
  let searcher: string;
  let reader: string;

  beforeAll(async () => {
    s = await startServer(engine, { env: { ARGUS_RATE_LIMIT_PER_MINUTE: '0', ARGUS_RATE_LIMIT_PER_ADDRESS: '0' } });
    await s.createUser({ username: 'searcher', password: 'searcher-password' }, 'Acme');
    await s.createUser({ username: 'reader', password: 'reader-password' }, 'Acme');
    searcher = await s.token('searcher', 'searcher-password');
    reader = await s.token('reader', 'reader-password');
  }, 120_000);
  afterAll(async () => s?.close());

  it('keeps GET /users/me quick while photos are searched for faces', async () => {
    const photo = samplePhoto(1);
    // The models load on the first photo; that is not what is measured.
    expect(await meta(s, searcher, photo)).toBe(200);

    let searching = true;
    const statuses: number[] = [];
    // Two searching loops: as many detections at once as the decode queue lets through (2).
    const searches = [0, 1].map(async () => {
      while (searching) statuses.push(await meta(s, searcher, photo));
    });
    const latencies = await readForAWhile(`${s.url}/api/v1/users/me`, reader, 15_000);
    searching = false;
    await Promise.all(searches);

    latencies.sort((a, b) => a - b);
    const [p50, p95, max] = [percentile(latencies, 50), percentile(latencies, 95), latencies[latencies.length - 1] ?? NaN];
    console.warn(
      `${engine}: GET /users/me during ${statuses.length} face searches: ${latencies.length} requests, p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${max.toFixed(0)} ms`,
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(statuses.length).toBeGreaterThanOrEqual(2);
    // Generous, for a busy machine: measured p95 25–32 ms with the workers, 1.3–2.5 s without them.
    expect(p95).toBeLessThan(200);
  }, 180_000);
});
