import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { ApiError, invalid, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { groupScope } from '../../http/scope';

/**
 * Tenancy of the place resources. Every place route bars the superuser (spec section 6: /places,
 * /map, /sensors are ordinary users' screens), so the caller always has an organisation.
 * Places (and situations) carry a group: administrators see the organisation's, others only
 * their groups'. Objects without a group are the administrators'.
 */
export function organizationOf(p: Principal): number {
  if (p.organizationId === null) throw notFound('Organization');
  return p.organizationId;
}

export function inGroupScope(p: Principal, groupId: number | null): boolean {
  const scope = groupScope(p);
  return scope === null || (groupId !== null && scope.includes(groupId));
}

/** A group an object may be put into: of the organisation and, for non-administrators, one of theirs (required). */
export async function checkGroup(ctx: AppContext, p: Principal, organizationId: number, groupId: number | null | undefined): Promise<void> {
  const scope = groupScope(p);
  if (groupId === undefined || groupId === null) {
    if (scope !== null) throw invalid({ group_id: 'is required: choose one of your groups' });
    return;
  }
  const g = await ctx.db.selectFrom('groups').select('organization_id').where('id', '=', groupId).executeTakeFirst();
  if (!g || g.organization_id !== organizationId || (scope !== null && !scope.includes(groupId))) {
    throw invalid({ group_id: 'names a group that does not exist in the organisation' });
  }
}

/** SQL condition pieces for lists: null means no group restriction. */
export function scopeFilter(p: Principal): number[] | null {
  return groupScope(p);
}

/** Names of kinds, tags and tag groups are unique in the organisation, whatever their case. */
export async function assertNameFree(
  ctx: AppContext,
  table: 'placekinds' | 'placetags' | 'placetaggroups',
  organizationId: number,
  name: string,
  exceptId: number | null,
): Promise<void> {
  const taken = await ctx.db
    .selectFrom(table)
    .select('id')
    .where('organization_id', '=', organizationId)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  if (taken) throw new ApiError('conflict', 'The name is in use', { name: 'is already in use' });
}
