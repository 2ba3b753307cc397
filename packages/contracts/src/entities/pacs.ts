import Type from 'typebox';
import {
  HostSchema,
  IdSchema,
  List,
  MandatoryText,
  Nullable,
  PortSchema,
  SearchBody,
  SYNC_STATUSES,
  TimestampSchema,
} from './common';

/** Access-control systems: hikvision or dahua terminals and barriers. */
export const PACS_VENDORS = ['hikvision', 'dahua'] as const;
/** What the device controls (our design): person (face terminal, fed by face lists) or vehicle (barrier, plate lists). */
export const PACS_KINDS = ['person', 'vehicle'] as const;

const PacsPersonEntry = Type.Object({
  face_id: IdSchema,
  face_name: Type.String(),
  faceimage_id: Nullable(IdSchema),
  status: Type.Enum(SYNC_STATUSES),
  error: Nullable(Type.String()),
});
const PacsVehicleEntry = Type.Object({
  plate_id: IdSchema,
  number: Type.String(),
  status: Type.Enum(SYNC_STATUSES),
  error: Nullable(Type.String()),
});

const pacsPublic = {
  id: IdSchema,
  name: Type.String(),
  vendor: Type.Enum(PACS_VENDORS),
  kind: Type.Enum(PACS_KINDS),
  host: Type.String(),
  port: Type.Integer(),
  username: Type.String(),
  /** Device channel (door or lane) number. */
  channel: Type.Integer({ minimum: 0 }),
  /** Device firmware or API version, read by the last check. */
  version: Nullable(Type.String()),
  capacitygroup_token: Type.String(),
  place_id: Nullable(IdSchema),
  /** Face lists whose faces are pushed as persons. */
  facelist_ids: Type.Array(IdSchema),
  /** Plate lists whose plates are pushed as vehicles. */
  list_ids: Type.Array(IdSchema),
  /** Faces pushed (or being pushed) to the device; the same sync state as a face's pacs_persons. */
  persons: Type.Array(PacsPersonEntry),
  /** Plates pushed (or being pushed) to the device. */
  vehicles: Type.Array(PacsVehicleEntry),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
};

/** GET /pacses/{id}: with the device password, for the edit form and the sync worker. */
export const PacsSchema = Type.Object({ ...pacsPublic, password: Type.String() });
export type Pacs = Type.Static<typeof PacsSchema>;

/** An access-control system in a list: the device password is a secret, never sent in lists. */
export const PacsListItemSchema = Type.Object(pacsPublic);
export type PacsListItem = Type.Static<typeof PacsListItemSchema>;

export const PacsListSchema = List('pacses', PacsListItemSchema);
export type PacsList = Type.Static<typeof PacsListSchema>;

const connection = {
  vendor: Type.Enum(PACS_VENDORS),
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
    kind: Type.Enum(PACS_KINDS),
    ...connection,
    capacitygroup_token: Type.String({ minLength: 1, maxLength: 64 }),
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

/** POST /pacses/check: try the connection before saving. */
export const PacsCheckSchema = Type.Object(connection, { additionalProperties: false });
export const PacsCheckResultSchema = Type.Object({
  ok: Type.Boolean(),
  version: Nullable(Type.String()),
  message: Nullable(Type.String()),
});

/** PUT and DELETE /pacses/{id}/persons (multipart for PUT: the photo in the vendor's size and ratio). */
export const PacsPersonRequestSchema = Type.Object(
  { face_id: IdSchema, faceimage_id: Type.Optional(IdSchema) },
  { additionalProperties: false },
);
/** PUT and DELETE /pacses/{id}/vehicles. */
export const PacsVehicleRequestSchema = Type.Object({ plate_id: IdSchema }, { additionalProperties: false });

export const PacsSearchSchema = SearchBody(
  Type.Object(
    {
      text: Type.Optional(Type.String({ maxLength: 255 })),
      vendor: Type.Optional(Type.Enum(PACS_VENDORS)),
      facelist_id: Type.Optional(IdSchema),
      list_id: Type.Optional(IdSchema),
    },
    { additionalProperties: false },
  ),
);
