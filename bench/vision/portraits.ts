/**
 * Search-photo detection: the 'fast' path (tinyFaceDetector first, ssdMobilenetv1 with its second
 * pass only when the fast pass does not find one large, confident face) beside the ssdMobilenetv1
 * path, on the same pictures in the same run: recall on generated portraits (an ordinary search
 * portrait, tight crops of the demo faces and their scaled / blurred / JPEG q20 / mirrored copies,
 * photo-like views with margins 1.5–3×), the group photos' face counts, faces found on pictures
 * without one (portraits.test.ts asserts on a sample of these sets), CPU ms per photo p50/p95,
 * which pass the fast path kept, and the distance between the two paths' descriptors of one face.
 *
 *   node --import tsx bench/vision/portraits.ts
 *   VIEWS=2 node --import tsx bench/vision/portraits.ts
 *
 * One process, WASM backend (one thread), sharp limited to one thread.
 */
import os from 'node:os';
import sharp from 'sharp';
import { compareDescriptors, detectFaces, loadVision, type DetectedFace, type FacesResult, type Rect } from '../../packages/vision/src/index';
import { DEMO_FACE_COUNTS, demoPhoto } from '../../packages/vision/test/support/augment';
import { demoPeople, PHOTO_VIEWS, viewsOf } from '../../packages/vision/test/support/identities';
import { DEGRADATIONS, faceless, iou, tightPortraits } from '../../packages/vision/test/support/portraits';
import { summary } from './stats';

sharp.concurrency(1);
const VIEWS = Number(process.env.VIEWS ?? 1);
const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' ');
const pct = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;

console.log(
  `# search-photo detection, fast path beside ssdMobilenetv1 — ${os.cpus()[0]?.model ?? 'cpu'}, ${os.cpus().length} cores, node ${process.version}; load average ${load()}`,
);
await loadVision({ detectors: ['ssdMobilenetv1', 'tinyFaceDetector'], objects: false });

/** A case: the picture and how to tell the right face (null: any face counts, for the group photos). */
interface Case {
  set: string;
  name: string;
  image: Buffer;
  right: ((f: DetectedFace) => boolean) | null;
}
const covers = (face: Rect) => (f: DetectedFace) => {
  const cx = (face.x_min + face.x_max) / 2;
  const cy = (face.y_min + face.y_max) / 2;
  return f.rect.x_min <= cx && cx <= f.rect.x_max && f.rect.y_min <= cy && cy <= f.rect.y_max && iou(f.rect, face) >= 0.4;
};
const holds = (at: { x: number; y: number }) => (f: DetectedFace) =>
  f.rect.x_min <= at.x && at.x <= f.rect.x_max && f.rect.y_min <= at.y && at.y <= f.rect.y_max;

const cases: Case[] = [];
// Search portraits, 400 px: sample1's largest face (box 1476–1678 × 199–439 px) centred and framed
// at twice its size (as bench/vision/search.ts sends it), and the crop search.ts sent before, which
// cuts the face at its right edge.
const portrait = await sharp(demoPhoto(1)).extract({ left: 1337, top: 79, width: 480, height: 480 }).resize(400).jpeg({ quality: 90 }).toBuffer();
cases.push({ set: 'search portrait 400 px, face centred', name: 'sample1 face 3', image: portrait, right: null });
const cut = await sharp(demoPhoto(1)).extract({ left: 1180, top: 120, width: 420, height: 420 }).resize(400).jpeg({ quality: 90 }).toBuffer();
cases.push({ set: 'search portrait 400 px, face cut by the edge', name: 'sample1 face 3', image: cut, right: null });
const boxes: Rect[][] = [];
for (let n = 1; n <= DEMO_FACE_COUNTS.length; n++) boxes.push((await detectFaces(demoPhoto(n))).faces.map((f) => f.rect));
const tight = await tightPortraits(boxes);
for (const p of tight) cases.push({ set: 'tight crop', name: p.name, image: p.image, right: covers(p.face) });
for (const d of DEGRADATIONS) {
  for (const p of tight) cases.push({ set: d.name, name: p.name, image: await d.apply(p.image), right: covers(d.map(p.face)) });
}
for (const v of await viewsOf(await demoPeople(), PHOTO_VIEWS, VIEWS, 1)) {
  cases.push({ set: 'photo-like view (margin 1.5–3×)', name: `${v.person}: ${v.name}`, image: v.image, right: holds(v.at) });
}
for (let n = 1; n <= DEMO_FACE_COUNTS.length; n++) cases.push({ set: 'group photo 1920 px', name: `sample${n}`, image: demoPhoto(n), right: null });
// Pictures without a face (noise, gradients, landscape, shapes, walls at three sizes): faces found there are false.
for (const p of await faceless()) cases.push({ set: 'faceless (faces found are false)', name: p.name, image: p.image, right: null });

