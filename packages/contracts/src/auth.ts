import Type from 'typebox';

/** POST /token: url-encoded sign-in form. */
export const TokenRequestSchema = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    grant_type: Type.Literal('password'),
    code: Type.Optional(Type.String({ maxLength: 16 })),
  },
  { additionalProperties: false },
);

/** POST /token/refresh. */
export const RefreshRequestSchema = Type.Object(
  {
    refresh_token: Type.String({ minLength: 1, maxLength: 512 }),
    grant_type: Type.Literal('refresh_token'),
  },
  { additionalProperties: false },
);

/** POST /token/revoke. */
export const RevokeRequestSchema = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 512 }),
    token_type_hint: Type.Optional(Type.Union([Type.Literal('access_token'), Type.Literal('refresh_token')])),
  },
  { additionalProperties: false },
);

export const TokenResponseSchema = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  /** Seconds. */
  expires_in: Type.Integer(),
});

export type TokenRequest = Type.Static<typeof TokenRequestSchema>;
export type RefreshRequest = Type.Static<typeof RefreshRequestSchema>;
export type RevokeRequest = Type.Static<typeof RevokeRequestSchema>;
export type TokenResponse = Type.Static<typeof TokenResponseSchema>;

/** POST /2fa: the secret to enrol, shown once. */
export const TfaBeginResponseSchema = Type.Object({
  secret: Type.String(),
  otpauth_uri: Type.String(),
});
export type TfaBeginResponse = Type.Static<typeof TfaBeginResponseSchema>;

export const TfaCodeSchema = Type.Object({ code: Type.String({ pattern: '^[0-9]{6}$' }) }, { additionalProperties: false });
export type TfaCode = Type.Static<typeof TfaCodeSchema>;
