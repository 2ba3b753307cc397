import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cropFace, detectFaces, loadVision } from '@argus/vision';
import sharp from 'sharp';

/** The demo photos shipped in @vladmandic/face-api's npm package (sample1..sample6, 3 to 5 people each). */
const require = createRequire(import.meta.url);
const DEMO_DIR = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

export function demoPhotoPath(n: number): string {
  return join(DEMO_DIR, `sample${n}.jpg`);
}

/**
 * `count` one-face photos cut out of the demo photos (and, when those run short, their mirror
 * images), each checked to show exactly one face. Written as `<name>.jpg` under a fresh folder.
 */
export async function onePersonPhotos(names: readonly string[]): Promise<string[]> {
  await loadVision();
  const crops: Buffer[] = [];
  for (let n = 1; n <= 6; n += 1) {
    const photo = readFileSync(demoPhotoPath(n));
    const found = await detectFaces(photo);
    for (const face of found.faces) crops.push(await cropFace(photo, face.rect, 0.4, { quality: 90 }));
  }
  const candidates = [...crops, ...(await Promise.all(crops.map((c) => sharp(c).flop().jpeg({ quality: 90 }).toBuffer())))];
  const good: Buffer[] = [];
  for (const c of candidates) {
    if (good.length >= names.length) break;
    if ((await detectFaces(c)).faces.length === 1) good.push(c);
  }
  if (good.length < names.length) throw new Error(`only ${good.length} one-face photos could be made`);
  const dir = mkdtempSync(join(tmpdir(), 'argus-faces-'));
  mkdirSync(dir, { recursive: true });
  return names.map((name, i) => {
    const path = join(dir, `${name}.jpg`);
    writeFileSync(path, good[i] as Buffer);
    return path;
  });
}

/** A small car picture for the plate form's vehicle image. */
export async function vehiclePicture(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'argus-vehicle-'));
  const path = join(dir, 'car.jpg');
  await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg()
    .toFile(path);
  return path;
}

/** A plain picture with no face on it. */
export async function blankPicture(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'argus-blank-'));
  const path = join(dir, 'Wall.jpg');
  await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 120, g: 160, b: 200 } } })
    .jpeg()
    .toFile(path);
  return path;
}
