/**
 * Audit-log action types (`<resource>_<verb>`, e.g. group_members_add) split into the resource and
 * the verb the console has words for. Resources are matched longest first (placetaggroup before
 * placetag before place).
 */
export const AUDIT_RESOURCES = [
  'apikey',
  'camera',
  'capacitygroup',
  'edge',
  'email',
  'face',
  'facelist',
  'group',
  'license',
  'onvif',
  'organization',
  'pacs',
  'password',
  'place',
  'placecategory',
  'placekind',
  'placetag',
  'placetaggroup',
  'plan',
  'plate',
  'platelist',
  'sensor',
  'sensorkind',
  'situation',
  'streamserver',
  'subscription',
  'task',
  'tfa',
  'ticket',
  'token',
  'upload',
  'user',
  'videoclip',
  'videomark',
  'videowall',
  'webhook',
] as const;

export const AUDIT_VERBS = [
  'create',
  'update',
  'delete',
  'activate',
  'deactivate',
  'register',
  'schedule',
  'revoke',
  'invite',
  'change',
  'reset',
  'require',
  'members_add',
  'members_remove',
  'bulk_create',
  'create_failed',
  'begin',
  'enable',
  'disable',
  'abort',
  'share',
  'redeliver',
  'export',
] as const;

const BY_LENGTH = [...AUDIT_RESOURCES].sort((a, b) => b.length - a.length);

/** The resource and verb of an action type; null when the resource is not one the console knows. */
export function splitActionType(action: string): { resource: string; verb: string } | null {
  const resource = BY_LENGTH.find((r) => action.startsWith(`${r}_`));
  if (!resource) return null;
  return { resource, verb: action.slice(resource.length + 1) };
}

/** A code as plain words when no message exists ("ptz_move" → "Ptz move"): never the raw code. */
export function codeToWords(code: string): string {
  const s = code.replace(/_/g, ' ').trim();
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}
