import { DATA_MIN_LENGTH, GENDERS, nameFromFile, parseNamesCsv, type ErrorType, type NameRow } from '@argus/contracts';
import type { AppContext } from '../../context';
import { ApiError, invalid } from '../../http/errors';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { describePhoto, type FacePhoto } from './detect';
import { dateProblem } from './fields';
import { deleteImageFiles, insertImages, storePhotos } from './images';
import { requireFaceRoom } from './limits';
import * as repo from './repo';
import type { FilePart } from './multipart';
import { writableFacelist, type FaceFields } from './service';

/**
 * Bulk enrolment (multipleFaces/new): many photos into one list, one face per photo.
 *
 * Every file is checked on its own (type, size, exactly one face, a name from the CSV row or the
 * file name, mandatory data) and reported with its own error type. Then:
 * - mode `per_file` (default): every good file becomes a face; bad files are reported and skipped.
 * - mode `all_or_nothing`: one bad file and nothing is created (good files answer `skipped`).
 * Either way the good files are enrolled together in ONE transaction: a face always has its photo
 * and descriptor, and if the limits (licence, organisation, list) cannot take them all, the
 * request answers limit_exceeded and creates nothing. Files are stored before the transaction and
 * removed again if it fails, so nothing is half-created.
 */
export const BULK_MODES = ['per_file', 'all_or_nothing'] as const;
export type BulkMode = (typeof BULK_MODES)[number];
export const MAX_BULK_FILES = 100;

export interface BulkItem {
  file_name: string;
  status: 'created' | 'failed' | 'skipped';
  face_id: number | null;
  full_name: string | null;
  error: { type: ErrorType; message: string } | null;
}

interface Candidate {
  index: number;
  fields: Omit<FaceFields, 'facelist_id'>;
  photo: FacePhoto;
}

function rowFields(ctx: AppContext, file: FilePart, row: NameRow | undefined): Omit<FaceFields, 'facelist_id'> {
  const fullName = row?.full_name || nameFromFile(file.fileName);
  const where = row ? `names row ${row.line}` : 'file name';
  const fail = (message: string) => new ApiError('face_bulk_invalid_row', `${where}: ${message}`);
  if (fullName.length < DATA_MIN_LENGTH || fullName.length > 255) throw fail(`full name must hold ${DATA_MIN_LENGTH} to 255 characters`);
  if (row?.birth_date) {
    const problem = dateProblem(row.birth_date, ctx.clock());
    if (problem) throw fail(`birth_date ${problem}`);
  }
  if (row?.document_number !== undefined && (row.document_number.length < DATA_MIN_LENGTH || row.document_number.length > 64)) {
    throw fail(`document_number must hold ${DATA_MIN_LENGTH} to 64 characters`);
  }
  if (row?.sex && !(GENDERS as readonly string[]).includes(row.sex)) throw fail('sex must be male or female');
  if (ctx.config.public.mandatory_data && (!row?.document_number || !row.birth_date))
    throw fail('document_number and birth_date are required (mandatory data)');
  return {
    full_name: fullName,
    ...(row?.document_number ? { document_number: row.document_number } : {}),
    ...(row?.birth_date ? { birth_date: row.birth_date } : {}),
    ...(row?.sex ? { sex: row.sex as 'male' | 'female' } : {}),
  };
}

export async function enrol(
  ctx: AppContext,
  p: Principal,
  input: { facelistId: number; mode: BulkMode; names: string | null; files: readonly FilePart[] },
  meta: RequestMeta,
): Promise<{ results: BulkItem[]; created: number; failed: number }> {
  const list = await writableFacelist(ctx, p, input.facelistId);
  if (input.files.length === 0) throw invalid({ upload_data: 'is required: at least one photo' });
  if (input.files.length > MAX_BULK_FILES) throw invalid({ upload_data: `at most ${MAX_BULK_FILES} photos at once` });
  const names = input.names ? parseNamesCsv(input.names) : new Map<string, NameRow>();

  const results: BulkItem[] = input.files.map((f) => ({ file_name: f.fileName, status: 'failed', face_id: null, full_name: null, error: null }));
  const good: Candidate[] = [];
  for (const [index, file] of input.files.entries()) {
    const item = results[index] as BulkItem;
    try {
      const fields = rowFields(ctx, file, names.get(file.fileName.toLowerCase()));
      item.full_name = fields.full_name;
      good.push({ index, fields, photo: await describePhoto(ctx, file.data, { truncated: file.truncated }) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      item.error = { type: error.type, message: error.message };
    }
  }
  const failed = results.length - good.length;
  if (good.length === 0 || (input.mode === 'all_or_nothing' && failed > 0)) {
    for (const c of good) (results[c.index] as BulkItem).status = 'skipped';
    return { results, created: 0, failed };
  }

  const stored = await storePhotos(
    ctx,
    good.map((c) => c.photo),
  );
  const now = ctx.clock();
  try {
    await ctx.db.transaction().execute(async (tx) => {
      await requireFaceRoom(ctx, tx, list.organization_id, list.id, good.length);
      for (const [i, c] of good.entries()) {
        const photo = stored[i];
        if (!photo) throw new Error('unreachable');
        const faceId = await repo.insertFace(tx, {
          organization_id: list.organization_id,
          facelist_id: list.id,
          full_name: c.fields.full_name,
          sex: c.fields.sex ?? null,
          birth_date: c.fields.birth_date ?? null,
          document_number: c.fields.document_number ?? null,
          created_at: now,
          updated_at: now,
        });
        await insertImages(ctx, tx, list.organization_id, faceId, [photo], now);
        Object.assign(results[c.index] as BulkItem, { status: 'created', face_id: faceId });
      }
      const created = results.filter((r) => r.status === 'created').map((r) => ({ id: r.face_id, full_name: r.full_name }));
      await audit(tx, changeBy(p, 'face_bulk_create', 'facelist', list.id, now, meta, { after: { mode: input.mode, faces: created, failed } }));
    });
  } catch (error) {
    await deleteImageFiles(
      ctx,
      stored.map((s) => s.imageId),
    );
    throw error;
  }
  return { results, created: good.length, failed };
}
