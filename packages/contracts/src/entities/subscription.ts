import Type from 'typebox';
import { IdSchema, List, MandatoryText, Nullable, RefSchema, TimestampSchema, WorktimeSchema } from './common';
import { EventSchema, EventTypeSchema } from './event';

export const SUBSCRIPTION_KINDS = ['event', 'event_unrecognized', 'sensorreading'] as const;
/** What a match must hit (our design: the spec names the field only): anything, a list, or one entity. */
export const MATCH_KINDS = ['any', 'list', 'entity'] as const;

/** config.worktime null: the subscription is on around the clock. */
export const SubscriptionConfigSchema = Type.Object({ worktime: Nullable(WorktimeSchema) }, { additionalProperties: false });

/**
 * A user's subscription to events or sensor readings (at most subscriptions_user_limit, 5).
 * Filters that are null do not narrow. list and entity are face lists and faces for fr/sa,
 * plate lists and plates for lpr. is_stale: suspended because something it points to is gone;
 * a stale subscription produces no notifications. ts_last: the newest matching item; ts_read:
 * what the user marked read.
 */
export const SubscriptionSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  kind: Type.Enum(SUBSCRIPTION_KINDS),
  event_type: Nullable(EventTypeSchema),
  event_reason: Nullable(Type.String()),
  match_kind: Type.Enum(MATCH_KINDS),
  place: Nullable(RefSchema),
  camera: Nullable(RefSchema),
  sensor: Nullable(RefSchema),
  situation: Nullable(RefSchema),
  list: Nullable(Type.Object({ id: IdSchema, name: Type.String(), kind: Type.Enum(['facelist', 'platelist'] as const) })),
  entity: Nullable(Type.Object({ id: IdSchema, name: Type.String(), kind: Type.Enum(['face', 'plate'] as const) })),
  /** An advanced filter expression; its grammar is not specified, so servers reject one they cannot parse. */
  dsl: Nullable(Type.String()),
  config: SubscriptionConfigSchema,
  is_stale: Type.Boolean(),
  ts_last: Nullable(TimestampSchema),
  ts_read: Nullable(TimestampSchema),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Subscription = Type.Static<typeof SubscriptionSchema>;

export const SubscriptionListSchema = List('subscriptions', SubscriptionSchema);
export type SubscriptionList = Type.Static<typeof SubscriptionListSchema>;

const Opt = Type.Optional;
const subscriptionWritable = {
  event_type: Opt(Nullable(EventTypeSchema)),
  event_reason: Opt(Nullable(Type.String({ maxLength: 64 }))),
  match_kind: Opt(Type.Enum(MATCH_KINDS)),
  place_id: Opt(Nullable(IdSchema)),
  camera_id: Opt(Nullable(IdSchema)),
  sensor_id: Opt(Nullable(IdSchema)),
  situation_id: Opt(Nullable(IdSchema)),
  list_id: Opt(Nullable(IdSchema)),
  entity_id: Opt(Nullable(IdSchema)),
  dsl: Opt(Nullable(Type.String({ maxLength: 4000 }))),
  config: Opt(SubscriptionConfigSchema),
};

export const CreateSubscriptionSchema = Type.Object(
  { name: MandatoryText(), kind: Type.Enum(SUBSCRIPTION_KINDS), ...subscriptionWritable },
  { additionalProperties: false },
);
export type CreateSubscription = Type.Static<typeof CreateSubscriptionSchema>;

export const UpdateSubscriptionSchema = Type.Object(
  { name: Opt(MandatoryText()), kind: Opt(Type.Enum(SUBSCRIPTION_KINDS)), ...subscriptionWritable },
  { additionalProperties: false },
);
export type UpdateSubscription = Type.Static<typeof UpdateSubscriptionSchema>;

/** GET /subscriptions/{id}/events: at most 10, cursor is a time. */
export const SubscriptionEventListSchema = List('events', Type.Object({ event: EventSchema }));
export type SubscriptionEventList = Type.Static<typeof SubscriptionEventListSchema>;

// --- Notification -------------------------------------------------------------------------------

/** One per subscription with unread items; dropped by the console when ts_read >= ts_last. */
export const NotificationSchema = Type.Object({
  subscription_id: IdSchema,
  subscription_name: Type.String(),
  ts_last: TimestampSchema,
  ts_read: Nullable(TimestampSchema),
});
export type Notification = Type.Static<typeof NotificationSchema>;

export const NotificationListSchema = List('notifications', NotificationSchema);
export type NotificationList = Type.Static<typeof NotificationListSchema>;

/** PUT /notifications/mark-as-read. Notifications are created by the server, never by clients. */
export const MarkNotificationReadSchema = Type.Object({ subscription_id: IdSchema, ts: TimestampSchema }, { additionalProperties: false });
export type MarkNotificationRead = Type.Static<typeof MarkNotificationReadSchema>;
