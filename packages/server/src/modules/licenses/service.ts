import { DEFAULT_PAGE_SIZE, type CreateLicense, type License, type LicenseFile, type LicenseList, type UsageCounter } from '@argus/contracts';
import type { AppContext } from '../../context';
import { ApiError, invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit } from '../../lib/audit';
import { canonicalJson, newDocument, signatureValid, signDocument } from './document';
import type { SupplierKeys } from './keys';
import { usageOf } from './limits';
import { fileOf, isActive, presentLicense } from './present';
import * as repo from './repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const entry = (
  p: Principal,
  actionType: string,
  row: { id: string; organization_id: number },
  at: Date,
  meta: RequestMeta,
  details?: Record<string, unknown>,
) => ({
  // The licence's organisation, so that its administrators see the supplier's actions too.
  organizationId: row.organization_id,
  userId: p.userId,
  actionType,
  objectType: 'license',
  objectId: row.id,
  at,
  meta,
  ...(details ? { details } : {}),
});

/** A licence the caller may see: the superuser sees all, others their organisation's (else 404). */
async function visible(ctx: AppContext, p: Principal, id: string): Promise<repo.LicenseRow> {
  const row = await repo.findLicense(ctx.db, id);
  if (!row || !(p.isSuperuser || row.organization_id === p.organizationId)) throw notFound('License');
  return row;
}

/** The supplier issues and signs a licence for an organisation; the customer activates it later. */
export async function issue(ctx: AppContext, keys: SupplierKeys, p: Principal, body: CreateLicense, meta: RequestMeta): Promise<License> {
  if (!keys.privateKey) throw new ApiError('license_signing_unavailable', 'This installation holds no licence signing key (ARGUS_LICENSE_PRIVATE_KEY)');
  const now = ctx.clock();
  const issueDate = body.issue_date ? new Date(body.issue_date) : now;
  const expiryDate = new Date(body.expiry_date);
  const supportExpiryDate = body.support_expiry_date ? new Date(body.support_expiry_date) : null;
  if (expiryDate <= now) throw invalid({ expiry_date: 'must be in the future' });
  if (expiryDate <= issueDate) throw invalid({ expiry_date: 'must be after the issue date' });
  if (supportExpiryDate && supportExpiryDate <= issueDate) throw invalid({ support_expiry_date: 'must be after the issue date' });
  if (!(await repo.organizationExists(ctx.db, body.organization_id))) throw invalid({ organization_id: 'no such organization' });
  const document = newDocument({
    organizationId: body.organization_id,
    issueDate,
    expiryDate,
    supportExpiryDate,
    limits: body.limits ?? {},
    consents: body.consents,
  });
  const file = signDocument(document, keys.privateKey);
  const row = { id: document.id, organization_id: document.organization_id };
  await ctx.db.transaction().execute(async (tx) => {
    await repo.insertLicense(tx, {
      ...row,
      document: canonicalJson(document),
      signature: file.signature,
      issue_date: issueDate,
      expiry_date: expiryDate,
      support_expiry_date: supportExpiryDate,
      created_at: now,
    });
    await audit(tx, entry(p, 'license_create', row, now, meta, { expiry_date: document.expiry_date, limits: document.limits }));
  });
  return presentLicense((await repo.findLicense(ctx.db, document.id)) as repo.LicenseRow, now);
}

export interface ListQuery {
  cursor?: string | undefined;
  limit?: number | undefined;
  only_active?: boolean | undefined;
  organization_id?: number | undefined;
}

export async function list(ctx: AppContext, p: Principal, q: ListQuery): Promise<LicenseList> {
  const now = ctx.clock();
  const limit = q.limit ?? DEFAULT_PAGE_SIZE;
  const key = decodeCursor(q.cursor, 2);
  if (key && (typeof key[0] !== 'string' || Number.isNaN(Date.parse(key[0])) || typeof key[1] !== 'string' || !UUID.test(key[1]))) {
    throw invalid({ cursor: 'is not a cursor this list gave out' });
  }
  // Others see their own organisation only; a filter naming another one finds nothing.
  const organizationId = p.isSuperuser ? (q.organization_id ?? null) : p.organizationId;
  if (!p.isSuperuser && (organizationId === null || (q.organization_id !== undefined && q.organization_id !== organizationId))) {
    return { licenses: [], pagination: { cursor: null } };
  }
  const rows = await repo.listLicenses(ctx.db, {
    organizationId,
    onlyActive: q.only_active === true,
    now,
    after: key ? { createdAt: new Date(String(key[0])), id: String(key[1]) } : null,
    limit,
  });
  const { items, pagination } = page(rows, limit, (r) => [r.created_at.toISOString(), r.id]);
  return { licenses: items.map((r) => presentLicense(r, now)), pagination };
}

