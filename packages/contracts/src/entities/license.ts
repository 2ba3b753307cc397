import Type from 'typebox';
import { IdSchema, List, Nullable, PageQuery, TimestampSchema } from './common';

/**
 * Consents and usage counters. kind feature: value is a boolean (the feature is licensed);
 * kind limit: value is a count (e.g. name camera_count). Names are free (our design: a module
 * name such as fr for features, `<resource>_count` for limits).
 */
export const CONSENT_KINDS = ['feature', 'limit'] as const;

export const ConsentSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 64 }),
    kind: Type.Enum(CONSENT_KINDS),
    value: Type.Union([Type.Boolean(), Type.Integer({ minimum: 0 })]),
  },
  { additionalProperties: false },
);
export type Consent = Type.Static<typeof ConsentSchema>;

/** How much of a limit is used; limit null means unlimited. */
export const UsageCounterSchema = Type.Object({
  name: Type.String(),
  kind: Type.Enum(CONSENT_KINDS),
  current: Type.Integer({ minimum: 0 }),
  limit: Nullable(Type.Integer({ minimum: 0 })),
});
export type UsageCounter = Type.Static<typeof UsageCounterSchema>;

/** GET /licenses/usage (for an organisation: query organization_id, superuser only). */
export const LicenseUsageSchema = Type.Object({ usage: Type.Array(UsageCounterSchema) });
export const LicenseUsageQuerySchema = Type.Object({ organization_id: Type.Optional(IdSchema) });

/**
 * A licence. The dates are instants (ISO date-time), not date-only. is_active (computed,
 * our design): activated, not deactivated and expiry_date in the future.
 */
export const LicenseSchema = Type.Object({
  id: IdSchema,
  organization_id: IdSchema,
  issue_date: TimestampSchema,
  expiry_date: TimestampSchema,
  support_expiry_date: Nullable(TimestampSchema),
  activated_at: Nullable(TimestampSchema),
  deactivated_at: Nullable(TimestampSchema),
  is_active: Type.Boolean(),
  consents: Type.Array(ConsentSchema),
  created_at: TimestampSchema,
});
export type License = Type.Static<typeof LicenseSchema>;

export const LicenseListSchema = List('licenses', LicenseSchema);
export type LicenseList = Type.Static<typeof LicenseListSchema>;

/**
 * POST /licenses (superuser, supplier view): issue a licence for an organisation. The customer
 * then activates it (POST /licenses/activate, multipart with the licence file from
 * GET /licenses/{id}/file). A licence is signed, so it is never updated: it is deactivated
 * (POST /licenses/{id}/deactivate) and a new one issued.
 */
export const CreateLicenseSchema = Type.Object(
  {
    organization_id: IdSchema,
    issue_date: Type.Optional(TimestampSchema),
    expiry_date: TimestampSchema,
    support_expiry_date: Type.Optional(Nullable(TimestampSchema)),
    consents: Type.Array(ConsentSchema, { maxItems: 100 }),
  },
  { additionalProperties: false },
);
export type CreateLicense = Type.Static<typeof CreateLicenseSchema>;

/** GET /licenses query. */
export const LicenseQuerySchema = PageQuery({
  only_active: Type.Optional(Type.Boolean()),
  organization_id: Type.Optional(IdSchema),
});
