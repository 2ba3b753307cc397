import sharp, { type Metadata } from 'sharp';
import { VisionError } from './errors';

/** Formats we accept, as sharp names them. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/** Smallest side (pixels) an image must have to be worth running a detector on. */
export const MIN_IMAGE_SIDE = 32;

export interface DecodedImage {
  /** RGB bytes, row-major, 3 channels, of the (possibly downscaled) image. */
  data: Buffer;
  width: number;
  height: number;
  /** Size of the original image after EXIF orientation. */
  originalWidth: number;
  originalHeight: number;
}

/** Reads the format and orientated size of an image, refusing anything but JPEG, PNG and WebP. */
export async function probeImage(image: Buffer): Promise<{ format: string; width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(image).metadata();
  } catch (cause) {
    throw new VisionError('unsupported_image', 'The file is not a JPEG, PNG or WebP image', { cause });
  }
  const format = meta.format ?? 'unknown';
  if (!ACCEPTED.has(format)) {
    throw new VisionError('unsupported_image', `Image format ${format} is not accepted (JPEG, PNG or WebP)`);
  }
  const swap = (meta.orientation ?? 1) >= 5;
  const width = (swap ? meta.height : meta.width) ?? 0;
  const height = (swap ? meta.width : meta.height) ?? 0;
  return { format, width, height };
}

/**
 * Decodes an image to RGB, applying EXIF orientation, downscaled so that its longer side is at
 * most `maxSide` pixels (never upscaled).
 */
export async function decodeImage(image: Buffer, maxSide: number, minSide = MIN_IMAGE_SIDE): Promise<DecodedImage> {
  const { width, height } = await probeImage(image);
  if (Math.min(width, height) < minSide) {
    throw new VisionError('image_too_small', `Image ${width}x${height} is smaller than ${minSide} pixels on a side`);
  }
  try {
    const { data, info } = await sharp(image)
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, originalWidth: width, originalHeight: height };
  } catch (cause) {
    throw new VisionError('image_unreadable', 'The image could not be decoded', { cause });
  }
}
