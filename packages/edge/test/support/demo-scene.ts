import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoFacePhotos } from '@argus/media/src/demo/faces';
import { demoSceneArgs } from '@argus/media/src/demo/generator';
import { detectFaces } from '@argus/vision';
import { personOf } from '../../../vision/test/support/identities';

/** The demo camera as `npm start` runs it: 1280×720, analysed at 1 frame/s (the default) on frames 960 px wide. */
export const DEMO_SCENE = { width: 1280, height: 720 };
export const DEMO_ANALYSED_WIDTH = 960;

/** A face of one of the demo scene's photos. */
export interface DemoFace {
  photo: number;
  /** Who it is, as the vision package's ground truth names the demo photos' faces ("s1f2"). */
  person: string;
  descriptor: Float32Array;
}

/**
 * Every face of the demo scene's photos (vision loaded beforehand), and those the demo enrols: the
 * largest face of the first two photos (server facelists/demo.ts). The largest face of the third
 * photo is the first enrolled person again (vision's test/support/identities.ts SAME_PERSON).
 */
export async function demoSceneFaces(photos: string[]): Promise<{ faces: DemoFace[]; enrolled: DemoFace[] }> {
  const faces: DemoFace[] = [];
  const enrolled: DemoFace[] = [];
  for (const [photo, file] of photos.entries()) {
    const sample = /sample(\d+)\./.exec(file)?.[1];
    const found = (await detectFaces(readFileSync(file))).faces.map((f, i) => ({ ...f, person: personOf(`s${sample}f${i}`) }));
    const area = (f: (typeof found)[number]) => (f.rect.x_max - f.rect.x_min) * (f.rect.y_max - f.rect.y_min);
    const mine = [...found].sort((a, b) => area(b) - area(a)).map((f) => ({ photo, person: f.person, descriptor: f.descriptor }));
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
