import { DEFAULT_FACE_THRESHOLD, faceDistanceAt } from '@argus/contracts';
import { compareDescriptors, loadVision } from '@argus/vision';
import { beforeAll, describe, expect, it } from 'vitest';
import { FastFaceModule } from '../src/modules/fr-fast';
import { ALL_WEEK } from './support/camera';
import { rolledPasses, sourceFaces, type SourceFace } from './support/rolled';

const config = { worktime: ALL_WEEK(true), config: { min_detection_size: 0, roi: [], lines: [] } } as never;
const distance = (a: Float32Array | number[], b: Float32Array) => compareDescriptors(a, b).distance;

/**
 * Heads rolled by ±30° through the fast path: the faces of two demo photos, each rolled and walking
 * across a plain scene at 2 frames/s (support/rolled.ts). Faces are described upright by their eyes'
 * line, as enrolled photos are (vision's describeUpright): 6 of these 12 passes are recognised with or
 * without the turned searches (FastFaceModule's `rolled`, off by default); before, face-api's upright
 * alignment described a rolled face far from its reference and 1 was recognised (3 with the turned
 * searches). bench/edge/rolled.ts measures −30° to 30° on all 22 faces.
 */
describe('fr fast path, rolled heads', () => {
  let faces: SourceFace[] = [];

  beforeAll(async () => {
    await loadVision({ detectors: ['ssdMobilenetv1', 'tinyFaceDetector'], objects: false });
    faces = await sourceFaces(60, [1, 2]);
  }, 120_000);

  for (const rolled of [false, true])
    it(`${rolled ? 'with' : 'without'} the turned searches, recognises faces rolled by ±30° and takes no one for someone else`, async () => {
      expect(faces).toHaveLength(6);
      const { stats } = await rolledPasses(
        (emit) => new FastFaceModule(1, emit, rolled),
        faces,
        [-30, 30],
        config,
        faceDistanceAt(DEFAULT_FACE_THRESHOLD),
        distance,
        {
          sizes: [100],
          clean: true,
        },
      );
      console.warn(`turned searches ${rolled ? 'on' : 'off'}: recognised ${stats.map((s) => `${s.recognised}/${s.passes}`).join(', ')}`);
      expect(stats.map((s) => s.falseMatches)).toEqual([0, 0]);
      expect(stats.reduce((n, s) => n + s.recognised, 0)).toBeGreaterThanOrEqual(5);
      // ~20 s of CPU; the margin is for a loaded machine.
    }, 300_000);
});
