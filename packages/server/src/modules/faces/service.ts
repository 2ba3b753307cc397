import type { CreateFace, CreateFaceImage, FaceList, UpdateFace } from '@argus/contracts';
import { groupIn } from '../../access';
import type { AppContext } from '../../context';
import { ApiError, invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { fileStore } from '../../lib/files';
import { containsPattern } from '../../lib/like';
import * as lists from '../facelists/repo';
import { listVisible, organizationOf } from '../facelists/scope';
import { describePhoto, type FacePhoto } from './detect';
import { checkPersonFields } from './fields';
import { deleteImageFiles, insertImages, storePhotos } from './images';
import { requireFaceRoom } from './limits';
import type { FilePart } from './multipart';
import { presentFace, presentFaces } from './present';
import { organizationUpload } from '../uploads/repo';
import * as repo from './repo';
import { givenFields } from '../../lib/patch';

export const MAX_IMAGES_PER_FACE = 10;

/** The face's own fields (a create body without its photos). */
export type FaceFields = Omit<CreateFace, 'images'>;

export async function visibleFace(ctx: AppContext, p: Principal, id: number): Promise<repo.FaceRow> {
  const f = await repo.findFace(ctx.db, id);
  if (!f || !listVisible(p, f)) throw notFound('Face');
  return f;
}

export async function get(ctx: AppContext, p: Principal, id: number) {
  return presentFace(ctx, await visibleFace(ctx, p, id));
}

/** A list named in a body: one the caller sees, else a validation error on that field. */
export async function writableFacelist(ctx: AppContext, p: Principal, facelistId: number): Promise<lists.FacelistRow> {
  const l = await lists.findFacelist(ctx.db, facelistId);
  if (!listVisible(p, l)) throw invalid({ facelist_id: 'names no face list you can see' });
  return l as lists.FacelistRow;
}

export function checkFaceFields(ctx: AppContext, body: Partial<FaceFields>, creating: boolean): void {
  const detail = checkPersonFields(ctx, body, ['birth_date'], ['document_number', 'birth_date'], creating);
  if (Object.keys(detail).length > 0) throw invalid(detail);
}

/** Photos sent as files: each checked; the first bad one refuses the request (its type, the file named in detail). */
export async function describeFiles(ctx: AppContext, files: readonly FilePart[]): Promise<FacePhoto[]> {
  const photos: FacePhoto[] = [];
  for (const [i, file] of files.entries()) {
    try {
      photos.push(await describePhoto(ctx, file.data, { truncated: file.truncated }));
    } catch (error) {
      if (error instanceof ApiError)
        throw new ApiError(error.type, `${file.fileName || `file ${i + 1}`}: ${error.message}`, { [`upload_data.${i}`]: file.fileName });
      throw error;
    }
  }
  return photos;
}

/** Photos named by upload id (POST /uploads, kind face_image) of the caller's organisation. */
export async function describeUploads(ctx: AppContext, p: Principal, images: readonly CreateFaceImage[]): Promise<FacePhoto[]> {
  const photos: FacePhoto[] = [];
  for (const [i, image] of images.entries()) {
    const upload = /^[0-9a-f-]{36}$/i.test(image.image_id) ? await organizationUpload(ctx.db, image.image_id, organizationOf(p)) : undefined;
    if (!upload || upload.kind !== 'face_image') throw invalid({ [`images.${i}.image_id`]: 'names no face_image upload of the organisation' });
    const data = await fileStore(ctx).get(upload.file);
    if (!data) throw invalid({ [`images.${i}.image_id`]: 'names an upload whose file is gone' });
    photos.push(await describePhoto(ctx, data, image.rect ? { rect: image.rect } : {}));
  }
  return photos;
}

function faceValues(body: Partial<FaceFields>) {
  return {
    ...givenFields(body, ['full_name', 'sex', 'birth_date', 'document_number']),
    ...(body.attributes !== undefined ? { attributes: JSON.stringify(body.attributes) } : {}),
  };
}

/** A face with its photos, all or nothing: photo files are removed again if the rows fail. */
export async function create(ctx: AppContext, p: Principal, body: FaceFields, photos: readonly FacePhoto[], meta: RequestMeta) {
  const list = await writableFacelist(ctx, p, body.facelist_id);
  checkFaceFields(ctx, body, true);
  if (photos.length < 1 || photos.length > MAX_IMAGES_PER_FACE) throw invalid({ images: `must hold 1 to ${MAX_IMAGES_PER_FACE} photos` });
  const stored = await storePhotos(ctx, photos);
  const now = ctx.clock();
  try {
    const id = await ctx.db.transaction().execute(async (tx) => {
      await requireFaceRoom(ctx, tx, list.organization_id, list.id, 1);
      const faceId = await repo.insertFace(tx, {
        organization_id: list.organization_id,
        facelist_id: list.id,
        full_name: body.full_name,
        ...faceValues(body),
        created_at: now,
        updated_at: now,
      });
      await insertImages(ctx, tx, list.organization_id, faceId, stored, now);
      const after = { ...body, images: stored.map((s) => s.imageId) };
      await audit(tx, changeBy(p, 'face_create', 'face', faceId, now, meta, { after }));
      return faceId;
    });
    return get(ctx, p, id);
  } catch (error) {
    await deleteImageFiles(
      ctx,
      stored.map((s) => s.imageId),
    );
    throw error;
  }
}

/**
 * PUT /faces/{id}. `images` replaces the photos: listed image_ids of this face are kept, others
 * removed; an image_id that is not the face's names a new upload. Moving to another list needs
 * room there.
 */
export async function update(ctx: AppContext, p: Principal, id: number, body: UpdateFace, meta: RequestMeta) {
  const face = await visibleFace(ctx, p, id);
  const target = body.facelist_id !== undefined && body.facelist_id !== face.facelist_id ? await writableFacelist(ctx, p, body.facelist_id) : null;
  checkFaceFields(ctx, body, false);
  const current = await repo.imagesOf(ctx.db, [id]);
  let removed: string[] = [];
  let added: FacePhoto[] = [];
  if (body.images) {
    const kept = new Set(body.images.map((i) => i.image_id));
    removed = current.filter((c) => !kept.has(c.image_id)).map((c) => c.image_id);
    const known = new Set(current.map((c) => c.image_id));
    added = await describeUploads(
      ctx,
      p,
      body.images.filter((i) => !known.has(i.image_id)),
    );
  }
  const stored = await storePhotos(ctx, added);
  const now = ctx.clock();
  try {
    await ctx.db.transaction().execute(async (tx) => {
      if (target) await requireFaceRoom(ctx, tx, target.organization_id, target.id, 1);
      await repo.updateFace(tx, id, { ...faceValues(body), ...(target ? { facelist_id: target.id } : {}), updated_at: now });
      await repo.deleteImagesOfFace(tx, id, removed);
      await insertImages(ctx, tx, face.organization_id, id, stored, now);
      const before = { full_name: face.full_name, facelist_id: face.facelist_id, document_number: face.document_number, birth_date: face.birth_date };
      const after = { ...body, ...(body.images ? { images: [...body.images.map((i) => i.image_id).filter((x) => !removed.includes(x))] } : {}) };
      await audit(tx, changeBy(p, 'face_update', 'face', id, now, meta, { before, after }));
    });
  } catch (error) {
    await deleteImageFiles(
      ctx,
      stored.map((s) => s.imageId),
    );
    throw error;
  }
  await deleteImageFiles(ctx, removed);
  return get(ctx, p, id);
}

/** More photos for a face (POST /faces/{id}/images): all of them or none. */
export async function addImages(ctx: AppContext, p: Principal, id: number, photos: readonly FacePhoto[], meta: RequestMeta) {
  const face = await visibleFace(ctx, p, id);
  const current = await repo.imagesOf(ctx.db, [id]);
  if (photos.length === 0) throw invalid({ upload_data: 'is required' });
  if (current.length + photos.length > MAX_IMAGES_PER_FACE) throw invalid({ upload_data: `a face holds at most ${MAX_IMAGES_PER_FACE} photos` });
  const stored = await storePhotos(ctx, photos);
  const now = ctx.clock();
  try {
    await ctx.db.transaction().execute(async (tx) => {
      await insertImages(ctx, tx, face.organization_id, id, stored, now);
      await repo.updateFace(tx, id, { updated_at: now });
      await audit(tx, changeBy(p, 'face_update', 'face', id, now, meta, { after: { images_added: stored.map((s) => s.imageId) } }));
    });
  } catch (error) {
    await deleteImageFiles(
      ctx,
      stored.map((s) => s.imageId),
    );
    throw error;
  }
  return get(ctx, p, id);
}

export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const face = await visibleFace(ctx, p, id);
  const images = await repo.imagesOf(ctx.db, [id]);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.deleteFace(tx, id);
    await audit(tx, changeBy(p, 'face_delete', 'face', id, now, meta, { before: { full_name: face.full_name, facelist_id: face.facelist_id } }));
  });
  await deleteImageFiles(
    ctx,
    images.map((i) => i.image_id),
  );
}

export interface FaceQuery {
  text?: string;
  facelist_id?: number;
}

export async function search(ctx: AppContext, p: Principal, body: { query: FaceQuery; cursor?: string; limit?: number }): Promise<FaceList> {
  const limit = body.limit ?? 20;
  const q = body.query;
  const key = decodeCursor(body.cursor, 1);
  const rows = await repo
    .facesQuery(ctx.db)
    .where('f.organization_id', '=', organizationOf(p))
    .where(groupIn(p, 'l.group_id'))
    .$if(!!q.text, (b) =>
      b.where((eb) => eb.or([eb('f.full_name', 'ilike', containsPattern(q.text ?? '')), eb('f.document_number', 'ilike', containsPattern(q.text ?? ''))])),
    )
    .$if(q.facelist_id !== undefined, (b) => b.where('f.facelist_id', '=', q.facelist_id as number))
    .$if(key !== null, (b) => b.where('f.id', '>', Number(key?.[0])))
    .orderBy('f.id')
    .limit(limit + 1)
    .execute();
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  return { faces: await presentFaces(ctx, items), pagination };
}
