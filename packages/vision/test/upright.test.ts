import { DEFAULT_FACE_THRESHOLD } from '@argus/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareDescriptors, detectFaces, distanceAtSimilarity, loadVision, type DetectedFace } from '../src/index';
import { demoPhoto } from './support/augment';

/** Demo photos whose faces (10, rolled by −6° to 45° as photographed) are turned here as a whole. */
const PHOTOS = [1, 3, 6];
const ANGLES = [-30, 30];

const centreOf = (f: DetectedFace) => ({ x: (f.rect.x_min + f.rect.x_max) / 2, y: (f.rect.y_min + f.rect.y_max) / 2 });

/**
 * Faces are described upright by their eyes' line on both sides of a comparison (describeUpright):
 * a photo turned by ±30° describes its people within the default threshold of the photo as it is.
 * face-api's own alignment crops an upright square, and 30° of roll put 2–3 of the 22 demo faces
 * within it (bench/vision/rolled.ts: median distance 0.39–0.42); described upright, 15–17 (0.09).
 */
describe('faces described upright', () => {
  const own: number[] = [];
  const others: number[] = [];
  let people = 0;

  beforeAll(async () => {
    await loadVision({ objects: false });
    for (const n of PHOTOS) {
      const { width: w, height: h, faces } = await detectFaces(demoPhoto(n));
      people += faces.length;
      for (const angle of ANGLES) {
        const turned = await sharp(demoPhoto(n))
          .rotate(angle, { background: { r: 128, g: 128, b: 128 } })
          .jpeg({ quality: 90 })
          .toBuffer();
        const found = await detectFaces(turned);
        const a = (angle * Math.PI) / 180;
        for (const face of faces) {
          // Where the face's centre went: the photo turned about its centre on a canvas that holds it.
          const c = centreOf(face);
          const [dx, dy] = [(c.x - 0.5) * w, (c.y - 0.5) * h];
          const to = { x: 0.5 + (dx * Math.cos(a) - dy * Math.sin(a)) / found.width, y: 0.5 + (dx * Math.sin(a) + dy * Math.cos(a)) / found.height };
          const near = found.faces.find((f) => Math.hypot(centreOf(f).x - to.x, centreOf(f).y - to.y) < 0.05);
          if (!near) continue;
          own.push(compareDescriptors(near.descriptor, face.descriptor).distance);
          for (const other of faces) if (other !== face) others.push(compareDescriptors(near.descriptor, other.descriptor).distance);
        }
      }
    }
  }, 300_000);

  it('matches faces of a photo turned by ±30° to the photo as it is, and no one else', () => {
    const limit = distanceAtSimilarity(DEFAULT_FACE_THRESHOLD);
    const within = own.filter((d) => d <= limit).length;
    console.warn(`turned ±30°: ${own.length} of ${2 * people} found, ${within} within ${limit.toFixed(3)}; nearest other ${Math.min(...others).toFixed(3)}`);
    expect(own.length).toBeGreaterThanOrEqual(2 * people - 2);
    expect(within).toBeGreaterThanOrEqual(14);
    expect(others.filter((d) => d <= limit)).toEqual([]);
  });
});
