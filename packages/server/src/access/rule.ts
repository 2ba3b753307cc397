import { DEFAULT_ROLE_PERMISSIONS, ROLE, type Permission, type RoleId } from '@argus/contracts';

/**
 * The row-level rule, once: the superuser sees every organisation; everyone else only their own.
 * Inside it, an administrator sees every object; others only objects of their groups (an object
 * without a group is the administrators'). Objects carry a group directly (cameras, places,
 * situations, lists) or through another (events through their camera, faces and plates through
 * their list, sensors through their place, videos through their camera).
 *
 * A viewer is whoever asks: the principal of a request or of a live connection, or the owner of a
 * subscription whose webhooks deliver (viewers.ts).
 */
export interface Viewer {
  organizationId: number | null;
  roleId: number | null;
  isSuperuser: boolean;
  groupIds: number[];
  permissions: readonly Permission[];
}

type Scoped = Pick<Viewer, 'isSuperuser' | 'roleId' | 'groupIds'>;

export function canSeeOrganization(v: Pick<Viewer, 'isSuperuser' | 'organizationId'>, organizationId: number | null): boolean {
  return v.isSuperuser || (organizationId !== null && organizationId === v.organizationId);
}

/** The groups whose objects the viewer sees inside the organisation: null for all of them. */
export function groupScope(v: Scoped): number[] | null {
  if (v.isSuperuser || v.roleId === ROLE.administrator) return null;
  return v.groupIds;
}

/** The group part of the rule alone (the organisation checked apart). */
export function inGroups(v: Scoped, groupId: number | null): boolean {
  const scope = groupScope(v);
  return scope === null || (groupId !== null && scope.includes(groupId));
}

/** One object of an organisation, carrying a group (or null), seen by the viewer. */
export function seesObject(v: Omit<Viewer, 'permissions'>, organizationId: number | null, groupId: number | null): boolean {
  return canSeeOrganization(v, organizationId) && inGroups(v, groupId);
}

/**
 * Whether a pushed item about an object (a live message, a subscription hit and its webhook
 * deliveries) reaches the viewer: the permission to read it and the object in sight. Never the
 * superuser: events, cameras and readings are operational data, barred to it.
 */
export function receives(v: Viewer, permission: Permission, organizationId: number, groupId: number | null): boolean {
  return !v.isSuperuser && v.permissions.includes(permission) && seesObject(v, organizationId, groupId);
}

/** A user's permissions: those of their role (the superuser has none; it passes by its flag). */
export function permissionsOf(isSuperuser: boolean, roleId: number | null): readonly Permission[] {
  if (isSuperuser || roleId === null) return [];
  return DEFAULT_ROLE_PERMISSIONS[roleId as RoleId] ?? [];
}
