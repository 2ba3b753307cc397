import { notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { seesObject } from '../../access';

/**
 * Recognition lists (face and plate lists alike) carry a group, seen as the access module says;
 * faces and plates are seen through their list. Lists are barred to the superuser (spec
 * section 6), so the caller always has an organisation.
 */
export interface Scoped {
  organization_id: number;
  group_id: number | null;
}

export function organizationOf(p: Principal): number {
  if (p.organizationId === null) throw notFound('Organization');
  return p.organizationId;
}

export function listVisible(p: Principal, list: Scoped | undefined): list is Scoped {
  return list !== undefined && !p.isSuperuser && seesObject(p, list.organization_id, list.group_id);
}

/** Spec priority names ↔ the event matches' priority codes (1 low … 5 high; medium is 3). */
export const PRIORITY_CODE = { low: 1, medium: 3, high: 5 } as const;
