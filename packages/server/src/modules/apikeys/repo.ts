import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { PREPARED } from '../../db/prepared';
import type { DB, OrganizationApiKeysTable } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;
export type ApiKeyRow = Selectable<OrganizationApiKeysTable>;

/** The organisation's keys, newest first (revoked ones too). */
export function apiKeysOf(db: Conn, organizationId: number): Promise<ApiKeyRow[]> {
  return db.selectFrom('organization_api_keys').selectAll().where('organization_id', '=', organizationId).orderBy('id', 'desc').execute();
}

export function insertApiKey(db: Conn, values: Insertable<OrganizationApiKeysTable>): Promise<ApiKeyRow> {
  return db.insertInto('organization_api_keys').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The organisation's key, locked for the rest of the transaction. */
export function lockApiKey(tx: Transaction<DB>, organizationId: number, id: number): Promise<ApiKeyRow | undefined> {
  return tx.selectFrom('organization_api_keys').selectAll().where('id', '=', id).where('organization_id', '=', organizationId).forUpdate().executeTakeFirst();
}

export async function revokeApiKey(db: Conn, id: number, now: Date): Promise<void> {
  await db.updateTable('organization_api_keys').set({ revoked_at: now }).where('id', '=', id).execute();
}

/** The key not revoked whose secret has this SHA-256 (a prepared statement: it runs on every ingest call). */
export function liveKeyByHash(db: Conn, secretHash: string) {
  return db
    .selectFrom('organization_api_keys')
    .modifyFront(sql.raw(PREPARED))
    .select(['id', 'organization_id', 'last_used_at'])
    .where('secret_hash', '=', secretHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function noteApiKeyUse(db: Conn, id: number, now: Date): Promise<void> {
  await db.updateTable('organization_api_keys').set({ last_used_at: now }).where('id', '=', id).execute();
}
