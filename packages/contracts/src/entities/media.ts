import Type from 'typebox';
import { IdSchema, List, Nullable, TimestampSchema } from './common';

/**
 * Recorded segments and playback (our design; the spec names only GET /segments and
 * /segments/index with streamId, ts_from, ts_to). A stream is a camera: `stream_id` is the
 * camera id, and the media service records that camera under the stream id `String(camera_id)`.
 */

/** One recorded fMP4 HLS segment of a camera, as its stream server reported it. */
export const SegmentSchema = Type.Object({
  id: IdSchema,
  stream_id: IdSchema,
  streamserver_id: Nullable(IdSchema),
  start: TimestampSchema,
  end: TimestampSchema,
  /** Seconds. */
  duration: Type.Number({ minimum: 0 }),
  bytes: Type.Integer({ minimum: 0 }),
  /** One ingest run of the stream server (segments of a run share an init segment and a timeline). */
  run: Type.String(),
  seq: Type.Integer({ minimum: 0 }),
  /** The file on the stream server (append `?ticket=` from POST /cameras/{id}/playback); null when its server is gone. */
  url: Nullable(Type.String()),
  init_url: Nullable(Type.String()),
});
export type Segment = Type.Static<typeof SegmentSchema>;
export const SegmentListSchema = List('segments', SegmentSchema);
export type SegmentList = Type.Static<typeof SegmentListSchema>;

const rangeQuery = {
  /** The camera id. */
  stream_id: IdSchema,
  /** Default: ts_to minus one day. */
  ts_from: Type.Optional(TimestampSchema),
  /** Default: now. */
  ts_to: Type.Optional(TimestampSchema),
};

/** GET /segments: segments overlapping [ts_from, ts_to), oldest first, paged. */
export const SegmentQuerySchema = Type.Object(
  {
    ...rangeQuery,
    cursor: Type.Optional(Type.String({ maxLength: 500 })),
    limit: Type.Integer({ minimum: 1, maximum: 1000, default: 20 }),
  },
  { additionalProperties: false },
);
export type SegmentQuery = Type.Static<typeof SegmentQuerySchema>;

/** GET /segments/index: the recorded ranges of [ts_from, ts_to) merged for the timeline (at most 31 days). */
export const SegmentIndexQuerySchema = Type.Object(rangeQuery, { additionalProperties: false });
export type SegmentIndexQuery = Type.Static<typeof SegmentIndexQuerySchema>;

export const RecordedRangeSchema = Type.Object({ start: TimestampSchema, end: TimestampSchema });
export type RecordedRange = Type.Static<typeof RecordedRangeSchema>;

/**
 * Segments closer than `gap_tolerance` seconds are one range; ranges are clipped to the query.
 * `last_end` is the end of the newest segment of the stream (the live edge of the archive).
 */
export const SegmentIndexSchema = Type.Object({
  stream_id: IdSchema,
  ts_from: TimestampSchema,
  ts_to: TimestampSchema,
  gap_tolerance: Type.Number(),
  ranges: Type.Array(RecordedRangeSchema),
  recorded_seconds: Type.Number({ minimum: 0 }),
  last_end: Nullable(TimestampSchema),
});
export type SegmentIndex = Type.Static<typeof SegmentIndexSchema>;

// --- Machine side: the stream server reports its segments ---------------------------------------

/** A segment as the media service describes it (its SegmentRecord). */
export const ReportedSegmentSchema = Type.Object(
  {
    stream_id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
    start: TimestampSchema,
    duration: Type.Number({ minimum: 0, maximum: 3600 }),
    bytes: Type.Integer({ minimum: 0 }),
    /** Relative to the stream server's data dir: `streams/{stream}/{run}/seg_NNNNNN.m4s`. */
    path: Type.String({ minLength: 1, maxLength: 512 }),
    init: Type.String({ minLength: 1, maxLength: 512 }),
    run: Type.String({ minLength: 1, maxLength: 64 }),
    seq: Type.Integer({ minimum: 0 }),
    disc: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: true },
);
export type ReportedSegment = Type.Static<typeof ReportedSegmentSchema>;

/** POST /streamservers/{id}/segments: finished and deleted segments, idempotent (a retry changes nothing). */
export const SegmentReportSchema = Type.Object(
  {
    added: Type.Optional(Type.Array(ReportedSegmentSchema, { maxItems: 1000 })),
    /** Deleted by retention: only stream_id and path are read. */
    removed: Type.Optional(Type.Array(ReportedSegmentSchema, { maxItems: 1000 })),
  },
  { additionalProperties: false },
);
export type SegmentReport = Type.Static<typeof SegmentReportSchema>;

/** `ignored`: segments of streams that are not cameras of the server's capacity group. */
export const SegmentReportResultSchema = Type.Object({
  added: Type.Integer({ minimum: 0 }),
  removed: Type.Integer({ minimum: 0 }),
  ignored: Type.Integer({ minimum: 0 }),
});
export type SegmentReportResult = Type.Static<typeof SegmentReportResultSchema>;

/**
 * GET /streamservers/{id}/tickets: what the stream server needs to check playback tickets without
 * calling the API (the capacity group's ticket secret). Polled with the cameras, so a rotated
 * secret takes effect within seconds.
 */
export const StreamserverTicketsSchema = Type.Object({
  capacitygroup_token: Type.String(),
  ticket_secret: Type.String(),
  ticket_ttl: Type.Integer({ minimum: 1 }),
});
export type StreamserverTickets = Type.Static<typeof StreamserverTicketsSchema>;

// --- Playback --------------------------------------------------------------------------------

/** POST /cameras/{id}/playback: optional archive range to put into archive_hls. */
export const PlaybackRequestSchema = Type.Object(
  { ts_from: Type.Optional(TimestampSchema), ts_to: Type.Optional(TimestampSchema) },
  { additionalProperties: false },
);
export type PlaybackRequest = Type.Static<typeof PlaybackRequestSchema>;

/**
 * Where and how to play a camera: URLs on its stream server, each carrying a short-lived ticket
 * scoped to this camera (query `ticket`). Ask again before `expires_at`; a live WebSocket that is
 * already open stays open.
 */
export const PlaybackSchema = Type.Object({
  camera_id: IdSchema,
  streamserver_id: IdSchema,
  /** The camera's stream id on the stream server. */
  stream_id: Type.String(),
  ticket: Type.String(),
  expires_at: TimestampSchema,
  /** Milliseconds. */
  ttl: Type.Integer({ minimum: 1 }),
  /** fMP4 over WebSocket (Media Source Extensions). */
  live_ws: Type.String(),
  live_hls: Type.String(),
  /** Archive HLS; `from` and `to` are set when the request gave ts_from/ts_to, else add them (ISO 8601). */
  archive_hls: Type.String(),
  snapshot: Type.String(),
});
export type Playback = Type.Static<typeof PlaybackSchema>;
