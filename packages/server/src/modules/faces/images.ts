import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/types';
import { fileStore } from '../../lib/files';
import type { FacePhoto } from './detect';
import { insertImage } from './repo';

type Conn = Kysely<DB> | Transaction<DB>;

/**
 * Face photos in the file store (lib/files.ts) under `faces/<image_id>`. Files are written before
 * the rows' transaction and removed again if it fails, so a face never points at a missing file
 * and a failed enrolment leaves nothing behind.
 */
export function imageKey(imageId: string): string {
  return `faces/${imageId}`;
}

export interface StoredPhoto extends FacePhoto {
  imageId: string;
}

export async function storePhotos(ctx: AppContext, photos: readonly FacePhoto[]): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  try {
    for (const photo of photos) {
      const imageId = randomUUID();
      await fileStore(ctx).put(imageKey(imageId), photo.data);
      stored.push({ ...photo, imageId });
    }
  } catch (error) {
    await deleteImageFiles(
      ctx,
      stored.map((s) => s.imageId),
    );
    throw error;
  }
  return stored;
}

export async function deleteImageFiles(ctx: AppContext, imageIds: readonly string[]): Promise<void> {
  for (const id of imageIds)
    await fileStore(ctx)
      .delete(imageKey(id))
      .catch(() => undefined);
}

/** The vector literal pgvector takes on both engines (PGlite needs text). */
export function vectorLiteral(descriptor: readonly number[]): string {
  return `[${descriptor.join(',')}]`;
}

/** Rows of stored photos for one face (in the caller's transaction). */
export async function insertImages(
  ctx: AppContext,
  tx: Conn,
  organizationId: number,
  faceId: number,
  photos: readonly StoredPhoto[],
  now: Date,
): Promise<void> {
  for (const photo of photos) {
    await insertImage(tx, {
      organization_id: organizationId,
      face_id: faceId,
      image_id: photo.imageId,
      mime_type: photo.mime,
      size: photo.data.length,
      width: photo.width,
      height: photo.height,
      rect: JSON.stringify(photo.rect),
      descriptor: photo.descriptor,
      created_at: now,
      // Only where pgvector exists (see migration 0006): the same descriptor for in-database search.
      ...(ctx.database.capabilities.vector ? { embedding: vectorLiteral(photo.descriptor) } : {}),
    });
  }
}