async function timed(image: Buffer, detector: 'ssdMobilenetv1' | 'fast'): Promise<{ result: FacesResult; cpu: number }> {
  const c0 = process.cpuUsage();
  const result = await detectFaces(image, { detector });
  const c = process.cpuUsage(c0);
  return { result, cpu: (c.user + c.system) / 1000 };
}

await detectFaces(portrait, { detector: 'fast' }); // warm-up of both paths
interface Row {
  found: [number, number];
  cpu: [number[], number[]];
  kept: Map<string, number>;
  differ: string[];
  distances: number[];
}
const rows = new Map<string, Row>();
const started = performance.now();
for (const c of cases) {
  const row: Row = rows.get(c.set) ?? { found: [0, 0], cpu: [[], []], kept: new Map(), differ: [], distances: [] };
  rows.set(c.set, row);
  const old = await timed(c.image, 'ssdMobilenetv1');
  const now = await timed(c.image, 'fast');
  row.cpu[0].push(old.cpu);
  row.cpu[1].push(now.cpu);
  const pass = `${now.result.detector}${now.result.reframed ? ' reframed' : ''}`;
  row.kept.set(pass, (row.kept.get(pass) ?? 0) + 1);
  const pick = (r: FacesResult) => (c.right ? r.faces.filter(c.right) : r.faces);
  const [a, b] = [pick(old.result), pick(now.result)];
  if (c.right) {
    row.found[0] += a.length > 0 ? 1 : 0;
    row.found[1] += b.length > 0 ? 1 : 0;
    if (a.length > 0 !== b.length > 0) row.differ.push(`${c.name}: ${a.length > 0 ? 'old only' : 'new only'} (new path: ${pass})`);
  } else {
    row.found[0] += a.length;
    row.found[1] += b.length;
    if (a.length !== b.length) row.differ.push(`${c.name}: ${a.length} faces old, ${b.length} new (new path: ${pass})`);
  }
  if (a[0] && b[0]) row.distances.push(compareDescriptors(a[0].descriptor, b[0].descriptor).distance);
}

console.log(`\n${cases.length} pictures in ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${load()}`);
console.log(
  'set | pictures | found old → new | CPU ms p50 old → new (ratio) | CPU ms p95 old → new | pass kept by the new path | descriptor distance old/new, same face | cases that differ',
);
const all: [number[], number[]] = [[], []];
for (const [set, r] of rows) {
  const n = r.cpu[0].length;
  all[0].push(...r.cpu[0]);
  all[1].push(...r.cpu[1]);
  const [p50a, p50b] = [pct(r.cpu[0], 0.5), pct(r.cpu[1], 0.5)];
  console.log(
    `${set} | ${n} | ${r.found[0]} → ${r.found[1]} | ${p50a.toFixed(0)} → ${p50b.toFixed(0)} (${(p50b / p50a).toFixed(2)}) | ${pct(r.cpu[0], 0.95).toFixed(0)} → ${pct(r.cpu[1], 0.95).toFixed(0)} | ` +
      `${[...r.kept].map(([k, v]) => `${k} ${v}`).join(', ')} | ${summary(r.distances)} | ${r.differ.join('; ') || 'none'}`,
  );
}
const [p50a, p50b] = [pct(all[0], 0.5), pct(all[1], 0.5)];
console.log(
  `all | ${all[0].length} | | ${p50a.toFixed(0)} → ${p50b.toFixed(0)} (${(p50b / p50a).toFixed(2)}) | ${pct(all[0], 0.95).toFixed(0)} → ${pct(all[1], 0.95).toFixed(0)} | | |`,
);
console.log(`load average at the end ${load()}`);
