import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { encodeGraph } from './encode';
import { plateSvg } from '../../../vision/test/support/plates';

/**
 * A car passing: a road background and a car (body, windscreen, plate) that drives across the
 * 640 × 360 view from left to right in `seconds`, as H.264 at 10 fps. The plate is the vision
 * generator's, at 180 px.
 */
export async function plateClip(groups: string[], region: Parameters<typeof plateSvg>[1], seconds = 8): Promise<{ file: string; number: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'edge-lpr-'));
  const road = join(dir, 'road.png');
  await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#5d6770"/><rect y="200" width="640" height="160" fill="#3b3f44"/><rect y="276" width="640" height="6" fill="#e0e0e0"/></svg>`,
    ),
  )
    .png()
    .toFile(road);
  const plate = await sharp(Buffer.from(plateSvg([...groups], region, 180, 'DejaVu Sans')))
    .png()
    .toBuffer();
  const car = join(dir, 'car.png');
  await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="260" height="170"><rect width="260" height="170" rx="26" fill="#b01818"/><rect x="22" y="14" width="216" height="56" rx="8" fill="#27323c"/></svg>`,
    ),
  )
    .composite([{ input: plate, left: 40, top: 100 }])
    .png()
    .toFile(car);
  const file = join(dir, 'pass.mp4');
  const graph = `[0:v][1:v]overlay=x='-260+t*${(640 + 260) / seconds}':y=150,format=yuv420p[v]`;
  const input = (f: string) => ['-loop', '1', '-framerate', '10', '-t', String(seconds), '-i', f];
  encodeGraph(file, [...input(road), ...input(car)], graph, { crf: 24 });
  return { file, number: groups.join('') };
}
