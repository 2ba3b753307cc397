import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

/** Faces with their list's scope fields; birth_date as text (a date-only value, no time zone). */
export function facesQuery(db: Conn) {
  return db
    .selectFrom('faces as f')
    .innerJoin('facelists as l', 'l.id', 'f.facelist_id')
    .select([
      'f.id',
      'f.organization_id',
      'f.facelist_id',
      'f.full_name',
      'f.sex',
      'f.document_number',
      'f.attributes',
      'f.created_at',
      'f.updated_at',
      'l.group_id',
      sql<string | null>`f.birth_date::text`.as('birth_date'),
    ]);
}

export function findFace(db: Conn, id: number) {
  return facesQuery(db).where('f.id', '=', id).executeTakeFirst();
}

export type FaceRow = NonNullable<Awaited<ReturnType<typeof findFace>>>;

export function imagesOf(db: Conn, faceIds: readonly number[]) {
  if (faceIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('face_images').select(['id', 'face_id', 'image_id', 'created_at']).where('face_id', 'in', faceIds).orderBy('id').execute();
}

export type ImageRow = Awaited<ReturnType<typeof imagesOf>>[number];
