import Type from 'typebox';
import { EVENT_TYPES } from '../constants';
import {
  ColorSchema,
  DescriptorSchema,
  FractionSchema,
  GenderSchema,
  IdSchema,
  LatitudeSchema,
  List,
  LongitudeSchema,
  Nullable,
  PageQuery,
  PointSchema,
  RectSchema,
  SimilaritySchema,
  TimestampSchema,
  UuidSchema,
} from './common';
import { PlateRegionSchema } from './plate';

export const EventTypeSchema = Type.Enum(EVENT_TYPES, { $id: 'EventType' });

/** Reason lists are ordered: a reason's code is its index + 1 (sa: event type codes, lpr: violation codes 1..15). */
export const SA_REASONS = ['any', 'motion', 'line_crossing', 'crowding', 'smoke_and_fire', 'weapon', 'garbage', 'thermal_imager'] as const;
export const LPR_REASONS = [
  'any',
  'any_violation',
  'over_speed',
  'oncoming',
  'wrong_lane_public',
  'wrong_lane_truck',
  'cross_lane',
  'no_safe_belt',
  'driver_calling',
  'over_line',
  'one_way_retrograde',
  'over_stop_line',
  'wrong_line_left_turn',
  'wrong_line_right_turn',
  'u_turn',
] as const;
/** tp reasons. */
export const TAMPER_KINDS = ['tampering', 'flashing', 'blurring', 'shifting'] as const;
/** fr and ao have no reason list in the spec; ours is the single "any". */
export const FR_REASONS = ['any'] as const;
export const AO_REASONS = ['any'] as const;
/** What an sa event saw; the same words as a PACS kind, another thing (PacsKind). */
export const SA_LABELS = ['person', 'vehicle'] as const;
export const SaLabelSchema = Type.Enum(SA_LABELS, { $id: 'SaLabel' });

/** Event filter by match: all events, only those without a list match, only those with one. */
export const RECOGNITION_FILTERS = ['all', 'unrecognized', 'recognized'] as const;
export const RecognitionFilterSchema = Type.Enum(RECOGNITION_FILTERS, { $id: 'RecognitionFilter' });

/** Processing state of the event's snapshot and descriptor; search by event needs succeeded. */
export const EVENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;

// --- Attributes per type (every attribute optional: present when the model produced it) -----

const Opt = Type.Optional;
const vehicleAttributes = {
  color: Opt(ColorSchema),
  type: Opt(Type.String({ maxLength: 64 })),
  make: Opt(Type.String({ maxLength: 64 })),
  model: Opt(Type.String({ maxLength: 64 })),
  /** km/h. */
  speed: Opt(Type.Number({ minimum: 0 })),
};
const BodyLength = Type.Enum(['short', 'long'] as const);

export const FR_ATTRIBUTES = {
  original_reason: Opt(Type.String({ maxLength: 128 })),
  age: Opt(Type.Integer({ minimum: 0, maximum: 150 })),
  gender: Opt(GenderSchema),
  race: Opt(Type.String({ maxLength: 64 })),
  beard: Opt(Type.Boolean()),
  glasses: Opt(Type.Boolean()),
  mask: Opt(Type.Boolean()),
};
export const LPR_ATTRIBUTES = { original_reason: Opt(Type.String({ maxLength: 128 })), ...vehicleAttributes };
export const SA_ATTRIBUTES = {
  original_reason: Opt(Type.String({ maxLength: 128 })),
  hardhat: Opt(Type.Boolean()),
  age: Opt(Type.Integer({ minimum: 0, maximum: 150 })),
  gender: Opt(GenderSchema),
  upperbody_length: Opt(BodyLength),
  upperbody_color: Opt(ColorSchema),
  lowerbody_length: Opt(BodyLength),
  lowerbody_color: Opt(ColorSchema),
  lowerbody_type: Opt(Type.String({ maxLength: 64 })),
  backpack: Opt(Type.Boolean()),
  bag: Opt(Type.Boolean()),
  ...vehicleAttributes,
  /** The spec's `person.hard_hat`, as a nested object. */
  person: Opt(Type.Object({ hard_hat: Opt(Type.Boolean()) }, { additionalProperties: false })),
};
export const TP_ATTRIBUTES = { original_reason: Opt(Type.String({ maxLength: 128 })) };
export const AO_ATTRIBUTES = TP_ATTRIBUTES;

// --- Shared parts ------------------------------------------------------------------------------

export const EventOriginSchema = Type.Object({
  camera_id: IdSchema,
  camera_name: Type.String(),
  place_id: Nullable(IdSchema),
  place_name: Nullable(Type.String()),
  place_description: Nullable(Type.String()),
  latitude: Nullable(LatitudeSchema),
  longitude: Nullable(LongitudeSchema),
});

