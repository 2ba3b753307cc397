import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { DB, UploadsTable } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;
export type UploadRow = Selectable<UploadsTable>;

export function insertUpload(db: Conn, values: Insertable<UploadsTable>): Promise<UploadRow> {
  return db.insertInto('uploads').values(values).returningAll().executeTakeFirstOrThrow();
}

/** An upload of one organisation, or (superuser) one of no organisation or of a kind not barred. */
export function findUpload(db: Conn, id: string, scope: { organizationId: number } | { barredKinds: readonly string[] }): Promise<UploadRow | undefined> {
  let q = db.selectFrom('uploads').selectAll().where('id', '=', id);
  if ('organizationId' in scope) q = q.where('organization_id', '=', scope.organizationId);
  else q = q.where((eb) => eb.or([eb('organization_id', 'is', null), eb('kind', 'not in', scope.barredKinds)]));
  return q.executeTakeFirst();
}

export function updateUpload(db: Conn, id: string, values: Updateable<UploadsTable>): Promise<UploadRow> {
  return db.updateTable('uploads').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/**
 * Kind and owner of an upload named by a stored text reference (a logo or avatar id): compared as
 * text so that any stored value stays harmless.
 */
export function uploadOwnerByText(db: Conn, idText: string) {
  return db
    .selectFrom('uploads')
    .select(['kind', 'organization_id'])
    .where(sql`id::text`, '=', idText)
    .executeTakeFirst();
}

/** File and kind of an upload of the organisation. */
export function organizationUpload(db: Conn, id: string, organizationId: number) {
  return db.selectFrom('uploads').select(['file', 'kind']).where('id', '=', id).where('organization_id', '=', organizationId).executeTakeFirst();
}

/** File, kind and owner of an upload. */
export function uploadFile(db: Conn, id: string) {
  return db.selectFrom('uploads').select(['file', 'kind', 'organization_id']).where('id', '=', id).executeTakeFirst();
}
