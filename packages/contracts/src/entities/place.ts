import Type from 'typebox';
import {
  FreeText,
  GeoBoxSchema,
  IdSchema,
  LatitudeSchema,
  List,
  LongitudeSchema,
  MandatoryText,
  Nullable,
  RefSchema,
  SearchBody,
  TimestampSchema,
} from './common';

const Opt = Type.Optional;
const stamps = { created_at: TimestampSchema, updated_at: TimestampSchema };

// --- Place category (a tree) --------------------------------------------------------------------

/** path: ids from the root down to this category, itself included. Moving a category is a change of parent_id. */
export const PlacecategorySchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  parent_id: Nullable(IdSchema),
  path: Type.Array(IdSchema),
  ...stamps,
});
export type Placecategory = Type.Static<typeof PlacecategorySchema>;
export const PlacecategoryListSchema = List('placecategories', PlacecategorySchema);

export const CreatePlacecategorySchema = Type.Object({ name: MandatoryText(), parent_id: Opt(Nullable(IdSchema)) }, { additionalProperties: false });
export const UpdatePlacecategorySchema = Type.Partial(CreatePlacecategorySchema, { additionalProperties: false });
export type CreatePlacecategory = Type.Static<typeof CreatePlacecategorySchema>;
export type UpdatePlacecategory = Type.Static<typeof UpdatePlacecategorySchema>;

export const PlacecategorySearchSchema = SearchBody(
  Type.Object({ text: Opt(Type.String({ maxLength: 255 })), parent_id: Opt(Nullable(IdSchema)) }, { additionalProperties: false }),
);

// --- Place kind ---------------------------------------------------------------------------------

/**
 * The console's fixed set of place-kind icons (names, no files: the console draws them).
 * A kind's icon is one of these.
 */
export const PLACEKIND_ICONS = [
  'building',
  'office',
  'factory',
  'warehouse',
  'shop',
  'school',
  'hospital',
  'home',
  'parking',
  'gate',
  'road',
  'bridge',
  'station',
  'airport',
  'park',
  'stadium',
  'checkpoint',
  'tower',
  'pin',
] as const;
export const PlacekindIconSchema = Type.Enum(PLACEKIND_ICONS, { $id: 'PlacekindIcon' });
export type PlacekindIcon = Type.Static<typeof PlacekindIconSchema>;

/** icon: the name of an icon of the console's set (PLACEKIND_ICONS). */
export const PlacekindSchema = Type.Object({ id: IdSchema, name: Type.String(), icon: Type.String(), ...stamps });
export type Placekind = Type.Static<typeof PlacekindSchema>;
export const PlacekindListSchema = List('placekinds', PlacekindSchema);

export const CreatePlacekindSchema = Type.Object({ name: MandatoryText(), icon: PlacekindIconSchema }, { additionalProperties: false });
export const UpdatePlacekindSchema = Type.Partial(CreatePlacekindSchema, { additionalProperties: false });
export type CreatePlacekind = Type.Static<typeof CreatePlacekindSchema>;
export type UpdatePlacekind = Type.Static<typeof UpdatePlacekindSchema>;

// --- Place tags and tag groups ------------------------------------------------------------------

export const PlacetagSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  placetaggroup_id: Nullable(IdSchema),
  placetaggroup: Nullable(RefSchema),
  ...stamps,
});
export type Placetag = Type.Static<typeof PlacetagSchema>;
export const PlacetagListSchema = List('placetags', PlacetagSchema);

export const CreatePlacetagSchema = Type.Object({ name: MandatoryText(), placetaggroup_id: Opt(Nullable(IdSchema)) }, { additionalProperties: false });
export const UpdatePlacetagSchema = Type.Partial(CreatePlacetagSchema, { additionalProperties: false });
export type CreatePlacetag = Type.Static<typeof CreatePlacetagSchema>;
export type UpdatePlacetag = Type.Static<typeof UpdatePlacetagSchema>;

export const PlacetaggroupSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  tags: Type.Array(RefSchema),
  ...stamps,
});
export type Placetaggroup = Type.Static<typeof PlacetaggroupSchema>;
export const PlacetaggroupListSchema = List('placetaggroups', PlacetaggroupSchema);

