import { execFileSync } from 'node:child_process';
import { encodeGraph } from './encode';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/** A still, detailed scene (ffmpeg's test pattern) as PNG, and the same view moved by `shift` pixels. */
export async function scenes(dir: string, width = 640, height = 360, shift = 96): Promise<{ scene: string; shifted: string }> {
  const scene = join(dir, 'scene.png');
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=1`, '-frames:v', '1', scene]);
  const shifted = join(dir, 'shifted.png');
  // The camera turned: the view slides left, new content (here: the view mirrored) enters at the right.
  const left = await sharp(scene)
    .extract({ left: shift, top: 0, width: width - shift, height })
    .toBuffer();
  const right = await sharp(scene).extract({ left: 0, top: 0, width: shift, height }).flop().toBuffer();
  await sharp({ create: { width, height, channels: 3, background: '#000' } })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: width - shift, top: 0 },
    ])
    .png()
    .toFile(shifted);
  return { scene, shifted };
}

export interface TpTruth {
  kind: 'blurring' | 'flashing' | 'tampering' | 'shifting';
  /** Seconds from the clip's start. */
  at: number;
}

/**
 * The tp ground truth: 30 s at 10 fps of a still scene with, in turn, a blur ramp (sigma 3 for
 * half a second, then 10), a one-second flash, a covered lens (a uniform dark grey), and from 21 s
 * on a view moved sideways. Between them the scene is normal; H.264 adds real compression noise.
 */
export async function tpClip(): Promise<{ file: string; truth: TpTruth[]; duration: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'edge-tp-'));
  const { scene, shifted } = await scenes(dir);
  const file = join(dir, 'tp.mp4');
  const graph = [
    "[0:v][1:v]overlay=enable='gte(t,21)'[v0]",
    "[v0]gblur=sigma=3:enable='between(t,4,4.45)',gblur=sigma=10:enable='between(t,4.5,8)'[v1]",
    "[v1]eq=brightness=0.55:enable='between(t,10,10.95)'[v2]",
    "[v2]drawbox=x=0:y=0:w=iw:h=ih:color=0x202020@1:t=fill:enable='between(t,14,17.95)',format=yuv420p[v]",
  ].join(';');
  const still = (f: string) => ['-loop', '1', '-framerate', '10', '-t', '30', '-i', f];
  encodeGraph(file, [...still(scene), ...still(shifted)], graph, { crf: 26, gop: 20, seconds: 30 });
  return {
    file,
    duration: 30,
    truth: [
      { kind: 'blurring', at: 4 },
      { kind: 'flashing', at: 10 },
      { kind: 'tampering', at: 14 },
      { kind: 'shifting', at: 21 },
    ],
  };
}

/** 8 s at 10 fps of the still scene with the lens covered from 2 to 4 s and from 6 to 8 s: looped, a live camera being covered again and again. */
export async function coverLoop(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'edge-live-'));
  const { scene } = await scenes(dir);
  const file = join(dir, 'cover.mp4');
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-loop',
    '1',
    '-framerate',
    '10',
    '-t',
    '8',
    '-i',
    scene,
    '-vf',
    "drawbox=x=0:y=0:w=iw:h=ih:color=0x202020@1:t=fill:enable='between(t,2,3.95)+between(t,6,7.95)',format=yuv420p",
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '26',
    '-g',
    '10',
    '-t',
    '8',
    file,
  ]);
  return file;
}
