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
  /** The avatar image through a signed, short-lived /files/ URL (an <img> sends no token); null without one. */
  avatar_url: Nullable(Type.String()),
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

const Username = Type.String({ minLength: 3, maxLength: 100, pattern: '^[A-Za-z0-9._@+-]+$' });
const Name = Type.String({ maxLength: 100 });
const RoleIdSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
const GroupIds = Type.Array(Type.Integer({ minimum: 1 }), { uniqueItems: true, maxItems: 100 });

/**
 * POST /users. The superuser names the organisation; an administrator creates in their own.
 * The username defaults to the e-mail. The password is checked against min_password_length.
 */
export const CreateUserSchema = Type.Object(
  {
    username: Type.Optional(Username),
    email: Type.String({ format: 'email', maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    first_name: Type.Optional(Name),
    last_name: Type.Optional(Name),
    role_id: RoleIdSchema,
    organization_id: Type.Optional(Type.Integer({ minimum: 1 })),
    group_ids: Type.Optional(GroupIds),
    avatar_id: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    attributes: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Unknown())),
    tfa_required: Type.Optional(Type.Boolean()),
    blocked_to: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
    password_expired: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreateUser = Type.Static<typeof CreateUserSchema>;

/** PUT /users/{id}: a new password set here must be changed by the user at the next sign-in. */
export const UpdateUserSchema = Type.Object(
  {
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    password: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
    first_name: Type.Optional(Name),
    last_name: Type.Optional(Name),
    role_id: Type.Optional(RoleIdSchema),
    group_ids: Type.Optional(GroupIds),
    avatar_id: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    attributes: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Unknown())),
    tfa_required: Type.Optional(Type.Boolean()),
    blocked_to: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
    password_expired: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UpdateUser = Type.Static<typeof UpdateUserSchema>;

/** POST /users/search. */
export const UserSearchSchema = Type.Object(
  {
    cursor: Type.Optional(Type.String({ maxLength: 500 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    query: Type.Optional(
      Type.Object(
        {
          text: Type.Optional(Type.String({ maxLength: 255 })),
          role_ids: Type.Optional(Type.Array(RoleIdSchema, { uniqueItems: true })),
          group_ids: Type.Optional(GroupIds),
          organization_id: Type.Optional(Type.Integer({ minimum: 1 })),
          is_blocked: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type UserSearch = Type.Static<typeof UserSearchSchema>;

export const UserListSchema = Type.Object({ users: Type.Array(UserSchema), pagination: PaginationSchema });
export type UserList = Type.Static<typeof UserListSchema>;
