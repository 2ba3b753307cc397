/**
 * Scenes benchmark: the edge's counting against generated ground truth at the analysis rates 1,
 * 2 and 5 frames/s — tampering recall per kind, delay and false alarms (on the kinds scene, the
 * lights scene and clean video with buses and lorries), each beside the previous tamper detector
 * (bench/edge/baseline-tp.ts) run on the very same frames; tp frames per second per core beside
 * decoding alone; line crossings and zone counts against the truth.
 *
 *   node --import tsx bench/edge/scenes.ts [--quick] [--minutes N] [--rates 1,2]
 *
 * CPU time is this process's (process.cpuUsage: every thread, sharp's included), so "per core"
 * does not depend on other load on the machine; the load average is printed. Not part of npm test.
 */
import os from 'node:os';
import sharp from 'sharp';
import { measure } from '../../packages/edge/src/modules/measure';
import { SituationModule } from '../../packages/edge/src/modules/sa';
import { TamperDetector, type TpSwitches } from '../../packages/edge/src/modules/tp';
import { moduleCamera, lineOf, roiBox } from '../../packages/edge/test/support/analyse';
import { cleanScene, kindsScene, lightsScene, score, tamperFrames, type Found, type TamperScene } from '../../packages/edge/test/support/tamper';
import { walkFrames, walkScene } from '../../packages/edge/test/support/walkers';
import { detector as zoneDetector, zoneFrames, zoneScene } from '../../packages/edge/test/support/zones';
import { BaselineTamperDetector, measureBaseline } from './baseline-tp';

sharp.concurrency(1);
const quick = process.argv.includes('--quick');
const minutesArg = process.argv.indexOf('--minutes');
const cleanMinutes = minutesArg > 0 ? Number(process.argv[minutesArg + 1]) : quick ? 3 : 15;
const ratesArg = process.argv.indexOf('--rates');
/** Analysis rates (frames/s), e.g. `--rates 1,2` for a long clean run at the default and the tests' rate only. */
const RATES = ratesArg > 0 ? (process.argv[ratesArg + 1] ?? '').split(',').map(Number) : [1, 2, 5];
const ON: TpSwitches = { tampering: true, flashing: true, blurring: true, shifting: true };
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

console.log(
  `# Edge scenes benchmark — ${os.cpus()[0]?.model ?? 'cpu'}, ${os.cpus().length} cores, node ${process.version}, load average ${load()}${quick ? ' (quick)' : ''}`,
);

interface Tally {
  found: Found[];
  cpu: number;
}

/** Both detectors and decoding alone over the same frames; CPU seconds of each. */
async function runBoth(s: TamperScene, fps: number): Promise<{ frames: number; decode: number; now: Tally; base: Tally }> {
  const now = new TamperDetector();
  const base = new BaselineTamperDetector();
  const r = { frames: 0, decode: 0, now: { found: [] as Found[], cpu: 0 }, base: { found: [] as Found[], cpu: 0 } };
  for await (const f of tamperFrames(s, 0, fps)) {
    r.frames++;
    let c = cpu();
    await sharp(f.jpeg).greyscale().resize({ width: 160 }).raw().toBuffer();
    r.decode += cpu() - c;
    c = cpu();
    for (const g of now.update(await measure(f.jpeg), f.ts, ON)) r.now.found.push({ kind: g.kind, at: g.ts / 1000, decided: g.decided / 1000 });
    r.now.cpu += cpu() - c;
    c = cpu();
    for (const g of base.update(await measureBaseline(f.jpeg), f.ts, ON)) r.base.found.push({ kind: g.kind, at: g.ts / 1000, decided: g.decided / 1000 });
    r.base.cpu += cpu() - c;
  }
  return r;
}

// ---- 1. Tampering ---------------------------------------------------------------------------------
console.log('\n## Tampering (generated scenes, test/support/tamper.ts), this tp beside the previous one (baseline) on the same frames');
console.log('fps | scene | truth | recalled now / baseline | recalled per kind now (baseline) | max delay now / baseline s | false alarms now / baseline');
const speed: { fps: number; frames: number; decode: number; now: number; base: number }[] = [];
const clean: { fps: number; now: Found[]; base: Found[] }[] = [];
for (const fps of RATES) {
  for (const s of [kindsScene(), lightsScene(), cleanScene(cleanMinutes)]) {
    const r = await runBoth(s, fps);
    speed.push({ fps, frames: r.frames, decode: r.decode, now: r.now.cpu, base: r.base.cpu });
    const a = score(s, r.now.found, fps);
    const b = score(s, r.base.found, fps);
    if (!s.truth.length) clean.push({ fps, now: a.extra, base: b.extra });
    const kinds = [...new Set(s.truth.map((t) => t.kind))];
    const per = kinds
      .map(
        (k) =>
          `${k} ${a.recalled.filter((x) => x.kind === k).length}/${s.truth.filter((t) => t.kind === k).length} (${b.recalled.filter((x) => x.kind === k).length})`,
      )
      .join(', ');
    const maxDelay = (x: { delay: number }[]) => (x.length ? Math.max(...x.map((d) => d.delay)).toFixed(1) : '-');
    const fa = (x: Found[]) => (x.length ? `${x.length} (${x.map((e) => `${e.kind}@${e.at}`).join(' ')})` : '0');
    console.log(
      `${fps} | ${s.name} | ${s.truth.length} | ${a.recalled.length} / ${b.recalled.length} | ${per || '-'} | ${maxDelay(a.recalled)} / ${maxDelay(b.recalled)} | ${fa(a.extra)} / ${fa(b.extra)}`,
    );
  }
}
console.log(
  `\nFalse alarms per hour on clean video (${cleanMinutes} min per rate; buses and lorries of 27 and 38 % of the view crossing in 3 s every 10 s, people, ±6 % light drift):`,
);
for (const c of clean)
  console.log(
    `${c.fps} fps: now ${((c.now.length * 60) / cleanMinutes).toFixed(1)} per hour, baseline ${((c.base.length * 60) / cleanMinutes).toFixed(1)} per hour`,
  );

