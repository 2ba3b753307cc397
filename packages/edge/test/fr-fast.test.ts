import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareDescriptors, detectFaces, loadVision } from '@argus/vision';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewEvent } from '../src/delivery/spool';
import { FaceModule } from '../src/modules/fr';
import { FastFaceModule } from '../src/modules/fr-fast';
import type { Frame } from '../src/video/frames';
import { ALL_WEEK } from './support/camera';
import { faceClip, groupClip, newcomerClip, type FaceTruth } from './support/faces';

const ORIGIN = Date.parse('2026-11-02T10:00:00Z');
const config = { worktime: ALL_WEEK(true), config: { min_detection_size: 40, roi: [], lines: [] } } as never;

/** A clip's frames at 10 frames/s as JPEG (the analysed frames are picked from them as a live decoder would deliver them). */
function decode(file: string, loops = 1): Buffer[] {
  const dir = mkdtempSync(join(tmpdir(), 'edge-fr-frames-'));
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-stream_loop',
    String(loops - 1),
    '-i',
    file,
    '-vf',
    'fps=10',
    '-q:v',
    '3',
    join(dir, '%05d.jpg'),
  ]);
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(join(dir, f)));
}

/** A delivered frame: which 10 fps picture of the clip (content) and the index its decoder gave it. */
interface Feed {
  content: number;
  index: number;
}

interface Seen {
  /** Seconds of the clip the event's frame shows. */
  at: number;
  /** The person whose reference descriptor is nearest. */
  person: number;
}

/**
 * Runs a module over the frames in `feed` order, stamped with a wall clock 0.5 s a frame (as live
 * frames are: the time they arrive), and says, for each event, which second of the clip it shows
 * and whose face it is. `dropAfterEvent`: frames skipped after a frame that made an event (the
 * analysis was busy, and a live source drops what arrives meanwhile).
 */
async function run(
  module: (emit: (e: NewEvent) => void) => FaceModule | FastFaceModule,
  jpegs: Buffer[],
  feed: Feed[],
  refs: Float32Array[],
  dropAfterEvent = 0,
  dropped = new Set<number>(),
): Promise<Seen[]> {
  const events: NewEvent[] = [];
  const m = module((e) => events.push(e));
  const contentAt = new Map<number, number>();
  let skip = 0;
  for (const [k, f] of feed.entries()) {
    if ((skip > 0 && skip--) || dropped.has(k)) continue;
    const ts = ORIGIN + k * 500;
    contentAt.set(ts, f.content / 10);
    const before = events.length;
    await m.analyse({ index: f.index, ts, jpeg: jpegs[f.content]! } satisfies Frame, config);
    if (events.length > before) skip = dropAfterEvent;
  }
  await m.flush();
  return events.map((e) => {
    const d = (e.event as { descriptor: number[] }).descriptor;
    const person = refs.map((r, i) => ({ i, distance: compareDescriptors(d, r).distance })).sort((a, b) => a.distance - b.distance)[0]!.i;
    return { at: contentAt.get(Date.parse(e.ts))!, person };
  });
}

/** Each pass any of whose frames was analysed has exactly one event, from a frame of it, with that person's face; and no other event. */
function expectOnePerPass(seen: Seen[], passes: FaceTruth[], analysed: number[]): void {
  const shown = passes.filter((p) => analysed.some((t) => t >= p.from && t <= p.to));
  const got = shown.map((p) => seen.filter((s) => s.at >= p.from - 0.05 && s.at <= p.to + 0.05).map((s) => s.person));
  expect(got).toEqual(shown.map((p) => [p.person]));
  expect(seen).toHaveLength(shown.length);
}

