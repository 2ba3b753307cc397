import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoFacePhotos } from '@argus/media/src/demo/faces';
import { demoPhotoFit, demoPhotoLeft, demoPhotoPaths, demoSceneArgs } from '@argus/media/src/demo/generator';
import { detectFaces, type DetectFacesOptions, type Rect } from '@argus/vision';
import sharp from 'sharp';
import { personOf } from '../../../vision/test/support/identities';

/** The demo camera as `npm start` runs it: 1280×720 at 25 frames/s, analysed at 1 frame/s (the default) on frames 960 px wide. */
export const DEMO_SCENE = { width: 1280, height: 720, fps: 25 };
export const DEMO_ANALYSED_WIDTH = 960;

/** A face of one of the demo scene's photos. */
export interface DemoFace {
  photo: number;
  /** Who it is, as the vision package's ground truth names the demo photos' faces ("s1f2"). */
  person: string;
  descriptor: Float32Array;
  /** The face's box on the photo (fractions of the whole photo). */
  rect: Rect;
}

/**
 * Every face of the demo scene's photos (vision loaded beforehand), and those the demo enrols: the
 * largest face of the first two photos (server facelists/demo.ts). The largest face of the third
 * photo is the first enrolled person again (vision's test/support/identities.ts SAME_PERSON).
 * `options`: detectFaces' (where only the faces' places matter, the photos searched smaller is quicker).
 */
export async function demoSceneFaces(photos: string[], options: DetectFacesOptions = {}): Promise<{ faces: DemoFace[]; enrolled: DemoFace[] }> {
  const faces: DemoFace[] = [];
  const enrolled: DemoFace[] = [];
  for (const [photo, file] of photos.entries()) {
    const sample = /sample(\d+)\./.exec(file)?.[1];
    const found = (await detectFaces(readFileSync(file), options)).faces.map((f, i) => ({ ...f, person: personOf(`s${sample}f${i}`) }));
    const area = (f: (typeof found)[number]) => (f.rect.x_max - f.rect.x_min) * (f.rect.y_max - f.rect.y_min);
    const mine = [...found].sort((a, b) => area(b) - area(a)).map((f) => ({ photo, person: f.person, descriptor: f.descriptor, rect: f.rect }));
    faces.push(...mine);
    if (photo < 2 && mine[0]) enrolled.push(mine[0]);
  }
  return { faces, enrolled };
}

/**
 * `seconds` of the demo scene rendered by the media service's generator (faster than real time) and
 * decoded as the edge analyses it; `onDecode` is called around the decode alone (a bench's baseline).
 */
export function demoSceneFrames(seconds: number, photos = demoFacePhotos(), onDecode?: (phase: 'start' | 'end') => void): Buffer[] {
  const dir = mkdtempSync(join(tmpdir(), 'edge-demo-scene-'));
  const file = join(dir, 'scene.flv');
  execFileSync('ffmpeg', ['-y', ...demoSceneArgs({ ...DEMO_SCENE, photos, output: file, durationS: seconds }).filter((a) => a !== '-re')]);
  onDecode?.('start');
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-i',
    file,
    '-vf',
    `fps=1,scale=${DEMO_ANALYSED_WIDTH}:-2`,
    '-q:v',
    '3',
    join(dir, '%05d.jpg'),
  ]);
  onDecode?.('end');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jpg'))
    .sort()
    .map((f) => readFileSync(join(dir, f)));
}

/** A spot of a demo photo: a person (their face) or something else the analytics may take for one. */
export interface DemoSpot {
  photo: number;
  /** Who or what it is ("s1f2", "chairs"). */
  who: string;
  /** Its centre across the photo (a fraction of the photo's width). */
  x: number;
}

/** A person's face on their photo, as a spot: the face's centre. */
export const faceSpot = (f: DemoFace): DemoSpot => ({ photo: f.photo, who: f.person, x: (f.rect.x_min + f.rect.x_max) / 2 });

/** A spot of the demo scene reaching a vertical line: when (s from the scene's start). The photos only glide left to right. */
export interface DemoCrossing {
  spot: DemoSpot;
  at: number;
}

