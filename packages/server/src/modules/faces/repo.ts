import { sql, type Expression, type Insertable, type Kysely, type SqlBool, type Transaction, type Updateable } from 'kysely';
import { PREPARED } from '../../db/prepared';
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

/** How many faces the lists hold together. */
export async function countFacesOfLists(db: Conn, facelistIds: readonly number[]): Promise<number> {
  const n = await db
    .selectFrom('faces')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('facelist_id', 'in', [...facelistIds])
    .executeTakeFirstOrThrow();
  return Number(n.n);
}

/** Whether the photo is one of the face's. */
export async function isImageOfFace(db: Conn, faceimageId: number, faceId: number): Promise<boolean> {
  const image = await db.selectFrom('face_images').select('id').where('id', '=', faceimageId).where('face_id', '=', faceId).executeTakeFirst();
  return image !== undefined;
}

/** What a device is told of a person: the name and sex only. */
export function faceForDevice(db: Conn, id: number) {
  return db.selectFrom('faces').select(['id', 'full_name', 'sex']).where('id', '=', id).executeTakeFirst();
}

/** The chosen photo of a face (`faceimageId`), else its first; the stored image and the face's rectangle in it. */
export function photoOfFace(db: Conn, faceId: number, faceimageId: number | null) {
  return db
    .selectFrom('face_images')
    .select(['image_id', 'rect'])
    .where('face_id', '=', faceId)
    .$if(faceimageId !== null, (b) => b.where('id', '=', faceimageId as number))
    .orderBy('id')
    .executeTakeFirst();
}

/**
 * The descriptors of the organisation's face photos, with their face, of the lists `visible`
 * admits (alias `l`), of the given lists only when `facelistIds` is given.
 */
export function photoDescriptors(db: Conn, organizationId: number, visible: Expression<SqlBool>, facelistIds: readonly number[] | undefined) {
  let query = db
    .selectFrom('face_images as i')
    .innerJoin('faces as f', 'f.id', 'i.face_id')
    .innerJoin('facelists as l', 'l.id', 'f.facelist_id')
    .select(['i.face_id', 'i.descriptor'])
    .where('i.organization_id', '=', organizationId)
    .where(visible);
  if (facelistIds) query = query.where('f.facelist_id', 'in', facelistIds.length > 0 ? [...facelistIds] : [-1]);
  return query.execute();
}

/**
 * For matching, in one round trip: the least threshold of the organisation's face lists (null when
 * it has none) and its photo revision (raised by a trigger on every face_images change).
 */
export async function matchingReachAndRevision(db: Conn, organizationId: number) {
  const { rows } = await sql<{ least: number | null; revision: string | null }>`${sql.raw(PREPARED)}
    select (select min(threshold) from facelists where organization_id = ${organizationId}) as least,
           (select revision from face_image_revisions where organization_id = ${organizationId}) as revision`.execute(db);
  return rows[0];
}

/** The faces matched, with their list's name, priority and thresholds. */
export function matchedFaces(db: Conn, faceIds: readonly number[]) {
  return db
    .selectFrom('faces as f')
    .innerJoin('facelists as l', 'l.id', 'f.facelist_id')
    .select(['f.id', 'f.full_name', 'l.id as list_id', 'l.name as list_name', 'l.priority', 'l.threshold', 'l.exact_threshold'])
    .where('f.id', 'in', [...faceIds])
    .execute();
}

/**
 * Per probe (its index and its pgvector literal), each face of the organisation with a photo
 * closer than `reach`, and the least distance (pgvector's `<->`).
 */
export async function photoDistances(db: Conn, organizationId: number, probes: readonly number[], vectors: readonly string[], reach: number) {
  const { rows } = await sql<{ probe: number; face_id: number; distance: number }>`
    select p.probe, fi.face_id, min(fi.embedding <-> p.v) as distance
    from unnest(${probes}::integer[], ${vectors}::vector[]) as p(probe, v)
    join face_images fi on fi.organization_id = ${organizationId}
    group by p.probe, fi.face_id
    having min(fi.embedding <-> p.v) < ${reach}`.execute(db);
  return rows;
}

/** The organisation's photo revision, '0' before its first photo. */
export async function photoRevision(db: Conn, organizationId: number): Promise<string> {
  const row = await db.selectFrom('face_image_revisions').select('revision').where('organization_id', '=', organizationId).executeTakeFirst();
  return String(row?.revision ?? '0');
}

/** Every photo descriptor of the organisation, with its face. */
export function organizationPhotos(db: Conn, organizationId: number) {
  return db.selectFrom('face_images').select(['face_id', 'descriptor']).where('organization_id', '=', organizationId).execute();
}

export async function insertFace(db: Conn, values: Insertable<DB['faces']>): Promise<number> {
  const row = await db.insertInto('faces').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFace(db: Conn, id: number, values: Updateable<DB['faces']>): Promise<void> {
  await db.updateTable('faces').set(values).where('id', '=', id).execute();
}

/** Removes the face's photos of these stored images. */
export async function deleteImagesOfFace(db: Conn, faceId: number, imageIds: readonly string[]): Promise<void> {
  if (imageIds.length > 0)
    await db
      .deleteFrom('face_images')
      .where('face_id', '=', faceId)
      .where('image_id', 'in', [...imageIds])
      .execute();
}

export async function deleteFace(db: Conn, id: number): Promise<void> {
  await db.deleteFrom('faces').where('id', '=', id).execute();
}

/** The stored images of every photo of the list's faces. */
export async function imageIdsOfList(db: Conn, facelistId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('face_images as i')
    .innerJoin('faces as f', 'f.id', 'i.face_id')
    .select('i.image_id')
    .where('f.facelist_id', '=', facelistId)
    .execute();
  return rows.map((r) => r.image_id);
}

export async function insertImage(db: Conn, values: Insertable<DB['face_images']>): Promise<void> {
  await db.insertInto('face_images').values(values).execute();
}
