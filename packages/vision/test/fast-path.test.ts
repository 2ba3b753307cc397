import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareDescriptors, detectFaces, loadVision } from '../src/index';
import { demoPhoto } from './support/augment';
import { DEGRADATIONS, iou, tightPortraits } from './support/portraits';

/**
 * The 'fast' detection path of search photos: tinyFaceDetector finds an ordinary portrait's face,
 * and ssdMobilenetv1 (with its second pass) still runs when the fast pass does not find one large,
 * confident face. sample1's largest face lies at 1476–1678 × 199–439 px of the 1920×1280 photo.
 */
const crop = (left: number, top: number, side: number) => sharp(demoPhoto(1)).extract({ left, top, width: side, height: side });

/**
 * Most the two paths' descriptors of one picture may differ: under the default match distance
 * (0.29) with room, about the median distance of two copies of one face (README). Before the fast
 * path framed such faces as the SSD path does and brought its box to SSD MobileNet's: up to 0.31 on
 * these pictures; after: 0.08–0.17.
 */
const MAX_PATH_DISTANCE = 0.2;

beforeAll(async () => {
  await loadVision({ detectors: ['ssdMobilenetv1', 'tinyFaceDetector'], objects: false });
});

describe("detectFaces({ detector: 'fast' })", () => {
  it('takes the Tiny Face Detector path for a portrait and finds the face and descriptor of the SSD path', async () => {
    // The face centred, framed at twice its size, 400 px: a search photo as a phone crop gives it.
    const portrait = await crop(1337, 79, 480).resize(400).jpeg({ quality: 90 }).toBuffer();
    const fast = await detectFaces(portrait, { detector: 'fast' });
    const ssd = await detectFaces(portrait);
    expect(fast.detector).toBe('tinyFaceDetector');
    expect(ssd.detector).toBe('ssdMobilenetv1');
    expect(fast.faces).toHaveLength(1);
    expect(iou(fast.faces[0]!.rect, ssd.faces[0]!.rect)).toBeGreaterThan(0.5);
    // Same person, far under the default match distance (0.29) and under the copies' spread (README).
    expect(compareDescriptors(fast.faces[0]!.descriptor, ssd.faces[0]!.descriptor).distance).toBeLessThan(0.15);
  });

  it('falls back to SSD MobileNet and its framed second pass when the fast pass does not find the face', async () => {
    // The face cut at 1.05 × its box, in shades of grey: the Tiny Face Detector does not find it with
    // a score of 0.6; SSD MobileNet finds it on the framed picture (its first pass does not either).
    const tight = await crop(1471, 193, 212).greyscale().jpeg({ quality: 90 }).toBuffer();
    const fast = await detectFaces(tight, { detector: 'fast' });
    expect(fast.detector).toBe('ssdMobilenetv1');
    expect(fast.reframed).toBe(true);
    expect(fast.faces).toHaveLength(1);
    expect(fast.faces[0]!.rect.x_min).toBeLessThan(0.3);
    expect(fast.faces[0]!.rect.x_max).toBeGreaterThan(0.7);
  });

  it('leaves a group photo to SSD MobileNet, which finds all its faces', async () => {
    const fast = await detectFaces(demoPhoto(1), { detector: 'fast' });
    expect(fast.detector).toBe('ssdMobilenetv1');
    expect(fast.faces).toHaveLength(3);
  });

  it("gives the SSD path's descriptor on tight and degraded portraits: the face's, not the detector's", async () => {
    // sample1's three faces cut at 1.05, 1.1 and 1.2 × their box, as they are and at JPEG q20 (the
    // largest differences measured): the SSD path finds them on the picture itself, the fast pass on the framed one.
    const { faces } = await detectFaces(demoPhoto(1));
    const tight = await tightPortraits([faces.map((f) => f.rect)]);
    const degraded = DEGRADATIONS.filter((d) => d.name === 'JPEG q20');
    const pictures = [...tight.map((p) => ({ name: p.name, image: p.image }))];
    for (const d of degraded) for (const p of tight) pictures.push({ name: `${p.name}, ${d.name}`, image: await d.apply(p.image) });
    const distances: string[] = [];
    let worst = 0;
    let tiny = 0;
    let compared = 0;
    for (const p of pictures) {
      const fast = await detectFaces(p.image, { detector: 'fast' });
      const ssd = await detectFaces(p.image);
      expect(fast.faces.length, p.name).toBeLessThanOrEqual(1);
      expect(ssd.faces.length, p.name).toBeLessThanOrEqual(1);
      if (!fast.faces[0] || !ssd.faces[0]) {
        // Detection itself is portraits.test.ts's matter; a face one path misses has nothing to compare.
        distances.push(`${p.name}: found by ${fast.faces.length > 0 ? 'the fast path only' : ssd.faces.length > 0 ? 'the SSD path only' : 'neither'}`);
        continue;
      }
      compared++;
      if (fast.detector === 'tinyFaceDetector') tiny++;
      const d = compareDescriptors(fast.faces[0]!.descriptor, ssd.faces[0]!.descriptor).distance;
      distances.push(`${p.name} ${fast.detector} ${d.toFixed(3)}`);
      worst = Math.max(worst, d);
    }
    console.warn(`fast vs SSD path, descriptor distance: ${distances.join('; ')}`);
    expect(compared).toBeGreaterThanOrEqual(pictures.length - 2);
    expect(tiny).toBeGreaterThanOrEqual(compared / 2);
    expect(worst).toBeLessThan(MAX_PATH_DISTANCE);
  });
});