/** A list entry the event matched (a face of a face list for fr/sa, a plate of a plate list for lpr). */
export const EventMatchSchema = Type.Object({
  entity_id: IdSchema,
  entity_name: Type.String(),
  list_id: IdSchema,
  list_name: Type.String(),
  /** The list's priority as its code (low 1, medium 3, high 5): matches sort by it, highest first. */
  priority: Type.Integer({ minimum: 1, maximum: 5 }),
  similarity: SimilaritySchema,
  /** A face match whose similarity reached the list's exact threshold; plates always match exactly. */
  exact: Opt(Type.Boolean()),
});
export type EventMatch = Type.Static<typeof EventMatchSchema>;

export const DetectionSchema = Type.Object({ rect: RectSchema, confidence: Opt(FractionSchema) }, { additionalProperties: false });
const RoiRef = Type.Object({ id: Type.String({ maxLength: 64 }), name: Type.String({ maxLength: 255 }) });

/** The inner event body: what the module saw. `descriptor` is sent only with with_descriptor. */
function innerBody<R extends Type.TSchema, L extends Type.TSchema, A extends Type.TProperties>(reason: R, label: L, attributes: A, strict: boolean) {
  const closed = strict ? { additionalProperties: false } : {};
  return Type.Object(
    {
      reason,
      label: Nullable(label),
      detection: Nullable(DetectionSchema),
      trajectory: Type.Array(PointSchema, { maxItems: 1000 }),
      roi: Nullable(RoiRef),
      line: Nullable(RoiRef),
      attributes: Type.Object(attributes, closed),
      descriptor: Opt(Nullable(DescriptorSchema)),
      ts: TimestampSchema,
    },
    closed,
  );
}

/**
 * Read shape, and the create body an edge posts, of one event type. An event is identified by
 * event_id, a UUID the edge mints, so a re-posted batch cannot create duplicates.
 */
function eventOf<
  T extends string,
  R extends Type.TSchema,
  L extends Type.TSchema,
  A extends Type.TProperties,
  X extends Type.TProperties,
  XC extends Type.TProperties,
>(type: T, reason: R, label: L, attributes: A, extra: X, extraCreate: XC) {
  const read = Type.Object({
    event_id: UuidSchema,
    event_type: Type.Literal(type),
    ts: TimestampSchema,
    obsolete: Type.Boolean(),
    status: Type.Enum(EVENT_STATUSES),
    snapshot_url: Nullable(Type.String()),
    scene_url: Nullable(Type.String()),
    streamserver_id: Nullable(IdSchema),
    /** The camera's stream; equal to the camera id. */
    stream_id: IdSchema,
    origin: EventOriginSchema,
    matches: Type.Array(EventMatchSchema),
    event: innerBody(reason, label, attributes, false),
    ...extra,
  });
  /** Our design: images travel as base64 JPEG inside the batch (crops are small). */
  const create = Type.Object(
    {
      event_id: UuidSchema,
      event_type: Type.Literal(type),
      ts: TimestampSchema,
      stream_id: IdSchema,
      snapshot_jpeg: Opt(Type.String({ contentEncoding: 'base64', maxLength: 2_000_000 })),
      scene_jpeg: Opt(Type.String({ contentEncoding: 'base64', maxLength: 4_000_000 })),
      event: innerBody(reason, label, attributes, true),
      ...extraCreate,
    },
    { additionalProperties: false },
  );
  return { read, create };
}

const PlateNumber = Type.String({ minLength: 1, maxLength: 20 });
const lprExtra = { number: Type.String(), region: Nullable(PlateRegionSchema), plate_url: Nullable(Type.String()) };
const lprExtraCreate = {
  number: PlateNumber,
  region: Opt(Nullable(PlateRegionSchema)),
  plate_jpeg: Opt(Type.String({ contentEncoding: 'base64', maxLength: 1_000_000 })),
};
const Label = Type.String({ maxLength: 64 });

const fr = eventOf('fr', Type.Enum(FR_REASONS), Label, FR_ATTRIBUTES, {}, {});
const lpr = eventOf('lpr', Type.Enum(LPR_REASONS), Label, LPR_ATTRIBUTES, lprExtra, lprExtraCreate);
const sa = eventOf('sa', Type.Enum(SA_REASONS), SaLabelSchema, SA_ATTRIBUTES, {}, {});
const tp = eventOf('tp', Type.Enum(TAMPER_KINDS), Label, TP_ATTRIBUTES, {}, {});
const ao = eventOf('ao', Type.Enum(AO_REASONS), Label, AO_ATTRIBUTES, {}, {});

export const FrEventSchema = fr.read;
export const LprEventSchema = lpr.read;
export const SaEventSchema = sa.read;
export const TpEventSchema = tp.read;
export const AoEventSchema = ao.read;

/** An event of any type; narrow on event_type. */
export const EventSchema = Type.Union([FrEventSchema, LprEventSchema, SaEventSchema, TpEventSchema, AoEventSchema]);
export type Event = Type.Static<typeof EventSchema>;

