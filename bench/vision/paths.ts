/**
 * Verification through the 'fast' detection path beside the SSD MobileNet path, on the same
 * generated views in the same run: the demo photos' 22 people, each on its original photo (SSD
 * path, as a camera frame gives it) and on photo-like views (enrolment and search photos: framing
 * 1.5–3×, size, blur, JPEG quality, mirror, rotation, light; support/identities.ts). For each path:
 * genuine and impostor distances, recall and false accepts at the default threshold (measured and
 * by the impostors' normal fit), rank-1 against the originals; and the distance between the two
 * paths' descriptors of one view.
 *
 *   node --import tsx bench/vision/paths.ts
 *   VIEWS=3 SEED=1 node --import tsx bench/vision/paths.ts
 */
import os from 'node:os';
import sharp from 'sharp';
import { DEFAULT_FACE_THRESHOLD } from '../../packages/contracts/src/index';
import { compareDescriptors, distanceAtSimilarity, loadVision } from '../../packages/vision/src/index';
import {
  demoPeople,
  describeView,
  normalFit,
  pairsOf,
  PHOTO_VIEWS,
  rank1,
  shareUnder,
  viewsOf,
  type Described,
} from '../../packages/vision/test/support/identities';
import { summary } from './stats';

sharp.concurrency(1);
const VIEWS = Number(process.env.VIEWS ?? 3);
const SEED = Number(process.env.SEED ?? 1);
const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' ');

console.log(
  `# fast path beside SSD MobileNet: verification — ${os.cpus()[0]?.model ?? 'cpu'}, ${os.cpus().length} cores, node ${process.version}; load average ${load()}`,
);
await loadVision({ detectors: ['ssdMobilenetv1', 'tinyFaceDetector'], objects: false });
const people = await demoPeople();
const originals: Described[] = people.map((p) => ({ person: p.person, name: 'original photo', descriptor: p.descriptor }));
const views = await viewsOf(people, PHOTO_VIEWS, VIEWS, SEED);

const described = { ssd: [] as Described[], fast: [] as Described[] };
const cpu = { ssd: [] as number[], fast: [] as number[] };
const keptFast = new Map<string, number>();
const across: number[] = [];
for (const v of views) {
  const one: Partial<Record<'ssd' | 'fast', Float32Array>> = {};
  for (const path of ['ssd', 'fast'] as const) {
    const c0 = process.cpuUsage();
    const face = await describeView(v, { detector: path === 'ssd' ? 'ssdMobilenetv1' : 'fast' });
    const c = process.cpuUsage(c0);
    cpu[path].push((c.user + c.system) / 1000);
    if (face) {
      described[path].push({ person: v.person, name: v.name, descriptor: face.descriptor });
      one[path] = face.descriptor;
    }
  }
  if (one.ssd && one.fast) across.push(compareDescriptors(one.ssd, one.fast).distance);
}
// Which pass the fast path kept, counted on the views once more (detectFaces tells it).
const { detectFaces } = await import('../../packages/vision/src/index');
for (const v of views) {
  const r = await detectFaces(v.image, { detector: 'fast' });
  const pass = `${r.detector}${r.reframed ? ' reframed' : ''}`;
  keptFast.set(pass, (keptFast.get(pass) ?? 0) + 1);
}

const at = distanceAtSimilarity(DEFAULT_FACE_THRESHOLD);
const p50 = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1] ?? NaN;
console.log(`\n${people.length} people, ${views.length} photo-like views (${VIEWS} each, seed ${SEED}); default threshold at distance ${at.toFixed(3)}`);
console.log(
  'path | views described | genuine pairs: median, p90 | recall at 75 % | impostor pairs: min | false accepts measured | fitted | rank-1 | CPU ms p50 per view',
);
for (const path of ['ssd', 'fast'] as const) {
  const all = [...originals, ...described[path]];
  const { genuine, impostor } = pairsOf(all);
  const fit = normalFit(impostor);
  const sorted = [...genuine].sort((a, b) => a - b);
  const r1 = rank1(described[path], originals);
  console.log(
    `${path === 'ssd' ? 'ssdMobilenetv1 (baseline)' : 'fast'} | ${described[path].length}/${views.length} | ${sorted[sorted.length >> 1]?.toFixed(3)}, ${sorted[Math.floor(0.9 * sorted.length)]?.toFixed(3)} | ` +
      `${(100 * shareUnder(genuine, at)).toFixed(1)} % of ${genuine.length} | ${Math.min(...impostor).toFixed(3)} | ${impostor.filter((d) => d <= at).length}/${impostor.length} | ` +
      `${(100 * fit.shareUnder(at)).toExponential(1)} % | ${r1.right}/${r1.of} | ${p50(cpu[path]).toFixed(0)}`,
  );
}
console.log(`fast path kept: ${[...keptFast].map(([k, n]) => `${k} ${n}`).join(', ')}`);
console.log(`distance between the two paths' descriptors of one view: ${summary(across)}`);
console.log(`load average at the end ${load()}`);
