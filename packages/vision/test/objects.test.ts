import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectFaces, detectObjects, loadVision, locateObjects } from '../src/index';
import { demoPhoto } from './support/augment';

beforeAll(async () => {
  await loadVision();
});

describe('detectObjects (CenterNet from @vladmandic/human)', () => {
  it('finds the three people of sample1, each around one of their faces', async () => {
    const photo = demoPhoto(1);
    const people = await detectObjects(photo);
    expect(people.map((p) => p.class)).toEqual(['person', 'person', 'person']);
    const { faces } = await detectFaces(photo);
    for (const face of faces) {
      const x = (face.rect.x_min + face.rect.x_max) / 2;
      const y = (face.rect.y_min + face.rect.y_max) / 2;
      expect(people.some((p) => p.rect.x_min <= x && x <= p.rect.x_max && p.rect.y_min <= y && y <= p.rect.y_max)).toBe(true);
    }
    for (const p of people) {
      expect(p.score).toBeGreaterThanOrEqual(0.3);
      expect(p.rect.x_min).toBeGreaterThanOrEqual(0);
      expect(p.rect.y_max).toBeLessThanOrEqual(1);
    }
  });

  it('reports only the classes asked for', async () => {
    expect(await detectObjects(demoPhoto(1), { classes: ['car', 'truck'] })).toEqual([]);
  });
});

describe("locateObjects (CenterNet on a region, at an input of the region's size)", () => {
  it('the whole picture with its aspect kept (512×288) and a crop around each person (smaller inputs): the same three people of sample1, boxes in the whole picture', async () => {
    const { data, info } = await sharp(demoPhoto(1))
      .resize({ width: 640, height: 360, fit: 'cover' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const image = { data, width: info.width, height: info.height };
    const whole = await locateObjects(image, { x: 0, y: 0, width: 640, height: 360 }, { classes: ['person'], scale: 0.8 });
    expect(whole.length).toBe(3);
    const centre = (r: { x_min: number; x_max: number; y_min: number; y_max: number }) => ({ x: (r.x_min + r.x_max) / 2, y: (r.y_min + r.y_max) / 2 });
    for (const p of whole) {
      const w = (p.rect.x_max - p.rect.x_min) * 640;
      const h = (p.rect.y_max - p.rect.y_min) * 360;
      const region = { x: Math.max(0, p.rect.x_min * 640 - w / 4), y: Math.max(0, p.rect.y_min * 360 - h / 4), width: w * 1.5, height: h * 1.5 };
      // About 0.6 of the region's pixels: an input of ~200×300 rather than 512×512.
      const found = await locateObjects(image, region, { classes: ['person'], scale: 0.6 });
      const c = centre(p.rect);
      expect(found.some((f) => f.rect.x_min <= c.x && c.x <= f.rect.x_max && f.rect.y_min <= c.y && c.y <= f.rect.y_max)).toBe(true);
    }
    // Stretched as detectObjects squares the picture (heights × 4/3, widths × 3/4 of the scale: a 384×384 input): the same three, boxes in the picture's own geometry.
    const stretched = await locateObjects(image, { x: 0, y: 0, width: 640, height: 360 }, { classes: ['person'], scale: 0.8, stretch: 640 / 360 });
    expect(stretched.length).toBe(3);
    for (const p of whole) {
      const c = centre(p.rect);
      expect(stretched.some((f) => f.rect.x_min <= c.x && c.x <= f.rect.x_max && f.rect.y_min <= c.y && c.y <= f.rect.y_max)).toBe(true);
    }
  });
});