console.log('\ntp frames per second per core (CPU time of this process), all scenes of the rate together:');
console.log('fps | frames | decode alone (sharp: JPEG → 160 px grey) | tp now (decode + measure + verdict) | tp baseline');
for (const fps of RATES) {
  const rows = speed.filter((x) => x.fps === fps);
  const sum = (k: 'frames' | 'decode' | 'now' | 'base') => rows.reduce((t, x) => t + x[k], 0);
  console.log(
    `${fps} | ${sum('frames')} | ${(sum('frames') / sum('decode')).toFixed(0)} | ${(sum('frames') / sum('now')).toFixed(0)} | ${(sum('frames') / sum('base')).toFixed(0)}`,
  );
}

// ---- 2. Line crossings and zones ------------------------------------------------------------------
console.log(
  '\n## Line crossings (test/support/walkers.ts: 11 people one after another, 7 forward and 4 backward, a light step midway; moving foreground, no class)',
);
console.log('fps | forward got/truth | backward got/truth | extra | frames/s per core (sa)');
for (const fps of RATES) {
  const scene = walkScene();
  const frames = await walkFrames(scene, 0, fps);
  const got: string[] = [];
  const sa = new SituationModule(1, (e) => got.push(String((e.event.attributes as { original_reason?: string }).original_reason)));
  const config = moduleCamera('sa', { lines: [lineOf(scene.line, 'any')] }).video_analytics.modules.sa!;
  const c = cpu();
  for (const f of frames) await sa.analyse(f, config);
  const spent = cpu() - c;
  const n = (list: string[], k: string) => list.filter((x) => x === k).length;
  const truth = scene.truth.map((t) => t.kind);
  const extra = Math.max(0, n(got, 'forward') - n(truth, 'forward')) + Math.max(0, n(got, 'backward') - n(truth, 'backward'));
  console.log(
    `${fps} | ${n(got, 'forward')}/${n(truth, 'forward')} | ${n(got, 'backward')}/${n(truth, 'backward')} | ${extra} | ${(frames.length / spent).toFixed(1)}`,
  );
}

console.log('\n## Zones (test/support/zones.ts: three people fill a zone and leave; crowd of 3, count_interval 2 s)');
console.log('fps | source | entries got/truth | crowding got at (truth) | inactivity at (truth)');
for (const fps of RATES) {
  const scene = zoneScene();
  const frames = await zoneFrames(scene, 0, fps);
  for (const source of ['person detector (generated, misses)', 'moving foreground'] as const) {
    const events: { reason: string; what?: string; at: number }[] = [];
    const byDetector = source.startsWith('person');
    const sa = new SituationModule(
      1,
      (e) => events.push({ reason: e.event.reason, what: (e.event.attributes as { original_reason?: string }).original_reason, at: Date.parse(e.ts) / 1000 }),
      undefined,
      zoneDetector(scene, 0),
    );
    const roi = roiBox(scene.zone, {
      count_interval: 2,
      crowd_count: 3,
      watch_people_activity: true,
      min_activity_interval: 1,
      min_inactivity_interval: 1,
      ...(byDetector ? { obj_class_type: 'person', obj_class_threshold: 0.3 } : {}),
    });
    const config = moduleCamera('sa', { roi: [roi] }).video_analytics.modules.sa!;
    for (const f of frames) await sa.analyse(f, config);
    const entries = events.filter((e) => e.reason === 'any' && !e.what).length;
    const crowd = events.filter((e) => e.reason === 'crowding').map((e) => e.at);
    const idle = events.filter((e) => e.what === 'inactivity').map((e) => e.at);
    console.log(
      `${fps} | ${source} | ${byDetector ? `${entries}/${scene.entries.length}` : '-'} | ${crowd.join(' ') || 'none'} (${scene.crowdFrom}) | ${idle.join(' ') || 'none'} (${scene.emptyAt})`,
    );
  }
}
console.log(`\nload average at the end ${load()}`);
