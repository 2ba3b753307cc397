import Type from 'typebox';
import { IdSchema, List, MandatoryText, Nullable, SearchBody, TimestampSchema, UuidSchema } from './common';

/** Status of background work (clips, marks, tasks). The values are our design (the spec shows none). */
export const TASK_STATUSES = ['pending', 'running', 'succeeded', 'failed', 'aborted'] as const;
export const TaskStatusSchema = Type.Enum(TASK_STATUSES, { $id: 'TaskStatus' });
/** Percent done, 0..100. */
const Progress = Type.Integer({ minimum: 0, maximum: 100 });

// --- Task ----------------------------------------------------------------------------------------

/** Our design: the kinds of background work; clips and imports run as tasks. */
export const TASK_KINDS = ['videoclip_export', 'faces_import', 'pacs_sync', 'videomark_snapshot'] as const;

/** A background task (GET /tasks/{id}; POST /tasks/{id}/abort). Tasks are started by the server, not created by clients. */
export const TaskSchema = Type.Object({
  id: IdSchema,
  kind: Type.Enum(TASK_KINDS),
  status: TaskStatusSchema,
  progress: Progress,
  error: Nullable(Type.String()),
  user_id: Nullable(IdSchema),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  finished_at: Nullable(TimestampSchema),
});
export type Task = Type.Static<typeof TaskSchema>;
export const TaskListSchema = List('tasks', TaskSchema);

// --- Video clip ------------------------------------------------------------------------------------

/** An exported piece of archive; url is set once status is succeeded. Clips are never updated, only deleted. */
export const VideoclipSchema = Type.Object({
  id: IdSchema,
  camera_id: IdSchema,
  range_start: TimestampSchema,
  range_end: TimestampSchema,
  status: TaskStatusSchema,
  progress: Progress,
  url: Nullable(Type.String()),
  task_id: Nullable(IdSchema),
  created_at: TimestampSchema,
});
export type Videoclip = Type.Static<typeof VideoclipSchema>;
export const VideoclipListSchema = List('videoclips', VideoclipSchema);
export type VideoclipList = Type.Static<typeof VideoclipListSchema>;

/**
 * POST /videoclips. The server checks range_start < range_end, a length within
 * videoclips_range_min..max seconds (5..300) and the user's daily quota.
 */
export const CreateVideoclipSchema = Type.Object(
  { camera_id: IdSchema, range_start: TimestampSchema, range_end: TimestampSchema },
  { additionalProperties: false },
);
export type CreateVideoclip = Type.Static<typeof CreateVideoclipSchema>;

// --- Video mark ----------------------------------------------------------------------------------

/** Our design: manual (a user pressed "mark") or event (made from an event card). */
export const VIDEOMARK_KINDS = ['manual', 'event'] as const;

/** A user's bookmark on a camera's timeline; its snapshot is made in the background (status, progress). */
export const VideomarkSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  kind: Type.Enum(VIDEOMARK_KINDS),
  camera_id: IdSchema,
  ts: TimestampSchema,
  meta: Type.Record(Type.String(), Type.Unknown()),
  snapshot_id: Nullable(Type.String()),
  snapshot_url: Nullable(Type.String()),
  event_id: Nullable(UuidSchema),
  status: TaskStatusSchema,
  progress: Progress,
  user_id: IdSchema,
  created_at: TimestampSchema,
});
export type Videomark = Type.Static<typeof VideomarkSchema>;
export const VideomarkListSchema = List('videomarks', VideomarkSchema);
export type VideomarkList = Type.Static<typeof VideomarkListSchema>;

/** POST /videomarks. Marks are never updated, only deleted. */
export const CreateVideomarkSchema = Type.Object(
  {
    name: MandatoryText(),
    kind: Type.Optional(Type.Enum(VIDEOMARK_KINDS)),
    camera_id: IdSchema,
    ts: TimestampSchema,
    meta: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Unknown())),
    event_id: Type.Optional(Nullable(UuidSchema)),
  },
  { additionalProperties: false },
);
export type CreateVideomark = Type.Static<typeof CreateVideomarkSchema>;

export const VideomarkSearchSchema = SearchBody(
  Type.Object(
    {
      text: Type.Optional(Type.String({ maxLength: 255 })),
      camera_id: Type.Optional(IdSchema),
      kind: Type.Optional(Type.Enum(VIDEOMARK_KINDS)),
      ts_from: Type.Optional(TimestampSchema),
      ts_to: Type.Optional(TimestampSchema),
    },
    { additionalProperties: false },
  ),
);

// --- Video wall ------------------------------------------------------------------------------------

/** Our design: preset grids, or custom with an explicit layout. */
export const GRID_TYPES = ['1x1', '2x2', '3x3', '4x4', '1+5', '1+7', 'custom'] as const;

/** A cell of the wall in grid units of a 12 × 12 grid. */
export const GridCellSchema = Type.Object(
  {
    x: Type.Integer({ minimum: 0, maximum: 11 }),
    y: Type.Integer({ minimum: 0, maximum: 11 }),
    w: Type.Integer({ minimum: 1, maximum: 12 }),
    h: Type.Integer({ minimum: 1, maximum: 12 }),
  },
  { additionalProperties: false },
);

/** A user's video wall: cameras[i] plays in grid_layout[i] (null: an empty cell). At most video_wall_per_user_count (10). */
export const VideowallSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  grid_type: Type.Enum(GRID_TYPES),
  grid_layout: Type.Array(GridCellSchema),
  cameras: Type.Array(Nullable(IdSchema)),
  user_id: IdSchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Videowall = Type.Static<typeof VideowallSchema>;
export const VideowallListSchema = List('videowalls', VideowallSchema);
export type VideowallList = Type.Static<typeof VideowallListSchema>;

const wallFields = {
  grid_type: Type.Enum(GRID_TYPES),
  grid_layout: Type.Array(GridCellSchema, { minItems: 1, maxItems: 64 }),
  cameras: Type.Array(Nullable(IdSchema), { maxItems: 64 }),
};

/** POST /videowalls (for oneself) and POST /videowalls/{user_id} (an administrator, for that user). */
export const CreateVideowallSchema = Type.Object({ name: MandatoryText(), ...wallFields }, { additionalProperties: false });
export type CreateVideowall = Type.Static<typeof CreateVideowallSchema>;

export const UpdateVideowallSchema = Type.Partial(CreateVideowallSchema, { additionalProperties: false });
export type UpdateVideowall = Type.Static<typeof UpdateVideowallSchema>;
