import Type from 'typebox';
import {
  AttributesSchema,
  ColorSchema,
  DateOnlySchema,
  FreeText,
  IdSchema,
  List,
  MandatoryText,
  Nullable,
  PrioritySchema,
  RefSchema,
  SearchBody,
  SYNC_STATUSES,
  TimestampSchema,
} from './common';

/** Plate region codes (number masks per region). */
export const PLATE_REGIONS = [
  'am',
  'ge',
  'uz',
  'tj',
  'kg',
  'be',
  'at',
  'by',
  'de',
  'ee',
  'es',
  'fr',
  'kz',
  'lt',
  'lv',
  'md',
  'nl',
  'pl',
  'ro',
  'ru',
  'ua',
  'uk',
] as const;
export const PlateRegionSchema = Type.Enum(PLATE_REGIONS, { $id: 'PlateRegion' });

/**
 * Plate number masks per region: a mask is a sequence of groups, each a run of classes (L a
 * letter, D a digit). The console groups numbers by them; plate readers validate reads against them.
 */
export const PLATE_MASKS: Record<(typeof PLATE_REGIONS)[number], readonly string[]> = {
  am: ['DD LL DDD', 'DDD LL DD'],
  ge: ['LL DDD LL', 'LLL DDD'],
  uz: ['DD L DDD LL', 'DD DDD LLL'],
  tj: ['DDDD LL DD'],
  kg: ['DD DDD LLL', 'L DDDD LL'],
  be: ['D LLL DDD', 'LLL DDD'],
  at: ['LL DDDDD', 'LL DDD LL', 'L DDDD L'],
  by: ['DDDD LL D', 'LL DDDD D'],
  de: ['LLL LL DDDD', 'LL LL DDDD', 'L LL DDDD', 'LL L DDDD', 'L L DDDD'],
  ee: ['DDD LLL'],
  es: ['DDDD LLL'],
  fr: ['LL DDD LL'],
  kz: ['DDD LLL DD', 'DDD LL DD'],
  lt: ['LLL DDD'],
  lv: ['LL DDDD'],
  md: ['LLL DDD', 'LL LL DDD'],
  nl: ['LL DDD L', 'L DDD LL', 'DD LLL D', 'D LLL DD', 'LL DD LL', 'DD LL DD'],
  pl: ['LL DDDDD', 'LLL DDDD', 'LLL DDDLL', 'LL DDDLL'],
  ro: ['LL DD LLL', 'L DD LLL', 'L DDD LLL'],
  ru: ['L DDD LL DDD', 'L DDD LL DD', 'LL DDD DD', 'LL DDDD DD'],
  ua: ['LL DDDD LL'],
  uk: ['LL DD LLL'],
};

/** A plate number as typed: letters, digits, spaces and dashes; the server stores it uppercase without separators. */
export const PlateNumberSchema = Type.String({ minLength: 3, maxLength: 20, pattern: '^[0-9A-Za-z\\p{L} -]+$' });

/** A plate's link to one access-control system (a "vehicle" there). Our design of the inner fields. */
export const PacsVehicleSchema = Type.Object({
  pacs_id: IdSchema,
  pacs_name: Type.String(),
  status: Type.Enum(SYNC_STATUSES),
  error: Nullable(Type.String()),
});
export type PacsVehicle = Type.Static<typeof PacsVehicleSchema>;

