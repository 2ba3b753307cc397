/** The permission catalogue: every `resource_action` of spec document 1, section 6, expanded. */

const CRUD = ['create', 'read', 'update', 'delete'] as const;
type Crud = (typeof CRUD)[number];

const CRUD_RESOURCES = [
  'camera',
  'place',
  'placecategory',
  'placekind',
  'placetag',
  'placetaggroup',
  'face',
  'plate',
  'facelist',
  'platelist',
  'videomark',
  'videowall',
  'subscription',
  'webhook',
  'situation',
  'sensor',
  'user',
] as const;

type CrudPermission = `${(typeof CRUD_RESOURCES)[number]}_${Crud}`;

const OTHER_PERMISSIONS = [
  'search_by_face',
  'search_by_face_in_faces',
  'search_by_plate',
  'upload_meta_read',
  'upload_create',
  'upload_read',
  'upload_update',
  'event_read',
  'sensorreading_read',
  'license_read',
  'license_activate',
  'videoclip_read',
  'videoclip_create',
  'videoclip_delete',
  'pacs_create',
  'pacs_read',
  'pacs_update',
  'pacs_delete',
  'edge_read',
  'group_read',
  'group_create',
  'group_update',
  'group_delete',
  'auditlog_read',
] as const;

export type Permission = CrudPermission | (typeof OTHER_PERMISSIONS)[number];

export const PERMISSIONS: readonly Permission[] = [...CRUD_RESOURCES.flatMap((r) => CRUD.map((a) => `${r}_${a}` as CrudPermission)), ...OTHER_PERMISSIONS];

const PERMISSION_SET: ReadonlySet<string> = new Set(PERMISSIONS);

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && PERMISSION_SET.has(value);
}

/** Superuser mode of a guard: barred (default), superuser only, or either. */
export type SuperuserMode = 'denied' | 'only' | 'allowed';

/** An and/or tree of permissions; a bare list means "all of". */
export type PermissionExpr = Permission | { and: PermissionExpr[] } | { or: PermissionExpr[] };

export interface AccessRule {
  required?: PermissionExpr[];
  forbidden?: Permission[];
  superuser?: SuperuserMode;
}

export interface AccessSubject {
  is_superuser: boolean;
  permissions: readonly string[];
}

function holds(expr: PermissionExpr, granted: ReadonlySet<string>): boolean {
  if (typeof expr === 'string') return granted.has(expr);
  if ('and' in expr) return expr.and.every((e) => holds(e, granted));
  return expr.or.some((e) => holds(e, granted));
}

/** One access rule, evaluated the same way by the server and the console. */
export function isAllowed(subject: AccessSubject, rule: AccessRule): boolean {
  const mode = rule.superuser ?? 'denied';
  if (subject.is_superuser) {
    if (mode === 'denied') return false;
    if (mode === 'only') return true;
  } else if (mode === 'only') {
    return false;
  }
  if (subject.is_superuser) return true;
  const granted = new Set(subject.permissions);
  if ((rule.forbidden ?? []).some((p) => granted.has(p))) return false;
  return (rule.required ?? []).every((e) => holds(e, granted));
}
