/**
 * The demo scene's watch list through both fr pipelines: the media service's demo generator with the
 * face-api sample photos (as `npm start` sends it, 1280×720), decoded at the edge's default 1 frame/s
 * on frames 960 px wide (as `npm start` analyses it), then each pipeline over the frames. The demo
 * enrols the largest face of the first two photos (server facelists/demo.ts). Prints, per enrolled
 * person and pipeline: passes, passes recognised at the list's default threshold, events of that
 * person (nearest of every face in the photos) and no one else taken for them; and frames per
 * second per core beside decoding alone. CPU time from /proc/self/stat (process and finished children).
 * Not part of npm test.
 *
 *   node --import tsx bench/edge/demo-scene.ts              (114 s of scene, both pipelines)
 *   SECONDS=40 PIPELINES=fast node --import tsx bench/edge/demo-scene.ts
 *   PIPELINES=upright,turned …  (the fast path without / with its turned searches, whatever the default)
 *   EVENTS=1 …  (also every event: time, nearest face's photo and person, distance to each enrolled face)
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { DEFAULT_FACE_THRESHOLD, faceDistanceAt } from '@argus/contracts';
import { compareDescriptors, loadVision } from '@argus/vision';
import type { NewEvent } from '../../packages/edge/src/delivery/spool';
import { FaceModule } from '../../packages/edge/src/modules/fr';
import { FastFaceModule } from '../../packages/edge/src/modules/fr-fast';
import { ALL_WEEK } from '../../packages/edge/test/support/camera';
import { DEMO_ANALYSED_WIDTH, DEMO_SCENE, demoSceneFaces, demoSceneFrames } from '../../packages/edge/test/support/demo-scene';
import { demoFacePhotos } from '../../packages/media/src/demo/faces';
import { demoPhotoPaths } from '../../packages/media/src/demo/generator';

/** Two whole passes of the top lane's first photo and three of the bottom lane's, none begun after. */
const SECONDS = Number(process.env.SECONDS ?? 114);
const PIPELINES = (process.env.PIPELINES ?? 'fast,full').split(',');
const ORIGIN = Date.parse('2026-11-02T10:00:00Z');

function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return [11, 12, 13, 14].reduce((s, i) => s + Number(fields[i] ?? 0), 0) / 100;
}

console.log(
  `# demo scene watch list — ${os.cpus()[0]?.model ?? 'cpu'}, ${os.cpus().length} cores, node ${process.version}, load ${os.loadavg()[0]?.toFixed(1)}`,
);
const photos = demoFacePhotos();
if (photos.length < 2) throw new Error('the demo photos (@vladmandic/face-api demo folder) are not installed');
await loadVision({ detectors: ['ssdMobilenetv1', 'tinyFaceDetector'] });
const { faces, enrolled } = await demoSceneFaces(photos);
let decodeFrom = 0;
let decodeCpu = 0;
const frames = demoSceneFrames(SECONDS, photos, (phase) => {
  if (phase === 'start') decodeFrom = cpuSeconds();
  else decodeCpu = cpuSeconds() - decodeFrom;
});
console.log(`${frames.length} frames (${SECONDS} s at 1 frame/s, ${DEMO_ANALYSED_WIDTH} px wide); ${faces.length} faces in the ${photos.length} photos`);
console.log(`decode alone (baseline): ${(frames.length / decodeCpu).toFixed(2)} frames/s per core`);

const limit = faceDistanceAt(DEFAULT_FACE_THRESHOLD);
const config = { worktime: ALL_WEEK(true), config: { min_detection_size: 0, roi: [], lines: [] } } as never;
console.log('pipeline | person | passes | recognised passes | their events | others taken for them | frames/s per core');
for (const pipeline of PIPELINES) {
  const events: NewEvent[] = [];
  const emit = (e: NewEvent) => events.push(e);
  const fr =
    pipeline === 'full' ? new FaceModule(1, emit) : new FastFaceModule(1, emit, pipeline === 'turned' ? true : pipeline === 'upright' ? false : undefined);
  const from = cpuSeconds();
  for (const [k, jpeg] of frames.entries()) await fr.analyse({ index: k, ts: ORIGIN + k * 1000, jpeg }, config);
  await fr.flush();
  const fps = frames.length / (cpuSeconds() - from + decodeCpu);
  const seen = events.map((e) => {
    const d = (e.event as { descriptor: number[] }).descriptor;
    const nearest = faces.map((f) => ({ f, distance: compareDescriptors(d, f.descriptor).distance })).sort((a, b) => a.distance - b.distance)[0]!.f;
    const recognised = enrolled.find((p) => compareDescriptors(d, p.descriptor).distance <= limit) ?? null;
    return { at: (Date.parse(e.ts) - ORIGIN) / 1000, nearest, recognised };
  });
  if (process.env.EVENTS === '1')
    for (const [k, s] of seen.entries()) {
      const d = (events[k]!.event as { descriptor: number[] }).descriptor;
      const to = enrolled.map((p) => compareDescriptors(d, p.descriptor).distance.toFixed(3)).join(' ');
      console.log(`  ${pipeline} event at ${s.at.toFixed(1)} s: nearest photo ${s.nearest.photo} (${s.nearest.person}), distance to the enrolled ${to}`);
    }
  for (const [i, person] of enrolled.entries()) {
    const path = demoPhotoPaths(DEMO_SCENE.width, photos.length)[person.photo]!;
    const crossing = (DEMO_SCENE.width + path.box) / path.speed;
    const passes: [number, number][] = [];
    for (let start = -path.phase / path.speed; start + crossing <= SECONDS; start += path.loop / path.speed)
      if (start >= 0) passes.push([start, start + crossing]);
    if (process.env.EVENTS === '1')
      console.log(`  Demo person ${i + 1} (photo ${person.photo}) passes: ${passes.map(([a, b]) => `${a.toFixed(1)}–${b.toFixed(1)} s`).join(', ')}`);
    // on the passes of its own photo (the third photo shows the first person again: counted as hers, not as a pass)
    const recognisedAt = seen.filter((s) => s.recognised === person && s.nearest.photo === person.photo).map((s) => s.at);
    const hit = passes.filter(([a, b]) => recognisedAt.some((t) => t >= a && t <= b)).length;
    const theirs = seen.filter((s) => s.nearest.person === person.person).length;
    const others = seen.filter((s) => s.recognised === person && s.nearest.person !== person.person).length;
    console.log(`${pipeline} | Demo person ${i + 1} | ${passes.length} | ${hit} | ${theirs} | ${others} | ${fps.toFixed(2)}`);
  }
}