export async function licenseFile(ctx: AppContext, p: Principal, id: string): Promise<LicenseFile> {
  return fileOf(await visible(ctx, p, id));
}

/**
 * A customer administrator activates a licence file: the supplier's signature, the caller's
 * organisation and an expiry in the future are required; a licence already active is refused.
 * A licence issued elsewhere (by the CLI) is stored on its first activation.
 */
export async function activate(ctx: AppContext, keys: SupplierKeys, p: Principal, file: LicenseFile, meta: RequestMeta): Promise<License> {
  const now = ctx.clock();
  const doc = file.document;
  if (!signatureValid(file, keys.publicKey)) {
    throw new ApiError('license_invalid_signature', 'The licence file is not signed by the licence supplier of this installation');
  }
  if (p.organizationId === null || doc.organization_id !== p.organizationId) {
    throw new ApiError('license_wrong_organization', 'The licence was issued for another organisation');
  }
  if (Date.parse(doc.expiry_date) <= now.getTime()) throw new ApiError('license_expired', `The licence expired on ${doc.expiry_date}`);
  const row = { id: doc.id, organization_id: doc.organization_id };
  await ctx.db.transaction().execute(async (tx) => {
    const existing = await repo.findLicense(tx, doc.id, true);
    if (existing && isActive(existing, now)) throw new ApiError('license_already_active', 'The licence is already active');
    const activation = { activated_at: now, activated_by: p.userId, deactivated_at: null };
    if (existing) {
      await repo.setActivation(tx, doc.id, activation);
    } else {
      const inserted = await repo.insertLicenseIfAbsent(tx, {
        ...row,
        document: canonicalJson(doc),
        signature: file.signature,
        issue_date: doc.issue_date,
        expiry_date: doc.expiry_date,
        support_expiry_date: doc.support_expiry_date,
        created_at: now,
        ...activation,
      });
      if (!inserted) throw new ApiError('license_already_active', 'The licence is already active');
    }
    await audit(tx, entry(p, 'license_activate', row, now, meta, { expiry_date: doc.expiry_date }));
  });
  return presentLicense((await repo.findLicense(ctx.db, doc.id)) as repo.LicenseRow, now);
}

export async function deactivate(ctx: AppContext, p: Principal, id: string, meta: RequestMeta): Promise<License> {
  const now = ctx.clock();
  const found = await visible(ctx, p, id);
  await ctx.db.transaction().execute(async (tx) => {
    const row = (await repo.findLicense(tx, id, true)) ?? found;
    if (row.activated_at === null || row.deactivated_at !== null) throw new ApiError('conflict', 'The licence is not active');
    await repo.setActivation(tx, id, { activated_at: row.activated_at, activated_by: row.activated_by, deactivated_at: now });
    await audit(tx, entry(p, 'license_deactivate', row, now, meta));
  });
  return presentLicense((await repo.findLicense(ctx.db, id)) as repo.LicenseRow, now);
}

/** Usage of the caller's organisation; the superuser names one. */
export async function usage(ctx: AppContext, p: Principal, organizationId: number | undefined): Promise<{ usage: UsageCounter[] }> {
  let target: number;
  if (p.isSuperuser) {
    if (organizationId === undefined) throw invalid({ organization_id: 'is required' });
    if (!(await repo.organizationExists(ctx.db, organizationId))) throw notFound('Organization');
    target = organizationId;
  } else {
    if (p.organizationId === null || (organizationId !== undefined && organizationId !== p.organizationId)) throw notFound('Organization');
    target = p.organizationId;
  }
  return { usage: await usageOf(ctx, target) };
}