export const PlateSchema = Type.Object({
  id: IdSchema,
  number: Type.String(),
  owner_full_name: Nullable(Type.String()),
  owner_document_number: Nullable(Type.String()),
  owner_birth_date: Nullable(DateOnlySchema),
  vehicle_manufacturer: Nullable(Type.String()),
  vehicle_model: Nullable(Type.String()),
  vehicle_type: Nullable(Type.String()),
  vehicle_color: Nullable(ColorSchema),
  vehicle_manufacture_date: Nullable(DateOnlySchema),
  vehicle_image_id: Nullable(Type.String()),
  vehicle_image_url: Nullable(Type.String()),
  platelist_id: IdSchema,
  attributes: AttributesSchema,
  pacs_vehicles: Type.Array(PacsVehicleSchema),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Plate = Type.Static<typeof PlateSchema>;

export const PlateListSchema = List('plates', PlateSchema);
export type PlateList = Type.Static<typeof PlateListSchema>;

/**
 * Owner fields are mandatory data: when given they hold at least DATA_MIN_LENGTH characters;
 * when the config's mandatory_data is on, the server also requires owner_full_name and
 * owner_document_number.
 */
const plateWritable = {
  owner_full_name: Type.Optional(Nullable(MandatoryText())),
  owner_document_number: Type.Optional(Nullable(MandatoryText(64))),
  owner_birth_date: Type.Optional(Nullable(DateOnlySchema)),
  vehicle_manufacturer: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  vehicle_model: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  vehicle_type: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  vehicle_color: Type.Optional(Nullable(ColorSchema)),
  vehicle_manufacture_date: Type.Optional(Nullable(DateOnlySchema)),
  /** An upload id (kind vehicle). */
  vehicle_image_id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  attributes: Type.Optional(AttributesSchema),
};

export const CreatePlateSchema = Type.Object({ number: PlateNumberSchema, platelist_id: IdSchema, ...plateWritable }, { additionalProperties: false });
export type CreatePlate = Type.Static<typeof CreatePlateSchema>;

/** PUT /plates/{id}; moving to another list is a change of platelist_id. */
export const UpdatePlateSchema = Type.Object(
  { number: Type.Optional(PlateNumberSchema), platelist_id: Type.Optional(IdSchema), ...plateWritable },
  { additionalProperties: false },
);
export type UpdatePlate = Type.Static<typeof UpdatePlateSchema>;

export const PlateSearchSchema = SearchBody(
  Type.Object({ text: Type.Optional(Type.String({ maxLength: 255 })), platelist_id: Type.Optional(IdSchema) }, { additionalProperties: false }),
);

// --- Plate list ---------------------------------------------------------------------------------

export const PlatelistSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  description: Type.String(),
  priority: PrioritySchema,
  group_id: Nullable(IdSchema),
  plate_count: Type.Integer({ minimum: 0 }),
  /** Plates already pushed to every linked access-control system. */
  plate_sync_count: Type.Integer({ minimum: 0 }),
  pacses: Type.Array(RefSchema),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Platelist = Type.Static<typeof PlatelistSchema>;

export const PlatelistListSchema = List('platelists', PlatelistSchema);
export type PlatelistList = Type.Static<typeof PlatelistListSchema>;

export const CreatePlatelistSchema = Type.Object(
  {
    name: MandatoryText(),
    description: Type.Optional(FreeText()),
    priority: Type.Optional(PrioritySchema),
    group_id: Type.Optional(Nullable(IdSchema)),
  },
  { additionalProperties: false },
);
export type CreatePlatelist = Type.Static<typeof CreatePlatelistSchema>;

export const UpdatePlatelistSchema = Type.Partial(CreatePlatelistSchema, { additionalProperties: false });
export type UpdatePlatelist = Type.Static<typeof UpdatePlatelistSchema>;

/** Vehicle makes and models offered by the plate form. */
export const VehicleMakeSchema = Type.Object({
  private_name: Type.String(),
  public_name: Type.String(),
  model: Type.Array(Type.Object({ private_name: Type.String(), public_name: Type.String() })),
});

export const VehicleMakeListSchema = Type.Object({ makes: Type.Array(VehicleMakeSchema) });
export type VehicleMakeList = Type.Static<typeof VehicleMakeListSchema>;

/** POST /platelists/search (and the GET /platelists query): name text and group. */
export const PlatelistSearchSchema = SearchBody(
  Type.Object({ text: Type.Optional(Type.String({ maxLength: 255 })), group_id: Type.Optional(IdSchema) }, { additionalProperties: false }),
);
export type PlatelistSearch = Type.Static<typeof PlatelistSearchSchema>;
