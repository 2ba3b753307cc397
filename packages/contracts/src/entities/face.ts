import Type from 'typebox';
import {
  AttributesSchema,
  DateOnlySchema,
  DescriptorSchema,
  FreeText,
  GenderSchema,
  IdSchema,
  List,
  MandatoryText,
  Nullable,
  PrioritySchema,
  RectSchema,
  RefSchema,
  SearchBody,
  SYNC_STATUSES,
  ThresholdSchema,
  TimestampSchema,
} from './common';

/** One photo of a face. image_id is the upload id; descriptor is sent only where asked for (it is large). */
export const FaceImageSchema = Type.Object({
  id: IdSchema,
  image_id: Type.String(),
  url: Type.String(),
  descriptor: Type.Optional(Nullable(DescriptorSchema)),
  created_at: TimestampSchema,
});
export type FaceImage = Type.Static<typeof FaceImageSchema>;

/** A photo to attach: an upload of kind face_image; rect picks the face when the photo holds several. */
export const CreateFaceImageSchema = Type.Object(
  { image_id: Type.String({ minLength: 1, maxLength: 64 }), rect: Type.Optional(RectSchema) },
  { additionalProperties: false },
);
export type CreateFaceImage = Type.Static<typeof CreateFaceImageSchema>;

/** A face's link to one access-control system (a "person" there). Our design of the inner fields. */
export const PacsPersonSchema = Type.Object({
  pacs_id: IdSchema,
  pacs_name: Type.String(),
  faceimage_id: Nullable(IdSchema),
  status: Type.Enum(SYNC_STATUSES),
  error: Nullable(Type.String()),
});
export type PacsPerson = Type.Static<typeof PacsPersonSchema>;

export const FaceSchema = Type.Object({
  id: IdSchema,
  full_name: Type.String(),
  sex: Nullable(GenderSchema),
  birth_date: Nullable(DateOnlySchema),
  document_number: Nullable(Type.String()),
  facelist_id: IdSchema,
  attributes: AttributesSchema,
  images: Type.Array(FaceImageSchema),
  pacs_persons: Type.Array(PacsPersonSchema),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Face = Type.Static<typeof FaceSchema>;

export const FaceListSchema = List('faces', FaceSchema);
export type FaceList = Type.Static<typeof FaceListSchema>;

/**
 * full_name and document_number are mandatory data (at least DATA_MIN_LENGTH characters);
 * when the config's mandatory_data is on the server also requires document_number and birth_date.
 */
const faceWritable = {
  sex: Type.Optional(Nullable(GenderSchema)),
  birth_date: Type.Optional(Nullable(DateOnlySchema)),
  document_number: Type.Optional(Nullable(MandatoryText(64))),
  attributes: Type.Optional(AttributesSchema),
};
const Images = Type.Array(CreateFaceImageSchema, { minItems: 1, maxItems: 10 });

/** POST /faces: at least one photo, or the face could never be recognised. */
export const CreateFaceSchema = Type.Object(
  { full_name: MandatoryText(), facelist_id: IdSchema, images: Images, ...faceWritable },
  { additionalProperties: false },
);
export type CreateFace = Type.Static<typeof CreateFaceSchema>;

/** PUT /faces/{id}; a given images list replaces the photos (existing ones are kept by image_id). */
export const UpdateFaceSchema = Type.Object(
  {
    full_name: Type.Optional(MandatoryText()),
    facelist_id: Type.Optional(IdSchema),
    images: Type.Optional(Images),
    ...faceWritable,
  },
  { additionalProperties: false },
);
export type UpdateFace = Type.Static<typeof UpdateFaceSchema>;

export const FaceSearchSchema = SearchBody(
  Type.Object({ text: Type.Optional(Type.String({ maxLength: 255 })), facelist_id: Type.Optional(IdSchema) }, { additionalProperties: false }),
);

// --- Face list ----------------------------------------------------------------------------------

/**
 * threshold: the least similarity that counts as a match; exact_threshold: from where a match
 * is certain (shown as exact). Both raw 0..1, see ThresholdSchema. activity_tracking records
 * where the list's people are seen.
 */
export const FacelistSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  description: Type.String(),
  priority: PrioritySchema,
  threshold: ThresholdSchema,
  exact_threshold: ThresholdSchema,
  activity_tracking: Type.Boolean(),
  group_id: Nullable(IdSchema),
  face_count: Type.Integer({ minimum: 0 }),
  /** Faces already pushed to every linked access-control system. */
  face_sync_count: Type.Integer({ minimum: 0 }),
  pacses: Type.Array(RefSchema),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Facelist = Type.Static<typeof FacelistSchema>;

export const FacelistListSchema = List('facelists', FacelistSchema);
export type FacelistList = Type.Static<typeof FacelistListSchema>;

export const CreateFacelistSchema = Type.Object(
  {
    name: MandatoryText(),
    description: Type.Optional(FreeText()),
    priority: Type.Optional(PrioritySchema),
    threshold: Type.Optional(ThresholdSchema),
    exact_threshold: Type.Optional(ThresholdSchema),
    activity_tracking: Type.Optional(Type.Boolean()),
    group_id: Type.Optional(Nullable(IdSchema)),
  },
  { additionalProperties: false },
);
export type CreateFacelist = Type.Static<typeof CreateFacelistSchema>;

export const UpdateFacelistSchema = Type.Partial(CreateFacelistSchema, { additionalProperties: false });
export type UpdateFacelist = Type.Static<typeof UpdateFacelistSchema>;

/** POST /facelists/search (and the GET /facelists query): name text and group. */
export const FacelistSearchSchema = SearchBody(
  Type.Object({ text: Type.Optional(Type.String({ maxLength: 255 })), group_id: Type.Optional(IdSchema) }, { additionalProperties: false }),
);
export type FacelistSearch = Type.Static<typeof FacelistSearchSchema>;
