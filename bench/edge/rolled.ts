/**
 * Rolled faces through the fr fast path: each face of the demo photos (sample1..6, 22 faces found
 * upright) rolled by −40…+40° walks across a plain scene at 2 frames/s (packages/edge/test/support/
 * rolled.ts: varied face size, blur, JPEG quality). Prints, per angle, passes recognised (an event
 * nearest the person's own upright reference within the list's default threshold) and false
 * matches (an event nearest someone else's, within it), with and without the turned searches, and
 * frames/s per core of each run (CPU time of the process, including the frames' making). Not part
 * of npm test.
 *
 *   node --import tsx bench/edge/rolled.ts
 *   ANGLES=-30,0,30 FACES=8 RUNS=turned node --import tsx bench/edge/rolled.ts
 */
import os from 'node:os';
import { DEFAULT_FACE_THRESHOLD, faceDistanceAt } from '@argus/contracts';
import { compareDescriptors, loadVision } from '@argus/vision';
import { FastFaceModule } from '../../packages/edge/src/modules/fr-fast';
import { ALL_WEEK } from '../../packages/edge/test/support/camera';
import { rolledPasses, sourceFaces } from '../../packages/edge/test/support/rolled';

const ANGLES = (process.env.ANGLES ?? '-40,-30,-20,-10,0,10,20,30,40').split(',').map(Number);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

console.log(
  `# rolled faces, fr fast path — ${os.cpus()[0]?.model ?? 'cpu'}, ${os.cpus().length} cores, node ${process.version}, load ${os.loadavg()[0]?.toFixed(1)}`,
);
await loadVision({ detectors: ['ssdMobilenetv1', 'tinyFaceDetector'], objects: false });
const faces = (await sourceFaces()).slice(0, Number(process.env.FACES ?? 99));
const limit = faceDistanceAt(DEFAULT_FACE_THRESHOLD);
const config = { worktime: ALL_WEEK(true), config: { min_detection_size: 0, roi: [], lines: [] } } as never;
const distance = (a: Float32Array | number[], b: Float32Array) => compareDescriptors(a, b).distance;
const runs = [];
for (const rolled of (process.env.RUNS ?? 'upright,turned').split(',').map((r) => r === 'turned')) {
  const from = cpu();
  const { stats, frames } = await rolledPasses((emit) => new FastFaceModule(1, emit, rolled), faces, ANGLES, config, limit, distance);
  runs.push({ name: rolled ? 'turned searches' : 'upright only (before)', stats, fps: frames / (cpu() - from) });
}
console.log(`${faces.length} faces a pass each per angle; load ${os.loadavg()[0]?.toFixed(1)}`);
console.log(`angle | ${runs.map((r) => `${r.name}: recognised / passes, false matches`).join(' | ')}`);
for (const [i, angle] of ANGLES.entries())
  console.log(`${angle}° | ${runs.map((r) => `${r.stats[i]!.recognised}/${r.stats[i]!.passes}, ${r.stats[i]!.falseMatches}`).join(' | ')}`);
console.log(`frames/s per core | ${runs.map((r) => r.fps.toFixed(2)).join(' | ')}`);
