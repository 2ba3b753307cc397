/** The supplier's licence form (/licenses/new): rules and the POST /licenses body. */
export interface LimitRow {
  name: string;
  value: string;
}

export interface LicenseFormValues {
  organizationId: string;
  /** Calendar days, YYYY-MM-DD. */
  expiryDate: string;
  supportExpiryDate: string;
  limits: LimitRow[];
}

export type LicenseFormErrors = Partial<Record<'organizationId' | 'expiryDate' | 'supportExpiryDate' | 'limits', { id: string }>>;

const NAME = /^[a-z][a-z0-9_]{0,63}$/;
const COUNT = /^\d{1,10}$/;

/** The end of a calendar day in UTC, as the licence CLI reads a date alone. */
export const endOfDayUtc = (day: string): string => `${day}T23:59:59.999Z`;

export function validateLicenseForm(v: LicenseFormValues, today: string): LicenseFormErrors {
  const e: LicenseFormErrors = {};
  if (!/^\d+$/.test(v.organizationId) || Number(v.organizationId) < 1) e.organizationId = { id: 'form.required' };
  if (!v.expiryDate) e.expiryDate = { id: 'form.required' };
  else if (v.expiryDate < today) e.expiryDate = { id: 'licenseForm.expiryPast' };
  if (v.supportExpiryDate && v.supportExpiryDate < today) e.supportExpiryDate = { id: 'licenseForm.expiryPast' };
  const rows = v.limits.filter((r) => r.name.trim() || r.value.trim());
  const names = rows.map((r) => r.name.trim());
  if (rows.some((r) => !NAME.test(r.name.trim()) || !COUNT.test(r.value.trim()) || Number(r.value) > 1_000_000_000)) {
    e.limits = { id: 'licenseForm.limitInvalid' };
  } else if (new Set(names).size !== names.length) {
    e.limits = { id: 'licenseForm.limitDuplicate' };
  }
  return e;
}

export function licenseBody(v: LicenseFormValues): {
  organizationId: number;
  expiryDate: string;
  supportExpiryDate: string | null;
  limits: Record<string, number>;
  consents: never[];
} {
  const limits: Record<string, number> = {};
  for (const r of v.limits) if (r.name.trim()) limits[r.name.trim()] = Number(r.value.trim());
  return {
    organizationId: Number(v.organizationId),
    expiryDate: endOfDayUtc(v.expiryDate),
    supportExpiryDate: v.supportExpiryDate ? endOfDayUtc(v.supportExpiryDate) : null,
    limits,
    consents: [],
  };
}
