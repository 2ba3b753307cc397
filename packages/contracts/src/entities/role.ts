import Type from 'typebox';
import { IdSchema, List } from './common';

/**
 * GET /roles. The three roles (1 Administrator, 2 Superoperator, 3 Operator) are fixed by the
 * spec (see ROLES in roles.ts), so there is no create or update body.
 */
export const RoleSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  description: Type.String(),
  is_internal: Type.Boolean(),
});
export type Role = Type.Static<typeof RoleSchema>;

export const RoleListSchema = List('roles', RoleSchema);
export type RoleList = Type.Static<typeof RoleListSchema>;
