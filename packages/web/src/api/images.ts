import type { Camelize, UploadCreated } from '@argus/contracts';
import { api } from './operations';

export type UploadedImage = Camelize<UploadCreated>['uploads'][number];
export type ImageKind = 'avatar' | 'logo' | 'plan' | 'vehicle';

/** Stores an image of a kind (sizes checked by the server against the config's limits). */
export async function uploadImage(kind: ImageKind, file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.set('kind', kind);
  form.set('upload_data', file);
  const r = await api.post('/uploads', { body: { multipart: form } });
  const uploaded = r.uploads[0];
  if (!uploaded) throw new Error('The server stored no image');
  return uploaded;
}
