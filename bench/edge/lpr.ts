/**
 * lpr on video: generated clips of a car passing an rtsp camera (one per spec region, 8 s at 10 fps,
 * analysed at 2 fps, plate 180 px wide in 640 × 360), run through the edge runtime. Prints passes read
 * exactly (one event, right number), wrong numbers and extra events, and frames per second per core
 * beside decoding alone over the same clips. CPU time is the process's and its finished children's
 * (ffmpeg), from /proc/self/stat. Not part of npm test.
 *
 *   node --import tsx bench/edge/lpr.ts            (22 clips)
 *   CLIPS=5 node --import tsx bench/edge/lpr.ts
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { PLATE_REGIONS, type CameraWithSecrets } from '@argus/contracts';
import { analyse, framesOf } from '../../packages/edge/test/support/analyse';
import { ALL_WEEK } from '../../packages/edge/test/support/camera';
import { plateClip } from '../../packages/edge/test/support/plates';
import { plateNumber, random } from '../../packages/vision/test/support/plates';

function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime, stime, cutime, cstime (fields 14–17 of stat).
  return [11, 12, 13, 14].reduce((s, i) => s + Number(fields[i] ?? 0), 0) / 100;
}

const camera = {
  id: 31,
  state: 'active',
  source: { url: 'rtsp://127.0.0.1/live', body: { protocol: 'rtsp' } },
  video_modules: ['lpr'],
  video_analytics: { version: 1, modules: { lpr: { worktime: ALL_WEEK(true), config: { min_detection_size: 0, roi: [], lines: [] } } } },
} as unknown as CameraWithSecrets;

const CLIPS = Number(process.env.CLIPS ?? PLATE_REGIONS.length);
console.log(`# lpr on video — ${os.cpus()[0]?.model ?? 'cpu'}, ${os.cpus().length} cores, node ${process.version}, load ${os.loadavg()[0]?.toFixed(1)}`);
const clips = [];
for (let i = 0; i < CLIPS; i++) {
  const region = PLATE_REGIONS[i % PLATE_REGIONS.length] ?? 'ru';
  clips.push({ region, ...(await plateClip(plateNumber(random(900 + i), region), region)) });
}

let t = cpuSeconds();
let decoded = 0;
for (const c of clips) decoded += (await framesOf(c.file)).length;
const decodeCpu = cpuSeconds() - t;

let exact = 0;
let wrong = 0;
let extra = 0;
t = cpuSeconds();
for (const c of clips) {
  const numbers = (await analyse(c.file, camera)).flatMap((e) => (e.event_type === 'lpr' ? [e.number] : []));
  if (numbers.length === 1 && numbers[0] === c.number) exact++;
  wrong += numbers.filter((n) => n !== c.number).length;
  extra += Math.max(0, numbers.filter((n) => n === c.number).length - 1);
  if (numbers.length !== 1 || numbers[0] !== c.number) console.log(`  ${c.region} ${c.number}: ${JSON.stringify(numbers)}`);
}
const lprCpu = cpuSeconds() - t;

console.log(
  `\npasses read exactly (one event, right number): ${exact}/${clips.length} (${((100 * exact) / clips.length).toFixed(1)} %); wrong numbers ${wrong}; extra events ${extra}`,
);
console.log(`load ${os.loadavg()[0]?.toFixed(1)}; ${decoded} frames analysed at 2 fps`);
console.log(`decode alone (baseline): ${(decoded / decodeCpu).toFixed(1)} frames/s per core`);
console.log(
  `decode + lpr:            ${(decoded / lprCpu).toFixed(1)} frames/s per core (includes the models' load once: ${clips.length} runtimes share one process)`,
);
