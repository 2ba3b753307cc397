import { DEFAULT_FACE_EXACT_THRESHOLD, DEFAULT_FACE_THRESHOLD, FACE_RAW_DESCRIPTOR_NORM, similarityToPercent } from '@argus/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { distanceAtSimilarity, DISTANCE_AT_50, loadVision, similarityFromDistance } from '../src/index';
import { faceapi, tf } from '../src/runtime';
import { demoPhoto } from './support/augment';
import { CAMERA_VIEWS, demoPeople, measurePairs, normalFit, PHOTO_VIEWS, rank1, shareUnder, viewsOf, type Described, type Pairs } from './support/identities';

/**
 * The calibrated similarity against ground truth generated from the demo photos (support/
 * identities.ts): 22 people, each seen on its original photo, on photo-like views and on
 * camera-like views. At the spec's default threshold (75 %) at most 0.1 % of impostor comparisons
 * may pass, measured and by the normal fit of their distances (the tail beyond what 22 people can
 * show); most genuine pairs must pass. The
 * views here are drawn with other seeds than those the calibration was measured on (bench/vision).
 */
// A photo-like view of every person and a camera-like view of every other one (~1,000 impostor
// pairs): the file stays within a minute or two on a busy two-core machine. bench/vision/faces.ts
// measures the full figures (four photo-like and three camera-like views each).
const PHOTO = 1;
const CAMERA_EVERY = 2;
/** The demo photos whose raw descriptors' length is measured (7 faces). */
const NORM_PHOTOS = [1, 2];
/** Recall at the default threshold on the views drawn here: see the test. */
const RECALL_FLOOR = 0.85;

let pairs: Pairs;
let originals: Described[] = [];
let described: Described[] = [];
let viewCount = 0;

beforeAll(async () => {
  await loadVision({ objects: false });
  const people = await demoPeople();
  originals = people.map((p) => ({ person: p.person, name: 'original photo', descriptor: p.descriptor }));
  const views = [
    ...(await viewsOf(people, PHOTO_VIEWS, PHOTO, 3)),
    ...(await viewsOf(
      people.filter((_, i) => i % CAMERA_EVERY === 0),
      CAMERA_VIEWS,
      1,
      4,
    )),
  ];
  viewCount = views.length;
  const measured = await measurePairs(views, originals);
  pairs = measured;
  described = measured.described.slice(originals.length);
}, 300_000);

const pct = (v: number, digits = 2) => `${(100 * v).toFixed(digits)} %`;

describe('the calibrated face similarity', () => {
  it('rests on the published threshold: 0.6 between raw descriptors, whose length is measured here', async () => {
    const norms: number[] = [];
    for (const n of NORM_PHOTOS) {
      const { data, info } = await sharp(demoPhoto(n)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const input = tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
      const found = await faceapi
        .detectAllFaces(input as never, new faceapi.SsdMobilenetv1Options({ minConfidence: 0.5 }))
        .withFaceLandmarks()
        .withFaceDescriptors();
      input.dispose();
      for (const f of found) norms.push(Math.hypot(...f.descriptor));
    }
    const mean = norms.reduce((a, b) => a + b, 0) / norms.length;
    console.warn(
      `raw descriptor length: mean ${mean.toFixed(3)} over ${norms.length} faces (min ${Math.min(...norms).toFixed(3)}, max ${Math.max(...norms).toFixed(3)})`,
    );
    expect(Math.abs(mean - FACE_RAW_DESCRIPTOR_NORM)).toBeLessThan(0.02);
    expect(similarityToPercent(similarityFromDistance(DISTANCE_AT_50))).toBeCloseTo(50, 6);
  });

  it('gives at most 0.1 % false accepts at the default threshold (75 %), measured and fitted, and most genuine pairs', () => {
    const at = distanceAtSimilarity(DEFAULT_FACE_THRESHOLD);
    const fit = normalFit(pairs.impostor);
    const far = shareUnder(pairs.impostor, at);
    const recall = shareUnder(pairs.genuine, at);
    console.warn(
      `default threshold ${DEFAULT_FACE_THRESHOLD} (${similarityToPercent(DEFAULT_FACE_THRESHOLD).toFixed(1)} %) at distance ${at.toFixed(3)}: ` +
        `false accepts ${pct(far)} measured (${pairs.impostor.filter((d) => d <= at).length}/${pairs.impostor.length}), ${pct(fit.shareUnder(at), 3)} fitted (mean ${fit.mean.toFixed(3)}, sd ${fit.sd.toFixed(4)}); ` +
        `recall ${pct(recall, 1)} of ${pairs.genuine.length} genuine pairs ; faces not found on ${pairs.missed.length} views`,
    );
    expect(similarityToPercent(DEFAULT_FACE_THRESHOLD)).toBeCloseTo(75, 1);
    expect(far).toBeLessThanOrEqual(0.001);
    expect(fit.shareUnder(at)).toBeLessThanOrEqual(0.001);
    // Described upright: 81.6 % (31 of 38 pairs) here, 90.4 % at 0.265 on the full set (README, "Calibration");
    // faces described as found reached 86.7 % at their default (0.29) on the full set.
    expect(recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });

  it('gives no false accept at the default exact threshold, and a fitted rate of at most 10^-5', () => {
    const at = distanceAtSimilarity(DEFAULT_FACE_EXACT_THRESHOLD);
    const fit = normalFit(pairs.impostor);
    console.warn(
      `exact threshold ${DEFAULT_FACE_EXACT_THRESHOLD} (${similarityToPercent(DEFAULT_FACE_EXACT_THRESHOLD).toFixed(1)} %) at distance ${at.toFixed(3)}: fitted false accepts ${fit.shareUnder(at).toExponential(1)}; recall ${pct(shareUnder(pairs.genuine, at), 1)}`,
    );
    expect(shareUnder(pairs.impostor, at)).toBe(0);
    expect(fit.shareUnder(at)).toBeLessThanOrEqual(1e-5);
    expect(DEFAULT_FACE_EXACT_THRESHOLD).toBeGreaterThan(DEFAULT_FACE_THRESHOLD);
  });

  it('names the right person first for nearly every view (rank-1 against the 22 originals)', () => {
    const { right, of } = rank1(described, originals);
    console.warn(`rank-1: ${right}/${of}`);
    expect(of).toBeGreaterThanOrEqual(0.8 * viewCount);
    expect(right / of).toBeGreaterThanOrEqual(0.9);
  });
});
