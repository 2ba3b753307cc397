import Type from 'typebox';
import { IdSchema, List, MandatoryText, Nullable, TimestampSchema, UrlSchema } from './common';
import { CameraSourceBodySchema } from './camera';

/**
 * Stream servers (our media service) and streams. The spec does not show their fields:
 * everything here is our design.
 */
export const STREAMSERVER_STATUSES = ['online', 'offline'] as const;

const streamserverPublic = {
  id: IdSchema,
  name: Type.String(),
  /** Base URL the console plays live and archive video from. */
  public_url: Type.String(),
  /** Base URL the API and edges reach the media service at. */
  internal_url: Type.String(),
  capacitygroup_token: Type.String(),
  status: Type.Enum(STREAMSERVER_STATUSES),
  version: Nullable(Type.String()),
  stream_count: Type.Integer({ minimum: 0 }),
  /** Streams it may record at once. */
  capacity: Type.Integer({ minimum: 0 }),
  last_seen_at: Nullable(TimestampSchema),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
};

/** GET /streamservers/{id}: adds token, the credential the media service registers and reports with. */
export const StreamserverSchema = Type.Object({ ...streamserverPublic, token: Type.String() });
export type Streamserver = Type.Static<typeof StreamserverSchema>;

/** A stream server in a list: the token is a credential, never sent in lists. */
export const StreamserverListItemSchema = Type.Object(streamserverPublic);
export type StreamserverListItem = Type.Static<typeof StreamserverListItemSchema>;

export const StreamserverListSchema = List('streamservers', StreamserverListItemSchema);

const streamserverWritable = {
  public_url: UrlSchema,
  internal_url: UrlSchema,
  capacitygroup_token: Type.String({ minLength: 1, maxLength: 64 }),
  capacity: Type.Integer({ minimum: 0, maximum: 100_000 }),
};

export const CreateStreamserverSchema = Type.Object(
  { name: MandatoryText(), ...streamserverWritable },
  { additionalProperties: false },
);
export type CreateStreamserver = Type.Static<typeof CreateStreamserverSchema>;

export const UpdateStreamserverSchema = Type.Partial(CreateStreamserverSchema, { additionalProperties: false });
export type UpdateStreamserver = Type.Static<typeof UpdateStreamserverSchema>;

/** One camera's stream on a stream server (GET /streams/{stream_id}); the stream id is the camera id. */
export const StreamSchema = Type.Object({
  id: IdSchema,
  camera_id: IdSchema,
  streamserver_id: Nullable(IdSchema),
  status: Type.Enum(['connecting', 'online', 'offline', 'failed'] as const),
  /** HLS playlist of the live stream. */
  live_url: Nullable(Type.String()),
  codec: Nullable(Type.String()),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  started_at: Nullable(TimestampSchema),
  error: Nullable(Type.String()),
});
export type Stream = Type.Static<typeof StreamSchema>;

/** POST /streams/verify: try a camera source before saving it. */
export const VerifyStreamSchema = Type.Object({ body: CameraSourceBodySchema }, { additionalProperties: false });
export const VerifyStreamResultSchema = Type.Object({
  ok: Type.Boolean(),
  message: Nullable(Type.String()),
  codec: Nullable(Type.String()),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
});
