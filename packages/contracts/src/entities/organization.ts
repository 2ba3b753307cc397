import Type from 'typebox';
import { FreeText, IdSchema, List, MandatoryText, Nullable, SearchBody, TimestampSchema } from './common';

/**
 * An organisation (tenant). is_internal marks the platform's own organisation. The counts are
 * of its face and plate lists and of the faces and plates in them (the organisation limits apply).
 */
export const OrganizationSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  description: Type.String(),
  logo_id: Nullable(Type.String()),
  logo_url: Nullable(Type.String()),
  is_internal: Type.Boolean(),
  capacitygroup_tokens: Type.Array(Type.String()),
  facelist_count: Type.Integer({ minimum: 0 }),
  platelist_count: Type.Integer({ minimum: 0 }),
  face_count: Type.Integer({ minimum: 0 }),
  plate_count: Type.Integer({ minimum: 0 }),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Organization = Type.Static<typeof OrganizationSchema>;

export const OrganizationListSchema = List('organizations', OrganizationSchema);
export type OrganizationList = Type.Static<typeof OrganizationListSchema>;

/** POST /organizations (superuser). logo_id: an upload of kind logo. */
export const CreateOrganizationSchema = Type.Object(
  {
    name: MandatoryText(),
    description: Type.Optional(FreeText()),
    logo_id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    is_internal: Type.Optional(Type.Boolean()),
    capacitygroup_tokens: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type CreateOrganization = Type.Static<typeof CreateOrganizationSchema>;

export const UpdateOrganizationSchema = Type.Partial(CreateOrganizationSchema, { additionalProperties: false });
export type UpdateOrganization = Type.Static<typeof UpdateOrganizationSchema>;

export const OrganizationSearchSchema = SearchBody(Type.Object({ text: Type.Optional(Type.String({ maxLength: 255 })) }, { additionalProperties: false }));
