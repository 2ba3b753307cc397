import sharp from 'sharp';
import { probeImage } from './image';
import type { Rect } from './rect';

export interface CropOptions {
  /** JPEG quality, 1..100. Default 85. */
  quality?: number;
  /** Longer side of the output, pixels; smaller crops are not enlarged. Default: no resize. */
  maxSide?: number;
}

/**
 * Cuts a rect (fractions of the image) out of an image, grown by `margin` (a fraction of the
 * rect's width and height added on each side, e.g. 0.25), clipped to the image, as a JPEG.
 * For event snapshots and face thumbnails.
 */
export async function cropFace(image: Buffer, rect: Rect, margin = 0.25, options: CropOptions = {}): Promise<Buffer> {
  const { width, height } = await probeImage(image);
  const w = (rect.x_max - rect.x_min) * width;
  const h = (rect.y_max - rect.y_min) * height;
  const left = Math.max(0, Math.floor(rect.x_min * width - w * margin));
  const top = Math.max(0, Math.floor(rect.y_min * height - h * margin));
  const right = Math.min(width, Math.ceil(rect.x_max * width + w * margin));
  const bottom = Math.min(height, Math.ceil(rect.y_max * height + h * margin));
  if (right - left < 1 || bottom - top < 1) throw new RangeError('The rect holds no pixels of the image');
  let pipeline = sharp(image)
    .rotate()
    .extract({ left, top, width: right - left, height: bottom - top });
  if (options.maxSide) {
    pipeline = pipeline.resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true });
  }
  return pipeline.jpeg({ quality: options.quality ?? 85, mozjpeg: false }).toBuffer();
}
