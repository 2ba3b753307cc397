import { randomUUID } from 'node:crypto';
import type { Upload, UploadMeta } from '@argus/contracts';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { ApiError, notFound } from '../../http/errors';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { fileStore, urlSigner } from '../../lib/files';
import type { UploadsTable } from '../../db/types';
import type { Selectable } from 'kysely';
import { facesOf } from './faces';

export type UploadKind = 'face_image' | 'avatar' | 'vehicle' | 'plan' | 'logo';
type Row = Selectable<UploadsTable>;

const FORMATS: Record<string, { mime: 'image/jpeg' | 'image/png' | 'image/webp'; ext: string }> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
};

/** Size limit of a kind from the config (`<kind>_image_size_mb`, MB of 1024²; spec: 10 for faces, 1.2 others). */
export function sizeLimit(ctx: AppContext, kind: UploadKind): number {
  const key = `${kind === 'face_image' ? 'face' : kind}_image_size_mb` as const;
  return Math.floor(ctx.config.public[key] * 1024 * 1024);
}

export function maxSizeLimit(ctx: AppContext): number {
  return Math.max(...(['face_image', 'avatar', 'vehicle', 'plan', 'logo'] as const).map((k) => sizeLimit(ctx, k)));
}

/**
 * The content decides the type, never the client's name or header: sharp reads the header
 * (format, size) and then decodes the pixels, so a truncated or corrupt image is caught here.
 */
export async function sniff(data: Buffer): Promise<{ mime: 'image/jpeg' | 'image/png' | 'image/webp'; ext: string; width: number; height: number }> {
  // The signature says what the file claims to be; sharp then proves it.
  const claimed =
    data.length > 12 &&
    ((data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) ||
      data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ||
      (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP'));
  if (!claimed) throw new ApiError('upload_mime_type_non_acceptable', 'The file is not a JPEG, PNG or WebP image');
  let meta;
  try {
    meta = await sharp(data).metadata();
  } catch {
    throw new ApiError('upload_process_error', 'The image could not be read');
  }
  const format = meta.format ? FORMATS[meta.format] : undefined;
  if (!format || !meta.width || !meta.height) throw new ApiError('upload_mime_type_non_acceptable', 'The file is not a JPEG, PNG or WebP image');
  try {
    await sharp(data, { failOn: 'truncated' }).raw().toBuffer();
  } catch {
    throw new ApiError('upload_process_error', 'The image could not be decoded');
  }
  return { ...format, width: meta.width, height: meta.height };
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
  if (files.length === 0) throw new ApiError('validation', 'Validation failed', { upload_data: 'is required' });
  const prepared = [];
  for (const f of files) {
    checkSize(ctx, kind, f.data.length);
    const info = await sniff(f.data);
    prepared.push({ ...f, info, meta: process ? await postProcess(kind, f.data) : [] });
  }
  const now = ctx.clock();
  const rows: Row[] = [];
  for (const f of prepared) {
    const id = randomUUID();
    const file = `uploads/${p.organizationId ?? 'system'}/${id}.${f.info.ext}`;
    await fileStore(ctx).put(file, f.data);
    const row = await ctx.db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto('uploads')
        .values({
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
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(tx, changeBy(p, 'upload_create', 'upload', id, now, meta, { after: { kind, size: f.data.length, mime_type: f.info.mime }, organizationId: p.organizationId }));
      return inserted;
    });
    rows.push(row);
  }
  return { uploads: await Promise.all(rows.map((r) => present(ctx, r))) };
}

/** An upload the caller may see: their organisation's (the superuser: any). */
export async function find(ctx: AppContext, p: Principal, id: string): Promise<Row> {
  let q = ctx.db.selectFrom('uploads').selectAll().where('id', '=', id);
  if (!p.isSuperuser) q = q.where('organization_id', '=', p.organizationId ?? -1);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('Upload');
  return row;
}

export async function get(ctx: AppContext, p: Principal, id: string) {
  return present(ctx, await find(ctx, p, id));
}

export async function update(ctx: AppContext, p: Principal, id: string, body: { kind?: UploadKind; post_process?: boolean }, meta: RequestMeta) {
  const row = await find(ctx, p, id);
  const kind = body.kind ?? (row.kind as UploadKind);
  checkSize(ctx, kind, row.size);
  let faces = row.meta as unknown as UploadMeta[];
  if (body.post_process) {
    const data = await fileStore(ctx).get(row.file);
    if (!data) throw new ApiError('upload_process_error', 'The stored image is missing');
    faces = await postProcess(kind, data);
  }
  const now = ctx.clock();
  const updated = await ctx.db.transaction().execute(async (tx) => {
    const r = await tx
      .updateTable('uploads')
      .set({ kind, meta: JSON.stringify(faces), updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(tx, changeBy(p, 'upload_update', 'upload', id, now, meta, { before: { kind: row.kind }, after: body, organizationId: row.organization_id }));
    return r;
  });
  return present(ctx, updated);
}

/** POST /uploads/meta: faces of an image (sent now, or an earlier upload); none is upload_meta_not_found. */
export async function metaOf(ctx: AppContext, p: Principal, source: { data: Buffer } | { uploadId: string }, mode: 'all_faces' | 'largest_face') {
  let data: Buffer;
  if ('data' in source) {
    checkSize(ctx, 'face_image', source.data.length);
    data = source.data;
    await sniff(data).catch((error: unknown) => {
      if (error instanceof ApiError && error.type === 'upload_process_error') throw new ApiError('upload_meta_process_error', error.message);
      throw error;
    });
  } else {
    const row = await find(ctx, p, source.uploadId);
    const stored = await fileStore(ctx).get(row.file);
    if (!stored) throw new ApiError('upload_meta_process_error', 'The stored image is missing');
    data = stored;
  }
  const meta = await facesOf(data, mode);
  if (meta.length === 0) throw new ApiError('upload_meta_not_found', 'No face found on the image');
  return { meta };
}
