import type { Camelize, Face as WireFace, Pagination, Rect, UploadCreated } from '@argus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOf } from './operations';

export type Face = Camelize<WireFace>;
export type FacePage = { faces: Face[]; pagination: Pagination };
export type FaceImageRef = { imageId: string; rect?: Camelize<Rect> };
/** POST /faces: a face enrolled with its photos already uploaded (images by upload id). */
export type FaceCreate = RequestOf<'/faces', 'post'>;
export type FaceWrite = {
  fullName?: string;
  facelistId?: number;
  sex?: 'male' | 'female' | null;
  birthDate?: string | null;
  documentNumber?: string | null;
  attributes?: Record<string, unknown>;
  images?: FaceImageRef[];
};

export function useFaceSearch(facelistId: number, text: string, cursor: string | null, limit = 24) {
  const query = { facelistId, ...(text.trim() ? { text: text.trim() } : {}) };
  return useQuery({
    queryKey: ['faces', 'search', { ...query, cursor, limit }],
    queryFn: ({ signal }) => api.post('/faces/search', { signal, json: { query, ...(cursor ? { cursor } : {}), limit } }),
    placeholderData: keepPreviousData,
  });
}

export function useFace(id: number | null) {
  return useQuery({
    queryKey: ['faces', id],
    queryFn: ({ signal }) => api.get('/faces/{face_id}', { path: { face_id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

/** Faces and their lists' counts change together. */
function invalidate(qc: ReturnType<typeof useQueryClient>) {
  return Promise.all([qc.invalidateQueries({ queryKey: ['faces'] }), qc.invalidateQueries({ queryKey: ['facelists'] })]);
}

export function useCreateFace() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FaceCreate) => api.post('/faces', { json: body }),
    onSuccess: () => invalidate(qc),
    meta: { inline: true },
  });
}

export function useUpdateFace(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FaceWrite) => api.put('/faces/{face_id}', { path: { face_id: id }, json: body }),
    onSuccess: () => invalidate(qc),
    meta: { inline: true },
  });
}

export function useDeleteFace() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/faces/{face_id}', { path: { face_id: id } }),
    onSuccess: () => invalidate(qc),
  });
}

/** One file's outcome of POST /faces/bulk. */
export type BulkItem = {
  fileName: string;
  status: 'created' | 'failed' | 'skipped';
  faceId: number | null;
  fullName: string | null;
  error: { type: string; message: string } | null;
};
export type BulkResult = { results: BulkItem[]; created: number; failed: number };

/**
 * POST /faces/bulk: the photos (and the names CSV) in one request; the server creates every good
 * face in one transaction. `onUpload` reports the fraction of the request body sent.
 */
export async function bulkEnrol(
  input: { facelistId: number; mode: 'per_file' | 'all_or_nothing'; names: string | null; files: readonly File[] },
  onUpload?: (fraction: number) => void,
): Promise<BulkResult> {
  const form = new FormData();
  form.set('facelist_id', String(input.facelistId));
  form.set('mode', input.mode);
  if (input.names) form.set('names', input.names);
  for (const f of input.files) form.append('upload_data', f, f.name);
  onUpload?.(0);
  const r = await api.post('/faces/bulk', { body: { multipart: form } });
  onUpload?.(1);
  return r;
}

/** After a bulk enrolment: the lists and faces on screen are stale. */
export function useInvalidateFaces() {
  const qc = useQueryClient();
  return () => invalidate(qc);
}

export type StoredUpload = Camelize<UploadCreated>['uploads'][number];

/** Stores a face photo (POST /uploads, kind face_image) and has the faces on it found at once (meta). */
export async function uploadFacePhoto(file: Blob, fileName: string, signal?: AbortSignal): Promise<StoredUpload> {
  const form = new FormData();
  form.set('kind', 'face_image');
  form.set('post_process', 'true');
  form.set('upload_data', file, fileName);
  const r = await api.post('/uploads', { body: { multipart: form }, ...(signal ? { signal } : {}) });
  const stored = r.uploads[0];
  if (!stored) throw new Error('The server stored no image');
  return stored;
}
