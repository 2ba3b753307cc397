import Type from 'typebox';
import { MAX_CROWD_COUNT, RETENTION_DAYS } from '../constants';
import {
  FractionSchema,
  HostSchema,
  IdSchema,
  List,
  MandatoryText,
  Nullable,
  PointSchema,
  PolygonSchema,
  PortSchema,
  RefSchema,
  SearchBody,
  TimestampSchema,
  WorktimeSchema,
} from './common';

export const VIDEO_MODULES = ['tp', 'fr', 'lpr', 'sa', 'ao'] as const;
export const VideoModuleSchema = Type.Enum(VIDEO_MODULES, { $id: 'VideoModule' });
export type VideoModule = Type.Static<typeof VideoModuleSchema>;

export const CAMERA_STATES = ['active', 'inactive'] as const;
export const CameraStateSchema = Type.Enum(CAMERA_STATES, { $id: 'CameraState' });
export const CAMERA_STATE_REASONS = [
  'user_action',
  'license_restriction',
  'scheduler_action',
  'scheduler_capacity',
  'scheduler_deadline',
  'scheduler_restriction',
] as const;
export const CameraStateReasonSchema = Type.Enum(CAMERA_STATE_REASONS, { $id: 'CameraStateReason' });

/** completed when the address built from the source body is a valid URL, else uncompleted. */
export const CAMERA_ADDRESS_STATUSES = ['completed', 'uncompleted'] as const;
export const CameraAddressStatusSchema = Type.Enum(CAMERA_ADDRESS_STATUSES, { $id: 'CameraAddressStatus' });

/** rtsp and rtmp are internal sources (we pull the stream); hikvision and dahua are external (device analytics). */
export const INTERNAL_PROTOCOLS = ['rtsp', 'rtmp'] as const;
export const EXTERNAL_PROTOCOLS = ['hikvision', 'dahua'] as const;
export const CAMERA_TRANSPORTS = ['tcp', 'udp'] as const;
export const EXTERNAL_EVENT_TYPES = ['fr', 'lpr'] as const;
export const CameraVendorSchema = Type.Enum(EXTERNAL_PROTOCOLS, { $id: 'CameraVendor' });

const Username = Type.String({ minLength: 1, maxLength: 255 });
const Password = Type.String({ minLength: 1, maxLength: 255 });

// --- Source ---------------------------------------------------------------------------------

const internalPublic = {
  protocol: Type.Enum(INTERNAL_PROTOCOLS),
  host: HostSchema,
  port: PortSchema,
  username: Type.Optional(Username),
  path: Type.String({ minLength: 1, maxLength: 2048, pattern: '^/' }),
  transport: Type.Enum(CAMERA_TRANSPORTS),
};
const externalPublic = {
  protocol: CameraVendorSchema,
  host: HostSchema,
  port: PortSchema,
  username: Username,
  event_type: Type.Enum(EXTERNAL_EVENT_TYPES),
  ptz: Type.Boolean(),
};
/** Username and password of an internal source: each required only when the other is given. */
const pairedCredentials = { dependencies: { username: ['password'], password: ['username'] } };

/**
 * Source bodies as written by the console. Passwords never come back from the API except to the
 * edges and stream servers that use them (GET /edges/{id}/cameras), so a PUT that changes the
 * source sends the password again. The server checks the same section-5 rules with a message per
 * field (its route schema is looser so that every field gets its own message).
 */
export const InternalSourceSchema = Type.Object(
  { ...internalPublic, password: Type.Optional(Password) },
  { additionalProperties: false, ...pairedCredentials },
);
export const ExternalSourceSchema = Type.Object({ ...externalPublic, password: Password }, { additionalProperties: false });
export const CameraSourceBodySchema = Type.Union([InternalSourceSchema, ExternalSourceSchema]);
export type CameraSourceBody = Type.Static<typeof CameraSourceBodySchema>;
/** A source body as the API shows it to users: no password. */
export const CameraSourcePublicBodySchema = Type.Union([Type.Object(internalPublic), Type.Object(externalPublic)]);

