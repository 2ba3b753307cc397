import Type from 'typebox';
import { IdSchema, List, Nullable, TimestampSchema } from './common';

/**
 * Organisation API keys (our design; the spec names the "organisation API credential" a
 * third-party analytics engine uses for POST /events/batch). The secret is answered once, by the
 * create call, and never again: lists show its prefix only.
 */
export const API_KEY_PREFIX = 'oak_';

export const ApiKeySchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  /** The first characters of the secret, to tell keys apart. */
  prefix: Type.String(),
  created_by: Nullable(IdSchema),
  created_at: TimestampSchema,
  last_used_at: Nullable(TimestampSchema),
  revoked_at: Nullable(TimestampSchema),
});
export type ApiKey = Type.Static<typeof ApiKeySchema>;
export const ApiKeyListSchema = List('apikeys', ApiKeySchema);
export type ApiKeyList = Type.Static<typeof ApiKeyListSchema>;

/** The create answer: the key and, this once, its secret. */
export const ApiKeyCreatedSchema = Type.Intersect([ApiKeySchema, Type.Object({ secret: Type.String() })]);
export type ApiKeyCreated = Type.Static<typeof ApiKeyCreatedSchema>;

export const CreateApiKeySchema = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
export type CreateApiKey = Type.Static<typeof CreateApiKeySchema>;
