import Type from 'typebox';
import { IdSchema, Nullable, TimestampSchema } from './common';

/**
 * ONVIF control of a camera, under /onvif/{camera_id} (spec document 2, section 7). The server
 * talks to the device at the camera's `onvif` host/port with its login/password; these are the
 * shapes of our answers and request bodies (the spec shows the paths only).
 */

/** GET /onvif/{camera_id}: what the device says about itself and which services it offers. */
export const OnvifDeviceSchema = Type.Object({
  camera_id: IdSchema,
  manufacturer: Type.String(),
  model: Type.String(),
  firmware_version: Type.String(),
  serial_number: Type.String(),
  hardware_id: Type.String(),
  services: Type.Object({ media: Type.Boolean(), imaging: Type.Boolean(), ptz: Type.Boolean() }),
});
export type OnvifDevice = Type.Static<typeof OnvifDeviceSchema>;

const Ipv4Address = Type.String({ format: 'ipv4' });

export const OnvifNetworkInterfaceSchema = Type.Object({
  token: Type.String(),
  name: Type.String(),
  hw_address: Type.String(),
  enabled: Type.Boolean(),
  mtu: Nullable(Type.Integer()),
  ipv4: Nullable(Type.Object({ enabled: Type.Boolean(), dhcp: Type.Boolean(), address: Nullable(Type.String()), prefix_length: Nullable(Type.Integer()) })),
});
export type OnvifNetworkInterface = Type.Static<typeof OnvifNetworkInterfaceSchema>;

/** GET /onvif/{camera_id}/network; PUT answers it too, with `reboot_needed`. */
export const OnvifNetworkSchema = Type.Object({
  interfaces: Type.Array(OnvifNetworkInterfaceSchema),
  reboot_needed: Type.Optional(Type.Boolean()),
});
export type OnvifNetwork = Type.Static<typeof OnvifNetworkSchema>;

/**
 * PUT /onvif/{camera_id}/network: changes one interface (by token); omitted fields keep the
 * device's values. Changing the address moves the device: update the camera's `onvif.host` after.
 */
