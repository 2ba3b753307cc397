import Type from 'typebox';
import { FreeText, IdSchema, List, MandatoryText, SearchBody, TimestampSchema } from './common';

/** A group of users inside an organisation; places (and through them cameras) and lists belong to groups. */
export const GroupSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  description: Type.String(),
  organization_id: IdSchema,
  user_count: Type.Integer({ minimum: 0 }),
  place_count: Type.Integer({ minimum: 0 }),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Group = Type.Static<typeof GroupSchema>;

export const GroupListSchema = List('groups', GroupSchema);
export type GroupList = Type.Static<typeof GroupListSchema>;

/** POST /groups. organization_id is needed only from the superuser; others create in their own organisation. */
export const CreateGroupSchema = Type.Object(
  {
    name: MandatoryText(),
    description: Type.Optional(FreeText()),
    organization_id: Type.Optional(IdSchema),
  },
  { additionalProperties: false },
);
export type CreateGroup = Type.Static<typeof CreateGroupSchema>;

/** PUT /groups/{id}: a group never moves to another organisation. */
export const UpdateGroupSchema = Type.Object({ name: Type.Optional(MandatoryText()), description: Type.Optional(FreeText()) }, { additionalProperties: false });
export type UpdateGroup = Type.Static<typeof UpdateGroupSchema>;

/** POST and DELETE /groups/{id}/members. A user belongs to at most groups_per_user (3) groups. */
export const GroupMembersSchema = Type.Object(
  { user_ids: Type.Array(IdSchema, { minItems: 1, maxItems: 1000, uniqueItems: true }) },
  { additionalProperties: false },
);
export type GroupMembers = Type.Static<typeof GroupMembersSchema>;

export const GroupSearchSchema = SearchBody(
  Type.Object({ text: Type.Optional(Type.String({ maxLength: 255 })), organization_id: Type.Optional(IdSchema) }, { additionalProperties: false }),
);
