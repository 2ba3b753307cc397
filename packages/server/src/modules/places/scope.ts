import type { AppContext } from '../../context';
import { ApiError, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { placeResourceNameTaken } from './repo';

/**
 * Tenancy of the place resources. Every place route bars the superuser (spec section 6: /places,
 * /map, /sensors are ordinary users' screens), so the caller always has an organisation.
 * Places (and situations) carry a group, seen as the access module says.
 */
export function organizationOf(p: Principal): number {
  if (p.organizationId === null) throw notFound('Organization');
  return p.organizationId;
}

/** Names of kinds, tags and tag groups are unique in the organisation, whatever their case. */
export async function assertNameFree(
  ctx: AppContext,
  table: 'placekinds' | 'placetags' | 'placetaggroups',
  organizationId: number,
  name: string,
  exceptId: number | null,
): Promise<void> {
  if (await placeResourceNameTaken(ctx.db, table, organizationId, name, exceptId))
    throw new ApiError('conflict', 'The name is in use', { name: 'is already in use' });
}