export const UpdateOnvifNetworkSchema = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' }),
    enabled: Type.Optional(Type.Boolean()),
    mtu: Type.Optional(Type.Integer({ minimum: 576, maximum: 9000 })),
    ipv4: Type.Optional(
      Type.Object(
        {
          enabled: Type.Optional(Type.Boolean()),
          dhcp: Type.Optional(Type.Boolean()),
          address: Type.Optional(Ipv4Address),
          prefix_length: Type.Optional(Type.Integer({ minimum: 1, maximum: 32 })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type UpdateOnvifNetwork = Type.Static<typeof UpdateOnvifNetworkSchema>;

export const OnvifEncodingSchema = Type.Union([Type.Literal('H264'), Type.Literal('JPEG'), Type.Literal('MPEG4')]);
export const OnvifH264ProfileSchema = Type.Union([Type.Literal('Baseline'), Type.Literal('Main'), Type.Literal('Extended'), Type.Literal('High')]);

/** A video encoder configuration of the device (ONVIF Media). */
export const OnvifEncoderSchema = Type.Object({
  token: Type.String(),
  name: Type.String(),
  encoding: Type.String(),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  quality: Nullable(Type.Number()),
  frame_rate: Nullable(Type.Number()),
  bitrate: Nullable(Type.Integer({ description: 'kbit/s' })),
  gov_length: Nullable(Type.Integer()),
  h264_profile: Nullable(Type.String()),
});
export type OnvifEncoder = Type.Static<typeof OnvifEncoderSchema>;

/** One media profile of the device: its stream address and encoder. */
export const OnvifStreamSchema = Type.Object({
  profile_token: Type.String(),
  name: Type.String(),
  uri: Nullable(Type.String()),
  encoder: Nullable(OnvifEncoderSchema),
});
export type OnvifStream = Type.Static<typeof OnvifStreamSchema>;

/** GET /onvif/{camera_id}/streams. */
export const OnvifStreamListSchema = Type.Object({ streams: Type.Array(OnvifStreamSchema) });
export type OnvifStreamList = Type.Static<typeof OnvifStreamListSchema>;

/**
 * PUT /onvif/{camera_id}/stream/encoder: changes one encoder configuration (by token); omitted
 * fields keep the device's values. The device checks the values against its own options (an
 * unsupported resolution answers onvif_rejected). Answers the encoder as the device then reports it.
 */
export const UpdateOnvifEncoderSchema = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' }),
    encoding: Type.Optional(OnvifEncodingSchema),
    width: Type.Optional(Type.Integer({ minimum: 16, maximum: 16384 })),
    height: Type.Optional(Type.Integer({ minimum: 16, maximum: 16384 })),
    quality: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    frame_rate: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    bitrate: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    gov_length: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    h264_profile: Type.Optional(OnvifH264ProfileSchema),
  },
  { additionalProperties: false },
);
export type UpdateOnvifEncoder = Type.Static<typeof UpdateOnvifEncoderSchema>;

export const ONVIF_IMAGE_SETTINGS = ['brightness', 'contrast', 'saturation', 'sharpness'] as const;
export type OnvifImageSetting = (typeof ONVIF_IMAGE_SETTINGS)[number];

const RangeSchema = Type.Object({ min: Type.Number(), max: Type.Number() });

/** GET /onvif/{camera_id}/image (and the answer of each PUT /image/<setting>): values and the device's ranges. */
export const OnvifImageSchema = Type.Object({
  video_source_token: Type.String(),
  brightness: Nullable(Type.Number()),
  contrast: Nullable(Type.Number()),
  saturation: Nullable(Type.Number()),
  sharpness: Nullable(Type.Number()),
  ranges: Type.Object({
    brightness: Nullable(RangeSchema),
    contrast: Nullable(RangeSchema),
    saturation: Nullable(RangeSchema),
    sharpness: Nullable(RangeSchema),
  }),
});
export type OnvifImage = Type.Static<typeof OnvifImageSchema>;

/** PUT /onvif/{camera_id}/image/{brightness|contrast|saturation|sharpness}: within the device's range (422 otherwise). */
export const UpdateOnvifImageValueSchema = Type.Object({ value: Type.Number() }, { additionalProperties: false });
export type UpdateOnvifImageValue = Type.Static<typeof UpdateOnvifImageValueSchema>;

const PtzLimitsSchema = Type.Object({ ptz_max_step: Type.Number(), ptz_min_delta: Type.Number(), ptz_move_coefficient: Type.Number() });

/** GET /onvif/{camera_id}/ptz: position in the ONVIF generic spaces (pan, tilt -1..1; zoom 0..1). */
export const OnvifPtzStatusSchema = Type.Object({
  position: Type.Object({ x: Type.Number(), y: Type.Number(), zoom: Type.Number() }),
  move_status: Type.Object({ pan_tilt: Nullable(Type.String()), zoom: Nullable(Type.String()) }),
  utc_time: Nullable(Type.String()),
  limits: PtzLimitsSchema,
});
export type OnvifPtzStatus = Type.Static<typeof OnvifPtzStatusSchema>;

/**
 * Move kinds of PUT /onvif/{camera_id}/ptz (our design):
 * - left, right, up, down, up_left, up_right, down_left, down_right, zoom_in, zoom_out: a relative
 *   move by `step` (default ptz_max_step) on the named axes.
 * - relative: `x`, `y`, `zoom` signed steps.
 * - absolute: go to `x`, `y` (-1..1) and `zoom` (0..1) of the generic position space.
 * - continuous: move at velocity `x`, `y`, `zoom` (-1..1) until stop or `timeout_ms`.
 * - stop: stop every movement.
 * A step is a hundredth of the generic space: it is clamped to ±ptz_max_step, scaled by
 * ptz_move_coefficient, and an axis whose resulting move is below ptz_min_delta is not moved
 * (a move with no axis left is not sent: `sent: false`). Velocities are scaled by the coefficient
 * and clamped to -1..1; absolute targets closer than ptz_min_delta to the position are not sent.
 */
export const PTZ_DIRECTIONS = ['left', 'right', 'up', 'down', 'up_left', 'up_right', 'down_left', 'down_right', 'zoom_in', 'zoom_out'] as const;
export type PtzDirection = (typeof PTZ_DIRECTIONS)[number];

const DirectionSchema = Type.Union([
  Type.Literal('left'),
  Type.Literal('right'),
  Type.Literal('up'),
  Type.Literal('down'),
  Type.Literal('up_left'),
  Type.Literal('up_right'),
  Type.Literal('down_left'),
  Type.Literal('down_right'),
  Type.Literal('zoom_in'),
  Type.Literal('zoom_out'),
]);
const Step = Type.Number({ exclusiveMinimum: 0, maximum: 1000 });
const SignedStep = Type.Number({ minimum: -1000, maximum: 1000 });
const Unit = Type.Number({ minimum: -1, maximum: 1 });

export const OnvifPtzMoveSchema = Type.Union([
  Type.Object({ kind: DirectionSchema, step: Type.Optional(Step) }, { additionalProperties: false }),
  Type.Object(
    { kind: Type.Literal('relative'), x: Type.Optional(SignedStep), y: Type.Optional(SignedStep), zoom: Type.Optional(SignedStep) },
    { additionalProperties: false },
  ),
  Type.Object(
    { kind: Type.Literal('absolute'), x: Type.Optional(Unit), y: Type.Optional(Unit), zoom: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })) },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      kind: Type.Literal('continuous'),
      x: Type.Optional(Unit),
      y: Type.Optional(Unit),
      zoom: Type.Optional(Unit),
      timeout_ms: Type.Optional(Type.Integer({ minimum: 100, maximum: 600_000 })),
    },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('stop') }, { additionalProperties: false }),
]);
export type OnvifPtzMove = Type.Static<typeof OnvifPtzMoveSchema>;

