import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/** The demo photos shipped in @vladmandic/face-api's npm package. */
const require = createRequire(import.meta.url);
const DEMO_DIR = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

/** Faces in each demo photo, counted by looking at them (sample1..sample6). */
export const DEMO_FACE_COUNTS = [3, 3, 3, 4, 5, 4] as const;

export function demoPhoto(n: number): Buffer {
  return readFileSync(join(DEMO_DIR, `sample${n}.jpg`));
}

export interface Augmentation {
  name: string;
  apply: (image: Buffer) => Promise<Buffer>;
  /** Maps a point (fractions of the original) to fractions of the augmented image. */
  map: (x: number, y: number) => { x: number; y: number };
}

const identity = (x: number, y: number) => ({ x, y });

/** Moves the picture right and down by `dx`, `dy` fractions, padding with grey (a shifted camera view). */
function shift(dx: number, dy: number): Augmentation {
  return {
    name: `shift ${dx * 100}%,${dy * 100}%`,
    apply: async (image) => {
      const { width = 0, height = 0 } = await sharp(image).metadata();
      const left = Math.round(width * dx);
      const top = Math.round(height * dy);
      // Two passes: within one sharp pipeline extract runs before extend.
      const padded = await sharp(image)
        .extend({ left, top, background: { r: 128, g: 128, b: 128 } })
        .png()
        .toBuffer();
      return sharp(padded).extract({ left: 0, top: 0, width, height }).jpeg({ quality: 90 }).toBuffer();
    },
    map: (x, y) => ({ x: x + dx, y: y + dy }),
  };
}

/** Copies made with sharp: what a camera does to a face (scale, blur, compression, framing). */
export const AUGMENTATIONS: Augmentation[] = [
  { name: 'scaled 50%', apply: (img) => sharp(img).resize({ width: 960 }).jpeg({ quality: 90 }).toBuffer(), map: identity },
  { name: 'blurred sigma 2', apply: (img) => sharp(img).blur(2).jpeg({ quality: 90 }).toBuffer(), map: identity },
  { name: 'jpeg quality 15', apply: (img) => sharp(img).jpeg({ quality: 15 }).toBuffer(), map: identity },
  shift(0.06, 0.04),
];
