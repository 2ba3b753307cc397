import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DemoCamera } from '../src/demo/camera';
import { demoFacePhotos } from '../src/demo/faces';
import { demoPhotoFit, demoPhotoPaths, demoSceneArgs } from '../src/demo/generator';
import { locateFfmpeg } from '../src/ffmpeg';

const dir = mkdtempSync(join(tmpdir(), 'argus-demo-scene-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Mean luma (0–255) of a generated clip, measured by ffmpeg's signalstats. */
function meanLuma(covered: boolean): number {
  const file = join(dir, `${covered ? 'covered' : 'open'}.flv`);
  const args = demoSceneArgs({ output: file, width: 320, height: 180, fps: 10, durationS: 1, covered }).filter((a) => a !== '-re');
  execFileSync(locateFfmpeg().ffmpeg, ['-y', ...args]);
  const log = execFileSync(locateFfmpeg().ffmpeg, [
    '-hide_banner',
    '-i',
    file,
    '-vf',
    'signalstats,metadata=print:key=lavfi.signalstats.YAVG:file=-',
    '-f',
    'null',
    '-',
  ]).toString();
  const values = [...log.matchAll(/YAVG=([\d.]+)/g)].map((m) => Number(m[1]));
  expect(values.length).toBeGreaterThan(3);
  return values.reduce((a, b) => a + b, 0) / values.length;
}

describe('demo camera', () => {
  it('a covered lens darkens the whole scene; the open scene is bright', () => {
    expect(meanLuma(false)).toBeGreaterThan(60);
    expect(meanLuma(true)).toBeLessThan(25);
  });

  it('follows the switch file: covered while it exists', async () => {
    const camera = new DemoCamera({ output: join(dir, 'unused.flv') });
    const file = join(dir, 'demo-covered');
    const stop = camera.followCoverFile(file, 50);
    try {
      expect(camera.isCovered).toBe(false);
      writeFileSync(file, '');
      await expect.poll(() => camera.isCovered, { timeout: 5000 }).toBe(true);
      rmSync(file);
      await expect.poll(() => camera.isCovered, { timeout: 5000 }).toBe(false);
    } finally {
      stop();
    }
  });

  // The truth of the demo scene's line crossings (edge test/support/demo-scene.ts) places the photos' people by demoPhotoFit.
  it.runIf(demoFacePhotos().length >= 4)('each photo lands in its box where demoPhotoFit says, to the pixel', () => {
    const photos = demoFacePhotos();
    const paths = demoPhotoPaths(1280, photos.length);
    for (const [i, photo] of photos.entries()) {
      const path = paths[i]!;
      const args = demoSceneArgs({ output: 'x', photos: [photo] });
      // The photo's own chain from the scene's filter graph, its opaque columns read from the alpha plane.
      const chain = /\[1:v\]([^;]+)\[p1\]/.exec(args[args.indexOf('-filter_complex') + 1] ?? '')?.[1];
      const alpha = execFileSync(locateFfmpeg().ffmpeg, [
        '-v',
        'error',
        '-i',
        photo,
        '-vf',
        `${chain},alphaextract`,
        '-f',
        'rawvideo',
        '-pix_fmt',
        'gray',
        '-',
      ]);
      const bandH = alpha.length / path.box;
      const row = alpha.subarray(Math.floor(bandH / 2) * path.box, (Math.floor(bandH / 2) + 1) * path.box);
      const left = row.findIndex((a) => a > 127);
      const width = row.findLastIndex((a) => a > 127) + 1 - left;
      const meta = execFileSync(locateFfmpeg().ffprobe, ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', photo])
        .toString()
        .trim()
        .split(',');
      const fit = demoPhotoFit(path, 720, Number(meta[0]), Number(meta[1]));
      expect({ left, width }).toEqual({ left: fit.left, width: fit.width });
    }
  });
});
