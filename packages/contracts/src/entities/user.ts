import Type from 'typebox';

export const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A versioned user setting: settings are a map of key → {version, value}. */
export const UserSettingSchema = Type.Object({ version: Type.Integer({ minimum: 0 }), value: Type.Unknown() });

export const UserSettingsSchema = Type.Record(Type.String({ maxLength: 100 }), UserSettingSchema);

export const UserSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  avatar_id: Nullable(Type.String()),
  attributes: Type.Record(Type.String(), Type.Unknown()),
  organization_id: Nullable(Type.Integer()),
  organization: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  group_ids: Type.Array(Type.Integer()),
  role_id: Nullable(Type.Integer()),
  is_superuser: Type.Boolean(),
  tfa_enabled: Type.Boolean(),
  tfa_required: Type.Boolean(),
  blocked_to: Nullable(Type.String({ format: 'date-time' })),
  password_expired: Type.Boolean(),
  password_updated_at: Nullable(Type.String({ format: 'date-time' })),
  password_initially_changed: Type.Boolean(),
  license_agreement_accepted_version: Nullable(Type.String()),
  permissions: Type.Array(Type.String()),
  settings: UserSettingsSchema,
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type User = Type.Static<typeof UserSchema>;

/** PUT /users/me: only what a user may change of themselves; settings are merged key by key (null deletes). */
export const UpdateMeSchema = Type.Object(
  {
    first_name: Type.Optional(Type.String({ maxLength: 100 })),
    last_name: Type.Optional(Type.String({ maxLength: 100 })),
    avatar_id: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    attributes: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Unknown())),
    settings: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Nullable(UserSettingSchema))),
    license_agreement_accepted_version: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type UpdateMe = Type.Static<typeof UpdateMeSchema>;

export const ChangePasswordSchema = Type.Object(
  {
    old_password: Type.String({ minLength: 1, maxLength: 1024 }),
    new_password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type ChangePassword = Type.Static<typeof ChangePasswordSchema>;

export const ChangeEmailSchema = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type ChangeEmail = Type.Static<typeof ChangeEmailSchema>;

/** One sign-in attempt of the current user (GET /users/me/logs). */
export const SignInLogSchema = Type.Object({
  id: Type.Integer(),
  ts: Type.String({ format: 'date-time' }),
  success: Type.Boolean(),
  reason: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  user_agent: Nullable(Type.String()),
});
export type SignInLog = Type.Static<typeof SignInLogSchema>;

export const PaginationSchema = Type.Object({ cursor: Nullable(Type.String()) });
export type Pagination = Type.Static<typeof PaginationSchema>;
