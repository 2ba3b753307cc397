import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectFaces, detectObjects, loadVision, VisionError } from '../src/index';

beforeAll(async () => {
  await loadVision();
});

async function failure(run: Promise<unknown>): Promise<VisionError> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VisionError);
  return error as VisionError;
}

describe('typed errors', () => {
  it('refuses bytes that are not an image as a non-acceptable type', async () => {
    const error = await failure(detectFaces(Buffer.from('%PDF-1.7 not an image at all')));
    expect(error.code).toBe('unsupported_image');
    expect(error.type).toBe('upload_mime_type_non_acceptable');
  });

  it('refuses image formats other than JPEG, PNG and WebP', async () => {
    const gif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .gif()
      .toBuffer();
    const error = await failure(detectFaces(gif));
    expect(error.type).toBe('upload_mime_type_non_acceptable');
  });

  it('refuses an image too small to hold a face as a processing error', async () => {
    const tiny = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const error = await failure(detectFaces(tiny));
    expect(error.code).toBe('image_too_small');
    expect(error.type).toBe('upload_meta_process_error');
  });

  it('refuses an image smaller than the requested minimum face size', async () => {
    const small = await sharp({ create: { width: 60, height: 60, channels: 3, background: '#888' } })
      .webp()
      .toBuffer();
    expect((await failure(detectFaces(small, { minFaceSize: 80 }))).code).toBe('image_too_small');
  });

  it('answers no faces (not an error) for a plain picture', async () => {
    const grey = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    expect((await detectFaces(grey)).faces).toEqual([]);
    expect(await detectObjects(grey)).toEqual([]);
  });

  it('refuses a truncated JPEG as unreadable', async () => {
    const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#777' } })
      .jpeg()
      .toBuffer();
    const error = await failure(detectFaces(jpeg.subarray(0, 300)));
    expect(error.type).toBe('upload_meta_process_error');
  });
});