/**
 * `url` is the address built from the body *without credentials*
 * (`rtsp://host:port/path`, `hikvision://host:port`): the console rebuilds it and shows a
 * mismatch when it differs. When a client sends `url`, the server answers 422 on `source.url`
 * if it is not the address built from the body; it may be omitted.
 */
export const CameraSourceSchema = Type.Object({
  url: Type.String(),
  address_status: CameraAddressStatusSchema,
  body: CameraSourcePublicBodySchema,
});
/** The source with its credentials: only in GET /edges/{id}/cameras and GET /streamservers/{id}/cameras. */
export const CameraSourceWithSecretsSchema = Type.Object({
  url: Type.String(),
  address_status: CameraAddressStatusSchema,
  body: CameraSourceBodySchema,
});
export const CameraSourceInputSchema = Type.Object(
  { url: Type.Optional(Type.String({ maxLength: 2048 })), body: CameraSourceBodySchema },
  { additionalProperties: false },
);

// --- Analytics ------------------------------------------------------------------------------

/** A polygon region of interest. Intervals are seconds, capped by the config's ROI maxima. */
export const RoiBoxSchema = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64 }),
    name: Type.String({ minLength: 1, maxLength: 255 }),
    situation_id: Nullable(IdSchema),
    polygon: PolygonSchema,
    /** Object class the detector watches (a model class name such as person, car, backpack). Our design: open string. */
    obj_class_type: Nullable(Type.String({ minLength: 1, maxLength: 64 })),
    obj_class_threshold: FractionSchema,
    watch_people_activity: Type.Boolean(),
    min_event_interval: Type.Integer({ minimum: 0 }),
    min_activity_interval: Type.Integer({ minimum: 0 }),
    min_inactivity_interval: Type.Integer({ minimum: 0 }),
    count_interval: Type.Integer({ minimum: 0 }),
    /**
     * Our design (edge): crowding is reported when at least this many objects of the ROI's class
     * stay in it for count_interval seconds. Absent: 3.
     */
    crowd_count: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CROWD_COUNT })),
    detect_attributes: Type.Boolean(),
    hardhat: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type RoiBox = Type.Static<typeof RoiBoxSchema>;

/** Crossing direction relative to coords[0] → coords[1]: forward is from its left side to its right side. Our design. */
export const LINE_DIRECTIONS = ['any', 'forward', 'backward'] as const;

export const RoiLineSchema = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64 }),
    name: Type.String({ minLength: 1, maxLength: 255 }),
    situation_id: Nullable(IdSchema),
    coords: Type.Array(PointSchema, { minItems: 2, maxItems: 2 }),
    obj_classes: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 32 }),
    direction: Type.Enum(LINE_DIRECTIONS),
  },
  { additionalProperties: false },
);
export type RoiLine = Type.Static<typeof RoiLineSchema>;

/** Config of fr, sa, lpr and ao. `min_detection_size` is in pixels of the shorter side. */
export const DetectionConfigSchema = Type.Object(
  {
    min_detection_size: Type.Integer({ minimum: 0, maximum: 4096 }),
    roi: Type.Array(RoiBoxSchema, { maxItems: 32 }),
    lines: Type.Array(RoiLineSchema, { maxItems: 32 }),
  },
  { additionalProperties: false },
);

const tamperingPublic = {
  detect_blurring: Type.Boolean(),
  detect_flashing: Type.Boolean(),
  detect_tampering: Type.Boolean(),
};
const credentialsPublic = { brand: CameraVendorSchema, host: HostSchema, port: PortSchema, username: Username };

