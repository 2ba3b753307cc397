/**
 * Face model benchmark: speed per core of ssdMobilenetv1 and tinyFaceDetector at 640x480 and
 * 1280x720 against a decode-only baseline, and the separation of same / different faces on the
 * demo photos of @vladmandic/face-api and on augmented copies made with sharp.
 *
 *   node --import tsx bench/vision/faces.ts
 *
 * One process, WASM backend (single-threaded under Node), sharp limited to one thread.
 */
import os from 'node:os';
import sharp from 'sharp';
import { compareDescriptors, detectFaces, loadVision, type DetectedFace, type FaceDetector } from '../../packages/vision/src/index';
import { faceapi, tf } from '../../packages/vision/src/runtime';
import { AUGMENTATIONS, DEMO_FACE_COUNTS, demoPhoto } from '../../packages/vision/test/support/augment';
import { fmt, summary, timeIt } from './stats';

sharp.concurrency(1);
const DETECTORS: FaceDetector[] = ['ssdMobilenetv1', 'tinyFaceDetector'];
const SIZES = [
  [640, 480],
  [1280, 720],
] as const;
const REPEAT = 2;

console.log(`# @argus/vision face benchmark — ${os.cpus()[0]?.model ?? 'cpu'}, ${os.cpus().length} cores, node ${process.version}`);
const t0 = performance.now();
await loadVision({ detectors: DETECTORS, objects: false });
console.log(`model load (backend + 5 face nets): ${(performance.now() - t0).toFixed(0)} ms`);

const photos = DEMO_FACE_COUNTS.map((_, i) => demoPhoto(i + 1));

// ---- speed ---------------------------------------------------------------------------------
console.log(`\n## Speed (CPU ms per frame on one core, wall ms in brackets; mean over 6 photos x ${REPEAT}; load average ${os.loadavg()[0]!.toFixed(1)})`);
console.log('size | decode only (baseline) | detector | detect only | detect + landmarks + descriptor + age/gender (all faces) | faces/frame');
for (const [w, h] of SIZES) {
  const frames = await Promise.all(photos.map((p) => sharp(p).resize(w, h, { fit: 'cover' }).jpeg({ quality: 90 }).toBuffer()));
  const decode = await timeIt(frames, REPEAT, (f) => sharp(f).removeAlpha().raw().toBuffer());
  for (const detector of DETECTORS) {
    const options =
      detector === 'ssdMobilenetv1' ? new faceapi.SsdMobilenetv1Options({ minConfidence: 0.5 }) : new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.5 });
    await detectFaces(frames[0]!, { detector }); // warm-up
    const detectOnly = await timeIt(frames, REPEAT, async (f) => {
      const { data, info } = await sharp(f).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const input = tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
      await faceapi.detectAllFaces(input as never, options);
      input.dispose();
    });
    let faces = 0;
    const full = await timeIt(frames, REPEAT, async (f) => {
      faces += (await detectFaces(f, { detector })).faces.length;
    });
    console.log(
      `${w}x${h} | ${fmt(decode, 1)} | ${detector} | ${fmt(detectOnly)} | ${fmt(full)} | ${(faces / (frames.length * REPEAT)).toFixed(1)}`,
    );
  }
}

// ---- separation ----------------------------------------------------------------------------
interface Face {
  photo: number;
  index: number;
  face: DetectedFace;
}

const centre = (f: DetectedFace) => ({ x: (f.rect.x_min + f.rect.x_max) / 2, y: (f.rect.y_min + f.rect.y_max) / 2 });

console.log('\n## Separation (Euclidean distance of L2-normalised 128-d descriptors)');
for (const detector of DETECTORS) {
  const originals: Face[] = [];
  const counts: number[] = [];
  for (const [i, photo] of photos.entries()) {
    const { faces } = await detectFaces(photo, { detector });
    counts.push(faces.length);
    faces.forEach((face, index) => originals.push({ photo: i + 1, index, face }));
  }
  const different: number[] = [];
  for (const [i, a] of originals.entries()) {
    for (const b of originals.slice(i + 1)) different.push(compareDescriptors(a.face.descriptor, b.face.descriptor).distance);
  }
  const same: number[] = [];
  let missed = 0;
  let rank1 = 0;
  let probes = 0;
  const perAugmentation: string[] = [];
  for (const aug of AUGMENTATIONS) {
    const augSame: number[] = [];
    for (const [i, photo] of photos.entries()) {
      const { faces } = await detectFaces(await aug.apply(photo), { detector });
      for (const o of originals.filter((f) => f.photo === i + 1)) {
        const c = centre(o.face);
        const at = aug.map(c.x, c.y);
        const copy = faces.find((f) => f.rect.x_min <= at.x && at.x <= f.rect.x_max && f.rect.y_min <= at.y && at.y <= f.rect.y_max);
        if (!copy) {
          missed++;
          continue;
        }
        const d = compareDescriptors(o.face.descriptor, copy.descriptor).distance;
        augSame.push(d);
        probes++;
        const nearest = originals.reduce((best, g) =>
          compareDescriptors(g.face.descriptor, copy.descriptor).distance < compareDescriptors(best.face.descriptor, copy.descriptor).distance ? g : best,
        );
        if (nearest === o) rank1++;
      }
    }
    same.push(...augSame);
    perAugmentation.push(`  ${aug.name}: ${summary(augSame)}`);
  }
  const [s, d] = [same, different];
  const threshold = equalErrorThreshold(s, d);
  console.log(`\n### ${detector}`);
  console.log(`faces found per photo: ${counts.join(', ')} (observed by eye: ${DEMO_FACE_COUNTS.join(', ')})`);
  console.log(`same face vs augmented copy (${s.length} pairs, ${missed} copies not found): ${summary(s)}`);
  console.log(perAugmentation.join('\n'));
  console.log(`different faces (${d.length} pairs): ${summary(d)}`);
  console.log(`gap: max same ${Math.max(...s).toFixed(3)} vs min different ${Math.min(...d).toFixed(3)}`);
  console.log(`best threshold ${threshold.value.toFixed(3)}: ${threshold.errors} errors of ${s.length + d.length} pairs`);
  console.log(`rank-1 identification of augmented copies against all ${originals.length} originals: ${rank1}/${probes}`);
}

function equalErrorThreshold(same: number[], different: number[]): { value: number; errors: number } {
  let best = { value: 0, errors: Infinity };
  for (const t of [...same, ...different].sort((a, b) => a - b)) {
    const errors = same.filter((x) => x > t).length + different.filter((x) => x <= t).length;
    if (errors < best.errors) best = { value: t, errors };
  }
  return best;
}
