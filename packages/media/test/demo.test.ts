import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DemoCamera } from '../src/demo/camera';
import { demoSceneArgs } from '../src/demo/generator';
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
});