/** tag_ids, when given, is the full set of tags of the group. */
export const CreatePlacetaggroupSchema = Type.Object(
  { name: MandatoryText(), tag_ids: Opt(Type.Array(IdSchema, { uniqueItems: true, maxItems: 500 })) },
  { additionalProperties: false },
);
export const UpdatePlacetaggroupSchema = Type.Partial(CreatePlacetaggroupSchema, { additionalProperties: false });
export type CreatePlacetaggroup = Type.Static<typeof CreatePlacetaggroupSchema>;
export type UpdatePlacetaggroup = Type.Static<typeof UpdatePlacetaggroupSchema>;

// --- Place --------------------------------------------------------------------------------------

/** cohort_tracking: count the groups of people seen together at the place. */
export const PlaceSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  description: Type.String(),
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  cohort_tracking: Type.Boolean(),
  group_id: Nullable(IdSchema),
  category: Nullable(Type.Object({ id: IdSchema, name: Type.String(), path: Type.Array(IdSchema) })),
  kind: Nullable(Type.Object({ id: IdSchema, name: Type.String(), icon: Type.String() })),
  tags: Type.Array(RefSchema),
  plan_count: Type.Integer({ minimum: 0 }),
  camera_count: Type.Integer({ minimum: 0 }),
  ...stamps,
});
export type Place = Type.Static<typeof PlaceSchema>;
export const PlaceListSchema = List('places', PlaceSchema);
export type PlaceList = Type.Static<typeof PlaceListSchema>;

const placeWritable = {
  description: Opt(FreeText()),
  cohort_tracking: Opt(Type.Boolean()),
  group_id: Opt(Nullable(IdSchema)),
  category_id: Opt(Nullable(IdSchema)),
  kind_id: Opt(Nullable(IdSchema)),
  tag_ids: Opt(Type.Array(IdSchema, { uniqueItems: true, maxItems: 100 })),
};

export const CreatePlaceSchema = Type.Object(
  { name: MandatoryText(), latitude: LatitudeSchema, longitude: LongitudeSchema, ...placeWritable },
  { additionalProperties: false },
);
export type CreatePlace = Type.Static<typeof CreatePlaceSchema>;

export const UpdatePlaceSchema = Type.Partial(CreatePlaceSchema, { additionalProperties: false });
export type UpdatePlace = Type.Static<typeof UpdatePlaceSchema>;

export const PlaceSearchSchema = SearchBody(
  Type.Object(
    {
      text: Opt(Type.String({ maxLength: 255 })),
      group_id: Opt(IdSchema),
      placecategory_id: Opt(IdSchema),
      placekind_id: Opt(IdSchema),
      placetag_id: Opt(IdSchema),
      box: Opt(GeoBoxSchema),
    },
    { additionalProperties: false },
  ),
);

/** GET /placeclusters: places grouped for the map within a box. Cluster fields are our design. */
export const PlaceclusterQuerySchema = Type.Object({
  x_min: LongitudeSchema,
  y_min: LatitudeSchema,
  x_max: LongitudeSchema,
  y_max: LatitudeSchema,
  zoom: Opt(Type.Integer({ minimum: 0, maximum: 24 })),
});
export const PlaceclusterSchema = Type.Object({
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  count: Type.Integer({ minimum: 1 }),
  /** Set when the cluster is a single place. */
  place_id: Nullable(IdSchema),
});
export const PlaceclusterListSchema = Type.Object({ placeclusters: Type.Array(PlaceclusterSchema) });

// --- Plan (a floor or site image with camera positions) ---------------------------------------

export const PlanSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  place_id: IdSchema,
  image_id: Type.String(),
  image_url: Type.String(),
  ...stamps,
});
export type Plan = Type.Static<typeof PlanSchema>;
export const PlanListSchema = List('plans', PlanSchema);
export type PlanList = Type.Static<typeof PlanListSchema>;

/** image_id: an upload of kind plan. */
export const CreatePlanSchema = Type.Object(
  { name: MandatoryText(), place_id: IdSchema, image_id: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export const UpdatePlanSchema = Type.Partial(Type.Omit(CreatePlanSchema, ['place_id']), { additionalProperties: false });
export type CreatePlan = Type.Static<typeof CreatePlanSchema>;
export type UpdatePlan = Type.Static<typeof UpdatePlanSchema>;
