import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cropFace, detectFaces, detectObjects, loadVision, tf } from '../src/index';
import { demoPhoto } from './support/augment';

beforeAll(async () => {
  await loadVision();
});

describe('tensor hygiene', () => {
  it('holds the same number of tensors across 8 face and object detections', async () => {
    const photo = demoPhoto(1);
    const face = (await detectFaces(photo)).faces[0]!;
    // A small crop with one face keeps the calls quick.
    const image = await cropFace(photo, face.rect, 0.6, { maxSide: 240 });
    await detectFaces(image);
    await detectObjects(image);
    const before = tf.memory().numTensors;
    for (let i = 0; i < 8; i++) {
      expect((await detectFaces(image)).faces).toHaveLength(1);
      await detectObjects(image);
      expect(tf.memory().numTensors).toBe(before);
    }
  });

  it('loads once when called concurrently', async () => {
    const before = tf.memory().numTensors;
    await Promise.all([loadVision(), loadVision(), loadVision()]);
    expect(tf.memory().numTensors).toBe(before);
    expect(tf.getBackend()).toBe('wasm');
  });

  it('holds the same number of tensors across second passes (pictures without a face)', async () => {
    const wall = await sharp({ create: { width: 200, height: 160, channels: 3, background: { r: 90, g: 140, b: 200 } } })
      .jpeg()
      .toBuffer();
    await detectFaces(wall);
    const before = tf.memory().numTensors;
    for (let i = 0; i < 4; i++) {
      expect((await detectFaces(wall)).faces).toEqual([]);
      expect(tf.memory().numTensors).toBe(before);
    }
  });
});
