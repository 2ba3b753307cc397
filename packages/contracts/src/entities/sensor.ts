import Type from 'typebox';
import { IdSchema, List, MandatoryText, Nullable, PageQuery, SearchBody, TimestampSchema } from './common';

// --- Sensor kind (superuser; keyed by ident: /sensorkinds/{ident}) ------------------------------

export const SensorkindIdentSchema = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9_-]+$' });

export const SensorkindSchema = Type.Object({
  ident: Type.String(),
  name: Type.String(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Sensorkind = Type.Static<typeof SensorkindSchema>;
export const SensorkindListSchema = List('sensorkinds', SensorkindSchema);

export const CreateSensorkindSchema = Type.Object({ ident: SensorkindIdentSchema, name: MandatoryText() }, { additionalProperties: false });
export type CreateSensorkind = Type.Static<typeof CreateSensorkindSchema>;

/** The ident is the key and never changes. */
export const UpdateSensorkindSchema = Type.Object({ name: Type.Optional(MandatoryText()) }, { additionalProperties: false });
export type UpdateSensorkind = Type.Static<typeof UpdateSensorkindSchema>;

// --- Sensor -------------------------------------------------------------------------------------

/** kind: a sensor kind's ident. stream_id: the camera (stream) that watches the sensor, if any. */
export const SensorSchema = Type.Object({
  id: IdSchema,
  kind: Type.String(),
  name: Type.String(),
  place_id: Nullable(IdSchema),
  stream_id: Nullable(IdSchema),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Sensor = Type.Static<typeof SensorSchema>;
export const SensorListSchema = List('sensors', SensorSchema);
export type SensorList = Type.Static<typeof SensorListSchema>;

export const CreateSensorSchema = Type.Object(
  {
    kind: SensorkindIdentSchema,
    name: MandatoryText(),
    place_id: Type.Optional(Nullable(IdSchema)),
    stream_id: Type.Optional(Nullable(IdSchema)),
  },
  { additionalProperties: false },
);
export type CreateSensor = Type.Static<typeof CreateSensorSchema>;

export const UpdateSensorSchema = Type.Partial(CreateSensorSchema, { additionalProperties: false });
export type UpdateSensor = Type.Static<typeof UpdateSensorSchema>;

export const SensorSearchSchema = SearchBody(
  Type.Object(
    {
      text: Type.Optional(Type.String({ maxLength: 255 })),
      kind: Type.Optional(Type.String({ maxLength: 64 })),
      place_id: Type.Optional(IdSchema),
      stream_id: Type.Optional(IdSchema),
    },
    { additionalProperties: false },
  ),
);

// --- Sensor reading -----------------------------------------------------------------------------

/** One reading; payload is whatever the sensor kind reports (a JSON object). */
export const SensorreadingSchema = Type.Object({
  id: IdSchema,
  sensor_id: IdSchema,
  payload: Type.Record(Type.String(), Type.Unknown()),
  ts: TimestampSchema,
});
export type Sensorreading = Type.Static<typeof SensorreadingSchema>;
export const SensorreadingListSchema = List('sensorreadings', SensorreadingSchema);
export type SensorreadingList = Type.Static<typeof SensorreadingListSchema>;

/** POST /sensorreadings (our design: the integration that feeds readings). Readings are never updated. */
export const CreateSensorreadingSchema = Type.Object(
  {
    sensor_id: IdSchema,
    payload: Type.Record(Type.String({ maxLength: 100 }), Type.Unknown()),
    ts: Type.Optional(TimestampSchema),
  },
  { additionalProperties: false },
);
export type CreateSensorreading = Type.Static<typeof CreateSensorreadingSchema>;

/** GET /sensorreadings query. */
export const SensorreadingQuerySchema = PageQuery({
  sensor_id: Type.Optional(IdSchema),
  place_id: Type.Optional(IdSchema),
  ts_from: Type.Optional(TimestampSchema),
  ts_to: Type.Optional(TimestampSchema),
});
