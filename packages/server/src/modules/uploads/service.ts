import { randomUUID } from 'node:crypto';
import type { DetectionMode, Upload, UploadMeta } from '@argus/contracts';
import type { AppContext } from '../../context';
import { ApiError, notFound } from '../../http/errors';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { fileStore, urlSigner } from '../../lib/files';
import { findUpload, insertUpload, updateUpload, type UploadRow } from './repo';
import { facesOf } from './faces';
import { decodeSlot, normalise, readHeader } from './image';

export type UploadKind = 'face_image' | 'avatar' | 'vehicle' | 'plan' | 'logo';
type Row = UploadRow;

/** Size limit of a kind from the config (`<kind>_image_size_mb`, MB of 1024²; spec: 10 for faces, 1.2 others). */
export function sizeLimit(ctx: AppContext, kind: UploadKind): number {
  const key = `${kind === 'face_image' ? 'face' : kind}_image_size_mb` as const;
  return Math.floor(ctx.config.public[key] * 1024 * 1024);
}

export function maxSizeLimit(ctx: AppContext): number {
  return Math.max(...(['face_image', 'avatar', 'vehicle', 'plan', 'logo'] as const).map((k) => sizeLimit(ctx, k)));
}

/** Pixels a kind may have (ARGUS_IMAGE_MAX_MEGAPIXELS overrides per kind). */
export function pixelLimit(ctx: AppContext, kind: UploadKind): number {
  return Math.floor(ctx.config.images.maxMegapixels[kind] * 1e6);
}

/**
 * Header first (type, declared pixels), then in the bounded decode queue: decoded, turned upright,
 * stripped of metadata, and (face images, when asked) searched for faces on that upright image.
 */
async function prepare(ctx: AppContext, kind: UploadKind, data: Buffer, process: boolean) {
  const limit = pixelLimit(ctx, kind);
  const header = await readHeader(data, limit, kind);
  return decodeSlot(async () => {
    const image = await normalise(data, header, limit);
    return { image, meta: process ? await postProcess(kind, image.data) : [] };
  });
}

function checkSize(ctx: AppContext, kind: UploadKind, size: number) {
  const limit = sizeLimit(ctx, kind);
  if (size > limit) throw new ApiError('payload_too_large', `A ${kind} image may be at most ${(limit / 1024 / 1024).toFixed(1)} MB`);
}

async function postProcess(kind: string, data: Buffer): Promise<UploadMeta[]> {
  if (kind !== 'face_image') return [];
  try {
    return await facesOf(data);
  } catch (error) {
    // Stored but not processable: the upload as a whole fails (spec: upload_process_error).
    throw new ApiError('upload_process_error', error instanceof Error ? error.message : 'Post-processing failed');
  }
}

export async function present(ctx: AppContext, row: Row): Promise<Upload> {
  const sign = await urlSigner(ctx);
  return {
    id: row.id,
    kind: row.kind as Upload['kind'],
    original_url: sign(row.file) ?? '',
    mime_type: row.mime_type as Upload['mime_type'],
    size: row.size,
    width: row.width,
    height: row.height,
    meta: row.meta as unknown as UploadMeta[],
    created_at: row.created_at.toISOString(),
  };
}

export interface IncomingFile {
  data: Buffer;
}

export async function create(ctx: AppContext, p: Principal, kind: UploadKind, files: IncomingFile[], process: boolean, meta: RequestMeta) {
  refuseSuperuserKind(p, kind);
  if (files.length === 0) throw new ApiError('validation', 'Validation failed', { upload_data: 'is required' });
  const prepared = [];
  for (const f of files) {
    checkSize(ctx, kind, f.data.length);
    const { image, meta } = await prepare(ctx, kind, f.data, process);
    prepared.push({ data: image.data, info: image, meta });
  }
  const now = ctx.clock();
  const rows: Row[] = [];
  for (const f of prepared) {
    const id = randomUUID();
    const file = `uploads/${p.organizationId ?? 'system'}/${id}.${f.info.ext}`;
    await fileStore(ctx).put(file, f.data);
    const row = await ctx.db.transaction().execute(async (tx) => {
      const inserted = await insertUpload(tx, {
        id,
        organization_id: p.organizationId,
        user_id: p.userId,
        kind,
        mime_type: f.info.mime,
        size: f.data.length,
        width: f.info.width,
        height: f.info.height,
        file,
        meta: JSON.stringify(f.meta),
        created_at: now,
        updated_at: now,
      });
      await audit(
        tx,
        changeBy(p, 'upload_create', 'upload', id, now, meta, {
          after: { kind, size: f.data.length, mime_type: f.info.mime },
          organizationId: p.organizationId,
        }),
      );
      return inserted;
    });
    rows.push(row);
  }
  return { uploads: await Promise.all(rows.map((r) => present(ctx, r))) };
}

