import Type from 'typebox';
import { FractionSchema, IdSchema, List, MandatoryText, Nullable, SearchBody, TimestampSchema } from './common';

/** Reported liveness of an edge. Our design: the API marks an edge offline when no status came for 60 s. */
export const EDGE_STATUSES = ['online', 'offline', 'degraded'] as const;

/** Machine facts an edge reports with its status. The inner fields are our design (the spec names only the keys). */
export const EdgeInfoSchema = Type.Object({
  os: Type.String(),
  arch: Type.String(),
  machine: Type.String(),
  cpu: Type.Object({ model: Type.String(), cores: Type.Integer({ minimum: 0 }), load: FractionSchema }),
  /** Bytes. */
  mem: Type.Object({ total: Type.Integer({ minimum: 0 }), used: Type.Integer({ minimum: 0 }) }),
  disk: Type.Object({ total: Type.Integer({ minimum: 0 }), used: Type.Integer({ minimum: 0 }) }),
  /** Bytes per second over the last report interval. */
  net: Type.Object({ rx: Type.Number({ minimum: 0 }), tx: Type.Number({ minimum: 0 }) }),
  /** Degrees Celsius; null when the machine has no sensor. */
  temp: Nullable(Type.Number()),
  /** Seconds since the machine booted. */
  machine_uptime: Type.Integer({ minimum: 0 }),
});

/**
 * Edge status, posted by the edge (POST /edges/{id}/status, our design) and embedded in the
 * edge. cap: how many camera streams it can analyse; util: how busy it is, 0..1; uptime:
 * seconds since the edge process started.
 */
export const EdgeStatusSchema = Type.Object({
  id: IdSchema,
  hostname: Type.String(),
  status: Type.Enum(EDGE_STATUSES),
  ts: TimestampSchema,
  cap: Type.Integer({ minimum: 0 }),
  util: FractionSchema,
  uptime: Type.Integer({ minimum: 0 }),
  info: EdgeInfoSchema,
});
export type EdgeStatus = Type.Static<typeof EdgeStatusSchema>;

const edgePublic = {
  id: IdSchema,
  name: Type.String(),
  serial_number: Type.String(),
  capacitygroup_token: Type.String(),
  /** True when the edge belongs to the caller's organisation, false when the platform shares it. */
  own: Type.Boolean(),
  streamserver_id: Nullable(IdSchema),
  /** The last reported status; null until the edge first reports. */
  status: Nullable(EdgeStatusSchema),
  created_at: TimestampSchema,
};

/**
 * GET /edges/{id}: adds token (the edge's credential to post events and status) and
 * invitation (a one-time code to register a new edge machine; null once used).
 */
export const EdgeSchema = Type.Object({
  ...edgePublic,
  token: Type.String(),
  invitation: Nullable(Type.String()),
});
export type Edge = Type.Static<typeof EdgeSchema>;

/** An edge in a list: token and invitation are credentials, never sent in lists. */
export const EdgeListItemSchema = Type.Object(edgePublic);
export type EdgeListItem = Type.Static<typeof EdgeListItemSchema>;

export const EdgeListSchema = List('edges', EdgeListItemSchema);
export type EdgeList = Type.Static<typeof EdgeListSchema>;

/** POST /edges (superuser): the answer carries the invitation to start the edge with. */
export const CreateEdgeSchema = Type.Object(
  {
    name: MandatoryText(),
    serial_number: Type.String({ minLength: 1, maxLength: 128 }),
    capacitygroup_token: Type.String({ minLength: 1, maxLength: 64 }),
    own: Type.Optional(Type.Boolean()),
    streamserver_id: Type.Optional(Nullable(IdSchema)),
  },
  { additionalProperties: false },
);
export type CreateEdge = Type.Static<typeof CreateEdgeSchema>;

export const UpdateEdgeSchema = Type.Object(
  {
    name: Type.Optional(MandatoryText()),
    capacitygroup_token: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    own: Type.Optional(Type.Boolean()),
    streamserver_id: Type.Optional(Nullable(IdSchema)),
  },
  { additionalProperties: false },
);
export type UpdateEdge = Type.Static<typeof UpdateEdgeSchema>;

/** POST /edges/search query. is_active: reported online within the last minute. */
export const EdgeSearchSchema = SearchBody(
  Type.Object(
    {
      capacitygroup_token: Type.Optional(Type.String({ maxLength: 64 })),
      own: Type.Optional(Type.Boolean()),
      is_active: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
);
export type EdgeSearch = Type.Static<typeof EdgeSearchSchema>;
