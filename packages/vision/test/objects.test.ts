import { beforeAll, describe, expect, it } from 'vitest';
import { detectFaces, detectObjects, loadVision } from '../src/index';
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
