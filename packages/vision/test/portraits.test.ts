import { beforeAll, describe, expect, it } from 'vitest';
import { detectFaces, loadVision, type Rect } from '../src/index';
import { DEMO_FACE_COUNTS, demoPhoto } from './support/augment';
import { DEGRADATIONS, faceless, iou, tightPortraits, type Portrait } from './support/portraits';

/**
 * Tight portraits (the face fills 70–90 % of the picture, as on a passport or badge photo) and their
 * degraded copies, generated from the demo photos: see support/portraits.ts. The detector must find
 * the face where the cut put it; pictures without a face must stay without one. A sample keeps the
 * file within a minute or two on a busy two-core machine: the faces of two demo photos (all three
 * crop factors), each degradation on its own four crops, one faceless picture of each kind (every
 * size among them, and the 64 px radial blob). bench/vision/portraits.ts runs every picture.
 */
let portraits: Portrait[] = [];
/** Demo photos whose faces are cut (sample4: 4 faces, sample5: 5; two crop-factor cycles and more). */
const PHOTOS = [4, 5];
/** Crops per degradation: each degradation gets its own, in turn (all crops over the four). */
const PER_DEGRADATION = 4;

/** The found face covers the expected one: its centre inside, and overlapping it well. */
function covers(found: Rect, face: Rect): boolean {
  const cx = (face.x_min + face.x_max) / 2;
  const cy = (face.y_min + face.y_max) / 2;
  return found.x_min <= cx && cx <= found.x_max && found.y_min <= cy && cy <= found.y_max && iou(found, face) >= 0.4;
}

async function foundIn(image: Buffer, face: Rect): Promise<{ found: boolean; iou: number }> {
  const { faces } = await detectFaces(image);
  const best = faces.map((f) => iou(f.rect, face)).sort((a, b) => b - a)[0] ?? 0;
  return { found: faces.some((f) => covers(f.rect, face)), iou: best };
}

const pct = (n: number, of: number) => `${n}/${of} (${((100 * n) / of).toFixed(0)} %)`;

beforeAll(async () => {
  await loadVision({ objects: false });
  const boxes: Rect[][] = [];
  for (let n = 1; n <= DEMO_FACE_COUNTS.length; n++) boxes.push(PHOTOS.includes(n) ? (await detectFaces(demoPhoto(n))).faces.map((f) => f.rect) : []);
  portraits = await tightPortraits(boxes);
}, 120_000);

describe('tight portraits', () => {
  it('finds the face on at least 90 % of the tight crops of the demo faces, where the crop put it', async () => {
    expect(portraits).toHaveLength(PHOTOS.reduce((a, n) => a + DEMO_FACE_COUNTS[n - 1]!, 0));
    const missed: string[] = [];
    const overlaps: number[] = [];
    for (const p of portraits) {
      const r = await foundIn(p.image, p.face);
      overlaps.push(r.iou);
      if (!r.found) missed.push(p.name);
    }
    const found = portraits.length - missed.length;
    console.warn(
      `tight crops found: ${pct(found, portraits.length)}; median IoU with the original box ${overlaps.sort((a, b) => a - b)[overlaps.length >> 1]?.toFixed(2)}; missed: ${missed.join(', ') || 'none'}`,
    );
    expect(found / portraits.length).toBeGreaterThanOrEqual(0.9);
  });

  it('finds most faces on scaled, blurred, compressed and mirrored copies of the crops', async () => {
    const byKind = new Map<string, [number, number]>();
    let found = 0;
    let total = 0;
    for (const [k, d] of DEGRADATIONS.entries()) {
      let n = 0;
      // Degradation k takes crops k, k + 4, k + 8, k + 12 (modulo the 9 crops): each kind its own four faces, every crop degraded.
      const sample = Array.from({ length: PER_DEGRADATION }, (_, j) => portraits[(k + DEGRADATIONS.length * j) % portraits.length]!);
      for (const p of sample) {
        if ((await foundIn(await d.apply(p.image), d.map(p.face))).found) n++;
      }
      byKind.set(d.name, [n, sample.length]);
      found += n;
      total += sample.length;
    }
    console.warn(`degraded crops found: ${pct(found, total)}; ${[...byKind].map(([k, [n, of]]) => `${k} ${pct(n, of)}`).join('; ')}`);
    expect(found / total).toBeGreaterThanOrEqual(0.85);
    for (const [n, of] of byKind.values()) expect(n / of).toBeGreaterThanOrEqual(0.75);
  });

  it('finds no face on pictures without one (noise, gradients, landscape, shapes, walls)', async () => {
    // One of each kind, the sizes in turn, and the 64 px radial blob (the known exception below).
    const all = await faceless();
    const kinds = new Set(all.map((p) => p.name.split(' ')[0]));
    const pictures = all.filter((p, i) => p.name === 'radial 64×64' || Math.floor(i / kinds.size) === (i % kinds.size) % 3);
    const falsePositives: string[] = [];
    for (const p of pictures) {
      const { faces } = await detectFaces(p.image);
      if (faces.length > 0) falsePositives.push(p.name);
    }
    console.warn(`faceless pictures with a face found: ${falsePositives.length}/${pictures.length} ${falsePositives.join(', ')}`);
    // The one exception is found by the first pass, as before the second pass existed (score 0.57, a
    // skin-coloured blob of 64 px): the second pass, which runs on every other picture here, adds none.
    expect(falsePositives).toEqual(['radial 64×64']);
  });
});
