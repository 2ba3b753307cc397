/**
 * sa line crossings against the analysis frame rate, with CenterNet: the bench scene
 * (packages/edge/test/support/sprite-walk.ts: people cut from the demo photos walking across one after another in
 * both directions) analysed at each rate on the default path (changed regions, people alone);
 * recall, false crossings, wrong directions and frames/s per core (process CPU time), then the
 * generated-detector scenes (walkers, zone) at the same rates as a check that counting holds.
 *
 *   node --import tsx bench/edge/sa-rates.ts [--rates=1,2,5] [--people=8]
 *
 * Matching (bench/edge/sa-tally.ts): within 1 s of the truth, or, reported late, by the time the
 * track reached the line. Not part of npm test.
 */
import os from 'node:os';
import { loadVision } from '../../packages/vision/src/index';
import type { NewEvent } from '../../packages/edge/src/delivery/spool';
import { SituationModule } from '../../packages/edge/src/modules/sa';
import type { ObjectDetector } from '../../packages/edge/src/modules/sa-search';
import { lineOf, moduleCamera } from '../../packages/edge/test/support/analyse';
import { boxesAt, walkFrames, walkScene } from '../../packages/edge/test/support/walkers';
import { detector as zoneDetector, seenIn, zoneConfig, zoneFrames, zoneScene } from '../../packages/edge/test/support/zones';
import { spriteWalk } from '../../packages/edge/test/support/sprite-walk';
import { crossingsOf as crossings, tally } from './sa-tally';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const rates = (arg('rates') ?? '1,2,5').split(',').map(Number);
const people = Number(arg('people') ?? 8);
const ORIGIN = Date.parse('2026-11-02T10:00:00Z');
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const inner = (e: NewEvent) => e.event as { reason: string; attributes: { original_reason?: string } };
const at = (ts: string | number) => ((typeof ts === 'string' ? Date.parse(ts) : ts) - ORIGIN) / 1000;
const crossingsOf = (events: NewEvent[], sa: SituationModule) => crossings(events, sa, ORIGIN);

await loadVision({ objects: true });
console.log(`## sa line crossings by frame rate, CenterNet on changed regions, people alone (load average ${load()})`);
console.log(
  'fps | frames | frames/s per core | crossings matched (of them late, by the time reached) | missed walkers | wrong direction | false | bystanders counted | load',
);
for (const fps of rates) {
  const scene = await spriteWalk(people, fps, ORIGIN);
  const config = moduleCamera('sa', { lines: [lineOf(scene.line, 'any', ['person'])] }).video_analytics.modules.sa!;
  const events: NewEvent[] = [];
  const sa = new SituationModule(1, (e) => events.push(e));
  // Load the model outside the timing.
  await sa.analyse(scene.frames[0]!, config);
  sa.reset();
  events.length = 0;
  const c = cpu();
  for (const f of scene.frames) await sa.analyse(f, config);
  const spent = cpu() - c;
  const got = crossingsOf(events, sa);
  const r = tally(got, scene.truth);
  console.log(
    `${fps} | ${scene.frames.length} | ${(scene.frames.length / spent).toFixed(1)} | ${r.hit}/${r.walkers} (${r.late} late) | ${r.missed.join(' ') || 'none'} | ${r.wrong} | ${r.extra} | ${r.bystanders}/${scene.truth.length - r.walkers} | ${load()}`,
  );
  console.log(
    `   got: ${got.map((g) => `${g.kind[0]}@${g.at.toFixed(1)}${g.reached !== undefined ? `(line ${g.reached.toFixed(1)})` : ''}`).join(' ')}; truth: ${scene.truth.map((t) => `${t.kind[0]}@${t.at.toFixed(1)}${t.optional ? '?' : ''}`).join(' ')}`,
  );
}

console.log(`\n## generated detector (exact boxes; the zone's scores dip under 0.3 and miss), changed regions (load average ${load()})`);
console.log('fps | walkers: matched / wrong / false | zone: entries got/truth | crowding at (truth) | inactivity at (truth)');
for (const fps of rates) {
  const walk = walkScene();
  const wf = await walkFrames(walk, ORIGIN, fps);
  const time = new Map(wf.map((f) => [f.jpeg, at(f.ts)]));
  const walkDetector: ObjectDetector = async (jpeg, o) =>
    boxesAt(walk, time.get(jpeg) ?? -1).flatMap((b) => {
      const rect = seenIn(b, o.regions);
      return rect ? [{ class: 'person' as const, score: 0.6, rect }] : [];
    });
  const events: NewEvent[] = [];
  const sa = new SituationModule(1, (e) => events.push(e), undefined, walkDetector);
  const lineConfig = moduleCamera('sa', { lines: [lineOf(walk.line, 'any', ['person'])] }).video_analytics.modules.sa!;
  for (const f of wf) await sa.analyse(f, lineConfig);
  const w = tally(crossingsOf(events, sa), walk.truth);
  const zone = zoneScene();
  const zf = await zoneFrames(zone, ORIGIN, fps);
  const zoneEvents: NewEvent[] = [];
  const z = new SituationModule(1, (e) => zoneEvents.push(e), undefined, zoneDetector(zone, ORIGIN));
  for (const f of zf) await z.analyse(f, zoneConfig(zone));
  const entries = zoneEvents.filter((e) => inner(e).reason === 'any' && !inner(e).attributes.original_reason).map((e) => at(e.ts));
  const crowd = zoneEvents.filter((e) => inner(e).reason === 'crowding').map((e) => at(e.ts));
  const idle = zoneEvents.filter((e) => inner(e).attributes.original_reason === 'inactivity').map((e) => at(e.ts));
  console.log(
    `${fps} | ${w.hit}/${w.walkers} / ${w.wrong} / ${w.extra} | ${entries.length}/${zone.entries.length} (${entries.join(' ')}; truth ${zone.entries.join(' ')}) | ${crowd.join(' ') || 'none'} (${zone.crowdFrom}) | ${idle.join(' ') || 'none'} (${zone.emptyAt})`,
  );
}
console.log(`load average at the end ${load()}`);
