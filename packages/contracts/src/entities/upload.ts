import Type from 'typebox';
import { DescriptorSchema, FractionSchema, RectSchema, TimestampSchema, UuidSchema } from './common';

/**
 * Uploaded images. The spec shows only the id, original_url and the face meta; kinds, sizes and
 * the rest are our design. Size limits per kind come from the config (face 10 MB, others 1.2 MB).
 */
export const UPLOAD_KINDS = ['face_image', 'avatar', 'vehicle', 'plan', 'logo'] as const;
export const UploadKindSchema = Type.Enum(UPLOAD_KINDS, { $id: 'UploadKind' });
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * One face found on an image. detection.rect is the face box as fractions of the image
 * (x_min, y_min, x_max, y_max, 0..1); the console's xMin.. after case conversion.
 */
export const UploadMetaSchema = Type.Object({
  descriptor: DescriptorSchema,
  detection: Type.Object({ rect: RectSchema, confidence: FractionSchema }),
});
export type UploadMeta = Type.Static<typeof UploadMetaSchema>;

export const UploadSchema = Type.Object({
  id: UuidSchema,
  kind: UploadKindSchema,
  original_url: Type.String(),
  mime_type: Type.Enum(UPLOAD_MIME_TYPES),
  /** Bytes. */
  size: Type.Integer({ minimum: 0 }),
  width: Type.Integer({ minimum: 0 }),
  height: Type.Integer({ minimum: 0 }),
  /** Faces found when the upload was post-processed; empty otherwise. */
  meta: Type.Array(UploadMetaSchema),
  created_at: TimestampSchema,
});
export type Upload = Type.Static<typeof UploadSchema>;

/**
 * POST /uploads is multipart: one or more files in the field upload_data, plus these fields.
 * post_process: detect faces now and fill meta (face_image only). The answer is
 * UploadCreatedSchema. Uploads are not listed, so there is no list shape.
 */
export const CreateUploadSchema = Type.Object({ kind: UploadKindSchema, post_process: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export type CreateUpload = Type.Static<typeof CreateUploadSchema>;

export const UploadCreatedSchema = Type.Object({ uploads: Type.Array(UploadSchema) });
export type UploadCreated = Type.Static<typeof UploadCreatedSchema>;

/** PUT /uploads/{id} (our design): re-run post-processing, or re-file the upload under another kind. */
export const UpdateUploadSchema = Type.Object(
  { kind: Type.Optional(UploadKindSchema), post_process: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type UpdateUpload = Type.Static<typeof UpdateUploadSchema>;

export const DETECTION_MODES = ['all_faces', 'largest_face'] as const;
/** Which faces POST /uploads/meta answers: every face found, or the largest one alone. */
export const DetectionModeSchema = Type.Enum(DETECTION_MODES, { $id: 'DetectionMode' });
export type DetectionMode = Type.Static<typeof DetectionModeSchema>;
/** The mode of a request that names none: the one the console sends (spec: "detection mode all_faces"). */
export const DEFAULT_DETECTION_MODE: DetectionMode = 'all_faces';

/**
 * POST /uploads/meta: find faces without storing the image. Multipart with the image in
 * upload_data and an optional detection field, or JSON naming an earlier upload (this schema).
 * The spec names no error for a missing mode: it is all_faces then.
 */
export const UploadMetaRequestSchema = Type.Object(
  { upload_id: UuidSchema, detection: Type.Optional(DetectionModeSchema) },
  { additionalProperties: false, description: 'detection is all_faces when absent.' },
);
export type UploadMetaRequest = Type.Static<typeof UploadMetaRequestSchema>;

export const UploadMetaListSchema = Type.Object({ meta: Type.Array(UploadMetaSchema) });
export type UploadMetaList = Type.Static<typeof UploadMetaListSchema>;
