import type { LicenseDocument, LicenseFile, LicenseLimits, License } from '@argus/contracts';
import type { LicenseRow } from './repo';

export function documentOf(row: LicenseRow): LicenseDocument {
  return JSON.parse(row.document) as LicenseDocument;
}

export function fileOf(row: LicenseRow): LicenseFile {
  return { document: documentOf(row), signature: row.signature };
}

/** Activated, not deactivated, and not expired at `now`: only such a licence licenses anything. */
export function isActive(row: LicenseRow, now: Date): boolean {
  return row.activated_at !== null && row.deactivated_at === null && row.expiry_date.getTime() > now.getTime();
}

/** The enforced limits of one licence: its consents of kind limit, overridden by its `limits`. */
export function limitsOf(document: LicenseDocument): LicenseLimits {
  const fromConsents: LicenseLimits = {};
  for (const c of document.consents) if (c.kind === 'limit' && typeof c.value === 'number') fromConsents[c.name] = c.value;
  return { ...fromConsents, ...document.limits };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentLicense(row: LicenseRow, now: Date): License {
  const document = documentOf(row);
  return {
    id: row.id,
    organization_id: row.organization_id,
    issue_date: row.issue_date.toISOString(),
    expiry_date: row.expiry_date.toISOString(),
    support_expiry_date: iso(row.support_expiry_date),
    activated_at: iso(row.activated_at),
    deactivated_at: iso(row.deactivated_at),
    is_active: isActive(row, now),
    limits: document.limits,
    consents: document.consents,
    created_at: row.created_at.toISOString(),
  };
}
