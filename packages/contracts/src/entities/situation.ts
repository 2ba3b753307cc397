import Type from 'typebox';
import { FreeText, IdSchema, List, MandatoryText, Nullable, PrioritySchema, SearchBody, TimestampSchema } from './common';
import { SA_REASONS } from './event';

/**
 * A situation: a named scenario of situation analytics (e.g. "crowd at the main gate") that
 * ROI boxes and lines point to (situation_id) and subscriptions can follow. The spec does not
 * show its fields: everything here is our design.
 */
export const SITUATION_EVENT_TYPES = ['sa', 'ao'] as const;

export const SituationSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  description: Type.String(),
  event_type: Type.Enum(SITUATION_EVENT_TYPES),
  /** The sa reason it stands for; null for ao or any reason. */
  reason: Nullable(Type.Enum(SA_REASONS)),
  priority: PrioritySchema,
  place_id: Nullable(IdSchema),
  group_id: Nullable(IdSchema),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Situation = Type.Static<typeof SituationSchema>;

export const SituationListSchema = List('situations', SituationSchema);
export type SituationList = Type.Static<typeof SituationListSchema>;

export const CreateSituationSchema = Type.Object(
  {
    name: MandatoryText(),
    description: Type.Optional(FreeText()),
    event_type: Type.Enum(SITUATION_EVENT_TYPES),
    reason: Type.Optional(Nullable(Type.Enum(SA_REASONS))),
    priority: Type.Optional(PrioritySchema),
    place_id: Type.Optional(Nullable(IdSchema)),
    group_id: Type.Optional(Nullable(IdSchema)),
  },
  { additionalProperties: false },
);
export type CreateSituation = Type.Static<typeof CreateSituationSchema>;

export const UpdateSituationSchema = Type.Partial(CreateSituationSchema, { additionalProperties: false });
export type UpdateSituation = Type.Static<typeof UpdateSituationSchema>;

export const SituationSearchSchema = SearchBody(
  Type.Object(
    {
      text: Type.Optional(Type.String({ maxLength: 255 })),
      place_id: Type.Optional(IdSchema),
      event_type: Type.Optional(Type.Enum(SITUATION_EVENT_TYPES)),
    },
    { additionalProperties: false },
  ),
);
