/**
 * Plate reading benchmark: readPlates on generated scenes (every spec region in turn; plate 90–230 px
 * wide in 640 × 360, rotation ±12°, shear, squeeze, blur σ ≤ 1.2, light 0.3–1.3, JPEG 35–90).
 * Prints exact reads, wrong numbers and misses, per condition, and CPU time per frame beside a
 * decode-only baseline from the same run.
 *
 *   node --import tsx bench/vision/plates.ts            (220 scenes, 10 per region)
 *   CASES=44 SEED=100 node --import tsx bench/vision/plates.ts
 */
import os from 'node:os';
import sharp from 'sharp';
import { loadPlateModels, readPlates, type PlateRead } from '../../packages/vision/src/plates';
import { plateCases, type PlateCase } from '../../packages/vision/test/support/plates';

sharp.concurrency(1);
const CASES = Number(process.env.CASES ?? 220);
const SEED = Number(process.env.SEED ?? 100);
console.log(`# plate reading — ${os.cpus()[0]?.model ?? 'cpu'}, ${os.cpus().length} cores, node ${process.version}, load ${os.loadavg()[0]?.toFixed(1)}`);
const t0 = performance.now();
await loadPlateModels();
console.log(`models load: ${(performance.now() - t0).toFixed(0)} ms`);
const cases = await plateCases(CASES, SEED);

const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
let c0 = process.cpuUsage();
for (const c of cases) await sharp(c.scene).removeAlpha().raw().toBuffer();
const decodeMs = cpuMs(process.cpuUsage(c0)) / cases.length;

const results: { c: PlateCase; reads: PlateRead[] }[] = [];
c0 = process.cpuUsage();
for (const c of cases) {
  const { data, info } = await sharp(c.scene).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  results.push({ c, reads: await readPlates({ data, width: info.width, height: info.height }) });
}
const readMs = cpuMs(process.cpuUsage(c0)) / cases.length;

type Outcome = 'exact' | 'wrong' | 'missed';
const outcome = (r: (typeof results)[number], min = 0): Outcome => {
  const top = r.reads.find((x) => x.confidence >= min);
  return !top ? 'missed' : top.number === r.c.number ? 'exact' : 'wrong';
};
const share = (n: number, of: number) => `${n}/${of} (${((100 * n) / Math.max(1, of)).toFixed(1)} %)`;
const tally = (rs: typeof results, min = 0) => {
  const o = rs.map((r) => outcome(r, min));
  const n = (k: Outcome) => o.filter((x) => x === k).length;
  return `exact ${share(n('exact'), rs.length)} | wrong ${n('wrong')} | missed ${n('missed')}`;
};

console.log(`\n## Reads on ${cases.length} scenes (seeds ${SEED}–${SEED + CASES - 1}), load ${os.loadavg()[0]?.toFixed(1)}`);
console.log(`all: ${tally(results)}`);
for (const min of [0.8, 0.9, 0.95]) console.log(`confidence ≥ ${min}: ${tally(results, min)}`);
const by = (name: string, key: (c: PlateCase) => string | number) => {
  console.log(`\nby ${name}:`);
  const keys = [...new Set(results.map((r) => key(r.c)))].sort((a, b) => (a < b ? -1 : 1));
  for (const k of keys) console.log(`  ${k}: ${tally(results.filter((r) => key(r.c) === k))}`);
};
by('plate width (px)', (c) => c.view.plateWidth);
by('blur sigma', (c) => c.view.blur);
by('light', (c) => c.view.light);
by('|rotation| ≥ 6°', (c) => (Math.abs(c.view.rotation) >= 6 ? 'yes' : 'no'));
by('region', (c) => c.region);
console.log('\nwrong numbers and misses (what was read, best first):');
for (const r of results) {
  const o = outcome(r);
  if (o === 'exact') continue;
  const v = r.c.view;
  const got = r.reads.map((x) => `${x.number}/${x.region} ${x.confidence.toFixed(2)}`).join(', ') || '-';
  console.log(
    `  ${o}: seed ${r.c.seed} ${r.c.region} ${r.c.number} [${v.plateWidth} px, rot ${v.rotation.toFixed(0)}°, blur ${v.blur}, light ${v.light}, q ${v.quality}] read ${got}`,
  );
}

console.log(`\n## Speed (CPU ms per 640 × 360 frame, one core; load ${os.loadavg()[0]?.toFixed(1)})`);
console.log(`decode only (baseline): ${decodeMs.toFixed(1)} ms = ${(1000 / decodeMs).toFixed(0)} fps/core`);
console.log(`decode + readPlates:    ${(decodeMs + readMs).toFixed(1)} ms = ${(1000 / (decodeMs + readMs)).toFixed(2)} fps/core`);
