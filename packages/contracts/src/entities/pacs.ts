import Type from 'typebox';
import { HostSchema, IdSchema, List, MandatoryText, Nullable, PortSchema, SearchBody, SYNC_STATUSES, TimestampSchema } from './common';

/** Access-control systems: hikvision or dahua terminals and barriers. */
export const PACS_VENDORS = ['hikvision', 'dahua'] as const;
export const PacsVendorSchema = Type.Enum(PACS_VENDORS, { $id: 'PacsVendor' });
/** What the device controls (our design): person (face terminal, fed by face lists) or vehicle (barrier, plate lists). */
export const PACS_KINDS = ['person', 'vehicle'] as const;
export const PacsKindSchema = Type.Enum(PACS_KINDS, { $id: 'PacsKind' });

/** A face on a system: `removing` while the device is being told to forget it (the face was deleted, moved or unlinked). */
const PacsPersonEntry = Type.Object({
  face_id: IdSchema,
  face_name: Type.String(),
  faceimage_id: Nullable(IdSchema),
  status: Type.Enum(SYNC_STATUSES),
  removing: Type.Boolean(),
  /** The device's (or the network's) last refusal, e.g. `statusCode 4 (Invalid Operation), subStatusCode faceQualityError`. */
  error: Nullable(Type.String()),
  attempts: Type.Integer({ minimum: 0 }),
  synced_at: Nullable(TimestampSchema),
});
const PacsVehicleEntry = Type.Object({
  plate_id: IdSchema,
  number: Type.String(),
  status: Type.Enum(SYNC_STATUSES),
  removing: Type.Boolean(),
  error: Nullable(Type.String()),
  attempts: Type.Integer({ minimum: 0 }),
  synced_at: Nullable(TimestampSchema),
});

const pacsPublic = {
  id: IdSchema,
  name: Type.String(),
  vendor: PacsVendorSchema,
  kind: PacsKindSchema,
  host: Type.String(),
  port: Type.Integer(),
  username: Type.String(),
  /** Device channel (door or lane) number. */
  channel: Type.Integer({ minimum: 0 }),
  /** Device firmware or API version, read by the last check. */
  version: Nullable(Type.String()),
  capacitygroup_token: Nullable(Type.String()),
  place_id: Nullable(IdSchema),
  /** Face lists whose faces are pushed as persons. */
  facelist_ids: Type.Array(IdSchema),
  /** Plate lists whose plates are pushed as vehicles. */
  list_ids: Type.Array(IdSchema),
  /** Faces pushed (or being pushed) to the device; the same sync state as a face's pacs_persons. */
  persons: Type.Array(PacsPersonEntry),
  /** Plates pushed (or being pushed) to the device. */
  vehicles: Type.Array(PacsVehicleEntry),
  /** Persons (vehicles) the device holds as they are now. */
  person_sync_count: Type.Integer({ minimum: 0 }),
  vehicle_sync_count: Type.Integer({ minimum: 0 }),
  /** Persons and vehicles whose last push or removal the device refused. */
  failed_count: Type.Integer({ minimum: 0 }),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
};

/**
 * GET /pacses/{id}. The device password is a secret: it is never sent back, not even to the edit
 * form (an omitted password keeps the stored one; POST /pacses/check takes pacs_id to try it).
 */
export const PacsSchema = Type.Object(pacsPublic);
export type Pacs = Type.Static<typeof PacsSchema>;

/** An access-control system in a list (the same shape: no password). */
export const PacsListItemSchema = Type.Object(pacsPublic);
export type PacsListItem = Type.Static<typeof PacsListItemSchema>;

export const PacsListSchema = List('pacses', PacsListItemSchema);
export type PacsList = Type.Static<typeof PacsListSchema>;

const connection = {
  vendor: PacsVendorSchema,
  host: HostSchema,
  port: PortSchema,
  username: Type.String({ minLength: 1, maxLength: 255 }),
  password: Type.String({ minLength: 1, maxLength: 255 }),
  channel: Type.Optional(Type.Integer({ minimum: 0, maximum: 1024 })),
};
/** A list may feed at most pacs_per_list_count (3) systems. */
const ListIds = Type.Array(IdSchema, { uniqueItems: true, maxItems: 100 });

export const CreatePacsSchema = Type.Object(
  {
    name: MandatoryText(),
    kind: PacsKindSchema,
    ...connection,
    /** Defaults to the first capacity group serving the organisation (none: null). */
    capacitygroup_token: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 64 }))),
    place_id: Type.Optional(Nullable(IdSchema)),
    facelist_ids: Type.Optional(ListIds),
    list_ids: Type.Optional(ListIds),
  },
  { additionalProperties: false },
);
export type CreatePacs = Type.Static<typeof CreatePacsSchema>;

/** PUT /pacses/{id}; an omitted password keeps the stored one. */
export const UpdatePacsSchema = Type.Partial(CreatePacsSchema, { additionalProperties: false });
export type UpdatePacs = Type.Static<typeof UpdatePacsSchema>;

/**
 * POST /pacses/check: try the connection before saving. Without a password, pacs_id names the
 * saved system whose stored password is tried (the edit form never holds it).
 */
export const PacsCheckSchema = Type.Object(
  { ...connection, password: Type.Optional(connection.password), pacs_id: Type.Optional(IdSchema) },
  { additionalProperties: false },
);
export type PacsCheck = Type.Static<typeof PacsCheckSchema>;
/** Why a check failed: the device did not answer, refused the credentials, or answered something else. */
export const PACS_CHECK_FAILURES = ['unreachable', 'unauthorized', 'rejected'] as const;
export const PacsCheckResultSchema = Type.Object({
  ok: Type.Boolean(),
  version: Nullable(Type.String()),
  message: Nullable(Type.String()),
  failure: Nullable(Type.Enum(PACS_CHECK_FAILURES)),
});
export type PacsCheckResult = Type.Static<typeof PacsCheckResultSchema>;

/**
 * PUT and DELETE /pacses/{id}/persons: JSON, or for PUT multipart with these fields and an optional
 * `photo` file (the server crops it to the vendor's ratio and compresses it under the vendor's size).
 * faceimage_id picks which of the face's photos is pushed (default: the first).
 */
export const PacsPersonRequestSchema = Type.Object({ face_id: IdSchema, faceimage_id: Type.Optional(IdSchema) }, { additionalProperties: false });
export type PacsPersonRequest = Type.Static<typeof PacsPersonRequestSchema>;
/** PUT and DELETE /pacses/{id}/vehicles. */
export const PacsVehicleRequestSchema = Type.Object({ plate_id: IdSchema }, { additionalProperties: false });
export type PacsVehicleRequest = Type.Static<typeof PacsVehicleRequestSchema>;

export const PacsSearchSchema = SearchBody(
  Type.Object(
    {
      text: Type.Optional(Type.String({ maxLength: 255 })),
      vendor: Type.Optional(PacsVendorSchema),
      facelist_id: Type.Optional(IdSchema),
      list_id: Type.Optional(IdSchema),
      kind: Type.Optional(PacsKindSchema),
    },
    { additionalProperties: false },
  ),
);
export type PacsSearch = Type.Static<typeof PacsSearchSchema>;
