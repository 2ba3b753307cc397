import Type from 'typebox';
import {
  ColorSchema,
  DescriptorSchema,
  GenderSchema,
  GeoBoxSchema,
  IdSchema,
  List,
  SearchBody,
  SimilaritySchema,
  ThresholdSchema,
  TimestampSchema,
} from './common';
import { FaceSchema } from './face';

/**
 * POST /search/byface, /search/byfaceinfaces and /search/byplate. Bodies follow SearchBody:
 * `{query: {...}, cursor?, limit?}`. Event searches answer EventSearchListSchema (event.ts).
 */
export const SORT_TYPES = ['timestamp', 'similarity'] as const;
/** Attribute search types; each names its call and event type (see ATTRIBUTE_SEARCH_TARGETS). */
export const ATTRIBUTE_SEARCH_TYPES = ['person-fr', 'person-sa', 'plate-lpr', 'plate-sa'] as const;
export type AttributeSearchType = (typeof ATTRIBUTE_SEARCH_TYPES)[number];
export const ATTRIBUTE_SEARCH_TARGETS = {
  'person-fr': { call: 'byface', event_type: 'fr' },
  'person-sa': { call: 'byface', event_type: 'sa' },
  'plate-lpr': { call: 'byplate', event_type: 'lpr' },
  'plate-sa': { call: 'byplate', event_type: 'sa' },
} as const satisfies Record<AttributeSearchType, { call: string; event_type: string }>;

const Opt = Type.Optional;
const Range = (max: number) =>
  Type.Object({ from: Opt(Type.Number({ minimum: 0, maximum: max })), to: Opt(Type.Number({ minimum: 0, maximum: max })) }, { additionalProperties: false });
const Colors = Type.Array(ColorSchema, { uniqueItems: true, maxItems: 10 });

export const PersonAttributeFilterSchema = Type.Object(
  { gender: Opt(GenderSchema), age: Opt(Range(150)), upperbody_color: Opt(Colors), lowerbody_color: Opt(Colors) },
  { additionalProperties: false },
);
export const PlateAttributeFilterSchema = Type.Object(
  {
    speed: Opt(Range(500)),
    color: Opt(Colors),
    make: Opt(Type.String({ maxLength: 64 })),
    model: Opt(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);

/**
 * Where and when. box: a map box of the places' coordinates. sort_type defaults to similarity;
 * is_only_accurate keeps only the best hit per face or plate ("only top plates").
 */
const common = {
  box: Opt(GeoBoxSchema),
  ts_from: Opt(TimestampSchema),
  ts_to: Opt(TimestampSchema),
  camera_ids: Opt(Type.Array(IdSchema, { uniqueItems: true, maxItems: 1000 })),
  place_ids: Opt(Type.Array(IdSchema, { uniqueItems: true, maxItems: 1000 })),
  sort_type: Opt(Type.Enum(SORT_TYPES, { default: 'similarity' })),
  is_only_accurate: Opt(Type.Boolean({ default: false })),
};

/**
 * Events by face: a descriptor, an event (search by an event: the server takes that fr or sa
 * event's descriptor), attributes, or a mix (422 when none is given). threshold: least raw
 * similarity (see ThresholdSchema).
 */
export const SearchByFaceQuerySchema = Type.Object(
  {
    event_type: Type.Enum(['fr', 'sa'] as const),
    descriptor: Opt(DescriptorSchema),
    event_id: Opt(Type.String({ format: 'uuid' })),
    threshold: Opt(ThresholdSchema),
    attributes: Opt(PersonAttributeFilterSchema),
    ...common,
  },
  { additionalProperties: false },
);
export const SearchByFaceSchema = SearchBody(SearchByFaceQuerySchema);
export type SearchByFace = Type.Static<typeof SearchByFaceSchema>;

/**
 * Events by plate: number is matched fuzzily (threshold: least trigram similarity, raw 0..1);
 * event_id searches by that lpr event's number (search by an event).
 */
export const SearchByPlateQuerySchema = Type.Object(
  {
    event_type: Type.Enum(['lpr', 'sa'] as const),
    number: Opt(Type.String({ minLength: 1, maxLength: 20 })),
    event_id: Opt(Type.String({ format: 'uuid' })),
    threshold: Opt(ThresholdSchema),
    attributes: Opt(PlateAttributeFilterSchema),
    ...common,
  },
  { additionalProperties: false },
);
export const SearchByPlateSchema = SearchBody(SearchByPlateQuerySchema);
export type SearchByPlate = Type.Static<typeof SearchByPlateSchema>;

/** Faces of the face lists by a descriptor (who is this?). */
export const SearchByFaceInFacesQuerySchema = Type.Object(
  {
    descriptor: DescriptorSchema,
    threshold: Opt(ThresholdSchema),
    facelist_ids: Opt(Type.Array(IdSchema, { uniqueItems: true, maxItems: 1000 })),
  },
  { additionalProperties: false },
);
export const SearchByFaceInFacesSchema = SearchBody(SearchByFaceInFacesQuerySchema);
export type SearchByFaceInFaces = Type.Static<typeof SearchByFaceInFacesSchema>;

/** Answer of byfaceinfaces: faces, best first, each with the similarity of its closest photo. */
export const FaceSearchHitSchema = Type.Object({ ...FaceSchema.properties, similarity: SimilaritySchema });
export type FaceSearchHit = Type.Static<typeof FaceSearchHitSchema>;
export const FaceSearchListSchema = List('faces', FaceSearchHitSchema);
export type FaceSearchList = Type.Static<typeof FaceSearchListSchema>;
