import type { Camelize, UploadCreated, UploadMetaList } from '@argus/contracts';
import { isApiError } from './errors';
import { api } from './operations';

export type FaceMeta = Camelize<UploadMetaList>['meta'][number];
export type UploadResult = Camelize<UploadCreated>['uploads'][number];

/** Faces found on an image that is not stored (POST /uploads/meta, multipart). */
export async function facesOf(file: File, signal?: AbortSignal): Promise<FaceMeta[]> {
  const form = new FormData();
  form.set('detection', 'all_faces');
  form.set('upload_data', file);
  const r = await api.post('/uploads/meta', { body: { multipart: form }, ...(signal ? { signal } : {}) });
  return r.meta;
}

/**
 * The server answers an image without a face with upload_meta_not_found (404): for a caller that
 * asks "which faces are on it", that is the empty answer, not a failure.
 */
export function noFaceIsEmpty(error: unknown): FaceMeta[] {
  if (isApiError(error) && error.type === 'upload_meta_not_found') return [];
  throw error;
}

/** Stores the image as a face_image (kept in the search's route state as uploadId). */
export async function uploadFaceImage(file: File): Promise<UploadResult | undefined> {
  const form = new FormData();
  form.set('kind', 'face_image');
  form.set('upload_data', file);
  const r = await api.post('/uploads', { body: { multipart: form } });
  return r.uploads[0];
}
