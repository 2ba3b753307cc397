import Type from 'typebox';
import { DATA_MIN_LENGTH, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, WEEKDAYS } from '../constants';
import { Nullable, PaginationSchema } from './user';

/**
 * Shared building blocks of the wire shapes. Conventions of every entity file:
 * - `XSchema` is the read shape (GET of one); it is open (extra fields are allowed) so a
 *   newer server does not break an older console.
 * - `CreateXSchema` / `UpdateXSchema` are request bodies: strict (`additionalProperties: false`).
 * - `XListSchema` is the list answer `{<items>: [...], pagination: {cursor}}`.
 * - `XListItemSchema` exists where the read shape carries secrets: list answers never do.
 */

export { Nullable };

/** Numeric primary key. Exceptions: capacity groups (token), sensor kinds (ident), events (uuid), uploads (uuid). */
export const IdSchema = Type.Integer({ minimum: 1 });
export type Id = Type.Static<typeof IdSchema>;

/** A string identifier minted by the server (uploads) or by an edge (events): a UUID. */
export const UuidSchema = Type.String({ format: 'uuid' });

/** UTC instant, ISO 8601 (`2024-05-01T10:00:00.000Z`). */
export const TimestampSchema = Type.String({ format: 'date-time' });
export type Timestamp = Type.Static<typeof TimestampSchema>;

