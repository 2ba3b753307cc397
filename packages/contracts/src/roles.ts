import { PERMISSIONS, type Permission } from './permissions';

/** Role ids of the spec; the superuser is a flag on the user, not a role. */
export const ROLE = { administrator: 1, superoperator: 2, operator: 3 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];
export const ROLE_IDS: readonly RoleId[] = [1, 2, 3];

export interface RoleDefinition {
  id: RoleId;
  name: string;
  description: string;
  is_internal: boolean;
}

export const ROLES: readonly RoleDefinition[] = [
  { id: 1, name: 'Administrator', description: 'Runs the organisation: users, groups, lists, cameras and every operational screen.', is_internal: false },
  { id: 2, name: 'Superoperator', description: 'Configures cameras, places and lists and works with events; does not manage users.', is_internal: false },
  { id: 3, name: 'Operator', description: 'Watches video, works with events and searches; changes no configuration.', is_internal: false },
];

const ADMIN_ONLY: ReadonlySet<Permission> = new Set<Permission>([
  'user_create',
  'user_update',
  'user_delete',
  'group_create',
  'group_update',
  'group_delete',
  'license_activate',
  'auditlog_read',
  'pacs_create',
  'pacs_update',
  'pacs_delete',
]);

/** What an operator may do: see, search, and keep their own marks, clips, subscriptions and webhooks. */
const OPERATOR: readonly Permission[] = [
  'camera_read',
  'place_read',
  'placecategory_read',
  'placekind_read',
  'placetag_read',
  'placetaggroup_read',
  'face_read',
  'plate_read',
  'facelist_read',
  'platelist_read',
  'event_read',
  'sensorreading_read',
  'sensor_read',
  'situation_read',
  'search_by_face',
  'search_by_face_in_faces',
  'search_by_plate',
  'upload_meta_read',
  'upload_create',
  'upload_read',
  'upload_update',
  'videoclip_read',
  'videoclip_create',
  'videoclip_delete',
  'videomark_read',
  'videomark_create',
  'videomark_update',
  'videomark_delete',
  'videowall_read',
  'videowall_create',
  'videowall_update',
  'videowall_delete',
  'subscription_read',
  'subscription_create',
  'subscription_update',
  'subscription_delete',
  'webhook_read',
  'license_read',
  'edge_read',
  'group_read',
];

/**
 * The default grant table per role: data, not code, so that it can be read and reviewed as a table.
 * Administrator: everything. Superoperator: everything but user, group, licence activation, audit and pacs
 * administration. Operator: the list above.
 */
export const DEFAULT_ROLE_PERMISSIONS: Readonly<Record<RoleId, readonly Permission[]>> = {
  1: PERMISSIONS,
  2: PERMISSIONS.filter((p) => !ADMIN_ONLY.has(p)),
  3: OPERATOR,
};