/** Kinds of organisations' personal data: the superuser is barred from face and plate screens. */
const BARRED_FOR_SUPERUSER: readonly string[] = ['face_image', 'vehicle'];

/** The superuser neither uploads nor reads face and vehicle images (their screens deny the superuser). */
export function refuseSuperuserKind(p: Principal, kind: string): void {
  if (p.isSuperuser && BARRED_FOR_SUPERUSER.includes(kind)) throw new ApiError('forbidden', `The superuser has no access to ${kind} images`);
}

/** An upload the caller may see: their organisation's; the superuser's own and organisations' avatars, logos and plans. */
export async function find(ctx: AppContext, p: Principal, id: string): Promise<Row> {
  const row = await findUpload(ctx.db, id, p.isSuperuser ? { barredKinds: BARRED_FOR_SUPERUSER } : { organizationId: p.organizationId ?? -1 });
  if (!row) throw notFound('Upload');
  return row;
}

export async function get(ctx: AppContext, p: Principal, id: string) {
  return present(ctx, await find(ctx, p, id));
}

async function stored(ctx: AppContext, row: Row): Promise<Buffer> {
  const data = await fileStore(ctx).get(row.file);
  if (!data) throw new ApiError('upload_process_error', 'The stored image is missing');
  return data;
}

export async function update(ctx: AppContext, p: Principal, id: string, body: { kind?: UploadKind; post_process?: boolean }, meta: RequestMeta) {
  const row = await find(ctx, p, id);
  const kind = body.kind ?? (row.kind as UploadKind);
  refuseSuperuserKind(p, kind);
  checkSize(ctx, kind, row.size);
  if (kind !== row.kind) await readHeader(await stored(ctx, row), pixelLimit(ctx, kind), kind);
  let faces = row.meta as unknown as UploadMeta[];
  if (body.post_process) {
    const data = await stored(ctx, row);
    faces = await decodeSlot(() => postProcess(kind, data));
  }
  const now = ctx.clock();
  const updated = await ctx.db.transaction().execute(async (tx) => {
    const r = await updateUpload(tx, id, { kind, meta: JSON.stringify(faces), updated_at: now });
    await audit(tx, changeBy(p, 'upload_update', 'upload', id, now, meta, { before: { kind: row.kind }, after: body, organizationId: row.organization_id }));
    return r;
  });
  return present(ctx, updated);
}

/** POST /uploads/meta: faces of an image (sent now, or an earlier upload); none is upload_meta_not_found. */
export async function metaOf(ctx: AppContext, p: Principal, source: { data: Buffer } | { uploadId: string }, mode: DetectionMode) {
  let data: Buffer;
  if ('data' in source) {
    checkSize(ctx, 'face_image', source.data.length);
    const limit = pixelLimit(ctx, 'face_image');
    const header = await readHeader(source.data, limit, 'face_image');
    data = (
      await decodeSlot(() => normalise(source.data, header, limit)).catch((error: unknown) => {
        if (error instanceof ApiError && error.type === 'upload_process_error') throw new ApiError('upload_meta_process_error', error.message);
        throw error;
      })
    ).data;
  } else {
    const row = await find(ctx, p, source.uploadId);
    const stored = await fileStore(ctx).get(row.file);
    if (!stored) throw new ApiError('upload_meta_process_error', 'The stored image is missing');
    data = stored;
  }
  const meta = await decodeSlot(() => facesOf(data, mode));
  if (meta.length === 0) throw new ApiError('upload_meta_not_found', 'No face found on the image');
  return { meta };
}
