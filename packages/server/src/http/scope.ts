import { ROLE } from '@argus/contracts';
import { invalid, notFound } from './errors';
import type { Principal } from './principal';

/**
 * Tenant scoping, in one place. The superuser sees every organisation; everyone else sees only
 * their own, and anything outside it answers 404 as if it did not exist.
 */
export function canSeeOrganization(p: Principal, organizationId: number | null): boolean {
  return p.isSuperuser || (organizationId !== null && organizationId === p.organizationId);
}

export function assertOrganization(p: Principal, organizationId: number | null, what = 'Object'): void {
  if (!canSeeOrganization(p, organizationId)) throw notFound(what);
}

/** The organisation a new object goes into: the superuser names it, others use their own. */
export function targetOrganization(p: Principal, requested: number | undefined): number {
  if (p.isSuperuser) {
    if (requested === undefined) throw invalid({ organization_id: 'is required' });
    return requested;
  }
  if (requested !== undefined && requested !== p.organizationId) throw notFound('Organization');
  if (p.organizationId === null) throw notFound('Organization');
  return p.organizationId;
}

/** The organisation filter of a list: null means every organisation (superuser without a filter). */
export function listOrganization(p: Principal, requested: number | undefined): number | null {
  if (p.isSuperuser) return requested ?? null;
  return p.organizationId;
}

/**
 * Group scope for resources that carry a group: administrators (and the superuser) see the whole
 * organisation (null); others only the groups they belong to.
 */
export function groupScope(p: Principal): number[] | null {
  if (p.isSuperuser || p.roleId === ROLE.administrator) return null;
  return p.groupIds;
}
