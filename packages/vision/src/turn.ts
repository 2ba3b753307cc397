import sharp from 'sharp';
import type { RgbImage } from './locate';

/** A picture turned about its centre, and the mapping of points (pixels) between it and the original. */
export interface Turned {
  image: RgbImage;
  /** A point of the original picture in the turned one. */
  into: (p: { x: number; y: number }) => { x: number; y: number };
  /** A point of the turned picture in the original one. */
  back: (p: { x: number; y: number }) => { x: number; y: number };
}

/**
 * The picture turned clockwise (on screen) by `degrees` on a canvas that holds all of it, grey where
 * the picture is not: a face rolled by r degrees is upright in the picture turned by −r.
 */
export async function turn(image: RgbImage, degrees: number): Promise<Turned> {
  const { data, info } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .rotate(degrees, { background: { r: 128, g: 128, b: 128 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const a = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  const [cx, cy, tx, ty] = [image.width / 2, image.height / 2, info.width / 2, info.height / 2];
  return {
    image: { data, width: info.width, height: info.height },
    into: (p) => ({ x: tx + (p.x - cx) * cos - (p.y - cy) * sin, y: ty + (p.x - cx) * sin + (p.y - cy) * cos }),
    back: (p) => ({ x: cx + (p.x - tx) * cos + (p.y - ty) * sin, y: cy - (p.x - tx) * sin + (p.y - ty) * cos }),
  };
}
