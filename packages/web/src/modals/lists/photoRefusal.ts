import { isApiError } from '../../api/errors';
import { describeError, UPLOAD_FILE_ERRORS } from '../../lib/errorText';

export type Refusal = { reason: 'noFace' | 'manyFaces' | 'type' | 'other'; message?: string };

/** Why the server refused a face photo, by the error's type (spec document 2, section 8). */
export function photoRefusal(error: unknown, say: (id: string, values?: Record<string, string>) => string): Refusal {
  if (!isApiError(error)) return { reason: 'other', message: String(error) };
  if (error.type === 'upload_meta_not_found') return { reason: 'noFace' };
  if (error.type === 'face_image_many_faces') return { reason: 'manyFaces' };
  if (error.type === 'upload_mime_type_non_acceptable') return { reason: 'type' };
  const d = describeError(error, UPLOAD_FILE_ERRORS);
  return { reason: 'other', message: say(d.id, d.values) };
}
