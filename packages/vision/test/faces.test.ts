import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareDescriptors, cropFace, detectFaces, loadVision, type FacesResult } from '../src/index';
import { AUGMENTATIONS, DEMO_FACE_COUNTS, demoPhoto } from './support/augment';

// Real models on the shipped demo photos; detections are computed once for the file.
const results: FacesResult[] = [];

beforeAll(async () => {
  await loadVision({ objects: false });
  for (let n = 1; n <= DEMO_FACE_COUNTS.length; n++) results.push(await detectFaces(demoPhoto(n)));
});

describe('detectFaces on the demo photos', () => {
  it('finds the number of faces seen by eye in each photo', () => {
    expect(results.map((r) => r.faces.length)).toEqual([...DEMO_FACE_COUNTS]);
  });

  it('reports the original size and rects as fractions inside 0..1', () => {
    expect(results[0]).toMatchObject({ width: 1920, height: 1280 });
    for (const { faces } of results) {
      for (const { rect } of faces) {
        expect(rect.x_min).toBeGreaterThanOrEqual(0);
        expect(rect.y_min).toBeGreaterThanOrEqual(0);
        expect(rect.x_max).toBeLessThanOrEqual(1);
        expect(rect.y_max).toBeLessThanOrEqual(1);
        expect(rect.x_max).toBeGreaterThan(rect.x_min);
        expect(rect.y_max).toBeGreaterThan(rect.y_min);
      }
    }
  });

  it('puts each rect around its face: eyes, nose and mouth landmarks lie inside it', () => {
    for (const { faces } of results) {
      for (const { rect, landmarks } of faces) {
        expect(landmarks).toHaveLength(68);
        // 36..47 eyes, 30 nose tip, 48..59 outer lips (iBUG 68).
        for (const p of [...landmarks.slice(36, 48), landmarks[30]!, ...landmarks.slice(48, 60)]) {
          expect(p.x).toBeGreaterThan(rect.x_min - 0.01);
          expect(p.x).toBeLessThan(rect.x_max + 0.01);
          expect(p.y).toBeGreaterThan(rect.y_min - 0.01);
          expect(p.y).toBeLessThan(rect.y_max + 0.01);
        }
      }
    }
  });

  it('places the first face of sample1 where it is in the photo (checked by eye on the crop)', () => {
    // The woman on the left with the painted face: her head spans about x 0.21..0.31 and y 0.28..0.46.
    const left = [...results[0]!.faces].sort((a, b) => a.rect.x_min - b.rect.x_min)[0]!;
    expect(left.rect.x_min).toBeCloseTo(0.215, 1);
    expect(left.rect.x_max).toBeCloseTo(0.31, 1);
    expect(left.rect.y_min).toBeCloseTo(0.28, 1);
    expect(left.rect.y_max).toBeCloseTo(0.46, 1);
  });

  it('gives L2-normalised 128-d descriptors, an age, a gender with probability and a score', () => {
    for (const { faces } of results) {
      for (const f of faces) {
        expect(f.descriptor).toBeInstanceOf(Float32Array);
        expect(f.descriptor).toHaveLength(128);
        expect(Math.hypot(...f.descriptor)).toBeCloseTo(1, 5);
        expect(f.age).toBeGreaterThan(10);
        expect(f.age).toBeLessThan(60);
        expect(['male', 'female']).toContain(f.gender);
        expect(f.genderProbability).toBeGreaterThanOrEqual(0.5);
        expect(f.score).toBeGreaterThanOrEqual(0.5);
      }
    }
    // All the people in the demo photos are women.
    const all = results.flatMap((r) => r.faces);
    expect(all.filter((f) => f.gender === 'female').length).toBeGreaterThanOrEqual(all.length - 1);
  });

  it('crops a face to a JPEG around the rect with the margin', async () => {
    const face = results[0]!.faces[0]!;
    const jpeg = await cropFace(demoPhoto(1), face.rect, 0.25);
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    const w = (face.rect.x_max - face.rect.x_min) * 1920;
    expect(meta.width).toBeGreaterThan(w * 1.4);
    expect(meta.width).toBeLessThan(w * 1.6);
    // The crop still holds the one face.
    const again = await detectFaces(jpeg);
    expect(again.faces).toHaveLength(1);
  });
});

describe('descriptors separate people', () => {
  it('a face is closer to its augmented copy than to any other person in the photos', async () => {
    const gallery = results.flatMap((r, photo) => r.faces.map((face) => ({ photo, face })));
    let checked = 0;
    for (const photo of [0, 4]) {
      for (const aug of AUGMENTATIONS) {
        // A lower score keeps a degraded copy the default 0.5 might miss: this test is about descriptors.
        const copy = await detectFaces(await aug.apply(demoPhoto(photo + 1)), { minScore: 0.3 });
        for (const original of gallery.filter((g) => g.photo === photo)) {
          const c = aug.map((original.face.rect.x_min + original.face.rect.x_max) / 2, (original.face.rect.y_min + original.face.rect.y_max) / 2);
          const twin = copy.faces.find((f) => f.rect.x_min <= c.x && c.x <= f.rect.x_max && f.rect.y_min <= c.y && c.y <= f.rect.y_max);
          expect(twin, `${aug.name}: face not found again in sample${photo + 1}`).toBeDefined();
          const same = compareDescriptors(original.face.descriptor, twin!.descriptor).distance;
          for (const other of gallery) {
            if (other === original) continue;
            expect(compareDescriptors(other.face.descriptor, twin!.descriptor).distance, aug.name).toBeGreaterThan(same);
          }
          checked++;
        }
      }
    }
    expect(checked).toBe((DEMO_FACE_COUNTS[0] + DEMO_FACE_COUNTS[4]) * AUGMENTATIONS.length);
  });
});
