/**
 * The fr fast path's description against the accurate one, on the bench's people: each face of the
 * six demo photos (enrolled from the original), cropped, scaled to 220 px and lightly blurred as in
 * edge.ts's faces section, on a plain 640×360 JPEG scene; its descriptor by SSD MobileNet's box
 * (detectFaces) and by the Tiny Face Detector's box brought to SSD's geometry by landmarks
 * (locateFaces + describeLocated): their distance to each other and to the enrolled face.
 *
 *   node --import tsx bench/edge/describe.ts
 */
import os from 'node:os';
import sharp from 'sharp';
import { compareDescriptors, cropFace, describeLocated, detectFaces, loadVision, locateFaces } from '../../packages/vision/src/index';
import { DEMO_FACE_COUNTS, demoPhoto } from '../../packages/vision/test/support/augment';
sharp.concurrency(1);
console.log(`# fr description paths — load average ${os.loadavg()[0]!.toFixed(1)}`);
await loadVision({ detectors: ['ssdMobilenetv1', 'tinyFaceDetector'] });
const gallery: { descriptor: Float32Array; crop: Buffer }[] = [];
for (let p = 1; p <= DEMO_FACE_COUNTS.length; p++) {
  const photo = demoPhoto(p);
  for (const f of (await detectFaces(photo)).faces) gallery.push({ descriptor: f.descriptor, crop: await cropFace(photo, f.rect, 0.4) });
}
const between: number[] = [],
  ssdG: number[] = [],
  tinyG: number[] = [];
for (const g of gallery) {
  const sprite = await sharp(g.crop).resize({ height: 220 }).blur(0.8).png().toBuffer();
  const scene = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 90, g: 110, b: 122 } } })
    .composite([{ input: sprite, left: 200, top: 60 }])
    .jpeg({ quality: 85 })
    .toBuffer();
  const { data, info } = await sharp(scene).raw().toBuffer({ resolveWithObject: true });
  const img = { data, width: info.width, height: info.height };
  const ssd = (await detectFaces(scene, { reframe: false })).faces[0];
  const tiny = await locateFaces(img, { x: 0, y: 0, width: 640, height: 360 }, { inputSize: 320 });
  const fast = tiny.length ? (await describeLocated(img, [tiny[0]!]))[0] : undefined;
  if (!ssd || !fast) {
    console.log(`face ${gallery.indexOf(g)}: not found by ${ssd ? '' : 'SSD MobileNet '}${fast ? '' : 'the Tiny Face Detector'}`);
    continue;
  }
  between.push(compareDescriptors(ssd.descriptor, fast.descriptor).distance);
  ssdG.push(compareDescriptors(ssd.descriptor, g.descriptor).distance);
  tinyG.push(compareDescriptors(fast.descriptor, g.descriptor).distance);
}
const st = (a: number[]) => {
  const s = [...a].sort((x, y) => x - y);
  return `n ${s.length} median ${s[s.length >> 1]!.toFixed(3)} max ${s[s.length - 1]!.toFixed(3)} mean ${(s.reduce((x, y) => x + y, 0) / s.length).toFixed(3)}`;
};
console.log('distance between the two paths, same scene:', st(between));
console.log('to the enrolled face, SSD MobileNet box (baseline):', st(ssdG));
console.log('to the enrolled face, Tiny Face Detector box + landmarks:', st(tinyG));
