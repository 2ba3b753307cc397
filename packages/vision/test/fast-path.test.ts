import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareDescriptors, detectFaces, loadVision } from '../src/index';
import { demoPhoto } from './support/augment';
import { iou } from './support/portraits';

/**
 * The 'fast' detection path of search photos: tinyFaceDetector finds an ordinary portrait's face,
 * and ssdMobilenetv1 (with its second pass) still runs when the fast pass does not find one large,
 * confident face. sample1's largest face lies at 1476–1678 × 199–439 px of the 1920×1280 photo.
 */
const crop = (left: number, top: number, side: number) => sharp(demoPhoto(1)).extract({ left, top, width: side, height: side });

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
});