/** tp config; camera_credentials lets the edge read the device's own tamper alarms (null: image analysis only). */
export const TamperingConfigSchema = Type.Object(
  {
    ...tamperingPublic,
    /** The password is write-only: users never read it back, only the camera's edge does. */
    camera_credentials: Nullable(Type.Object({ ...credentialsPublic, password: Password }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

const moduleOf = <C extends Type.TSchema>(config: C) => Type.Object({ worktime: WorktimeSchema, config }, { additionalProperties: false });

/**
 * Settings per module. A module runs only when it is listed in the camera's `video_modules`;
 * its settings here are kept while it is off. `version` increases on every change, so edges
 * can tell a stale copy.
 */
export const VideoAnalyticsSchema = Type.Object(
  {
    version: Type.Integer({ minimum: 0 }),
    modules: Type.Object(
      {
        tp: Type.Optional(moduleOf(TamperingConfigSchema)),
        fr: Type.Optional(moduleOf(DetectionConfigSchema)),
        lpr: Type.Optional(moduleOf(DetectionConfigSchema)),
        sa: Type.Optional(moduleOf(DetectionConfigSchema)),
        ao: Type.Optional(moduleOf(DetectionConfigSchema)),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type VideoAnalytics = Type.Static<typeof VideoAnalyticsSchema>;

/** video_analytics as users read it: the tamper module's device password left out. */
export const VideoAnalyticsPublicSchema = Type.Object({
  version: Type.Integer({ minimum: 0 }),
  modules: Type.Object({
    tp: Type.Optional(moduleOf(Type.Object({ ...tamperingPublic, camera_credentials: Nullable(Type.Object(credentialsPublic)) }))),
    fr: Type.Optional(moduleOf(DetectionConfigSchema)),
    lpr: Type.Optional(moduleOf(DetectionConfigSchema)),
    sa: Type.Optional(moduleOf(DetectionConfigSchema)),
    ao: Type.Optional(moduleOf(DetectionConfigSchema)),
  }),
});

/** by_event: record only around events; storage_depth: days of archive (retention options). */
export const VideoStreamingSchema = Type.Object(
  {
    by_event: Type.Boolean(),
    storage_depth: Type.Enum(RETENTION_DAYS),
  },
  { additionalProperties: false },
);

// --- Camera ---------------------------------------------------------------------------------

const OnvifPublic = { host: HostSchema, port: PortSchema, login: Username };
/** ONVIF access of the device (the ONVIF routes use it). The password is write-only. */
export const OnvifSchema = Type.Object({ ...OnvifPublic, password: Password }, { additionalProperties: false });
export const OnvifPublicSchema = Type.Object(OnvifPublic);

/** Where the camera stands: names and coordinates of its place, group and plan (read only). */
export const CameraOriginSchema = Type.Object({
  place: Nullable(Type.Object({ id: IdSchema, name: Type.String(), latitude: Type.Number(), longitude: Type.Number() })),
  group: Nullable(RefSchema),
  plan: Nullable(Type.Object({ id: IdSchema, name: Type.String(), x: Nullable(FractionSchema), y: Nullable(FractionSchema) })),
});

const cameraCommon = {
  id: IdSchema,
  name: Type.String(),
  ptz: Type.Boolean(),
  place_id: Nullable(IdSchema),
  scheduler_group: Nullable(Type.String()),
  scheduler_tags: Type.Array(Type.String()),
  state: CameraStateSchema,
  /** Set only when state is inactive. */
  state_reason: Nullable(CameraStateReasonSchema),
  plan_id: Nullable(IdSchema),
  plan_x: Nullable(FractionSchema),
  plan_y: Nullable(FractionSchema),
  /** The organisation and group the camera belongs to (group scope: non-administrators see their groups' cameras). */
  organization_id: IdSchema,
  group_id: Nullable(IdSchema),
  capacitygroup_token: Type.String(),
  video_modules: Type.Array(VideoModuleSchema),
  /** Assigned by the scheduler; null while the camera is inactive. */
  edge_id: Nullable(IdSchema),
  edge: Nullable(RefSchema),
  streamserver_id: Nullable(IdSchema),
  snapshot_url: Nullable(Type.String()),
  video_streaming: VideoStreamingSchema,
  origin: CameraOriginSchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
};

/**
 * GET /cameras/{id}: the full camera without its passwords (source, ONVIF and the tamper
 * module's device credentials are write-only; see CameraWithSecretsSchema).
 */
export const CameraSchema = Type.Object({
  ...cameraCommon,
  onvif: Nullable(OnvifPublicSchema),
  source: CameraSourceSchema,
  video_analytics: VideoAnalyticsPublicSchema,
});
export type Camera = Type.Static<typeof CameraSchema>;

/** A camera as its edge or stream server receives it: with the credentials it needs to pull and analyse. */
export const CameraWithSecretsSchema = Type.Object({
  ...cameraCommon,
  onvif: Nullable(OnvifSchema),
  source: CameraSourceWithSecretsSchema,
  video_analytics: VideoAnalyticsSchema,
});
export type CameraWithSecrets = Type.Static<typeof CameraWithSecretsSchema>;

/**
 * A camera in a list: no passwords either, and no video_analytics (heavy: ROIs).
 */
export const CameraListItemSchema = Type.Object({
  ...cameraCommon,
  onvif: Nullable(OnvifPublicSchema),
  source: CameraSourceSchema,
});
export type CameraListItem = Type.Static<typeof CameraListItemSchema>;

export const CameraListSchema = List('cameras', CameraListItemSchema);
export type CameraList = Type.Static<typeof CameraListSchema>;

const cameraWritable = {
  group_id: Type.Optional(Nullable(IdSchema)),
  ptz: Type.Optional(Type.Boolean()),
  place_id: Type.Optional(Nullable(IdSchema)),
  onvif: Type.Optional(Nullable(OnvifSchema)),
  scheduler_group: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  scheduler_tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 32 })),
  /** A user setting inactive gives state_reason user_action. */
  state: Type.Optional(CameraStateSchema),
  plan_id: Type.Optional(Nullable(IdSchema)),
  plan_x: Type.Optional(Nullable(FractionSchema)),
  plan_y: Type.Optional(Nullable(FractionSchema)),
  /** Omitted on create: the organisation's first capacity group. */
  capacitygroup_token: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  video_modules: Type.Optional(Type.Array(VideoModuleSchema, { uniqueItems: true })),
  video_analytics: Type.Optional(VideoAnalyticsSchema),
  video_streaming: Type.Optional(VideoStreamingSchema),
};

/** POST /cameras. The superuser names the organisation; everyone else creates in their own. */
export const CreateCameraSchema = Type.Object(
  { name: MandatoryText(), source: CameraSourceInputSchema, organization_id: Type.Optional(IdSchema), ...cameraWritable },
  { additionalProperties: false },
);
export type CreateCamera = Type.Static<typeof CreateCameraSchema>;

/** PUT /cameras/{id}: only the given fields change; a given source or module replaces the stored one whole. */
export const UpdateCameraSchema = Type.Object(
  { name: Type.Optional(MandatoryText()), source: Type.Optional(CameraSourceInputSchema), ...cameraWritable },
  { additionalProperties: false },
);
export type UpdateCamera = Type.Static<typeof UpdateCameraSchema>;

/** POST /cameras/search query. */
export const CameraSearchSchema = SearchBody(
  Type.Object(
    {
      text: Type.Optional(Type.String({ maxLength: 255 })),
      without_plans: Type.Optional(Type.Boolean()),
      capacitygroup_token: Type.Optional(Type.String({ maxLength: 64 })),
      video_module: Type.Optional(VideoModuleSchema),
      group_id: Type.Optional(IdSchema),
      place_id: Type.Optional(IdSchema),
      plan_id: Type.Optional(IdSchema),
      state: Type.Optional(CameraStateSchema),
      placecategory_id: Type.Optional(IdSchema),
      placetag_id: Type.Optional(IdSchema),
    },
    { additionalProperties: false },
  ),
);
export type CameraSearch = Type.Static<typeof CameraSearchSchema>;
