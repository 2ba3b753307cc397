import { invalid, notFound } from '../http/errors';
import type { Principal } from '../http/principal';
import { canSeeOrganization } from './rule';

/**
 * Tenant scoping of requests (rule.ts canSeeOrganization): anything outside the caller's
 * organisation answers 404 as if it did not exist.
 */
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
