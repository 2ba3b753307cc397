/**
 * Object detector benchmark: CenterNet (from @vladmandic/human) speed per core at 640x480 and
 * 1280x720 against a decode-only baseline, and what it finds on the demo photos.
 *
 *   node --import tsx bench/vision/objects.ts
 */
import os from 'node:os';
import sharp from 'sharp';
import { detectObjects, loadVision } from '../../packages/vision/src/index';
import { DEMO_FACE_COUNTS, demoPhoto } from '../../packages/vision/test/support/augment';
import { fmt, timeIt } from './stats';

sharp.concurrency(1);
const REPEAT = 2;
console.log(`# @argus/vision object benchmark — ${os.cpus()[0]?.model ?? 'cpu'}, ${os.cpus().length} cores, node ${process.version}`);
const t0 = performance.now();
await loadVision({ objects: true });
console.log(`model load: ${(performance.now() - t0).toFixed(0)} ms`);

const photos = DEMO_FACE_COUNTS.map((_, i) => demoPhoto(i + 1));
console.log(`\n## Speed (CPU ms per frame on one core, wall in brackets; load average ${os.loadavg()[0]!.toFixed(1)})`);
console.log('size | decode only (baseline) | detectObjects');
for (const [w, h] of [
  [640, 480],
  [1280, 720],
] as const) {
  const frames = await Promise.all(photos.map((p) => sharp(p).resize(w, h, { fit: 'cover' }).jpeg({ quality: 90 }).toBuffer()));
  const decode = await timeIt(frames, REPEAT, (f) => sharp(f).removeAlpha().raw().toBuffer());
  await detectObjects(frames[0]!);
  const detect = await timeIt(frames, REPEAT, (f) => detectObjects(f));
  console.log(`${w}x${h} | ${fmt(decode, 1)} | ${fmt(detect)}`);
}

console.log('\n## People found on the demo photos (score >= 0.3) against the people seen by eye');
for (const [i, photo] of photos.entries()) {
  const found = await detectObjects(photo);
  console.log(`sample${i + 1}: ${found.length} of ${DEMO_FACE_COUNTS[i]} — ${found.map((o) => `${o.class} ${o.score.toFixed(2)}`).join(', ')}`);
}
