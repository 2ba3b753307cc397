import { randomUUID } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { fileStore } from '../../lib/files';

/**
 * Plan images: checked against the configured limit (plan_image_size_mb, 1.2 MB by default,
 * bytes base 1024), decoded with sharp (anything it cannot decode is refused), turned upright,
 * shrunk to fit MAX_SIDE (never enlarged), stripped of metadata and re-encoded as WebP. Kept in the
 * file store (lib/files.ts) under plans/<image_id>.webp; answers carry a signed URL.
 */
export const MAX_SIDE = 2560;

export interface PlanImage {
  imageId: string;
  mime: string;
  width: number;
  height: number;
}

export function planImageLimit(ctx: AppContext): number {
  return Math.floor(ctx.config.public.plan_image_size_mb * 1024 * 1024);
}

export const planImageKey = (imageId: string) => `plans/${imageId}.webp`;

export async function storePlanImage(ctx: AppContext, input: Buffer): Promise<PlanImage> {
  const limit = planImageLimit(ctx);
  if (input.length > limit) throw new ApiError('payload_too_large', `A plan image is at most ${ctx.config.public.plan_image_size_mb} MB`);
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(input, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ApiError('upload_mime_type_non_acceptable', 'The plan image is not an image this server can read (PNG, JPEG, WebP, GIF, TIFF, AVIF, SVG)');
  }
  const imageId = randomUUID();
  await fileStore(ctx).put(planImageKey(imageId), out.data);
  return { imageId, mime: 'image/webp', width: out.info.width, height: out.info.height };
}

/** After the rows are gone: a failure here leaves an orphan file, never a broken plan. */
export async function removePlanImages(ctx: AppContext, imageIds: readonly string[]): Promise<void> {
  for (const id of imageIds)
    await fileStore(ctx)
      .delete(planImageKey(id))
      .catch(() => undefined);
}
