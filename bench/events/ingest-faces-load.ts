/**
 * The load of the sustained ingest bench (ingest-faces.ts), in a worker thread as edges and
 * operators on other machines would be: POSTERS edges posting batches of 100 events back to back
 * with the edge's machine credential (half fr with a fresh descriptor, half lpr; what the API leaves
 * unanswered rests for the answer's Retry-After and goes again with a batch after that, while new
 * events go on, as the edge's sender does), and one operator
 * searching by face every SEARCH_MS with a descriptor just posted (it must be found at once).
 * Every REPORT_S it sends the period's figures to the bench.
 */
import { Worker } from 'node:worker_threads';

export interface LoadSetup {
  base: string;
  credential: string;
  operatorToken: string;
  cameras: number[];
  posters: number;
  seconds: number;
  reportS: number;
  searchMs: number;
}

export interface PeriodFigures {
  /** Seconds since the start, at the end of this period. */
  at: number;
  seconds: number;
  events: number;
  faces: number;
  /** Events left unanswered (faces past the backlog), sent again with a later batch. */
  deferred: number;
  /** Batches answered 503 (nothing of them could be stored). */
  refused: number;
  /** Latencies (ms) of the batches answered in this period. */
  batchMs: number[];
  /** Latencies (ms) of the face searches answered in this period. */
  searchMs: number[];
  /** Searches whose just-posted face was not among the answers. */
  missed: number;
  errors: string[];
}

const LOAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { randomUUID } = require('node:crypto');
const { base, credential, operatorToken, cameras, posters, seconds, reportS, searchMs } = workerData;
const t0 = performance.now();
const end = t0 + seconds * 1000;
const fresh = () => ({ events: 0, faces: 0, deferred: 0, refused: 0, batchMs: [], searchMs: [], missed: 0, errors: [] });
let period = fresh();
let periodStart = t0;
let serial = 0;
let lastFace = null;
const descriptor = () => {
  const v = Array.from({ length: 128 }, () => Math.random() - 0.5);
  const n = Math.hypot(...v);
  return v.map((x) => Math.round((x / n) * 1e5) / 1e5);
};
const plate = (i) => String.fromCharCode(65 + (i % 26)) + String(i % 1000).padStart(3, '0') + String.fromCharCode(65 + (Math.floor(i / 26) % 26)) + 'X77';
// Each edge's spool: events the API left unanswered (faces past the backlog) rest until the answer's
// Retry-After (2 s when none is named, as the edge's sender), then go again before new ones; after a
// 503 (no room at all) every face waits that long, new ones too, while the other events go on.
function rest(resting, events, retryAfter) {
  const seconds = Number(retryAfter);
  const until = Date.now() + (Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 2000);
  resting.push({ until, events });
  return until;
}
function due(resting, carry) {
  const now = Date.now();
  for (let i = resting.length - 1; i >= 0; i--) if (resting[i].until <= now) carry.push(...resting.splice(i, 1)[0].events);
}
function batch(carry, hold, resting) {
  const now = Date.now();
  const holding = now < hold.until;
  // Oldest first; while faces are held, the waiting faces stay where they are.
  const events = [];
  for (let i = 0; i < carry.length && events.length < 100; ) {
    if (holding && carry[i].event_type === 'fr') i++;
    else events.push(...carry.splice(i, 1));
  }
  const held = [];
  while (events.length < 100) {
    const k = serial++;
    const ts = new Date(now - Math.random() * 3600_000).toISOString();
    const fr = k % 2 === 0;
    (fr && holding ? held : events).push({
      event_id: randomUUID(),
      event_type: fr ? 'fr' : 'lpr',
      ts,
      // Skewed: the first camera sees half of the events.
      stream_id: cameras[Math.random() < 0.5 ? 0 : 1 + Math.floor(Math.random() * (cameras.length - 1))],
      ...(fr ? {} : { number: plate(k), region: 'ru' }),
      event: { reason: 'any', label: null, detection: null, trajectory: [], roi: null, line: null, attributes: {}, ts, ...(fr ? { descriptor: descriptor() } : {}) },
    });
  }
  if (held.length > 0) resting.push({ until: hold.until, events: held });
  return events;
}
async function poster() {
  const carry = [];
  const resting = [];
  const hold = { until: 0 };
  while (performance.now() < end) {
    due(resting, carry);
    const events = batch(carry, hold, resting);
    const start = performance.now();
    try {
      const r = await fetch(base + '/api/v1/events/batch', { method: 'POST', headers: { authorization: 'Bearer ' + credential, 'content-type': 'application/json' }, body: JSON.stringify({ events }) });
      const answer = await r.json();
      if (r.status === 503) {
        // Nothing could be stored (the face backlog is full): offered again after the Retry-After.
        period.refused++;
        hold.until = rest(resting, events, r.headers.get('retry-after'));
        continue;
      }
      if (r.status !== 200 || answer.rejected.length > 0) throw new Error('ingest ' + r.status + ' ' + JSON.stringify(answer).slice(0, 200));
      const accepted = new Set(answer.accepted);
      period.events += accepted.size;
      period.batchMs.push(performance.now() - start);
      const unanswered = events.filter((e) => !accepted.has(e.event_id));
      if (unanswered.length > 0) rest(resting, unanswered, r.headers.get('retry-after'));
      for (const e of events) {
        if (accepted.has(e.event_id) && e.event_type === 'fr') {
          period.faces++;
          lastFace = { id: e.event_id, descriptor: e.event.descriptor };
        }
      }
      period.deferred += events.length - accepted.size;
    } catch (e) {
      period.errors.push(String(e));
      carry.push(...events);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
async function searcher() {
  while (performance.now() < end) {
    await new Promise((r) => setTimeout(r, searchMs));
    const probe = lastFace;
    if (!probe) continue;
    const start = performance.now();
    try {
      const r = await fetch(base + '/api/v1/search/byface', {
        method: 'POST',
        headers: { authorization: 'Bearer ' + operatorToken, 'content-type': 'application/json' },
        body: JSON.stringify({ query: { event_type: 'fr', descriptor: probe.descriptor }, limit: 10 }),
      });
      const answer = await r.json();
      if (r.status !== 200) throw new Error('search ' + r.status + ' ' + JSON.stringify(answer).slice(0, 200));
      period.searchMs.push(performance.now() - start);
      if (!answer.events.some((e) => e.event_id === probe.id)) period.missed++;
    } catch (e) {
      period.errors.push(String(e));
    }
  }
}
const timer = setInterval(() => {
  const now = performance.now();
  parentPort.postMessage({ ...period, at: (now - t0) / 1000, seconds: (now - periodStart) / 1000 });
  period = fresh();
  periodStart = now;
}, reportS * 1000);
Promise.all([...Array.from({ length: posters }, poster), searcher()]).then(() => {
  clearInterval(timer);
  const now = performance.now();
  if (now - periodStart > 1000) parentPort.postMessage({ ...period, at: (now - t0) / 1000, seconds: (now - periodStart) / 1000 });
  parentPort.postMessage({ done: true });
});
`;

/** Runs the load; `onPeriod` is called with each period's figures (awaited in order); resolves at the end. */
export function runLoad(setup: LoadSetup, onPeriod: (f: PeriodFigures) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD, { eval: true, workerData: setup });
    let chain = Promise.resolve();
    worker.once('error', reject);
    worker.on('message', (m: PeriodFigures | { done: true }) => {
      if ('done' in m) chain.then(() => worker.terminate()).then(() => resolve(), reject);
      else chain = chain.then(() => onPeriod(m));
    });
  });
}
