/**
 * Rolled photos: each demo photo turned by −30…+30° (grey around, sharp), its faces found and
 * described by detectFaces (SSD MobileNet) and compared with the same faces on the photo as it is.
 * Prints per angle: faces found again, median / max distance to the person's own description,
 * those within the default threshold, and the nearest other person (an impostor within it is a
 * false accept). Not part of npm test.
 *
 *   node --import tsx bench/vision/rolled.ts
 */
import os from 'node:os';
import sharp from 'sharp';
import { DEFAULT_FACE_THRESHOLD } from '../../packages/contracts/src/index';
import { compareDescriptors, detectFaces, distanceAtSimilarity, loadVision, rollOf, type DetectedFace } from '../../packages/vision/src/index';
import { DEMO_FACE_COUNTS, demoPhoto } from '../../packages/vision/test/support/augment';

sharp.concurrency(1);
const ANGLES = (process.env.ANGLES ?? '-30,-20,-10,0,10,20,30').split(',').map(Number);
const limit = distanceAtSimilarity(DEFAULT_FACE_THRESHOLD);
const centreOf = (f: DetectedFace) => ({ x: (f.rect.x_min + f.rect.x_max) / 2, y: (f.rect.y_min + f.rect.y_max) / 2 });
const cpu = () => (process.cpuUsage().user + process.cpuUsage().system) / 1e6;

await loadVision({ objects: false });
console.log(
  `# rolled demo photos through detectFaces — ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}, threshold distance ${limit.toFixed(3)}`,
);
const people: { photo: number; face: DetectedFace; w: number; h: number }[] = [];
for (let n = 1; n <= DEMO_FACE_COUNTS.length; n++) {
  const { width, height, faces } = await detectFaces(demoPhoto(n));
  for (const face of faces) people.push({ photo: n, face, w: width, h: height });
}
const from = cpu();
let photos = 0;
console.log('angle | found | own: median / max | own within | nearest other: min | false accepts');
for (const angle of ANGLES) {
  const own: number[] = [];
  const others: number[] = [];
  let found = 0;
  for (let n = 1; n <= DEMO_FACE_COUNTS.length; n++) {
    const turned = await sharp(demoPhoto(n))
      .rotate(angle, { background: { r: 128, g: 128, b: 128 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const { width: tw, height: th, faces } = await detectFaces(turned);
    photos++;
    const a = (angle * Math.PI) / 180;
    for (const p of people.filter((q) => q.photo === n)) {
      // Where the face's centre went: the photo turned about its centre on a canvas that holds it.
      const c = centreOf(p.face);
      const [dx, dy] = [(c.x - 0.5) * p.w, (c.y - 0.5) * p.h];
      const to = { x: (tw / 2 + dx * Math.cos(a) - dy * Math.sin(a)) / tw, y: (th / 2 + dx * Math.sin(a) + dy * Math.cos(a)) / th };
      const near = faces.map((f) => ({ f, d: Math.hypot(centreOf(f).x - to.x, centreOf(f).y - to.y) })).sort((u, v) => u.d - v.d)[0];
      if (!near || near.d > ((p.face.rect.x_max - p.face.rect.x_min) * p.w) / tw) continue;
      found++;
      own.push(compareDescriptors(near.f.descriptor, p.face.descriptor).distance);
      if (process.env.DEBUG && own.at(-1)! > 0.2)
        console.log(
          `  photo ${n} face ${people.indexOf(p)}: ${own.at(-1)!.toFixed(3)}, roll ${rollOf(p.face.landmarks.map((q) => ({ x: q.x * p.w, y: q.y * p.h }))).toFixed(1)}° → ${rollOf(near.f.landmarks.map((q) => ({ x: q.x * tw, y: q.y * th }))).toFixed(1)}°`,
        );
      for (const q of people) if (q !== p) others.push(compareDescriptors(near.f.descriptor, q.face.descriptor).distance);
    }
  }
  own.sort((u, v) => u - v);
  console.log(
    `${angle}° | ${found}/${people.length} | ${own[Math.floor(own.length / 2)]?.toFixed(3)} / ${own.at(-1)?.toFixed(3)} | ${own.filter((d) => d <= limit).length} | ${Math.min(...others).toFixed(3)} | ${others.filter((d) => d <= limit).length}`,
  );
}
console.log(`CPU per photo (detect + describe): ${((1000 * (cpu() - from)) / photos).toFixed(0)} ms; load ${os.loadavg()[0]?.toFixed(1)}`);