/**
 * The truth of line crossings on the demo scene: a spot of a photo (a person's face, found on the
 * original photo) reaches a vertical line at `lineX` (a fraction of the width) on the path the
 * generator moves its photo along (demoPhotoLeft, evaluated at each of the scene's frames, the time
 * linear between them) and where the generator puts the photo in its box (demoPhotoFit). The loop's
 * jump back, from beyond the picture's right edge to beyond its left, is no crossing. Crossings in [0, seconds).
 */
export async function demoSceneCrossings(photos: string[], spots: DemoSpot[], seconds: number, lineX: number): Promise<DemoCrossing[]> {
  const paths = demoPhotoPaths(DEMO_SCENE.width, photos.length);
  const line = lineX * DEMO_SCENE.width;
  const step = 1 / DEMO_SCENE.fps;
  const out: DemoCrossing[] = [];
  for (const spot of spots) {
    const path = paths[spot.photo]!;
    const meta = await sharp(photos[spot.photo]!).metadata();
    const fit = demoPhotoFit(path, DEMO_SCENE.height, meta.width ?? 0, meta.height ?? 0);
    const offset = fit.left + spot.x * fit.width;
    for (let k = 1; k * step < seconds; k++) {
      const a = demoPhotoLeft(path, (k - 1) * step) + offset;
      const b = demoPhotoLeft(path, k * step) + offset;
      if (a < line && b >= line) out.push({ spot, at: (k - 1 + (line - a) / (b - a)) * step });
    }
  }
  return out.sort((x, y) => x.at - y.at);
}

/**
 * What CenterNet takes for a person on the demo photos without being one: the out-of-focus chairs
 * behind the first photo's people (sample1, 0.07–0.17 of its width, below their heads), scored
 * 0.33–0.38 as a person, above a line's 0.3: one crossing each pass of that photo.
 */
export function demoNotPeople(photos: string[]): DemoSpot[] {
  const photo = photos.findIndex((p) => /sample1\./.test(p));
  return photo < 0 ? [] : [{ photo, who: 'chairs', x: 0.12 }];
}

/** A line crossing found: which way, and when its track reached the line (s from the scene's start; the module's log). */
export interface FoundCrossing {
  dir: 'forward' | 'backward';
  reached: number;
}

/**
 * Crossings found against the truth: each forward crossing paired with the truth's nearest in time
 * (within `tolerance` s; the nearest pairs first, each truth once). People's crossings from `from`
 * to `until` s are required (before, the analysis begins; after, a crossing is not yet seen beyond
 * the line); crossings of what is not a person (demoNotPeople) are neither required nor false.
 */
export function tallyDemoCrossings(
  found: FoundCrossing[],
  truth: DemoCrossing[],
  o: { from: number; until: number; tolerance: number; notPeople: DemoSpot[] },
) {
  const forward = found.filter((f) => f.dir === 'forward');
  const pairs = forward.flatMap((f, i) => truth.map((t, j) => ({ i, j, gap: Math.abs(f.reached - t.at) }))).filter((p) => p.gap <= o.tolerance);
  const truthOf = new Map<number, number>();
  const taken = new Set<number>();
  for (const p of pairs.sort((a, b) => a.gap - b.gap))
    if (!truthOf.has(p.i) && !taken.has(p.j)) {
      truthOf.set(p.i, p.j);
      taken.add(p.j);
    }
  const person = (t: DemoCrossing) => !o.notPeople.includes(t.spot);
  const required = truth.map((t, j) => ({ t, j })).filter(({ t }) => person(t) && t.at >= o.from && t.at <= o.until);
  const paired = [...truthOf.entries()].map(([i, j]) => ({ found: forward[i]!, truth: truth[j]! }));
  return {
    required: required.length,
    hits: required.filter(({ j }) => taken.has(j)).length,
    missed: required.filter(({ j }) => !taken.has(j)).map(({ t }) => t),
    /** Crossings of what is not a person (the model's error). */
    notPeople: paired.filter((p) => !person(p.truth)).length,
    /** Found forward with no truth near: none is expected. */
    other: forward.filter((_, i) => !truthOf.has(i)),
    backward: found.filter((f) => f.dir === 'backward'),
    /** Found minus truth (s), per crossing paired with a person. */
    gaps: paired.filter((p) => person(p.truth)).map((p) => ({ who: p.truth.spot.who, gap: p.found.reached - p.truth.at })),
  };
}
