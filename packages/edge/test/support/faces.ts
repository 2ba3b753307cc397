import { encodeGraph } from './encode';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

const demo = join(dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')), 'demo');

/**
 * Faces cut from the shipped demo photos by hand-measured boxes (fractions of the photo, with a
 * margin): one person each, so a clip holds exactly the faces we put in.
 */
const SPRITES = [
  { file: 'sample1.jpg', box: { x0: 0.19, y0: 0.23, x1: 0.335, y1: 0.51 } },
  { file: 'sample3.jpg', box: { x0: 0.28, y0: 0.2, x1: 0.435, y1: 0.49 } },
];

export async function faceSprite(i: number, dir: string, height: number): Promise<string> {
  const s = SPRITES[i];
  if (!s) throw new Error('no such sprite');
  const photo = join(demo, s.file);
  const meta = await sharp(photo).metadata();
  const W = meta.width ?? 0;
  const H = meta.height ?? 0;
  const out = join(dir, `face${i}.png`);
  await sharp(photo)
    .extract({
      left: Math.round(s.box.x0 * W),
      top: Math.round(s.box.y0 * H),
      width: Math.round((s.box.x1 - s.box.x0) * W),
      height: Math.round((s.box.y1 - s.box.y0) * H),
    })
    .resize({ height })
    .png()
    .toFile(out);
  return out;
}

export interface FaceTruth {
  person: number;
  /** Seconds from the clip's start while the face is in view. */
  from: number;
  to: number;
}

/** Sprites moved over a noisy plain 640×360 scene at 10 fps by an ffmpeg filter graph (inputs [1:v], [2:v]… ending in [v]). */
function renderOverScene(file: string, sprites: string[], graph: string, seconds: number): void {
  const scene = ['-f', 'lavfi', '-i', 'color=c=0x5a6e7a:s=640x360:r=10,noise=alls=8:allf=t'];
  encodeGraph(file, [...scene, ...sprites.flatMap((sprite) => ['-loop', '1', '-framerate', '10', '-i', sprite])], graph, { crf: 24, seconds });
}

/**
 * At 10 fps over a noisy plain scene: person 0 walks left to right for `walk` seconds (4 by default),
 * nobody for 1.5 s, person 1 walks right to left for `walk` seconds, then 0.5 s of empty scene
 * (10 s in all by default); slowly enough that consecutive analysed frames overlap, as a walking
 * person at 2 frames/s does.
 */
export async function faceClip(walk = 4): Promise<{ file: string; truth: FaceTruth[]; sprites: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'edge-fr-'));
  const sprites = [await faceSprite(0, dir, 170), await faceSprite(1, dir, 170)];
  const file = join(dir, 'faces.mp4');
  const second = walk + 1.5;
  const graph = [
    '[1:v]format=rgba[a]',
    '[2:v]format=rgba[b]',
    `[0:v][a]overlay=x='80+60*t':y=90:enable='between(t,0,${walk})'[v1]`,
    `[v1][b]overlay=x='440-60*(t-${second})':y=80:enable='between(t,${second},${second + walk})',format=yuv420p[v]`,
  ].join(';');
  renderOverScene(file, sprites, graph, second + walk + 0.5);
  return {
    file,
    sprites,
    truth: [
      { person: 0, from: 0, to: walk },
      { person: 1, from: second, to: second + walk },
    ],
  };
}

/**
 * 1.6 s at 10 fps: person 0 crosses the frame at 300 px/s (more than the face's width a second, so
 * frames analysed 1 s apart never overlap), in view the whole time.
 */
export async function fastFaceClip(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'edge-fr-fast-'));
  const file = join(dir, 'fast.mp4');
  renderOverScene(file, [await faceSprite(0, dir, 170)], "[1:v]format=rgba[a];[0:v][a]overlay=x='10+300*t':y=90,format=yuv420p[v]", 1.6);
  return file;
}

/**
 * 6 s at 10 fps: person 0 walks right from x = 80 at 80 px/s and is gone after 2.2 s; 0.6 s later
 * person 1 steps in where person 0 would be by then and walks on the same way until 5.5 s: at 2
 * frames/s, to a tracker of boxes alone, one walker missed for a frame.
 */
export async function newcomerClip(): Promise<{ file: string; truth: FaceTruth[]; sprites: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'edge-fr-newcomer-'));
  const sprites = [await faceSprite(0, dir, 170), await faceSprite(1, dir, 170)];
  const file = join(dir, 'newcomer.mp4');
  const graph = [
    '[1:v]format=rgba[a]',
    '[2:v]format=rgba[b]',
    "[0:v][a]overlay=x='80+80*t':y=90:enable='between(t,0,2.2)'[v1]",
    "[v1][b]overlay=x='80+80*t':y=90:enable='between(t,2.8,5.5)',format=yuv420p[v]",
  ].join(';');
  renderOverScene(file, sprites, graph, 6);
  return {
    file,
    sprites,
    truth: [
      { person: 0, from: 0, to: 2.2 },
      { person: 1, from: 2.8, to: 5.5 },
    ],
  };
}

/**
 * 6 s at 10 fps, 1280×720: the demo's group photo (sample2, three faces of about 60–85 px) scaled to
 * 420 px high crosses a noisy plain scene at 80 px/s: faces inside one large motion region.
 */
export async function groupClip(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'edge-fr-group-'));
  const people = join(dir, 'people.png');
  await sharp(join(demo, 'sample2.jpg')).resize({ height: 420 }).png().toFile(people);
  const file = join(dir, 'group.mp4');
  encodeGraph(
    file,
    ['-f', 'lavfi', '-i', 'color=c=0x5a6e7a:s=1280x720:r=10,noise=alls=8:allf=t', '-loop', '1', '-framerate', '10', '-i', people],
    "[0:v][1:v]overlay=x='100+80*t':y=200,format=yuv420p[v]",
    {
      crf: 23,
      seconds: 6,
    },
  );
  return file;
}
