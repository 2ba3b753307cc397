import type { Rect } from '@argus/contracts';
import sharp from 'sharp';

/**
 * A face photo for a device: cropped to the vendor's width/height ratio (0.8 for both vendors,
 * a portrait) around the face when its box is known, resized to at most 480×600 and re-encoded as
 * JPEG with falling quality, then smaller sizes, until it is under the vendor's byte limit
 * (Hikvision 200 KB, Dahua 100 KB: config pacs.<vendor>). Throws when no size fits.
 */
export interface VendorImageLimits {
  ratio: number;
  max_size_kb: number;
}

const MAX_HEIGHT = 600;
const MIN_HEIGHT = 100;

function cropBox(width: number, height: number, ratio: number, rect: Rect | null) {
  // The largest box of the ratio that fits, centred on the face (or the picture).
  let w = width;
  let h = Math.round(w / ratio);
  if (h > height) {
    h = height;
    w = Math.round(h * ratio);
  }
  // Faces need not fill the frame: with a box, take at most 2.5 face heights around it.
  if (rect) {
    const faceH = (rect.y_max - rect.y_min) * height;
    const wanted = Math.round(Math.max(faceH * 2.5, MIN_HEIGHT));
    if (wanted < h) {
      h = wanted;
      w = Math.round(h * ratio);
    }
  }
  const cx = rect ? ((rect.x_min + rect.x_max) / 2) * width : width / 2;
  const cy = rect ? ((rect.y_min + rect.y_max) / 2) * height : height / 2;
  const left = Math.min(Math.max(0, Math.round(cx - w / 2)), width - w);
  const top = Math.min(Math.max(0, Math.round(cy - h / 2)), height - h);
  return { left, top, width: Math.max(1, w), height: Math.max(1, h) };
}

export async function vendorPhoto(data: Buffer, limits: VendorImageLimits, rect: Rect | null = null): Promise<{ data: Buffer; width: number; height: number }> {
  const oriented = await sharp(data).rotate().toBuffer({ resolveWithObject: true });
  const { width, height } = oriented.info;
  const box = cropBox(width, height, limits.ratio, rect);
  const cropped = sharp(oriented.data).extract(box);
  const maxBytes = limits.max_size_kb * 1024;
  for (let targetH = Math.min(MAX_HEIGHT, box.height); targetH >= Math.min(MIN_HEIGHT, box.height); targetH = Math.floor(targetH * 0.8)) {
    const targetW = Math.max(1, Math.round(targetH * limits.ratio));
    const resized = await cropped.clone().resize(targetW, targetH, { fit: 'fill' }).toBuffer();
    for (const quality of [90, 80, 70, 60, 50, 40, 30]) {
      const jpeg = await sharp(resized).jpeg({ quality, mozjpeg: true }).toBuffer();
      if (jpeg.length <= maxBytes) return { data: jpeg, width: targetW, height: targetH };
    }
    if (targetH <= MIN_HEIGHT) break;
  }
  throw new Error(`the photo cannot be compressed under ${limits.max_size_kb} KB`);
}