/** The ONVIF command a move became: what was (or would have been) sent to the device. */
export const OnvifPtzCommandSchema = Type.Object({
  operation: Type.Union([Type.Literal('RelativeMove'), Type.Literal('AbsoluteMove'), Type.Literal('ContinuousMove'), Type.Literal('Stop')]),
  x: Type.Optional(Type.Number()),
  y: Type.Optional(Type.Number()),
  zoom: Type.Optional(Type.Number()),
  timeout_ms: Type.Optional(Type.Integer()),
});
export type OnvifPtzCommand = Type.Static<typeof OnvifPtzCommandSchema>;

/** The answer of PUT /onvif/{camera_id}/ptz. `sent: false` with `reason` when the move was below ptz_min_delta. */
export const OnvifPtzMoveResultSchema = Type.Object({
  kind: Type.String(),
  sent: Type.Boolean(),
  reason: Type.Optional(Type.Literal('below_min_delta')),
  command: Nullable(OnvifPtzCommandSchema),
  status: OnvifPtzStatusSchema,
});
export type OnvifPtzMoveResult = Type.Static<typeof OnvifPtzMoveResultSchema>;

/** PUT /onvif/{camera_id}/ptz/home/apply: `goto` (default) moves to the home position, `save` makes the current position home. */
export const ApplyOnvifPtzHomeSchema = Type.Object(
  { mode: Type.Optional(Type.Union([Type.Literal('goto'), Type.Literal('save')])) },
  { additionalProperties: false },
);
export type ApplyOnvifPtzHome = Type.Static<typeof ApplyOnvifPtzHomeSchema>;

/**
 * POST /onvif/{camera_id}/ticket: a short-lived ticket for the camera, HMAC-signed with the
 * capacity group's ticket_secret, valid for ticket_ttl ms (config). The group's stream servers
 * verify it without calling the API.
 */
export const OnvifTicketSchema = Type.Object({
  ticket: Type.String(),
  camera_id: IdSchema,
  capacitygroup_token: Type.String(),
  expires_at: TimestampSchema,
  ttl: Type.Integer({ description: 'milliseconds' }),
});
export type OnvifTicket = Type.Static<typeof OnvifTicketSchema>;
