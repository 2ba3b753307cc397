import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { ApiError, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';

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
  const taken = await ctx.db
    .selectFrom(table)
    .select('id')
    .where('organization_id', '=', organizationId)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  if (taken) throw new ApiError('conflict', 'The name is in use', { name: 'is already in use' });
}