describe('fr fast path under live decoding', () => {
  let jpegs: Buffer[];
  let refs: Float32Array[];
  let passes: FaceTruth[];
  const LOOPS = 3;

  beforeAll(async () => {
    await loadVision({ detectors: ['ssdMobilenetv1', 'tinyFaceDetector'] });
    // The live test's stream: the 10 s two-person clip, looped.
    const clip = await faceClip();
    jpegs = decode(clip.file, LOOPS);
    refs = await Promise.all(clip.sprites.map(async (s) => (await detectFaces(readFileSync(s))).faces[0]!.descriptor));
    passes = Array.from({ length: LOOPS }, (_, l) => clip.truth.map((t) => ({ ...t, from: t.from + 10 * l, to: t.to + 10 * l }))).flat();
  }, 120_000);

  it('a first frame mid-pass, a decoder handover (index from 0, the stream a second back), frames dropped while busy: one event per pass, the right person', async () => {
    // 2 frames/s from the clip's 10, at the phase where person 1 appeared where person 0's track was expected (their passes were one event).
    const feed: Feed[] = [];
    let index = 0;
    for (let c = 20; c < 120; c += 5) feed.push({ content: c, index: index++ });
    // The successor decoder starts at the newest segment, a second behind where its predecessor was; its frames count from 0.
    index = 0;
    for (let c = 110; c < jpegs.length; c += 5) feed.push({ content: c, index: index++ });
    const seen = await run((emit) => new FastFaceModule(1, emit), jpegs, feed, refs, 2);
    expectOnePerPass(
      seen,
      passes,
      feed.map((f) => f.content / 10),
    );
  }, 300_000);

  it('at every phase of the stream against the analysis rate, one event per pass', async () => {
    for (const phase of [0, 4]) {
      const feed: Feed[] = [];
      for (let c = phase, i = 0; c < 200; c += 5) feed.push({ content: c, index: i++ });
      const seen = await run((emit) => new FastFaceModule(1, emit), jpegs, feed, refs);
      expectOnePerPass(
        seen,
        passes,
        feed.map((f) => f.content / 10),
      );
    }
  }, 300_000);

  it('the frame after a face first shows dropped (the analysis busy): one event per pass', async () => {
    // On the live test a face entering at the frame's edge made a one-frame track, the next frame
    // came a second later (one dropped) and began another track, which ended after the first
    // piece's hold had run out: two events for one pass.
    const feed: Feed[] = [];
    for (let c = 0, i = 0; c < 200; c += 5) feed.push({ content: c, index: i++ });
    const dropped = new Set(passes.map((p) => feed.findIndex((f) => f.content / 10 >= p.from) + 1).filter((k) => k > 0));
    const seen = await run((emit) => new FastFaceModule(1, emit), jpegs, feed, refs, 0, dropped);
    expectOnePerPass(
      seen,
      passes,
      feed.filter((_, k) => !dropped.has(k)).map((f) => f.content / 10),
    );
  }, 300_000);
});

describe.each([
  ['full frame', (emit: (e: NewEvent) => void) => new FaceModule(1, emit)],
  ['fast', (emit: (e: NewEvent) => void) => new FastFaceModule(1, emit)],
] as const)('fr %s: someone stepping in where another just left', (_, module) => {
  it('does not continue the other’s track: each gets their own event', async () => {
    await loadVision({ detectors: ['ssdMobilenetv1', 'tinyFaceDetector'] });
    const clip = await newcomerClip();
    const jpegs = decode(clip.file);
    const refs = await Promise.all(clip.sprites.map(async (s) => (await detectFaces(readFileSync(s))).faces[0]!.descriptor));
    const feed: Feed[] = [];
    for (let c = 0, i = 0; c < jpegs.length; c += 5) feed.push({ content: c, index: i++ });
    const seen = await run(module, jpegs, feed, refs);
    expectOnePerPass(
      seen,
      clip.truth,
      feed.map((f) => f.content / 10),
    );
  }, 300_000);
});

describe('fr fast: faces inside a large motion region', () => {
  it('keeps each face one track: the face nets run about once per face, not once per piece', async () => {
    await loadVision({ detectors: ['ssdMobilenetv1', 'tinyFaceDetector'] });
    const jpegs = decode(await groupClip());
    const events: NewEvent[] = [];
    const m = new FastFaceModule(1, (e) => events.push(e));
    // 5 frames/s, as bench/edge analyses its 720p scene.
    for (let c = 0, i = 0; c < jpegs.length; c += 2, i++) await m.analyse({ index: i, ts: ORIGIN + i * 200, jpeg: jpegs[c]! }, config);
    await m.flush();
    // The photo holds three faces; the whole region is searched at a scale where they are too small
    // for the Tiny Face Detector, so each sweep broke their tracks (before: 9 descriptions for 2 events).
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events.length).toBeLessThanOrEqual(3);
    expect(m.work.described).toBeLessThanOrEqual(events.length + 1);
  }, 300_000);
});
