import Type, { type Static } from 'typebox';
import { TELEMETRY } from '../constants';

/**
 * Session telemetry (POST /m, spec document 2, sections 7 and 9): what a console reports of its own
 * use. Names are route patterns and error types, never addresses with ids or user input, so that
 * the server can count them without holding anything personal.
 */
const Name = Type.String({ minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9_./:{}?-]+$' });
const Duration = Type.Number({ minimum: 0, maximum: 24 * 3600 * 1000 });

export const TelemetryItemSchema = Type.Union([
  Type.Object({ kind: Type.Literal('session_start'), ts: Type.String({ format: 'date-time' }) }, { additionalProperties: false }),
  Type.Object(
    {
      kind: Type.Literal('session_end'),
      ts: Type.String({ format: 'date-time' }),
      duration_ms: Duration,
      reason: Type.Union([Type.Literal('idle'), Type.Literal('max'), Type.Literal('signout')]),
    },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('page_view'), ts: Type.String({ format: 'date-time' }), route: Name }, { additionalProperties: false }),
  Type.Object(
    {
      kind: Type.Literal('api_call'),
      ts: Type.String({ format: 'date-time' }),
      method: Type.Union([Type.Literal('GET'), Type.Literal('POST'), Type.Literal('PUT'), Type.Literal('PATCH'), Type.Literal('DELETE')]),
      route: Name,
      status: Type.Integer({ minimum: 0, maximum: 599 }),
      duration_ms: Duration,
    },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('error'), ts: Type.String({ format: 'date-time' }), type: Name }, { additionalProperties: false }),
]);
export type TelemetryItem = Static<typeof TelemetryItemSchema>;

export const TelemetryBatchSchema = Type.Object(
  { items: Type.Array(TelemetryItemSchema, { minItems: 1, maxItems: TELEMETRY.batchSize }) },
  { additionalProperties: false },
);
export type TelemetryBatch = Static<typeof TelemetryBatchSchema>;

/** The header naming the console's telemetry session (a random id, renewed as TELEMETRY says). */
export const TELEMETRY_SESSION_HEADER = 'x-session-id';
export const TELEMETRY_SESSION_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
