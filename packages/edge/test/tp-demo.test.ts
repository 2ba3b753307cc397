import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoFacePhotos } from '@argus/media/src/demo/faces';
import { demoSceneArgs } from '@argus/media/src/demo/generator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEvent } from '../src/delivery/spool';
import { Cameras } from '../src/runtime';
import { fakeCamera } from './support/camera';

const ORIGIN = Date.parse('2026-11-02T10:00:00Z');
/** Long enough for what the detector gave before on this scene: moved views from the first seconds, flashes from 198 s on. */
const SECONDS = 240;
/** Moments of the scene (s) at which the camera is turned in a piece of it. */
const TURNS = [50, 60, 90, 130, 200];
/** A moment at which the turned view shows brighter content than before (colour bars where there was darker detail). */
const BRIGHTER_TURN = 160;
const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '25', '-b:v', '2M'];

/** The tp events of a clip analysed by the runtime at `fps`, 960 px wide: kind and onset (s). */
async function analyse(input: string, fps: number): Promise<{ kind: string; at: number }[]> {
  const events: NewEvent[] = [];
  await new Promise<void>((resolve) => {
    const cameras = new Cameras({
      fps,
      width: 960,
      clock: { origin: ORIGIN },
      reconnect: false,
      source: async () => ({ input }),
      emit: (e) => events.push(e),
      onEnd: () => resolve(),
    });
    cameras.apply([fakeCamera(3)]);
  });
  return events.map((e) => ({ kind: String(e.event.reason), at: (Date.parse(e.ts) - ORIGIN) / 1000 }));
}

/**
 * The demo camera (`npm start`) with nobody touching it: testsrc2's colour bars, and the sample photos,
 * each wider than half the view, gliding across in two lanes, so that most of the view's detail is
 * always on the move. Analysed as the edge does by default (960 px wide, 1 frame/s) and at 2 frames/s,
 * it must give no tampering event, and still find tampering done to it. Before, the view was taken
 * for moved within seconds and, the reference no longer learnt, photos entering were taken for
 * flashes and covers: 25 events in 12 minutes at either rate.
 */
describe.runIf(demoFacePhotos().length >= 2)('tp on the demo scene', () => {
  let dir = '';
  let file = '';
  let tampered = '';

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'edge-tp-demo-'));
    file = join(dir, 'scene.flv');
    // As the media service runs it, into a file (flv, as pushed) and as fast as it goes; its clock
    // by the frames' timestamps, so that every run analyses the same pictures.
    execFileSync('ffmpeg', [
      '-y',
      ...demoSceneArgs({ photos: demoFacePhotos(), output: file, durationS: SECONDS, clockFrom: ORIGIN / 1000 }).filter((a) => a !== '-re'),
    ]);
    // The same scene tampered with: the lens covered as the demo's switch does (60–66 s), a flash
    // (100–101 s), the lens defocused (140–146 s), the camera turned from 180 s on (the view 180 px
    // right and 40 px down, scaled back).
    tampered = join(dir, 'tampered.mp4');
    const vf = [
      `crop=w=1100:h=620:x='if(gte(t,180),180,0)':y='if(gte(t,180),40,0)',scale=1280:720`,
      `drawbox=x=0:y=0:w=iw:h=ih:color=black@0.97:t=fill:enable='between(t,60,66)'`,
      `lutyuv=y='clip(val+130,0,255)':enable='between(t,100,101)'`,
      `gblur=sigma=14:enable='between(t,140,146)'`,
    ].join(',');
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', file, '-an', '-vf', vf, ...H264, tampered]);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([1, 2])('at %s frame/s: no event', async (fps) => {
    expect(await analyse(file, fps)).toEqual([]);
  });

  /** A 50 s piece of the scene from `start` − 30 s, the camera turned 30 s into it (at `start` in the scene). */
  const turned = (start: number): string => {
    const piece = join(dir, `turn-${start}.mp4`);
    if (existsSync(piece)) return piece;
    const vf = `crop=w=1100:h=620:x='if(gte(t,30),180,0)':y='if(gte(t,30),40,0)',scale=1280:720`;
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-ss', String(start - 30), '-i', file, '-t', '50', '-an', '-vf', vf, ...H264, piece]);
    return piece;
  };

  // The camera turned at other moments of the scene (the pictures elsewhere in their paths), each
  // from 30 s into a 50 s piece: the turn alone, found once, at its onset. Before, the cells the
  // passing pictures had kept the reference from learning hid the turn at two of these moments. At
  // 60 s, at 1 frame/s, only the frame that showed the turn had its cells change together: in the
  // frames after it the pictures passing mixed them with cells changed earlier, and the turn was missed.
  it.each(TURNS)('at 1 frame/s: the camera turned %s s into the scene is found once, at its onset', async (start) => {
    expect(await analyse(turned(start), 1)).toEqual([{ kind: 'shifting', at: 30 }]);
  });

  // Turned at 160 s the view moves onto brighter colour bars: the median cell some 40 levels brighter,
  // as bright as a flash, but none of the cells shows the scene any more. Before, that was a flash at
  // 1 frame/s (then the turn 1 s late) and, brighter for longer than a flash, a light switched on at 2
  // frames/s (the turn not found).
  it.each([1, 2])('at %s frame/s: the camera turned onto brighter content is a turn, not a flash', async (fps) => {
    expect(await analyse(turned(BRIGHTER_TURN), fps)).toEqual([{ kind: 'shifting', at: 30 }]);
  });

  it.each([1, 2])('at %s frame/s: a cover, a flash, a blur and a turn of the camera are each found once, at their onset', async (fps) => {
    const found = await analyse(tampered, fps);
    expect(found.map((f) => f.kind)).toEqual(['tampering', 'flashing', 'blurring', 'shifting']);
    found.forEach((f, i) => expect(Math.abs(f.at - ([60, 100, 140, 180][i] ?? 0))).toBeLessThanOrEqual(1 / fps));
  });
});
