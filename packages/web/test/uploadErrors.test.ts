import { describe, expect, it } from 'vitest';
import { errorFromResponse } from '../src/api/errors';
import { noFaceIsEmpty } from '../src/api/uploads';
import { en } from '../src/i18n/messages/en';
import { kk } from '../src/i18n/messages/kk';
import { ru } from '../src/i18n/messages/ru';
import { describeError, EVENT_FETCH_ERRORS, UPLOAD_FILE_ERRORS, UPLOAD_META_ERRORS, uploadErrorText } from '../src/lib/errorText';
import { photoRefusal } from '../src/modals/lists/photoRefusal';

/** An error as the server sends it, through the console's own parser. */
const answer = (type: string, status: number, message = `server text of ${type}`) =>
  errorFromResponse(status, 'application/json', JSON.stringify({ type, status_code: status, message }));

// Spec document 2, section 8, "Uploads and events": the call, the type, the status the server gives it.
const CALLS = [
  {
    call: 'POST /uploads/meta',
    map: UPLOAD_META_ERRORS as Record<string, string>,
    types: { upload_mime_type_non_acceptable: 415, upload_meta_process_error: 422, upload_meta_not_found: 404 },
  },
  { call: 'POST /uploads', map: UPLOAD_FILE_ERRORS as Record<string, string>, types: { upload_process_error: 422, upload_mime_type_non_acceptable: 415 } },
  { call: 'GET /events/{id}', map: EVENT_FETCH_ERRORS as Record<string, string>, types: { not_found: 404 } },
];

describe('per-call error messages of uploads and event fetches', () => {
  for (const { call, map, types } of CALLS) {
    it(`${call}: each listed type shows its own message in en, ru and kk`, () => {
      expect(Object.keys(map).sort()).toEqual(Object.keys(types).sort());
      for (const [type, status] of Object.entries(types)) {
        const d = describeError(answer(type, status), map);
        expect(d.id, type).toBe(map[type]);
        expect(d.values, type).toBeUndefined();
        for (const cat of [en, ru, kk] as Record<string, string>[]) {
          const text = cat[d.id];
          expect(text, `${type} ${d.id}`).toBeTruthy();
          // Its own text: not the fallback "message (type)", not the server's English message.
          expect(text).not.toContain(type);
          expect(text).not.toContain('server text');
        }
      }
    });
  }

  it('the texts differ between types and between languages', () => {
    const ids = [...new Set(CALLS.flatMap((c) => Object.values(c.map)))];
    for (const cat of [en, ru, kk] as Record<string, string>[]) expect(new Set(ids.map((id) => cat[id])).size).toBe(ids.length);
    for (const id of ids) expect(new Set([en, ru, kk].map((c) => (c as Record<string, string>)[id])).size).toBe(3);
  });

  it('a type the call does not list falls back to the global message, then to "message (type)"', () => {
    expect(describeError(answer('internal_error', 500), UPLOAD_FILE_ERRORS).id).toBe('error.internal_error');
    expect(describeError(answer('upload_meta_not_found', 404), UPLOAD_FILE_ERRORS)).toEqual({
      id: 'error.fallback',
      values: { message: 'server text of upload_meta_not_found', type: 'upload_meta_not_found' },
    });
  });

  it('uploadErrorText formats the file-upload message in the caller language', () => {
    const intl = { formatMessage: ({ id }: { id: string }) => (ru as Record<string, string>)[id] ?? id };
    expect(uploadErrorText(intl, answer('upload_process_error', 422))).toBe(ru['upload.error.process']);
    expect(uploadErrorText(intl, new Error('plain'))).toBe('Error: plain');
  });
});

describe('an image without a face', () => {
  it('image search: the server answer upload_meta_not_found is "no faces", other errors still fail', () => {
    expect(noFaceIsEmpty(answer('upload_meta_not_found', 404))).toEqual([]);
    const other = answer('upload_meta_process_error', 422);
    expect(() => noFaceIsEmpty(other)).toThrow(other);
    // The no-faces branch of ImageSearch shows this text.
    expect(en['search.noFaces']).toBe('No face was found on this image.');
  });

  it('face enrolment: a refused photo says why, by type', () => {
    const say = (id: string) => (en as Record<string, string>)[id] ?? id;
    expect(photoRefusal(answer('upload_meta_not_found', 404), say)).toEqual({ reason: 'noFace' });
    expect(photoRefusal(answer('face_image_many_faces', 422), say)).toEqual({ reason: 'manyFaces' });
    expect(photoRefusal(answer('upload_mime_type_non_acceptable', 415), say)).toEqual({ reason: 'type' });
    expect(photoRefusal(answer('upload_process_error', 422), say)).toEqual({ reason: 'other', message: en['upload.error.process'] });
  });
});
