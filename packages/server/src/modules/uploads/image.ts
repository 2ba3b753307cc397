import pLimit from 'p-limit';
import sharp from 'sharp';
import { ApiError } from '../../http/errors';

/**
 * Uploaded images are judged by their header before a pixel is decoded: a 31 KB PNG can declare
 * 16000×16000 pixels (about 1 GB once decoded). Decoding then runs through a small bounded queue,
 * so parallel uploads cannot multiply that memory, and the stored file is re-encoded upright and
 * without metadata (EXIF GPS, author, camera serial), so its size and any face rectangle agree.
 */

const FORMATS = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
} as const;
type Format = keyof typeof FORMATS;

export interface ImageHeader {
  format: Format;
  mime: (typeof FORMATS)[Format]['mime'];
  ext: string;
  /** Upright size (EXIF orientation applied). */
  width: number;
  height: number;
  /** EXIF, XMP, IPTC or text chunks, or a turn to apply: the stored file is then re-encoded. */
  rewrite: boolean;
}

function claimsImage(data: Buffer): boolean {
  return (
    data.length > 12 &&
    ((data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) ||
      data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ||
      (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP'))
  );
}

/** The content decides the type, never the client's name or header; only the header is read. */
export async function readHeader(data: Buffer, maxPixels: number, kind: string): Promise<ImageHeader> {
  if (!claimsImage(data)) throw new ApiError('upload_mime_type_non_acceptable', 'The file is not a JPEG, PNG or WebP image');
  let meta;
  try {
    meta = await sharp(data).metadata();
  } catch {
    throw new ApiError('upload_process_error', 'The image could not be read');
  }
  const format = meta.format && meta.format in FORMATS ? (meta.format as Format) : null;
  if (!format || !meta.width || !meta.height) throw new ApiError('upload_mime_type_non_acceptable', 'The file is not a JPEG, PNG or WebP image');
  // Animated WebP/PNG: every frame is decoded, so the pages count too.
  const pixels = meta.width * (meta.pageHeight && meta.pages ? meta.pageHeight * meta.pages : meta.height);
  if (pixels > maxPixels) {
    throw new ApiError(
      'payload_too_large',
      `A ${kind} image may have at most ${(maxPixels / 1e6).toFixed(0)} megapixels (this one declares ${meta.width}×${meta.height})`,
    );
  }
  const orientation = meta.orientation ?? 1;
  const swap = orientation >= 5;
  const rewrite = orientation !== 1 || Boolean(meta.exif || meta.xmp || meta.iptc || meta.comments?.length);
  return { format, ...FORMATS[format], width: swap ? meta.height : meta.width, height: swap ? meta.width : meta.height, rewrite };
}

let queue = pLimit(2);
let queueMax = 64;

/** ARGUS_IMAGE_DECODE_CONCURRENCY decodes at a time; at most `waiting` more wait, the rest are told to retry. */
export function configureDecodeQueue(concurrency: number, waiting: number): void {
  if (queue.concurrency !== concurrency) queue = pLimit(concurrency);
  queueMax = waiting;
}

/** Runs `work` (which decodes) in the bounded queue; a full queue answers 503 temporarily_unavailable. */
export function decodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (queue.pendingCount >= queueMax) return Promise.reject(new ApiError('temporarily_unavailable', 'Too many images are being processed; try again shortly'));
  return queue(work);
}

export interface NormalisedImage extends ImageHeader {
  data: Buffer;
}

/**
 * Decodes fully (a truncated or corrupt image is caught here); an image with metadata or an EXIF
 * turn is re-encoded upright without metadata (JPEG at a high quality, so faces keep their
 * detail), others are stored as sent. sharp's limitInputPixels is the backstop of the header check.
 */
export async function normalise(data: Buffer, header: ImageHeader, maxPixels: number): Promise<NormalisedImage> {
  const input = () => sharp(data, { failOn: 'truncated', limitInputPixels: maxPixels });
  try {
    if (!header.rewrite) {
      // A small output proves every pixel decodes without holding the whole image in memory.
      await input().resize(256, 256, { fit: 'inside' }).raw().toBuffer();
      return { ...header, data };
    }
    let pipeline = input().rotate();
    if (header.format === 'jpeg') pipeline = pipeline.jpeg({ quality: 92 });
    else if (header.format === 'png') pipeline = pipeline.png();
    else pipeline = pipeline.webp({ quality: 92 });
    const { data: out, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { ...header, data: out, width: info.width, height: info.height, rewrite: false };
  } catch {
    throw new ApiError('upload_process_error', 'The image could not be decoded');
  }
}
