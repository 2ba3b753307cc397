import Type from 'typebox';
import { IdSchema, List, Nullable, PageQuery, TimestampSchema, UuidSchema } from './common';

/**
 * Consents and usage counters. kind feature: value is a boolean (the feature is licensed);
 * kind limit: value is a count, enforced like the entry of the same name in a licence's
 * `limits` (which wins when both name it). Names are free (our design: a module name such as
 * fr for features, a name of LICENSE_LIMIT_NAMES for limits).
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

/**
 * Limits of a licence (our design): name → the most the organisation may have. Names: `cameras`
 * (all cameras), the analytics modules `tp`, `fr`, `sa`, `lpr`, `ao` (cameras running that
 * module), `faces`, `plates`, `webhooks`, `users`, `groups`; later modules may add more. The
 * limits of several active licences add up. A name no active licence carries allows nothing,
 * except `users` and `groups`, which are then unlimited.
 */
export const LICENSE_LIMIT_NAMES = ['cameras', 'tp', 'fr', 'sa', 'lpr', 'ao', 'faces', 'plates', 'webhooks', 'users', 'groups'] as const;
export const LimitNameSchema = Type.String({ pattern: '^[a-z][a-z0-9_]{0,63}$' });
export const LicenseLimitsSchema = Type.Record(LimitNameSchema, Type.Integer({ minimum: 0, maximum: 1_000_000_000 }), {
  additionalProperties: false,
});
export type LicenseLimits = Type.Static<typeof LicenseLimitsSchema>;

/**
 * The signed document of a licence file (our design, version 1). The signature is Ed25519 over
 * the canonical JSON of the document (keys sorted at every level, no whitespace), base64.
 */
export const LicenseDocumentSchema = Type.Object(
  {
    version: Type.Literal(1),
    id: UuidSchema,
    organization_id: IdSchema,
    issue_date: TimestampSchema,
    expiry_date: TimestampSchema,
    support_expiry_date: Nullable(TimestampSchema),
    limits: LicenseLimitsSchema,
    consents: Type.Array(ConsentSchema, { maxItems: 100 }),
  },
  { additionalProperties: false },
);
export type LicenseDocument = Type.Static<typeof LicenseDocumentSchema>;

/**
 * A licence file: what GET /licenses/{id}/file answers and POST /licenses/activate takes
 * (multipart, any one file field; or this object as a JSON body).
 */
export const LicenseFileSchema = Type.Object(
  { document: LicenseDocumentSchema, signature: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type LicenseFile = Type.Static<typeof LicenseFileSchema>;

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
 * A licence. The id is the document's UUID. The dates are instants (ISO date-time), not
 * date-only. is_active (computed, our design): activated, not deactivated and expiry_date in
 * the future.
 */
export const LicenseSchema = Type.Object({
  id: UuidSchema,
  organization_id: IdSchema,
  issue_date: TimestampSchema,
  expiry_date: TimestampSchema,
  support_expiry_date: Nullable(TimestampSchema),
  activated_at: Nullable(TimestampSchema),
  deactivated_at: Nullable(TimestampSchema),
  is_active: Type.Boolean(),
  limits: LicenseLimitsSchema,
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
    limits: Type.Optional(LicenseLimitsSchema),
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
