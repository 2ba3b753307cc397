import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DB, LicensesTable } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;
export type LicenseRow = Selectable<LicensesTable>;

export async function insertLicense(db: Conn, values: Insertable<LicensesTable>): Promise<void> {
  await db.insertInto('licenses').values(values).execute();
}

/** Inserts unless a row with the id exists (a concurrent activation); whether it inserted. */
export async function insertLicenseIfAbsent(db: Conn, values: Insertable<LicensesTable>): Promise<boolean> {
  const result = await db
    .insertInto('licenses')
    .values(values)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** One licence, locked for the rest of the transaction when `lock` is set. */
export function findLicense(db: Conn, id: string, lock = false): Promise<LicenseRow | undefined> {
  return db
    .selectFrom('licenses')
    .selectAll()
    .where('id', '=', id)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function setActivation(
  db: Conn,
  id: string,
  values: { activated_at: Date | null; activated_by: number | null; deactivated_at: Date | null },
): Promise<void> {
  await db.updateTable('licenses').set(values).where('id', '=', id).execute();
}

/** Activated, not deactivated and not expired at `now`. */
export function activeLicenseRows(db: Conn, organizationId: number, now: Date): Promise<LicenseRow[]> {
  return db
    .selectFrom('licenses')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('activated_at', 'is not', null)
    .where('deactivated_at', 'is', null)
    .where('expiry_date', '>', now)
    .orderBy('expiry_date')
    .execute();
}

export interface ListFilter {
  /** null: every organisation (the superuser without a filter). */
  organizationId: number | null;
  onlyActive: boolean;
  now: Date;
  /** Keyset: created_at and id of the last row of the previous page. */
  after: { createdAt: Date; id: string } | null;
  limit: number;
}

/** Newest first; limit + 1 rows so the caller can tell whether a next page exists. */
export function listLicenses(db: Conn, f: ListFilter): Promise<LicenseRow[]> {
  return db
    .selectFrom('licenses')
    .selectAll()
    .$if(f.organizationId !== null, (q) => q.where('organization_id', '=', f.organizationId as number))
    .$if(f.onlyActive, (q) => q.where('activated_at', 'is not', null).where('deactivated_at', 'is', null).where('expiry_date', '>', f.now))
    .$if(f.after !== null, (q) => {
      const after = f.after as { createdAt: Date; id: string };
      return q.where((eb) => eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]));
    })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(f.limit + 1)
    .execute();
}

export async function organizationExists(db: Conn, id: number): Promise<boolean> {
  const row = await db.selectFrom('organizations').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes the organisation's row lock for the rest of the transaction, so that two concurrent
 * creations cannot both pass the same limit check. `no key update` leaves inserts that only
 * reference the organisation unblocked.
 */
export async function lockOrganization(db: Conn, id: number): Promise<boolean> {
  const row = await db.selectFrom('organizations').select('id').where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
  return row !== undefined;
}
