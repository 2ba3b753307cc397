import Type from 'typebox';
import { IdSchema, List, MandatoryText, Nullable, TimestampSchema, UrlSchema } from './common';

export const WEBHOOK_METHODS = ['POST', 'PUT', 'PATCH'] as const;
export const WEBHOOK_CONTENT_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'text/plain'] as const;
/** Our design: raw sends the event as JSON; template sends `template` rendered with the event. */
export const WEBHOOK_KINDS = ['raw', 'template'] as const;

const BearerPublic = { type: Type.Literal('bearer') };
const BasicPublic = { type: Type.Literal('basic'), username: Type.String({ minLength: 1, maxLength: 255 }) };
const Secret = Type.String({ minLength: 1, maxLength: 1024 });

/** How the webhook authenticates to the receiver. */
export const WebhookAuthenticationSchema = Type.Union([
  Type.Object({ ...BearerPublic, token: Secret }, { additionalProperties: false }),
  Type.Object({ ...BasicPublic, password: Secret }, { additionalProperties: false }),
]);
export type WebhookAuthentication = Type.Static<typeof WebhookAuthenticationSchema>;

/** At most `limit` calls per `duration` seconds (defaults webhook_rate_limit 16535 per webhook_rate_duration 3600). */
export const WebhookRateSchema = Type.Object(
  { duration: Type.Integer({ minimum: 1, maximum: 86_400 }), limit: Type.Integer({ minimum: 1, maximum: 1_000_000 }) },
  { additionalProperties: false },
);

const webhookPublic = {
  id: IdSchema,
  name: Type.String(),
  method: Type.Enum(WEBHOOK_METHODS),
  url: Type.String(),
  content_type: Type.Enum(WEBHOOK_CONTENT_TYPES),
  tls_verify: Type.Boolean(),
  /** The subscription whose matches it delivers. */
  subscription_id: IdSchema,
  kind: Type.Enum(WEBHOOK_KINDS),
  template: Nullable(Type.String()),
  is_enabled: Type.Boolean(),
  rate: WebhookRateSchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
};

/** The authentication as answered: its type and username, never the token or password (write-only). */
const WebhookAuthenticationPublicSchema = Nullable(Type.Union([Type.Object(BearerPublic), Type.Object(BasicPublic)]));

/** GET and PUT /webhooks/{id}: the token, password and signing secret are write-only and never answered. */
export const WebhookSchema = Type.Object({ ...webhookPublic, authentication: WebhookAuthenticationPublicSchema });

/**
 * POST /webhooks answers once with signing_secret: the key of the X-Argus-Signature header
 * (HMAC-SHA256 of "<X-Argus-Timestamp>.<body>", hex) the receiver checks; no later answer carries it.
 */
export const CreatedWebhookSchema = Type.Object({ ...webhookPublic, authentication: WebhookAuthenticationPublicSchema, signing_secret: Type.String() });
export type CreatedWebhook = Type.Static<typeof CreatedWebhookSchema>;

/** One delivery of one event or sensor reading to a webhook (the delivery log of webhook/view); exactly one of event_id and sensorreading_id is set. */
export const WebhookDeliverySchema = Type.Object({
  id: Type.String(),
  /** The event delivered (subscriptions of kind event, event_unrecognized). */
  event_id: Nullable(Type.String()),
  /** The sensor reading delivered (subscriptions of kind sensorreading). */
  sensorreading_id: Nullable(Type.String()),
  /** pending (queued or waiting for a retry), delivered (2xx) or failed (attempts spent or refused). */
  status: Type.Enum(['pending', 'delivered', 'failed'] as const),
  attempts: Type.Integer(),
  next_attempt_at: Nullable(TimestampSchema),
  sent_at: Nullable(TimestampSchema),
  response_code: Nullable(Type.Integer()),
  latency_ms: Nullable(Type.Integer()),
  error: Nullable(Type.String()),
  created_at: TimestampSchema,
});
export const WebhookDeliveryListSchema = List('deliveries', WebhookDeliverySchema);
export type WebhookDelivery = Type.Static<typeof WebhookDeliverySchema>;
export type Webhook = Type.Static<typeof WebhookSchema>;

/** A webhook in a list: the bearer token and basic password are secrets, never sent in lists (the type and username are). */
export const WebhookListItemSchema = Type.Object({ ...webhookPublic, authentication: WebhookAuthenticationPublicSchema });
export type WebhookListItem = Type.Static<typeof WebhookListItemSchema>;

export const WebhookListSchema = List('webhooks', WebhookListItemSchema);
export type WebhookList = Type.Static<typeof WebhookListSchema>;

const webhookWritable = {
  method: Type.Optional(Type.Enum(WEBHOOK_METHODS)),
  content_type: Type.Optional(Type.Enum(WEBHOOK_CONTENT_TYPES)),
  tls_verify: Type.Optional(Type.Boolean()),
  kind: Type.Optional(Type.Enum(WEBHOOK_KINDS)),
  /** Required when kind is template (checked by the server). */
  template: Type.Optional(Nullable(Type.String({ maxLength: 20_000 }))),
  is_enabled: Type.Optional(Type.Boolean()),
  /** null: no authentication. */
  authentication: Type.Optional(Nullable(WebhookAuthenticationSchema)),
  rate: Type.Optional(WebhookRateSchema),
};

/** POST /webhooks (at most organization_webhook_count, 10, per organisation). */
export const CreateWebhookSchema = Type.Object(
  { name: MandatoryText(), url: UrlSchema, subscription_id: IdSchema, ...webhookWritable },
  { additionalProperties: false },
);
export type CreateWebhook = Type.Static<typeof CreateWebhookSchema>;

/** PUT /webhooks/{id}; an omitted authentication keeps the stored one, null removes it. */
export const UpdateWebhookSchema = Type.Object(
  {
    name: Type.Optional(MandatoryText()),
    url: Type.Optional(UrlSchema),
    subscription_id: Type.Optional(IdSchema),
    ...webhookWritable,
  },
  { additionalProperties: false },
);
export type UpdateWebhook = Type.Static<typeof UpdateWebhookSchema>;

/**
 * POST /webhooks/{id}/test (our design; the spec names test-send in webhook/view without a call):
 * one request now with the subscription's newest matched event (or a sample marked test), not
 * queued, not retried and not in the delivery log. ok: the receiver answered 2xx.
 */
export const WebhookTestResultSchema = Type.Object({
  ok: Type.Boolean(),
  response_code: Nullable(Type.Integer()),
  latency_ms: Type.Integer(),
  error: Nullable(Type.String()),
  /** The event sent: a stored one's id, or null for the sample. */
  event_id: Nullable(Type.String()),
});
export type WebhookTestResult = Type.Static<typeof WebhookTestResultSchema>;
