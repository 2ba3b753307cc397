import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/types';
import { audit } from '../../lib/audit';
import { canonicalJson, newDocument, signDocument } from './document';
import { supplierKeys } from './keys';
import * as repo from './repo';

type Conn = Kysely<DB> | Transaction<DB>;

/** What the demo organisation may run: a few cameras with every module, and small lists. */
export const DEMO_LIMITS = { cameras: 4, tp: 4, fr: 4, sa: 4, lpr: 4, ao: 4, faces: 1000, plates: 1000, webhooks: 10 };
const DEMO_DAYS = 90;

/**
 * The demo organisation's trial licence, issued and activated at first start. Possible only where
 * the installation is its own supplier (it holds the signing key); elsewhere the demo stays
 * unlicensed and says so, like any customer without a licence.
 */
export async function issueDemoLicense(ctx: AppContext, db: Conn, organizationId: number): Promise<boolean> {
  const keys = supplierKeys(ctx.config);
  if (!keys.privateKey) return false;
  const now = ctx.clock();
  const expiry = new Date(now.getTime() + DEMO_DAYS * 86_400_000);
  const document = newDocument({ organizationId, issueDate: now, expiryDate: expiry, supportExpiryDate: expiry, limits: DEMO_LIMITS, consents: [] });
  const file = signDocument(document, keys.privateKey);
  await repo.insertLicense(db, {
    id: document.id,
    organization_id: organizationId,
    document: canonicalJson(document),
    signature: file.signature,
    issue_date: now,
    expiry_date: expiry,
    support_expiry_date: expiry,
    activated_at: now,
    activated_by: null,
    created_at: now,
  });
  await audit(db, {
    organizationId,
    userId: null,
    actionType: 'license_activate',
    objectType: 'license',
    objectId: document.id,
    after: { expiry_date: document.expiry_date, limits: DEMO_LIMITS, demo: true },
    at: now,
    meta: { ip: null, userAgent: null },
  });
  return true;
}
