/**
 * The events page with 10,000 events, in Chromium (the console's own build against the real server
 * on the embedded database):
 *
 * - loading: the list pages in as the operator scrolls to its end (GET /events, 100 a page), until
 *   every event is in it: the time that takes and per page;
 * - scrolling: frame times while the list is scrolled steadily (40 px a frame) and while it jumps
 *   to a random place every frame (the worst case for a virtualised list: every row in view is new),
 *   600 frames each, with the longest frame, the frames over 50 ms, the long tasks the browser
 *   reported, and the most event rows that were ever in the DOM at once;
 * - the same steady scrolling and jumps in the grid view (cards, several a row);
 * - baseline, same run: the same page filtered to a camera with 100 events (one page: nothing more
 *   to load), scrolled the same way;
 * - density at 1280×800 (the goal: at least 6 cards a row, 15 list rows a screen): the list
 *   rows wholly in view and the cards in the grid's first row.
 *
 *   npm run build && npx tsx bench/web/events-list.ts [--events 10000]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { launchBrowser, newContext } from '../../e2e/support/browser';
import { demoWithCamera } from '../../e2e/support/eventWorld';
import { SERVER_MAIN, WEB_DIST } from '../../e2e/support/paths';
import { freePort, startProcess } from '../../e2e/support/process';
import { createAccounts, USERS } from '../../e2e/support/users';

const { values } = parseArgs({ options: { events: { type: 'string', default: '10000' } } });
const EVENTS = Number(values.events);
const BASELINE = 100;
const FRAMES = 600;

// --- The server, with the journeys' accounts, on a fresh embedded database -------------------------
const dataDir = mkdtempSync(join(tmpdir(), 'argus-bench-events-list-'));
await createAccounts(dataDir, [USERS.superuser, USERS.administrator]);
const port = await freePort();
const server = await startProcess({
  name: 'server',
  main: SERVER_MAIN,
  env: {
    ARGUS_RATE_LIMIT_PER_MINUTE: '0',
    ARGUS_RATE_LIMIT_PER_ADDRESS: '0',
    ARGUS_RATE_LIMIT_PER_MACHINE: '0',
    ARGUS_DATA_DIR: dataDir,
    ARGUS_WEB_DIST: WEB_DIST,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ARGUS_DEMO: 'false',
  },
  ready: 'Argus listening',
  folders: [dataDir],
});
const base = `http://127.0.0.1:${port}`;

try {
  // --- Events: EVENTS on one camera over the last 20 hours, BASELINE on another -------------------
  const w = await demoWithCamera(base, 'Bench', ['lpr']);
  const other = await w.call<{ id: number }>('POST', '/cameras', {
    token: w.admin,
    json: {
      name: 'Baseline camera',
      source: { body: { protocol: 'hikvision', host: '10.0.0.8', port: 80, username: 'admin', password: 'camera-pass', event_type: 'lpr' } },
      video_modules: ['lpr'],
      capacitygroup_token: w.capacitygroupToken,
    },
  });
  // The scheduler assigns a new camera to the edge on its own time (later on a loaded machine): the
  // edge's events for it are refused until then.
  const assigned = async (camera: number) => {
    for (const until = Date.now() + 120_000; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
      const c = await w.call<{ edge_id: number | null }>('GET', `/cameras/${camera}`, { token: w.admin });
      if (c.edge_id === w.edge.id) return;
    }
    throw new Error(`camera ${camera} was not assigned to the edge in 120 s`);
  };
  await assigned(w.camera.id);
  await assigned(other.id);
  const now = Date.now();
  const post = async (camera: number, count: number) => {
    for (let i = 0; i < count; i += 100) {
      const events = Array.from({ length: Math.min(100, count - i) }, (_, k) => {
        const n = i + k;
        const ts = new Date(now - 60_000 - Math.floor((n / count) * 20 * 3600_000)).toISOString();
        const number = `${String.fromCharCode(65 + (n % 26))}${String(n % 1000).padStart(3, '0')}${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}${String.fromCharCode(65 + (Math.floor(n / 676) % 26))}77`;
        return {
          event_id: crypto.randomUUID(),
          event_type: 'lpr',
          ts,
          stream_id: camera,
          number,
          region: 'ru',
          event: { reason: 'any', label: null, detection: null, trajectory: [], roi: null, line: null, attributes: {}, ts },
        };
      });
      const answer = await w.call<{ accepted: string[]; rejected: { type: string; message: string }[] }>('POST', '/events/batch', {
        token: w.edge.credential,
        json: { events },
      });
      if (answer.accepted.length !== events.length)
        throw new Error(`events were refused: ${answer.rejected[0]?.type ?? ''} ${answer.rejected[0]?.message ?? ''}`);
    }
  };
  await post(w.camera.id, EVENTS);
  await post(other.id, BASELINE);

  // --- The browser --------------------------------------------------------------------------------
  const browser = await launchBrowser();
  const context = await newContext(browser, base);
  // tsx names the functions it compiles (__name(fn, "step")); the page code below needs that helper.
  await context.addInitScript('window.__name = (f) => f');
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill(USERS.administrator.username);
  await page.getByLabel('Password').fill(USERS.administrator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));

  const feed = page.getByRole('feed');
  const shownCount = async () => Number(((await page.getByText(/^[\d,]+ events?$/).textContent()) ?? '0').replace(/\D/g, ''));

  /** Scrolls the feed for FRAMES frames (`mode`), measuring in the page what each frame took. */
  const scroll = (p: Page, mode: 'steady' | 'jumps') =>
    p.evaluate(
      ({ mode, frames }) =>
        new Promise<{ p50: number; p95: number; max: number; over50: number; longTasks: number; longTaskMs: number; maxRows: number }>((done) => {
          const el = document.querySelector('[role="feed"]') as HTMLElement;
          const longs: number[] = [];
          const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => longs.push(e.duration)));
          observer.observe({ type: 'longtask', buffered: false });
          const deltas: number[] = [];
          let maxRows = 0;
          let last = performance.now();
          let seed = 7;
          const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
          let frame = 0;
          let direction = 1;
          const step = () => {
            const t = performance.now();
            if (frame > 0) deltas.push(t - last);
            last = t;
            maxRows = Math.max(maxRows, el.querySelectorAll('[data-event-id]').length);
            const room = el.scrollHeight - el.clientHeight;
            if (mode === 'jumps') el.scrollTop = random() * room;
            else {
              if ((direction > 0 && el.scrollTop >= room - 1) || (direction < 0 && el.scrollTop <= 0)) direction = -direction;
              el.scrollTop += 40 * direction;
            }
            frame += 1;
            if (frame <= frames) return void requestAnimationFrame(step);
            observer.disconnect();
            const sorted = [...deltas].sort((a, b) => a - b);
            const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
            done({
              p50: at(0.5),
              p95: at(0.95),
              max: sorted[sorted.length - 1] ?? 0,
              over50: deltas.filter((d) => d > 50).length,
              longTasks: longs.length,
              longTaskMs: longs.reduce((a, b) => a + b, 0),
              maxRows,
            });
          };
          el.scrollTop = 0;
          requestAnimationFrame(step);
        }),
      { mode, frames: FRAMES },
    );
  /** The list rows wholly inside the feed's visible box, and the cards sharing the first card's row. */
  const density = () =>
    feed.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const items = Array.from(el.querySelectorAll('[data-event-id]')).map((e) => e.getBoundingClientRect());
      const inView = items.filter((r) => r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5 && r.height > 0).length;
      const firstTop = items[0]?.top ?? 0;
      const firstRow = items.filter((r) => Math.abs(r.top - firstTop) < 1).length;
      return { inView, firstRow, width: window.innerWidth, height: window.innerHeight };
    });
  const report = (label: string, r: Awaited<ReturnType<typeof scroll>>) =>
    console.log(
      `${label}: frame p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, longest ${r.max.toFixed(1)} ms, ${r.over50} of ${FRAMES} frames over 50 ms; ` +
        `long tasks ${r.longTasks} (${Math.round(r.longTaskMs)} ms); at most ${r.maxRows} event rows in the DOM`,
    );

  // Baseline: one camera's 100 events (one page).
  await page.goto(`/events?view=list&camera=${other.id}`);
  await feed.locator('[data-event-id]').first().waitFor();
  if ((await shownCount()) !== BASELINE) throw new Error(`baseline shows ${await shownCount()} events`);
  const listDensity = await density();
  const baseSteady = await scroll(page, 'steady');
  const baseJumps = await scroll(page, 'jumps');
  await page.getByRole('button', { name: 'Grid' }).click();
  await feed.locator('article[data-event-id]').first().waitFor();
  const gridDensity = await density();
  const baseGridSteady = await scroll(page, 'steady');
  const baseGrid = await scroll(page, 'jumps');

  // Every event: paged in by scrolling to the end, as the operator does.
  await page.goto('/events?view=list');
  await feed.locator('[data-event-id]').first().waitFor();
  const t0 = performance.now();
  let pages = 1;
  for (let shown = await shownCount(); shown < EVENTS + BASELINE;) {
    await feed.evaluate((el) => (el.scrollTop = el.scrollHeight));
    await page.waitForFunction((before) => {
      const text = Array.from(document.querySelectorAll('p')).find((p) => /^[\d,]+ events?$/.test(p.textContent ?? ''))?.textContent ?? '0';
      return Number(text.replace(/\D/g, '')) > before;
    }, shown);
    shown = await shownCount();
    pages += 1;
  }
  const loadS = (performance.now() - t0) / 1000;
  console.log(
    `events page: ${EVENTS + BASELINE} events paged in by scrolling in ${loadS.toFixed(1)} s (${pages} pages, ${((loadS * 1000) / (pages - 1)).toFixed(0)} ms a page)`,
  );
  const steady = await scroll(page, 'steady');
  const jumps = await scroll(page, 'jumps');
  // The grid of cards, switched to with the events already loaded.
  await page.getByRole('button', { name: 'Grid' }).click();
  await feed.locator('article[data-event-id]').first().waitFor();
  if ((await shownCount()) !== EVENTS + BASELINE) throw new Error('the grid lost events');
  const gridSteady = await scroll(page, 'steady');
  const grid = await scroll(page, 'jumps');
  console.log(
    `density at ${listDensity.width}×${listDensity.height}: ${listDensity.inView} list rows wholly in view (goal ≥ 15); ` +
      `${gridDensity.firstRow} cards in the grid's first row (goal ≥ 6)`,
  );
  report(`steady scroll, ${EVENTS + BASELINE} events`, steady);
  report(`steady scroll, ${BASELINE} events (baseline)`, baseSteady);
  report(`jumps, ${EVENTS + BASELINE} events`, jumps);
  report(`jumps, ${BASELINE} events (baseline)`, baseJumps);
  report(`grid view, steady scroll, ${EVENTS + BASELINE} events`, gridSteady);
  report(`grid view, steady scroll, ${BASELINE} events (baseline)`, baseGridSteady);
  report(`grid view, jumps, ${EVENTS + BASELINE} events`, grid);
  report(`grid view, jumps, ${BASELINE} events (baseline)`, baseGrid);
  await browser.close();
} finally {
  await server.stop();
}