/** Date without time (`YYYY-MM-DD`): dates of birth and of manufacture only. */
export const DateOnlySchema = Type.String({ format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
export type DateOnly = Type.Static<typeof DateOnlySchema>;

/** Human-entered text the spec treats as mandatory data: at least DATA_MIN_LENGTH characters. */
export const MandatoryText = (maxLength = 255) => Type.String({ minLength: DATA_MIN_LENGTH, maxLength });
/** Free text that may be empty. */
export const FreeText = (maxLength = 2000) => Type.String({ maxLength });

export const PortSchema = Type.Integer({ minimum: 1, maximum: 65535 });
/** Host name or IP address without scheme, path or credentials. */
export const HostSchema = Type.String({ minLength: 1, maxLength: 253, pattern: '^[^\\s/@]+$' });
export const UrlSchema = Type.String({ format: 'uri', maxLength: 2048 });

/** A fraction of the frame's width or height, 0 (left/top) to 1 (right/bottom). */
export const FractionSchema = Type.Number({ minimum: 0, maximum: 1 });

export const PointSchema = Type.Object({ x: FractionSchema, y: FractionSchema });
export type Point = Type.Static<typeof PointSchema>;

/** A closed polygon over the frame, vertices as fractions; the last vertex joins the first. */
export const PolygonSchema = Type.Array(PointSchema, { minItems: 3, maxItems: 64 });
export type Polygon = Type.Static<typeof PolygonSchema>;

/** A box over the frame as fractions; `x_min <= x_max` and `y_min <= y_max` are checked by the server. */
export const RectSchema = Type.Object({
  x_min: FractionSchema,
  y_min: FractionSchema,
  x_max: FractionSchema,
  y_max: FractionSchema,
});
export type Rect = Type.Static<typeof RectSchema>;

/** A map box in degrees (west, south, east, north), as in GET /placeclusters. */
export const GeoBoxSchema = Type.Object({
  x_min: Type.Number({ minimum: -180, maximum: 180 }),
  y_min: Type.Number({ minimum: -90, maximum: 90 }),
  x_max: Type.Number({ minimum: -180, maximum: 180 }),
  y_max: Type.Number({ minimum: -90, maximum: 90 }),
});
export type GeoBox = Type.Static<typeof GeoBoxSchema>;

export const LatitudeSchema = Type.Number({ minimum: -90, maximum: 90 });
export const LongitudeSchema = Type.Number({ minimum: -180, maximum: 180 });

/** Face or person descriptor (a unit vector); its length depends on the model. */
export const DescriptorSchema = Type.Array(Type.Number(), { minItems: 1, maxItems: 2048 });

/** Sync state of a face or plate on an access-control system (our design). */
export const SYNC_STATUSES = ['pending', 'synced', 'failed'] as const;

/** A reference to another entity, as embedded in read shapes. */
export const RefSchema = Type.Object({ id: IdSchema, name: Type.String() });
export type Ref = Type.Static<typeof RefSchema>;

export const PRIORITIES = ['low', 'medium', 'high'] as const;
export const PrioritySchema = Type.Enum(PRIORITIES, { $id: 'Priority' });
export type Priority = Type.Static<typeof PrioritySchema>;

/** Free-form key → value data attached by users (faces, plates). */
export const AttributesSchema = Type.Record(Type.String({ maxLength: 100 }), Type.Unknown());

/**
 * Similarity scores and thresholds travel raw, 0..1 (cosine-style score of the matcher).
 * The console shows them as percent through its logistic mapping (50% at 0.35, 99% at 0.7)
 * and converts a percent threshold (default 75) back to raw, clamped to 0.01..0.7.
 */
export const SimilaritySchema = Type.Number({ minimum: 0, maximum: 1 });
export const ThresholdSchema = Type.Number({ minimum: 0, maximum: 1 });

export const GENDERS = ['male', 'female'] as const;
export const GenderSchema = Type.Enum(GENDERS, { $id: 'Gender' });

/** Ten colours; the spec's one list spelling "grey" is normalised to "gray" on the wire. */
export const COLORS = ['black', 'blue', 'brown', 'gray', 'green', 'orange', 'red', 'white', 'purple', 'yellow'] as const;
export const ColorSchema = Type.Enum(COLORS, { $id: 'Color' });
export type Color = Type.Static<typeof ColorSchema>;

/**
 * Worktime: when a module (or a subscription) is on. Our format: each weekday `mon`..`sun`
 * maps to exactly 24 booleans, index h meaning the hour [h:00, h+1:00). Hours are read in
 * `timezone` (an IANA name, default `UTC`), because schedules follow the site's local day.
 * Fixed-size arrays keep the check trivial (`days[weekday][hour]`) and match the hour grid.
 */
const HoursSchema = Type.Array(Type.Boolean(), { minItems: 24, maxItems: 24 });
export const WorktimeSchema = Type.Object(
  {
    mon: HoursSchema,
    tue: HoursSchema,
    wed: HoursSchema,
    thu: HoursSchema,
    fri: HoursSchema,
    sat: HoursSchema,
    sun: HoursSchema,
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type Worktime = Type.Static<typeof WorktimeSchema>;

/** A worktime that is on around the clock (fresh object on every call). */
export function worktimeAlways(): Worktime {
  const hours = () => Array.from({ length: 24 }, () => true);
  const worktime: Partial<Worktime> = {};
  for (const day of WEEKDAYS) worktime[day] = hours();
  return worktime as Worktime;
}

/** List answer: `{<itemsKey>: Item[], pagination: {cursor}}`; cursor null on the last page. */
export function List<K extends string, T extends Type.TSchema>(itemsKey: K, item: T) {
  const properties = { [itemsKey]: Type.Array(item), pagination: PaginationSchema } as {
    [P in K]: Type.TArray<T>;
  } & { pagination: typeof PaginationSchema };
  return Type.Object(properties);
}

const pageFields = {
  cursor: Type.Optional(Type.String({ maxLength: 1024 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
};

/** Paging query of every list call. Resource filters extend it with `PageQuery({...})`. */
export const PageSchema = Type.Object(pageFields);
export type Page = Type.Static<typeof PageSchema>;

/** A list query: paging plus the resource's filters (query strings are not strict: unknown keys are ignored). */
export function PageQuery<P extends Type.TProperties>(filters: P) {
  return Type.Object({ ...pageFields, ...filters });
}

/**
 * Body of a POST .../search call: `{query: {...filters}, cursor?, limit?}`. The filters travel
 * under `query` so paging never clashes with a filter name.
 */
export function SearchBody<Q extends Type.TSchema>(query: Q) {
  return Type.Object({ query, ...pageFields }, { additionalProperties: false });
}

/** Ids as a query-string array (`?user_ids=1&user_ids=2`). */
export const IdListSchema = Type.Array(IdSchema, { maxItems: 1000 });
