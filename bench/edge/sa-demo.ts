/**
 * The demo camera's analytics on the demo scene (as `npm start` sends it, analysed as it analyses
 * it: 1 frame/s, 960 px wide), each rendering of the scene its own (the burned-in clock differs):
 * - sa with the demo's line (DEMO_LINE) against the truth (the photos' people on their known paths,
 *   packages/edge/test/support/demo-scene.ts), tallied as packages/edge/test/sa-demo.test.ts does;
 * - CPU time per frame of each of the demo camera's modules in the runtime's order (tp, fr's fast
 *   path, sa), beside decoding alone (the baseline): tp + fr before, + sa now.
 * CPU time from /proc/self/stat (process and finished children), load from os.loadavg. Not part of npm test.
 *
 *   node --import tsx bench/edge/sa-demo.ts               (3 renderings of 64 s)
 *   RUNS=1 SECONDS=90 node --import tsx bench/edge/sa-demo.ts
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { DEMO_LINE } from '@argus/contracts';
import { loadVision } from '@argus/vision';
import { FastFaceModule } from '../../packages/edge/src/modules/fr-fast';
import { measure } from '../../packages/edge/src/modules/measure';
import { SituationModule } from '../../packages/edge/src/modules/sa';
import { TamperDetector } from '../../packages/edge/src/modules/tp';
import { ALL_WEEK } from '../../packages/edge/test/support/camera';
import { demoNotPeople, demoSceneCrossings, demoSceneFaces, demoSceneFrames, faceSpot, tallyDemoCrossings } from '../../packages/edge/test/support/demo-scene';
import { demoFacePhotos } from '../../packages/media/src/demo/faces';

const SECONDS = Number(process.env.SECONDS ?? 64);
const RUNS = Number(process.env.RUNS ?? 3);
const ORIGIN = Date.parse('2026-11-02T10:00:00Z');

function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return [11, 12, 13, 14].reduce((s, i) => s + Number(fields[i] ?? 0), 0) / 100;
}
const load = () => os.loadavg()[0]?.toFixed(1);
const ms = (s: number, n: number) => `${((s / n) * 1000).toFixed(0)} ms`;

console.log(`# the demo camera's analytics — ${os.cpus()[0]?.model ?? 'cpu'}, ${os.cpus().length} cores, node ${process.version}, load ${load()}`);
const photos = demoFacePhotos();
if (photos.length < 4) throw new Error('the demo photos (@vladmandic/face-api demo folder) are not installed');
await loadVision({ detectors: ['ssdMobilenetv1', 'tinyFaceDetector'] });
const { faces } = await demoSceneFaces(photos, { maxSide: 640 });
const notPeople = demoNotPeople(photos);
const truth = await demoSceneCrossings(photos, [...faces.map(faceSpot), ...notPeople], SECONDS, DEMO_LINE.coords[0]!.x);
const module = (config: object) => ({ worktime: ALL_WEEK(true), config: { min_detection_size: 0, roi: [], lines: [], ...config } }) as never;
console.log(
  'run | people found / required (missed at) | chairs | no one | backward | found − truth (s) | decode | tp | fr | sa | tp+fr | tp+fr+sa (CPU a frame) | load',
);
for (let run = 1; run <= RUNS; run++) {
  let from = 0;
  let decode = 0;
  const frames = demoSceneFrames(SECONDS, photos, (phase) => {
    if (phase === 'start') from = cpuSeconds();
    else decode = cpuSeconds() - from;
  });
  const tp = new TamperDetector();
  const fr = new FastFaceModule(1, () => {});
  const sa = new SituationModule(1, () => {});
  const cpu = { tp: 0, fr: 0, sa: 0 };
  const on = { tampering: true, flashing: true, blurring: true, shifting: true };
  for (const [k, jpeg] of frames.entries()) {
    const frame = { index: k, ts: ORIGIN + k * 1000, jpeg };
    let t = cpuSeconds();
    tp.update(await measure(jpeg), frame.ts, on);
    cpu.tp += cpuSeconds() - t;
    t = cpuSeconds();
    await fr.analyse(frame, module({}));
    cpu.fr += cpuSeconds() - t;
    t = cpuSeconds();
    await sa.analyse(frame, module({ lines: [DEMO_LINE] }));
    cpu.sa += cpuSeconds() - t;
  }
  await fr.flush();
  const found = sa.crossings.map((c) => ({ dir: c.dir, reached: (c.reachedAt - ORIGIN) / 1000 }));
  const r = tallyDemoCrossings(found, truth, { from: 5, until: SECONDS - 2, tolerance: 1.5, notPeople });
  const sorted = [...r.gaps].sort((a, b) => a.gap - b.gap);
  const gap = (g: { who: string; gap: number } | undefined) => (g ? `${g.gap.toFixed(1)} (${g.who})` : '-');
  const gaps = `${gap(sorted[0])} … ${gap(sorted[sorted.length - 1])}`;
  const n = frames.length;
  console.log(
    [
      run,
      `${r.hits} / ${r.required}${r.missed.length ? ` (${r.missed.map((m) => `${m.spot.who} ${m.at.toFixed(1)} s`).join(', ')})` : ''}`,
      r.notPeople,
      r.other.map((o) => o.reached.toFixed(1)).join(' ') || 0,
      r.backward.length,
      gaps,
      ms(decode, n),
      ms(cpu.tp, n),
      ms(cpu.fr, n),
      ms(cpu.sa, n),
      ms(cpu.tp + cpu.fr, n),
      ms(cpu.tp + cpu.fr + cpu.sa, n),
      load(),
    ].join(' | '),
  );
}
