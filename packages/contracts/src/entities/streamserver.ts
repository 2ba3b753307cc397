import Type from 'typebox';
import { IdSchema, List, MandatoryText, Nullable, TimestampSchema, UrlSchema } from './common';
import { CameraSourceBodySchema } from './camera';

/**
 * Stream servers (our media service) and streams. The spec does not show their fields:
 * everything here is our design. A stream server is online while its last heartbeat is younger
 * than the heartbeat timeout (default 30 s).
 */
export const STREAMSERVER_STATUSES = ['online', 'offline'] as const;

/**
 * The media volume of a stream server (our design): free space against its floor
 * (ARGUS_MEDIA_MIN_FREE_MB). Below it the oldest archive is deleted before its depth; when nothing
 * more can be deleted recording stops (low_space says why) and live video goes on.
 */
export const StreamserverStorageSchema = Type.Object(
  {
    free_bytes: Type.Integer({ minimum: 0 }),
    min_free_bytes: Type.Integer({ minimum: 0 }),
    /** Why recording is stopped for lack of space; null while recording. */
    low_space: Nullable(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type StreamserverStorage = Type.Static<typeof StreamserverStorageSchema>;

/** One camera's archive on its stream server (our design): the oldest recording kept against the configured depth. */
export const StreamArchiveSchema = Type.Object(
  {
    /** Start of the oldest recording kept; null when nothing is recorded. */
    oldest_at: Nullable(TimestampSchema),
    /** The configured depth in days: the camera's storage_depth capped by videoarchive_depth. */
    depth_days: Type.Integer({ minimum: 0 }),
    /** When the free-space floor last deleted this camera's archive before its depth; null: never (since the server started). */
    early_deleted_at: Nullable(TimestampSchema),
    /** Segments (about 2 s each) deleted early so far. */
    early_deleted_segments: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type StreamArchive = Type.Static<typeof StreamArchiveSchema>;

export const StreamserverSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  /** Base URL the console plays live and archive video from. */
  public_url: Type.String(),
  /** Base URL the API and edges reach the media service at. */
  internal_url: Type.String(),
  capacitygroup_token: Type.String(),
  status: Type.Enum(STREAMSERVER_STATUSES),
  registered: Type.Boolean(),
  hostname: Nullable(Type.String()),
  version: Nullable(Type.String()),
  /** Cameras the scheduler assigned to it. */
  stream_count: Type.Integer({ minimum: 0 }),
  /** Streams it may record at once (0: no limit). */
  capacity: Type.Integer({ minimum: 0 }),
  last_seen_at: Nullable(TimestampSchema),
  /** The media volume as last reported; null before the first report of it. */
  storage: Nullable(StreamserverStorageSchema),
  /** Per camera it records, as last reported: its archive and whether it is being recorded. */
  archives: Type.Array(Type.Object({ camera_id: IdSchema, recording: Nullable(Type.Boolean()), ...StreamArchiveSchema.properties })),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Streamserver = Type.Static<typeof StreamserverSchema>;

/** POST /streamservers and POST /streamservers/{id}/invitation: the only answers with the one-time invitation. */
export const StreamserverInvitedSchema = Type.Object({ ...StreamserverSchema.properties, invitation: Type.String() });
export type StreamserverInvited = Type.Static<typeof StreamserverInvitedSchema>;

/** A stream server in a list: the same shape (no credential is ever in a stream-server answer). */
export const StreamserverListItemSchema = StreamserverSchema;
export type StreamserverListItem = Streamserver;

export const StreamserverListSchema = List('streamservers', StreamserverListItemSchema);

const streamserverWritable = {
  public_url: UrlSchema,
  internal_url: UrlSchema,
  capacitygroup_token: Type.String({ minLength: 1, maxLength: 64 }),
  capacity: Type.Integer({ minimum: 0, maximum: 100_000 }),
};

export const CreateStreamserverSchema = Type.Object({ name: MandatoryText(), ...streamserverWritable }, { additionalProperties: false });
export type CreateStreamserver = Type.Static<typeof CreateStreamserverSchema>;

export const UpdateStreamserverSchema = Type.Partial(CreateStreamserverSchema, { additionalProperties: false });
export type UpdateStreamserver = Type.Static<typeof UpdateStreamserverSchema>;

/** PUT /streamservers/{id}/status: the media service's heartbeat (with its credential). */
export const StreamserverHeartbeatSchema = Type.Object(
  {
    hostname: Type.String({ minLength: 1, maxLength: 255 }),
    version: Type.Optional(Type.String({ maxLength: 64 })),
    uptime: Type.Optional(Type.Integer({ minimum: 0 })),
    storage: Type.Optional(StreamserverStorageSchema),
    /** Per camera id: the state of its stream on this server. */
    streams: Type.Optional(
      Type.Array(
        Type.Object(
          {
            camera_id: IdSchema,
            status: Type.Enum(['connecting', 'online', 'offline', 'failed'] as const),
            codec: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
            width: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
            height: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
            error: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
            /** False while recording is stopped for lack of disk space (live goes on). */
            recording: Type.Optional(Type.Boolean()),
            archive: Type.Optional(StreamArchiveSchema),
          },
          { additionalProperties: false },
        ),
        { maxItems: 10000 },
      ),
    ),
  },
  { additionalProperties: false },
);
export type StreamserverHeartbeat = Type.Static<typeof StreamserverHeartbeatSchema>;

/** GET /nanny/streamservers: the health of each stream server. */
export const StreamserverHealthSchema = Type.Object({
  streamservers: Type.Array(
    Type.Object({
      id: IdSchema,
      name: Type.String(),
      capacitygroup_token: Type.String(),
      status: Type.Enum(STREAMSERVER_STATUSES),
      last_seen_at: Nullable(TimestampSchema),
      /** Seconds since the last heartbeat; null if it never reported. */
      silence: Nullable(Type.Integer({ minimum: 0 })),
      stream_count: Type.Integer({ minimum: 0 }),
      failed_streams: Type.Integer({ minimum: 0 }),
    }),
  ),
});

/** One camera's stream on a stream server (GET /streams/{stream_id}); the stream id is the camera id. */
export const StreamSchema = Type.Object({
  id: IdSchema,
  camera_id: IdSchema,
  streamserver_id: Nullable(IdSchema),
  /** offline: no stream server assigned or the server is silent; otherwise what the server last reported. */
  status: Type.Enum(['connecting', 'online', 'offline', 'failed'] as const),
  /** HLS playlist of the live stream. */
  live_url: Nullable(Type.String()),
  codec: Nullable(Type.String()),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  started_at: Nullable(TimestampSchema),
  error: Nullable(Type.String()),
  /** Whether its server records it (false: stopped for lack of disk space, see error); null when not reported. */
  recording: Nullable(Type.Boolean()),
  /** Its archive on the server: the oldest recording kept against the configured depth, early deletions. */
  archive: Nullable(StreamArchiveSchema),
});
export type Stream = Type.Static<typeof StreamSchema>;

/** POST /streams/verify: try a source before saving it, by URL or by source body (credentials included). */
export const VerifyStreamSchema = Type.Object(
  { url: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })), body: Type.Optional(CameraSourceBodySchema) },
  { additionalProperties: false },
);
export const VERIFY_ERRORS = ['forbidden_address', 'unsupported_protocol', 'timeout', 'unreachable', 'no_video', 'probe_failed'] as const;
export const VerifyStreamResultSchema = Type.Object({
  ok: Type.Boolean(),
  /** Why the probe failed (null when ok). */
  error: Nullable(Type.Enum(VERIFY_ERRORS)),
  message: Nullable(Type.String()),
  codec: Nullable(Type.String()),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  fps: Nullable(Type.Number()),
});
export type VerifyStreamResult = Type.Static<typeof VerifyStreamResultSchema>;
