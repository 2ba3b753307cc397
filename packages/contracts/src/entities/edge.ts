import Type from 'typebox';
import { FractionSchema, IdSchema, List, MandatoryText, Nullable, SearchBody, TimestampSchema } from './common';

/** Liveness of an edge: online while its last heartbeat is younger than the heartbeat timeout (default 30 s). */
export const EDGE_STATUSES = ['online', 'offline', 'degraded'] as const;

/** Machine facts an edge reports with its status. The inner fields are our design (the spec names only the keys). */
export const EdgeInfoSchema = Type.Object({
  os: Type.String({ maxLength: 255 }),
  arch: Type.String({ maxLength: 64 }),
  machine: Type.Optional(Type.String({ maxLength: 255 })),
  cpu: Type.Object({ model: Type.String({ maxLength: 255 }), cores: Type.Integer({ minimum: 0 }), load: FractionSchema }),
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
 * PUT /edges/{id}/status (the edge's heartbeat, with its credential). cap: how many analytics
 * module slots it can run; util: how busy it is, 0..1; uptime: seconds since the process started.
 */
export const EdgeHeartbeatSchema = Type.Object(
  {
    hostname: Type.String({ minLength: 1, maxLength: 255 }),
    cap: Type.Integer({ minimum: 0 }),
    util: FractionSchema,
    uptime: Type.Integer({ minimum: 0 }),
    info: EdgeInfoSchema,
    version: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type EdgeHeartbeat = Type.Static<typeof EdgeHeartbeatSchema>;

/** Edge status as the API shows it: the last heartbeat, with `status` computed from its age. */
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

/**
 * An edge. own: the edge belongs to the caller's organisation (false: the platform shares it
 * through the capacity group). registered: its process has redeemed the invitation.
 */
export const EdgeSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  serial_number: Type.String(),
  capacitygroup_token: Type.String(),
  organization_id: Nullable(IdSchema),
  own: Type.Boolean(),
  streamserver_id: Nullable(IdSchema),
  registered: Type.Boolean(),
  /** The last reported status; null until the edge first reports. */
  status: Nullable(EdgeStatusSchema),
  camera_count: Type.Integer({ minimum: 0 }),
  created_at: TimestampSchema,
});
export type Edge = Type.Static<typeof EdgeSchema>;

/** POST /edges and POST /edges/{id}/invitation: the only answers that carry the one-time invitation. */
export const EdgeInvitedSchema = Type.Object({ ...EdgeSchema.properties, invitation: Type.String() });
export type EdgeInvited = Type.Static<typeof EdgeInvitedSchema>;

/** An edge in a list: the same shape (credentials are never in any edge answer after creation). */
export const EdgeListItemSchema = EdgeSchema;
export type EdgeListItem = Edge;

export const EdgeListSchema = List('edges', EdgeListItemSchema);
export type EdgeList = Type.Static<typeof EdgeListSchema>;

/** POST /edges (superuser). organization_id: the organisation that owns it (omitted: shared by the platform). */
export const CreateEdgeSchema = Type.Object(
  {
    name: MandatoryText(),
    serial_number: Type.String({ minLength: 1, maxLength: 128 }),
    capacitygroup_token: Type.String({ minLength: 1, maxLength: 64 }),
    organization_id: Type.Optional(Nullable(IdSchema)),
    streamserver_id: Type.Optional(Nullable(IdSchema)),
  },
  { additionalProperties: false },
);
export type CreateEdge = Type.Static<typeof CreateEdgeSchema>;

export const UpdateEdgeSchema = Type.Object(
  {
    name: Type.Optional(MandatoryText()),
    capacitygroup_token: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    organization_id: Type.Optional(Nullable(IdSchema)),
    streamserver_id: Type.Optional(Nullable(IdSchema)),
  },
  { additionalProperties: false },
);
export type UpdateEdge = Type.Static<typeof UpdateEdgeSchema>;

/** POST /edges/search query. is_active: online (a heartbeat within the timeout). */
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

/**
 * POST /edges/register and POST /streamservers/register (public): the machine presents its
 * one-time invitation and its facts, and receives its id and long-lived credential. With an
 * `identity` the registration may be repeated: the same invitation with the same identity answers
 * the same credential again (an answer lost on the way strands no machine); any other identity is
 * refused as for a used invitation.
 */
export const MachineRegisterSchema = Type.Object(
  {
    invitation: Type.String({ minLength: 16, maxLength: 256 }),
    /**
     * Proof of the machine's identity: base64url HMAC-SHA256 of the invitation under a 256-bit key
     * the machine generated once and keeps secret. Stored only hashed.
     */
    identity: Type.Optional(Type.String({ minLength: 43, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' })),
    hostname: Type.String({ minLength: 1, maxLength: 255 }),
    cap: Type.Optional(Type.Integer({ minimum: 0 })),
    version: Type.Optional(Type.String({ maxLength: 64 })),
    versions: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 64 }))),
  },
  { additionalProperties: false },
);
export type MachineRegister = Type.Static<typeof MachineRegisterSchema>;

export const MachineCredentialSchema = Type.Object({
  id: IdSchema,
  /** Send as `Authorization: Bearer <credential>` on the machine routes. Stored hashed; shown only here. */
  credential: Type.String(),
  capacitygroup_token: Type.String(),
  /** Seconds between heartbeats the API expects (a machine is offline after the heartbeat timeout). */
  heartbeat_interval: Type.Integer({ minimum: 1 }),
});
export type MachineCredential = Type.Static<typeof MachineCredentialSchema>;
