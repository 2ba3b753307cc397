import { beforeAll, describe, expect, it } from 'vitest';
import { detectFaces, loadVision, type Rect } from '../src/index';
import { DEMO_FACE_COUNTS, demoPhoto } from './support/augment';
import { DEGRADATIONS, faceless, iou, tightPortraits, type Portrait } from './support/portraits';

/**
 * Tight portraits (the face fills 70–90 % of the picture, as on a passport or badge photo) and their
 * degraded copies, generated from the demo photos: see support/portraits.ts. The detector must find
 * the face where the cut put it; pictures without a face must stay without one.
 */
let portraits: Portrait[] = [];

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
  for (let n = 1; n <= DEMO_FACE_COUNTS.length; n++) boxes.push((await detectFaces(demoPhoto(n))).faces.map((f) => f.rect));
  portraits = await tightPortraits(boxes);
});

describe('tight portraits', () => {
  it('finds the face on at least 90 % of the tight crops of the demo faces, where the crop put it', async () => {
    expect(portraits).toHaveLength(DEMO_FACE_COUNTS.reduce((a, b) => a + b, 0));
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
    const byKind = new Map<string, number>();
    let found = 0;
    let total = 0;
    for (const d of DEGRADATIONS) {
      let n = 0;
      for (const p of portraits) {
        if ((await foundIn(await d.apply(p.image), d.map(p.face))).found) n++;
      }
      byKind.set(d.name, n);
      found += n;
      total += portraits.length;
    }
    console.warn(`degraded crops found: ${pct(found, total)}; ${[...byKind].map(([k, n]) => `${k} ${pct(n, portraits.length)}`).join('; ')}`);
    expect(found / total).toBeGreaterThanOrEqual(0.85);
    for (const n of byKind.values()) expect(n / portraits.length).toBeGreaterThanOrEqual(0.75);
    // 88 pictures at about 1.2 s of detection each on one WASM thread: 4.8 min beside the rest of the suite on two cores.
  }, 900_000);

  it('finds no face on pictures without one (noise, gradients, landscape, shapes, walls)', async () => {
    const pictures = await faceless();
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