export const EventListSchema = List('events', EventSchema);
export type EventList = Type.Static<typeof EventListSchema>;

/** One event as posted by an edge; matches, urls and origin are filled in by the server. */
export const CreateEventSchema = Type.Union([fr.create, lpr.create, sa.create, tp.create, ao.create]);
export type CreateEvent = Type.Static<typeof CreateEventSchema>;

/**
 * POST /events/batch (edges only, our design): a batch of up to 100 events, authenticated with the
 * edge's machine credential. Events are never updated by clients. Answer: EventBatchResultSchema.
 */
export const CreateEventBatchSchema = Type.Object({ events: Type.Array(CreateEventSchema, { minItems: 1, maxItems: 100 }) }, { additionalProperties: false });
export type CreateEventBatch = Type.Static<typeof CreateEventBatchSchema>;

/**
 * Answer of POST /events/batch (200): accepted holds every event stored now or earlier (a repeated
 * event_id is accepted again and never stored twice); rejected the others with the error type
 * (not_found: the stream is not a camera assigned to this edge; validation: ts out of range or an
 * image that is not a JPEG) and the event's index in the batch. Rejected events must not be retried.
 */
export const EventBatchResultSchema = Type.Object({
  accepted: Type.Array(UuidSchema),
  rejected: Type.Array(
    Type.Object({
      event_id: UuidSchema,
      index: Type.Integer({ minimum: 0 }),
      type: Type.Enum(['not_found', 'validation'] as const),
      message: Type.String(),
    }),
  ),
});
export type EventBatchResult = Type.Static<typeof EventBatchResultSchema>;

/** A search hit: the event plus its similarity to the query and the matched text ranges (in `field`). */
const searchExtra = {
  similarity: Nullable(SimilaritySchema),
  highlight: Type.Array(Type.Object({ field: Type.String(), start: Type.Integer({ minimum: 0 }), end: Type.Integer({ minimum: 0 }) })),
};
/** Each type's read shape with the hit's fields (a union of objects, as EventSchema, rather than an intersection with it). */
const hitOf = <T extends Type.TProperties>(read: Type.TObject<T>) => Type.Object({ ...read.properties, ...searchExtra });
export const EventSearchHitSchema = Type.Union([hitOf(FrEventSchema), hitOf(LprEventSchema), hitOf(SaEventSchema), hitOf(TpEventSchema), hitOf(AoEventSchema)]);
export type EventSearchHit = Type.Static<typeof EventSearchHitSchema>;
export const EventSearchListSchema = List('events', EventSearchHitSchema);

/** GET /events query. only_matches is kept for the console; recognition is the fuller filter. */
export const EventQuerySchema = PageQuery({
  event_type: Opt(EventTypeSchema),
  reason: Opt(Type.String({ maxLength: 64 })),
  stream_id: Opt(IdSchema),
  place_id: Opt(IdSchema),
  group_id: Opt(IdSchema),
  list_id: Opt(IdSchema),
  only_matches: Opt(Type.Boolean()),
  recognition: Opt(RecognitionFilterSchema),
  with_descriptor: Opt(Type.Boolean()),
  ts_from: Opt(TimestampSchema),
  ts_to: Opt(TimestampSchema),
  /** A JSON object the events' attributes must contain, e.g. {"gender":"male","glasses":true}. */
  attributes: Opt(Type.String({ maxLength: 1000 })),
});
export type EventQuery = Type.Static<typeof EventQuerySchema>;

/** GET /events/{event_id} query: event_type, when given, must be the event's type (else 404). */
export const EventGetQuerySchema = Type.Object({ event_type: Opt(EventTypeSchema), with_descriptor: Opt(Type.Boolean()) });

/** The most buckets one histogram answers (a timeline is at most a few thousand pixels wide). */
export const EVENT_HISTOGRAM_MAX_BUCKETS = 2000;

/**
 * GET /cameras/{camera_id}/events/histogram: how many events of each type the camera had in each
 * `bucket` seconds of [ts_from, ts_to]; buckets start at multiples of `bucket` since the epoch.
 * Like the events list, ts_to defaults to now and ts_from to a day before; bucket defaults to the
 * smallest that keeps the window within the most buckets.
 */
export const EventHistogramQuerySchema = Type.Object({
  ts_from: Opt(TimestampSchema),
  ts_to: Opt(TimestampSchema),
  bucket: Opt(Type.Integer({ minimum: 1, maximum: 86_400 })),
});
export type EventHistogramQuery = Type.Static<typeof EventHistogramQuerySchema>;

export const EventHistogramSchema = Type.Object({
  bucket: Type.Integer(),
  total: Type.Integer(),
  /** Only buckets with events, oldest first; ts is the bucket's start. */
  buckets: Type.Array(Type.Object({ ts: TimestampSchema, event_type: Type.String(), count: Type.Integer() })),
});
export type EventHistogram = Type.Static<typeof EventHistogramSchema>;
